import { css, type Theme } from '@emotion/react';

/**
 * The small uppercase label above a heading (a section number, a partner's
 * category, the Kremlin kicker), as a style to compose onto any element.
 */
export const eyebrow = (theme: Theme, color: string = theme.colors.accent) => css`
  font: 600 ${theme.fontSizes.xs} / 1.2 ${theme.fonts.display};
  letter-spacing: 0.2em;
  text-transform: uppercase;
  color: ${color};
`;
