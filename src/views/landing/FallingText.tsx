import { css, keyframes } from '@emotion/react';
import { type CSSProperties, Fragment, useMemo } from 'react';
import { LANDING_LETTER_DELAY_MS, LANDING_LETTER_FALL_MS, LANDING_LINK_DELAY_STEP_MS } from '../../config/constants';
import { motionOK, theme } from '../../theme/theme';
import { VisuallyHidden } from '../../components/ui/VisuallyHidden';
// Written by the build (src/gatsby/fonts/letterAdvances.ts) beside the font subsets.
import advances from '../../theme/fonts/letterAdvances.json';
import { type AdvanceTables, type LetterFace, faceKey, shownChar } from '../../theme/letterFaces';

/** A letter's fall (tests find the falling letters by its name). */
export const letterFall = keyframes`
  from { transform: none; opacity: 1; }
  to { transform: translate3d(0, 110vh, 0) rotate(var(--fall-turn)); opacity: 0; }
`;

/**
 * The title's intro, a focus pull: each letter starts soft and a touch large
 * and comes sharp in turn. It never hides a letter (no fade from nothing, no
 * slide from outside its box): the title is there to read at the first paint,
 * which is also when the browser counts it for LCP; a title faded in from
 * opacity 0 is counted only when something repaints it after the animation,
 * here the arrival of the fonts (docs/decisions/0003-fonts-after-first-paint.md).
 */
const focus = keyframes`
  from { filter: blur(0.1em); opacity: 0.5; transform: scale(1.06); }
  to { filter: none; opacity: 1; transform: none; }
`;

/** Intro: each letter of an `intro` text comes into focus this much after the previous one. */
const INTRO_STEP_MS = 80;

/**
 * How many ms after the click a letter starts to fall, all in CSS, so leaving changes one element (LandingMain.tsx):
 * the landing's root sets `--clicked`, the clicked link's place in the fall sequence, and each text of a link its own
 * `--link`. A link's texts d links away from the clicked one wait (d - 1) × 500 ms (product §9), so the fall ripples out
 * from the click; a text of no link (the title, kicker and tagline) falls at once; then letter `--i` of a text starts
 * `--i` × 50 ms after its text.
 */
const linkStep = `${LANDING_LINK_DELAY_STEP_MS}ms`;
// Each term of max() carries its unit: the Nu HTML Checker's CSS grammar refuses max() over unitless arithmetic.
const fallDelay = `calc(
  max(
    0ms,
    (var(--link, var(--clicked)) - var(--clicked) - 1) * ${linkStep},
    (var(--clicked) - var(--link, var(--clicked)) - 1) * ${linkStep}
  )
  + var(--i) * ${LANDING_LETTER_DELAY_MS}ms
)`;

/**
 * A letter: its box, its intro, and its fall. The fall is the landing's (`data-fall` on the landing's root, set when
 * it leaves, useLandingExit.ts) and spares the texts marked `data-stays` (the clicked link and its number); each
 * letter turns by its own `--fall-turn`.
 */
const letterStyle = css`
  display: inline-block;
  &[data-intro] {
    ${motionOK} {
      animation: ${focus} ${theme.motion.introMs}ms ${theme.motion.easing} both;
      animation-delay: calc(var(--i) * ${INTRO_STEP_MS}ms);
    }
  }
  [data-fall] [data-letters]:not([data-stays]) & {
    ${motionOK} {
      animation: ${letterFall} ${LANDING_LETTER_FALL_MS}ms cubic-bezier(0.55, 0, 1, 0.45) both;
      animation-delay: ${fallDelay};
    }
  }
`;

/**
 * A word space as wide as the brand face's, in any face: the space glyph
 * itself at size 0 (still a line-break opportunity that hangs at a line's
 * end, like any space), widened by word-spacing to `--word-space`. That
 * property is registered as a length (LandingView), so its em is resolved
 * where FallingText sets it, at the text's own size, not at size 0.
 */
const spaceStyle = css`
  font-size: 0;
  word-spacing: var(--word-space);
`;

const em = (x: number) => `${Math.round(x * 1e5) / 1e5}em`;

export interface FallingTextProps {
  text: string;
  /** The face the text is set in (src/theme/letterFaces.ts): each letter's box gets that face's advance. */
  face: LetterFace;
  /** The text's link's place in the fall sequence (useLandingExit.ts); absent: the text of no link, first to fall. */
  link?: number;
  /** The text of the clicked link, which stays while everything else falls. */
  stays?: boolean;
  /** Letters come into focus on page load (the animated title). */
  intro?: boolean;
  /** Decoration (a number): no text for screen readers. */
  decorative?: boolean;
}

/** How far letter i turns as it falls: varied, and the same on every visit. */
const turn = (i: number) => `${((i * 47) % 71) - 35}deg`;

/**
 * Text split into one span per letter so each can fall on its own (the landing's exit, useLandingExit.ts). Screen
 * readers get the whole text once (visually hidden); the letters are aria-hidden. Words stay unbroken so lines wrap
 * between words only. Each letter's box and each word space is as wide as in the brand face (src/theme/letterFaces.ts),
 * whichever face paints it, so the fonts can come after the first paint (lateFonts.tsx).
 */
export function FallingText({ text, face, link, stays = false, intro = false, decorative = false }: FallingTextProps) {
  const space = (advances as AdvanceTables)[faceKey(face)]?.[' '];
  // The letters depend on the text alone: when the clicked link's texts are marked to stay, React finds them unchanged.
  const words = useMemo(() => <Letters text={text} face={face} intro={intro} />, [text, face, intro]);
  const textStyle = {
    ...(space !== undefined && { '--word-space': em(space) }),
    ...(link !== undefined && { '--link': link }),
  } as CSSProperties;
  return (
    <>
      {!decorative && <VisuallyHidden>{text}</VisuallyHidden>}
      <span
        aria-hidden="true"
        data-letters=""
        data-stays={stays ? '' : undefined}
        style={Object.keys(textStyle).length > 0 ? textStyle : undefined}
      >
        {words}
      </span>
    </>
  );
}

/** The text's words, each unbroken, of one box per letter. */
function Letters({ text, face, intro }: Pick<FallingTextProps, 'text' | 'face' | 'intro'>) {
  const table = (advances as AdvanceTables)[faceKey(face)] ?? {};
  /** A box as wide as the brand glyph plus the tracking after it; none for a character the build did not measure. */
  const width = (char: string) => {
    const shown = shownChar(char, face);
    const advance = shown === null ? undefined : table[shown];
    return advance === undefined ? undefined : em(advance + face.tracking);
  };
  const space = table[' '];
  let index = 0;
  return (
    <>
      {text.split(' ').map((word, w) => (
        <Fragment key={w}>
          {w > 0 && (space === undefined ? ' ' : <span css={spaceStyle}> </span>)}
          <span css={{ display: 'inline-block', whiteSpace: 'nowrap' }}>
            {Array.from(word).map((char) => {
              const i = index++;
              const style = { width: width(char), '--i': i, '--fall-turn': turn(i) } as CSSProperties;
              return (
                <span key={i} css={letterStyle} data-letter="" data-intro={intro ? '' : undefined} style={style}>
                  {char}
                </span>
              );
            })}
          </span>
        </Fragment>
      ))}
    </>
  );
}
