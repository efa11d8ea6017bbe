import { css } from '@emotion/react';
import { initials } from './initials';

/** The round monogram the English team page shows on each card (SPEC §2 /team). */
export function InitialsBadge({ name }: { name: string }) {
  return (
    <span
      aria-hidden="true"
      data-testid="initials"
      css={(theme) => css`
        display: inline-grid;
        place-items: center;
        width: 3.5rem;
        height: 3.5rem;
        border-radius: ${theme.radii.round};
        border: 1px solid ${theme.colors.accent};
        background: ${theme.colors.background};
        color: ${theme.colors.accent};
        font: 600 ${theme.fontSizes.md} / 1 ${theme.fonts.display};
        letter-spacing: 0.06em;
      `}
    >
      {initials(name)}
    </span>
  );
}
