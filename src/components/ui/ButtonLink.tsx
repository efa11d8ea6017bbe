import { css, type Theme } from '@emotion/react';
import type { ReactNode } from 'react';

/** primary: filled; secondary: outlined in the accent; quiet: a hairline outline that lights up on hover. */
type Variant = 'primary' | 'secondary' | 'quiet';

const FILL: Record<Variant, { border: 'accent' | 'border'; background: 'accent' | 'transparent'; color: 'onAccent' | 'text' }> = {
  primary: { border: 'accent', background: 'accent', color: 'onAccent' },
  secondary: { border: 'accent', background: 'transparent', color: 'text' },
  quiet: { border: 'border', background: 'transparent', color: 'text' },
};

/**
 * The site's one pill button, as a style to compose onto a link.
 * `large` is the landing's apply link: a bigger label and more room, its
 * padding short of the border so the border adds nothing to its outer size.
 */
export const pillButton = (theme: Theme, variant: Variant, size: 'regular' | 'large' = 'regular') => css`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: ${theme.space.sm};
  min-height: 3rem;
  padding: ${size === 'large' ? `calc(${theme.space.md} - 1px) calc(${theme.space.xl} - 1px)` : `${theme.space.sm} ${theme.space.lg}`};
  border-radius: ${theme.radii.round};
  border: 1px solid ${theme.colors[FILL[variant].border]};
  background: ${FILL[variant].background === 'accent' ? theme.colors.accent : 'transparent'};
  color: ${theme.colors[FILL[variant].color]};
  font: 700 ${size === 'large' ? theme.fontSizes.md : theme.fontSizes.sm} / 1.2 ${theme.fonts.body};
  letter-spacing: 0.02em;
  text-decoration: none;
  text-align: center;
  transition:
    background ${theme.motion.fast},
    border-color ${theme.motion.fast},
    color ${theme.motion.fast},
    transform ${theme.motion.fast};
  &:hover {
    ${
      variant === 'quiet'
        ? css`
            border-color: ${theme.colors.accent};
            color: ${theme.colors.accent};
          `
        : css`
            background: ${variant === 'primary' ? theme.colors.accentStrong : theme.colors.accent};
            color: ${theme.colors.onAccent};
          `
    }
  }
  &:active {
    transform: translateY(1px);
  }
`;

export interface ButtonLinkProps {
  /** A site path or a file served from static/ (the PDF). */
  to: string;
  variant?: Variant;
  /** The language of the label when it differs from the page's (the 404 page's English link). */
  lang?: string;
  children: ReactNode;
}

/** A link that looks like a pill button. */
export function ButtonLink({ to, variant = 'primary', lang, children }: ButtonLinkProps) {
  return (
    <a href={to} lang={lang} css={(theme) => pillButton(theme, variant)}>
      {children}
    </a>
  );
}
