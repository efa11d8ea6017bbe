import { css } from '@emotion/react';
import type { ReactNode } from 'react';
import { PageLanguageSwitch } from './PageLanguageSwitch';
import { MAIN_ID, SkipLink } from './SkipLink';

/**
 * The landing's own shell (product §2: no header or footer): skip link, the
 * RU/EN buttons in the corner, and a full-height stage lit from above.
 */
export function LandingStage({ path, children }: { path: string; children: ReactNode }) {
  return (
    <div
      css={(theme) => css`
        min-height: 100vh;
        min-height: 100svh;
        display: flex;
        flex-direction: column;
        overflow: hidden;
        background:
          radial-gradient(90% 60% at 85% 0%, ${theme.colors.surfaceRaised}, transparent 70%),
          radial-gradient(70% 50% at 0% 100%, ${theme.colors.surface}, transparent 70%), ${theme.colors.background};
      `}
    >
      <SkipLink />
      <div
        css={(theme) => css`
          display: flex;
          justify-content: flex-end;
          padding: ${theme.space.md} ${theme.layout.gutter} 0;
        `}
      >
        <PageLanguageSwitch path={path} />
      </div>
      <main
        id={MAIN_ID}
        tabIndex={-1}
        css={(theme) => css`
          flex: 1;
          display: flex;
          flex-direction: column;
          justify-content: center;
          width: 100%;
          max-width: ${theme.layout.maxWidth};
          margin: 0 auto;
          padding: ${theme.space.lg} ${theme.layout.gutter} ${theme.space.xxl};
          &:focus {
            outline: none;
          }
        `}
      >
        {children}
      </main>
    </div>
  );
}
