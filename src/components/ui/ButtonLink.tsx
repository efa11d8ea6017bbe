import { css } from '@emotion/react';
import { Link } from 'gatsby';
import type { ReactNode } from 'react';

/** An internal link drawn as the site's primary (brass) button. */
export function ButtonLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Link
      to={to}
      css={(theme) => css`
        display: inline-flex;
        align-items: center;
        justify-content: center;
        gap: ${theme.space.sm};
        text-align: center;
        padding: ${theme.space.md} ${theme.space.xl};
        border-radius: ${theme.radii.round};
        background: ${theme.colors.accent};
        color: ${theme.colors.onAccent};
        font: 600 ${theme.fontSizes.sm} / 1.2 ${theme.fonts.display};
        letter-spacing: 0.04em;
        text-decoration: none;
        transition: background ${theme.motion.fast};
        &:hover {
          background: ${theme.colors.accentStrong};
        }
      `}
    >
      {children}
      <span aria-hidden="true">→</span>
    </Link>
  );
}
