import { css } from '@emotion/react';

/**
 * The short bar that marks a heading, 3 rem wide: above it (a section's h2) or below it (the blog's masthead), at
 * `gap` from the text.
 */
export const headingRule = ({ side, height, gap, color }: { side: 'above' | 'below'; height: string; gap: string; color: string }) => css`
  &::${side === 'above' ? 'before' : 'after'} {
    content: '';
    display: block;
    width: 3rem;
    height: ${height};
    margin-${side === 'above' ? 'bottom' : 'top'}: ${gap};
    background: ${color};
  }
`;
