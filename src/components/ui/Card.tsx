import { css, type Theme } from '@emotion/react';
import type { ReactNode } from 'react';
import { cardText } from './cardText';
import { grid } from './grid';

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

/** A list of cards: one column on phones, two from the sm breakpoint, `columns` from md (cases, Kremlin options). */
export const cardGrid = (theme: Theme, columns: 2 | 3) =>
  grid(theme, { columns: { base: 1, sm: 2, md: columns }, gap: { base: 'md', sm: 'lg' } });

export interface CardProps {
  title: string;
  /** A kicker above the title: a year, a number, a category. */
  label?: string | null;
  text?: string | null;
  /** Anything shown before the title (a badge, an icon). */
  media?: ReactNode;
  children?: ReactNode;
}

/** One card of a card grid: a list item with the card look, title as h3. */
export function Card({ title, label, text, media, children }: CardProps) {
  return (
    <li
      css={(theme) => [
        cardStyle(theme),
        css`
          container-type: inline-size;
        `,
      ]}
    >
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
      {text && <p css={cardText}>{text}</p>}
      {children}
    </li>
  );
}
