import { css, type Theme } from '@emotion/react';

/**
 * A card's title (its h3, product.md's cards on the cases, Kremlin and other pages): the large size, set off from the badge,
 * label or number above it by `above`.
 */
export const cardTitle = (theme: Theme, above: 'sm' | 'md' = 'sm') => css`
  font-size: ${theme.fontSizes.lg};
  margin: ${theme.space[above]} 0 0;
`;

/** A card's text under its title: quieter than the title, with no margin of its own (the card's gap spaces it). */
export const cardText = (theme: Theme) => css`
  margin: 0;
  color: ${theme.colors.textMuted};
`;
