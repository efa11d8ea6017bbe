import { css, keyframes } from '@emotion/react';
import { Fragment } from 'react';
import { LANDING_LETTER_FALL_MS } from '../../config/constants';
import { motionOK, theme } from '../../theme/theme';
import { VisuallyHidden } from '../../components/ui/VisuallyHidden';

const fall = keyframes`
  from { transform: none; opacity: 1; }
  to { transform: translate3d(0, 110vh, 0) rotate(var(--fall-turn)); opacity: 0; }
`;

const rise = keyframes`
  from { transform: translateY(0.6em); opacity: 0; }
  to { transform: none; opacity: 1; }
`;

/** Intro: each letter of an `intro` text rises this much after the previous one. */
const INTRO_STEP_MS = 80;

const letterStyle = css`
  display: inline-block;
  &[data-intro] {
    ${motionOK} {
      animation: ${rise} ${theme.motion.riseMs}ms ${theme.motion.easing} both;
    }
  }
  &[data-fall] {
    ${motionOK} {
      animation: ${fall} ${LANDING_LETTER_FALL_MS}ms cubic-bezier(0.55, 0, 1, 0.45) both;
    }
  }
`;

export interface FallingTextProps {
  text: string;
  /**
   * The landing link whose fall this text follows (its label, a menu item's
   * number); none for the texts that fall first (title, kicker, tagline).
   * The exit script (landingExit.ts) reads it from `data-letters`.
   */
  link?: number;
  /** Letters rise into place on page load (the animated title). */
  intro?: boolean;
  /** Decoration (a number): no text for screen readers. */
  decorative?: boolean;
}

/**
 * Text split into one span per letter so each can fall on its own: the
 * landing's inline exit script (landingExit.ts) sets `data-fall` and the
 * delays on them, the CSS here animates them. Screen readers get the whole
 * text once (visually hidden); the letters are aria-hidden. Words stay
 * unbroken so lines wrap between words only.
 */
export function FallingText({ text, link, intro = false, decorative = false }: FallingTextProps) {
  let index = 0;
  return (
    <>
      {!decorative && <VisuallyHidden>{text}</VisuallyHidden>}
      <span aria-hidden="true" data-letters={link ?? ''}>
        {text.split(' ').map((word, w) => (
          <Fragment key={w}>
            {w > 0 && ' '}
            <span css={{ display: 'inline-block', whiteSpace: 'nowrap' }}>
              {Array.from(word).map((char) => {
                const i = index++;
                return (
                  <span
                    key={i}
                    css={letterStyle}
                    data-letter=""
                    data-intro={intro ? '' : undefined}
                    style={intro ? { animationDelay: `${i * INTRO_STEP_MS}ms` } : undefined}
                  >
                    {char}
                  </span>
                );
              })}
            </span>
          </Fragment>
        ))}
      </span>
    </>
  );
}
