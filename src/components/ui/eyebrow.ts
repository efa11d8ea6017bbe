import { css, type Theme } from '@emotion/react';

/**
 * The small uppercase label above a heading (a section number, a partner's
 * category, the Kremlin kicker), as a style to compose onto any element.
 */
/** The eyebrow's tracking. */
export const EYEBROW_TRACKING = '0.2em';

export const eyebrow = (theme: Theme, color: string = theme.colors.accent) => css`
  font: 600 ${theme.fontSizes.xs} / 1.2 ${theme.fonts.display};
  letter-spacing: ${EYEBROW_TRACKING};
  text-transform: uppercase;
  color: ${color};
`;
