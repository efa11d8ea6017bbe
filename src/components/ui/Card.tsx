import { css, type Theme } from '@emotion/react';
import type { ReactNode } from 'react';
import { mq } from '../../theme/theme';

/**
 * The card surface (hairline border, rounded corners, a raised-to-flat
 * gradient), for any boxed panel. `flatFrom` is where the gradient reaches the
 * flat colour: a tall panel (a blog post) flattens early, so its long text
 * does not sit on a fading background.
 */
export const cardSurface = (theme: Theme, flatFrom = '') => css`
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radii.md};
  background: linear-gradient(180deg, ${theme.colors.surfaceRaised}, ${theme.colors.surface}${flatFrom && ` ${flatFrom}`});
`;

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
  ${cardSurface(theme)};
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
  ${mq('sm')} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
    gap: ${theme.space.lg};
  }
  ${mq('md')} {
    grid-template-columns: repeat(${columns}, minmax(0, 1fr));
  }
`;

export interface CardProps {
  title: string;
  /** A kicker above the title: a year, a number, a category. */
  label?: string | null;
  text?: string | null;
  /** Anything shown before the title (a badge, an icon). */
  media?: ReactNode;
  children?: ReactNode;
}

/** One card of a CardGrid: a list item with the card look, title as h3. */
export function Card({ title, label, text, media, children }: CardProps) {
  return (
    <li css={(theme) => [cardStyle(theme), css`container-type: inline-size;`]}>
      {media}
      {label && (
        <p
          css={(theme) => css`
            margin: 0;
            font: 600 ${theme.fontSizes.lg} / 1 ${theme.fonts.display};
            color: ${theme.colors.accent};
          `}
        >
          {label}
        </p>
      )}
      <h3
        css={(theme) => css`
          margin: 0;
          font-size: ${theme.fontSizes.lg};
          /* A narrow card (four in a row) takes a smaller title, so a long
             word such as "Professionalism" is not split mid-word. */
          @container (max-width: 16rem) {
            font-size: ${theme.fontSizes.md};
          }
        `}
      >
        {title}
      </h3>
      {text && <p css={(theme) => ({ margin: 0, color: theme.colors.textMuted })}>{text}</p>}
      {children}
    </li>
  );
}
