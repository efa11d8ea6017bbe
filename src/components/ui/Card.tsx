import { css, type Theme } from '@emotion/react';

/**
 * The look of a card (surface, hairline border, soft shadow, a warm border on
 * hover), as a style to compose, so the card can be any element (li, article,
 * a FadeIn wrapper) without an extra wrapper in the markup.
 */
export const cardStyle = (theme: Theme) => css`
  position: relative;
  display: flex;
  flex-direction: column;
  gap: ${theme.space.sm};
  height: 100%;
  padding: ${theme.space.lg};
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radii.md};
  background: linear-gradient(180deg, ${theme.colors.surfaceRaised}, ${theme.colors.surface});
  box-shadow: ${theme.shadows.card};
  transition: border-color ${theme.motion.base} ${theme.motion.easing};
  &:hover {
    border-color: ${theme.colors.accent};
  }
`;

/** Resets a list used as a card grid: 1 column on phones, `columns` from the md breakpoint. */
export const cardGrid = (theme: Theme, columns: 2 | 3) => css`
  display: grid;
  gap: ${theme.space.md};
  grid-template-columns: minmax(0, 1fr);
  list-style: none;
  margin: 0;
  padding: 0;
  @media (min-width: ${theme.breakpoints.sm}px) {
    grid-template-columns: repeat(2, minmax(0, 1fr));
    gap: ${theme.space.lg};
  }
  @media (min-width: ${theme.breakpoints.md}px) {
    grid-template-columns: repeat(${columns}, minmax(0, 1fr));
  }
`;
