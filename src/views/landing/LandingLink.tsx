import { css, type Theme } from '@emotion/react';
import { memo } from 'react';
import { pillButton } from '../../components/ui/ButtonLink';
import { FallingText } from './FallingText';
import { LETTER_FACES } from '../../theme/letterFaces';
import type { FollowLink } from './useLandingExit';

export interface LandingLinkProps {
  to: string;
  label: string;
  variant: 'menu' | 'kremlin' | 'apply';
  /** Its place in the fall sequence (useLandingExit.ts): menu links 0–7, then the apply link. */
  link: number;
  /** The clicked link, which stays while everything else falls. */
  active: boolean;
  /** The landing's click handler (useLandingExit.ts), the same for the island's life. */
  follow: FollowLink;
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

/**
 * A landing link whose letters can fall; its click starts the page's exit (useLandingExit.ts). Memoised: a click
 * renders again only the link it marks active.
 */
export const LandingLink = memo(function LandingLink({ to, label, variant, link, active, follow }: LandingLinkProps) {
  return (
    <a
      href={to}
      data-active={active ? '' : undefined}
      onClick={(event) => follow(link, to, event)}
      css={(theme) => linkStyle(theme, variant)}
    >
      <FallingText text={label} face={variant === 'apply' ? LETTER_FACES.apply : LETTER_FACES.menu} link={link} stays={active} />
    </a>
  );
});
