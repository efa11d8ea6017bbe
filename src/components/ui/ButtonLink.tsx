import { css, type Theme } from '@emotion/react';
import { Link } from 'gatsby';
import type { ReactNode } from 'react';

type Variant = 'primary' | 'secondary';

const buttonStyle = (theme: Theme, variant: Variant) => css`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: ${theme.space.sm};
  min-height: 3rem;
  padding: ${theme.space.sm} ${theme.space.lg};
  border-radius: ${theme.radii.round};
  border: 1px solid ${theme.colors.accent};
  background: ${variant === 'primary' ? theme.colors.accent : 'transparent'};
  color: ${variant === 'primary' ? theme.colors.onAccent : theme.colors.text};
  font: 700 ${theme.fontSizes.sm} / 1.2 ${theme.fonts.body};
  letter-spacing: 0.02em;
  text-decoration: none;
  text-align: center;
  transition:
    background ${theme.motion.fast},
    color ${theme.motion.fast},
    transform ${theme.motion.fast};
  &:hover {
    background: ${variant === 'primary' ? theme.colors.accentStrong : theme.colors.accent};
    color: ${theme.colors.onAccent};
  }
  &:active {
    transform: translateY(1px);
  }
`;

export interface ButtonLinkProps {
  /** A site path (client-side navigation) or, with `file`, a static file. */
  to: string;
  variant?: Variant;
  /** A file served from static/ (PDF): a plain anchor, since Gatsby's router must not handle it. */
  file?: boolean;
  children: ReactNode;
}

/** A link that looks like a pill button. */
export function ButtonLink({ to, variant = 'primary', file = false, children }: ButtonLinkProps) {
  if (file) {
    return (
      <a href={to} css={(theme) => buttonStyle(theme, variant)}>
        {children}
      </a>
    );
  }
  return (
    <Link to={to} css={(theme) => buttonStyle(theme, variant)}>
      {children}
    </Link>
  );
}
