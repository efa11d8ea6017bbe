import { css, type Theme } from '@emotion/react';
import type { ReactNode } from 'react';

/** A small pill label (a project type, a category); `caps` sets it in spaced capitals (product placement). */
export function Badge({ children, caps = false }: { children: ReactNode; caps?: boolean }) {
  return (
    <span
      css={(theme) => css`
        align-self: flex-start;
        display: inline-block;
        padding: 0.3em 0.85em;
        border-radius: ${theme.radii.round};
        border: 1px solid ${theme.colors.accent};
        color: ${theme.colors.accentStrong};
        font: 600 ${theme.fontSizes.xs} / 1.2 ${theme.fonts.body};
        letter-spacing: ${caps ? '0.08em' : '0.04em'};
        text-transform: ${caps ? 'uppercase' : 'none'};
      `}
    >
      {children}
    </span>
  );
}

/**
 * The round mark: a circle of `size` with a centred label in the display face
 * and a hairline border (the RU/EN buttons, the team's initials). Colours are
 * the caller's: border-color, background, color.
 */
export const roundMark = (theme: Theme, size: string, fontSize: string) => css`
  display: inline-grid;
  place-items: center;
  width: ${size};
  height: ${size};
  border-radius: ${theme.radii.round};
  border: 1px solid;
  font: 600 ${fontSize} / 1 ${theme.fonts.display};
  letter-spacing: 0.06em;
`;
