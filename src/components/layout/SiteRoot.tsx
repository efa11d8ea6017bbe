import { ThemeProvider } from '@emotion/react';
import type { ReactNode } from 'react';
import { theme } from '../../theme/theme';
import { GlobalStyles } from '../../theme/GlobalStyles';
import { ErrorBoundary } from '../ErrorBoundary';

/**
 * What every page is drawn inside: the theme and the global styles around it, and the error boundary around the page
 * itself. Gatsby wraps its pages in it (src/gatsby/ssr/wrapElements.tsx, wrapRootElement and wrapPageElement), and the
 * blog's function its post pages (src/blogServer/), so a page drawn at build time and one drawn on demand are one tree.
 */
export function SiteRoot({ children }: { children: ReactNode }) {
  return (
    <ThemeProvider theme={theme}>
      <GlobalStyles />
      {children}
    </ThemeProvider>
  );
}

export function PageRoot({ children }: { children: ReactNode }) {
  return <ErrorBoundary>{children}</ErrorBoundary>;
}
