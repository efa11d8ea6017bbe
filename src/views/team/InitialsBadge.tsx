import { css } from '@emotion/react';
import { roundMark } from '../../components/ui/Badge';
import { initials } from './initials';

/** The round monogram the English team page shows on each card (product §2 /team). */
export function InitialsBadge({ name }: { name: string }) {
  return (
    <span
      aria-hidden="true"
      data-testid="initials"
      css={(theme) => css`
        ${roundMark(theme, '3.5rem', theme.fontSizes.md)};
        border-color: ${theme.colors.accent};
        background: ${theme.colors.background};
        color: ${theme.colors.accent};
      `}
    >
      {initials(name)}
    </span>
  );
}
