import { css } from '@emotion/react';
import type { ReactNode } from 'react';
import type { Language } from '../../config/routes';
import { Footer } from './Footer';
import { Header } from './Header';
import { MAIN_ID, SkipLink } from './SkipLink';

export interface LayoutProps {
  language: Language;
  /** The page's own path, e.g. /en/scripts. */
  path: string;
  /** The page answers for paths it cannot know (a 404 page): its language buttons follow the address bar. */
  followAddress?: boolean;
  children: ReactNode;
}

/** The shell of every content page: skip link, header, main, footer. */
export function Layout({ language, path, followAddress = false, children }: LayoutProps) {
  return (
    <div
      css={css`
        display: flex;
        flex-direction: column;
        min-height: 100vh;
      `}
    >
      <SkipLink />
      <Header path={path} followAddress={followAddress} />
      <main
        id={MAIN_ID}
        tabIndex={-1}
        css={(theme) => css`
          flex: 1;
          width: 100%;
          max-width: ${theme.layout.maxWidth};
          margin: 0 auto;
          padding: ${theme.space.xl} ${theme.layout.gutter} 0;
          &:focus {
            outline: none;
          }
        `}
      >
        {children}
      </main>
      <Footer language={language} />
    </div>
  );
}
