import { ThemeProvider } from '@emotion/react';
import type { GatsbyBrowser } from 'gatsby';
import { theme } from '../../theme/theme';
import { GlobalStyles } from '../../theme/GlobalStyles';
import { ErrorBoundary } from '../../components/ErrorBoundary';

/** Shared by gatsby-browser and gatsby-ssr so the build and the browser render the same tree. */
export const wrapRootElement: GatsbyBrowser['wrapRootElement'] = ({ element }) => (
  <ThemeProvider theme={theme}>
    <GlobalStyles />
    {element}
  </ThemeProvider>
);

export const wrapPageElement: GatsbyBrowser['wrapPageElement'] = ({ element }) => <ErrorBoundary>{element}</ErrorBoundary>;
