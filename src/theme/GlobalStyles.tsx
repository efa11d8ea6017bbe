import { css, Global, useTheme } from '@emotion/react';
// The metric-matched fallback faces (src/gatsby/fonts/fallbackFaces.ts): local fonts, nothing to fetch.
import './fonts/fallbacks.css';
// Not used here: imported so that webpack emits the brand faces' files (the font loader names them, lateFonts.tsx).
import './webFonts';

/** Page-wide base styles: the dark stage, type defaults and a visible focus ring. */
export function GlobalStyles() {
  const theme = useTheme();
  return (
    <Global
      styles={css`
        *,
        *::before,
        *::after {
          box-sizing: border-box;
        }
        html {
          -webkit-text-size-adjust: 100%;
          color-scheme: dark;
          background: ${theme.colors.background};
        }
        body {
          margin: 0;
          min-height: 100vh;
          background: ${theme.colors.background};
          color: ${theme.colors.text};
          font-family: ${theme.fonts.body};
          font-size: ${theme.fontSizes.md};
          line-height: ${theme.lineHeights.body};
          -webkit-font-smoothing: antialiased;
          overflow-x: hidden;
        }
        h1,
        h2,
        h3,
        h4 {
          font-family: ${theme.fonts.display};
          font-weight: 600;
          line-height: ${theme.lineHeights.tight};
          letter-spacing: -0.01em;
          margin: 0 0 ${theme.space.md};
          overflow-wrap: anywhere;
        }
        p {
          margin: 0 0 ${theme.space.md};
        }
        a {
          color: inherit;
        }
        img,
        video,
        iframe {
          max-width: 100%;
        }
        :focus-visible {
          outline: 3px solid ${theme.colors.focus};
          outline-offset: 3px;
          border-radius: 2px;
        }
        /* A video's own controls live in the browser's shadow tree; ring the
           whole player while the keyboard is on one of them. A frame whose
           document has the keyboard matches no focus selector: the blog's
           feed marks it (TelegramEmbed.tsx). */
        video:focus-within,
        iframe[data-focused] {
          outline: 3px solid ${theme.colors.focus};
          outline-offset: 3px;
        }
        /* An island's root (Island.tsx) adds no box: layouts see its component's markup. */
        [data-island] {
          display: contents;
        }
        ::selection {
          background: ${theme.colors.accent};
          color: ${theme.colors.onAccent};
        }
        @media (prefers-reduced-motion: reduce) {
          *,
          *::before,
          *::after {
            animation-duration: 1ms !important;
            animation-delay: 0ms !important;
            transition-duration: 1ms !important;
            scroll-behavior: auto !important;
          }
        }
      `}
    />
  );
}
