import { css } from '@emotion/react';
import type { ReactNode } from 'react';

export interface CardProps {
  title: string;
  /** A kicker above the title: a year, a number, a category. */
  label?: string | null;
  text?: string | null;
  /** Anything shown before the title (a badge, an icon). */
  media?: ReactNode;
  children?: ReactNode;
}

/** One card of a CardGrid: a list item on a raised surface, title as h3. */
export function Card({ title, label, text, media, children }: CardProps) {
  return (
    <li
      css={(theme) => css`
        container-type: inline-size;
        display: flex;
        flex-direction: column;
        gap: ${theme.space.sm};
        padding: ${theme.space.lg};
        border: 1px solid ${theme.colors.border};
        border-radius: ${theme.radii.md};
        background: linear-gradient(180deg, ${theme.colors.surfaceRaised}, ${theme.colors.surface});
        box-shadow: ${theme.shadows.card};
        transition: border-color ${theme.motion.base} ${theme.motion.easing};
        &:hover {
          border-color: ${theme.colors.accent};
        }
      `}
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
      {text && <p css={(theme) => ({ margin: 0, color: theme.colors.textMuted })}>{text}</p>}
      {children}
    </li>
  );
}
