import { css, type Theme } from '@emotion/react';
import type { MouseEvent } from 'react';
import { pillButton } from '../../components/ui/ButtonLink';
import { FallingText } from './FallingText';
import { LETTER_FACES } from './letterFaces';

export interface LandingLinkProps {
  to: string;
  label: string;
  variant: 'menu' | 'kremlin' | 'apply';
  /** The clicked link, which stays while everything else falls. */
  active: boolean;
  /** When its label falls (useLandingExit.ts); null while it stands. */
  fall: number | null;
  onClick: (event: MouseEvent) => void;
}

const linkStyle = (theme: Theme, variant: LandingLinkProps['variant']) => css`
  display: inline-block;
  text-decoration: none;
  color: ${variant === 'kremlin' ? theme.colors.red : theme.colors.text};
  transition:
    color ${theme.motion.fast},
    transform ${theme.motion.base} ${theme.motion.easing};
  ${
    variant === 'apply'
      ? css`
          ${pillButton(theme, 'primary', 'large')};
          font-weight: ${LETTER_FACES.apply.weight};
          letter-spacing: ${LETTER_FACES.apply.tracking}em;
          transition:
            background ${theme.motion.fast},
            transform ${theme.motion.base} ${theme.motion.easing};
        `
      : css`
          font: ${LETTER_FACES.menu.weight} ${theme.displaySizes.landingMenu} / 1.15 ${theme.fonts[LETTER_FACES.menu.family]};
          letter-spacing: ${LETTER_FACES.menu.tracking}em;
          &:hover {
            color: ${variant === 'kremlin' ? theme.colors.red : theme.colors.accent};
            text-decoration: underline;
            text-decoration-thickness: 2px;
            text-underline-offset: 0.2em;
          }
        `
  }
  /* The clicked link stays while everything else falls. */
  &[data-active] {
    color: ${variant === 'apply' ? theme.colors.onAccent : variant === 'kremlin' ? theme.colors.red : theme.colors.accent};
    transform: translateX(0.25em) scale(1.04);
  }
`;

/** A landing link whose letters can fall; its click starts the page's exit (useLandingExit.ts). */
export function LandingLink({ to, label, variant, active, fall, onClick }: LandingLinkProps) {
  return (
    <a href={to} data-active={active ? '' : undefined} onClick={onClick} css={(theme) => linkStyle(theme, variant)}>
      <FallingText text={label} face={variant === 'apply' ? LETTER_FACES.apply : LETTER_FACES.menu} fall={fall} />
    </a>
  );
}
