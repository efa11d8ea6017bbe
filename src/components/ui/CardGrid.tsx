import { css } from '@emotion/react';
import type { ReactNode } from 'react';

export interface CardGridProps {
  children: ReactNode;
  /** The narrowest a card may get before the grid drops a column. */
  minCardWidth?: string;
}

/**
 * A list of cards laid out in as many equal columns as fit: one column on a
 * phone, up to four on a wide screen. `min(100%, …)` keeps a card from ever
 * overflowing a narrow viewport.
 */
export function CardGrid({ children, minCardWidth = '15rem' }: CardGridProps) {
  return (
    <ul
      css={(theme) => css`
        display: grid;
        grid-template-columns: repeat(auto-fit, minmax(min(100%, ${minCardWidth}), 1fr));
        gap: ${theme.space.lg};
        list-style: none;
        margin: 0;
        padding: 0;
      `}
    >
      {children}
    </ul>
  );
}
