import { css, type Theme } from '@emotion/react';

/** The lead paragraph under a page's or a section's heading: larger, tighter and quieter than the body text. */
export const lead = (theme: Theme) => css`
  font-size: ${theme.fontSizes.lg};
  line-height: ${theme.lineHeights.snug};
  color: ${theme.colors.textMuted};
`;
