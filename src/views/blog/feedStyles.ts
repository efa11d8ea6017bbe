import { css, keyframes, type Theme } from '@emotion/react';
import { BLOG_EMBED_MIN_HEIGHT_PX } from '../../config/constants';
import { cardSurface } from '../../components/ui/Card';
import { grid } from '../../components/ui/grid';
import { motionOK, mq } from '../../theme/theme';
import { PHOTO_RATIO, type PhotoLayout } from '../../blog/photoSources';

/** A layout's frame ratio as CSS (`16 / 9`): the ratio the image CDN crops a photo to (src/blog/photoSources.ts). */
const ratio = (layout: PhotoLayout) => PHOTO_RATIO[layout].join(' / ');

/**
 * A card's fade-in starts at 1% opacity, which no eye tells from none, not at 0: Chromium leaves a paint at opacity 0
 * out of the largest contentful paint, and a composited fade repaints nothing after its first frame, so a photo drawn
 * at 0 counted only at some later, unrelated repaint (0.4-0.9 s after it began to show on a throttled phone), and a
 * photo already loaded when the page first paints (posts in the HTML) never counted at all.
 */
const fadeIn = keyframes`
  from { opacity: 0.01; transform: translateY(16px); }
  to { opacity: 1; transform: none; }
`;

const pulse = keyframes`
  0%, 100% { opacity: 0.25; }
  50% { opacity: 1; }
`;

/** The feed's loading and empty line (product §4); `busy` pulses a red dot before it. */
const status = (theme: Theme, busy: boolean) => css`
  display: flex;
  align-items: center;
  justify-content: center;
  gap: ${theme.space.sm};
  margin: ${theme.space.xl} 0;
  color: ${theme.colors.textMuted};
  font-size: ${theme.fontSizes.sm};
  letter-spacing: 0.08em;
  &[hidden] {
    display: none;
  }
  &::before {
    content: '';
    width: 0.5rem;
    height: 0.5rem;
    border-radius: ${theme.radii.round};
    background: ${busy ? theme.colors.red : theme.colors.border};
  }
  ${motionOK} {
    &::before {
      animation: ${busy ? pulse : 'none'} ${theme.motion.pulseMs}ms ease-in-out infinite;
    }
  }
`;

/** A photo or video: fills its cell at the cell's ratio (`--media-ratio`, set by the media grid). */
const frame = (theme: Theme) => css`
  display: block;
  width: 100%;
  height: 100%;
  aspect-ratio: var(--media-ratio, 3 / 2);
  object-fit: cover;
  border-radius: ${theme.radii.sm};
  background: ${theme.colors.surfaceRaised};
`;

/**
 * The media grid of a post (product §2): one item in one column; otherwise two
 * columns, and with exactly three items the first spans both.
 */
const media = (theme: Theme, count: 1 | 2 | 3) => css`
  ${grid(theme, { columns: count === 1 ? 1 : 2, gap: 'sm' })};
  margin-top: ${theme.space.lg};
  /* A lone item, or the first of three spanning both columns, gets the wide frame. */
  --media-ratio: ${ratio(count === 1 ? 'full' : 'half')};
  ${count === 3 && `& > :first-of-type { grid-column: 1 / -1; --media-ratio: ${ratio('full')}; }`}
`;

/** The feed's list of cards. */
export const listStyle = (theme: Theme) => grid(theme, { columns: 1, gap: 'xl' });

/** A post's card, fading in (its delay set per card: BLOG_CARD_STAGGER_MS apart within a page). */
export const cardStyle = (theme: Theme) => css`
  position: relative;
  min-width: 0;
  padding: ${theme.space.lg};
  ${cardSurface(theme, '40%')};
  box-shadow: ${theme.shadows.card};
  ${motionOK} {
    animation: ${fadeIn} ${theme.motion.slow} ${theme.motion.easing} both;
  }
  ${mq('sm')} {
    padding: ${theme.space.xl};
  }
`;

export const dateStyle = (theme: Theme) => css`
  display: flex;
  align-items: center;
  gap: ${theme.space.md};
  margin-bottom: ${theme.space.md};
  font-size: ${theme.fontSizes.xs};
  letter-spacing: 0.14em;
  text-transform: uppercase;
  color: ${theme.colors.accent};
  &::after {
    content: '';
    flex: 1;
    height: 1px;
    background: ${theme.colors.border};
  }
`;

/** The date as a link to the post's page: the date's look, underlined on hover and focus. */
export const dateLinkStyle = (theme: Theme) => css`
  ${dateStyle(theme)};
  text-decoration: none;
  &:hover time,
  &:focus-visible time {
    text-decoration: underline;
    text-underline-offset: 0.25em;
  }
`;

/**
 * A post's text keeps its line breaks (product §2). Long words wrap where they must (`break-word`), and PostText gives
 * very long runs break opportunities of their own: `overflow-wrap: anywhere` on a pasted 100 000-character link made
 * the browser's line breaker take seconds.
 */
export const contentStyle = (theme: Theme) => css`
  margin: 0;
  white-space: pre-line;
  overflow-wrap: break-word;
  font-size: ${theme.fontSizes.lg};
  line-height: ${theme.lineHeights.snug};
`;

/** A post's media grid: one item, two columns, or three with the first across both (product §2). */
export const mediaStyle = (theme: Theme, count: number) => media(theme, count === 1 ? 1 : count === 3 ? 3 : 2);

export const frameStyle = frame;

export const embedStyle = (theme: Theme) => css`
  display: block;
  width: 100%;
  min-height: ${BLOG_EMBED_MIN_HEIGHT_PX}px;
  border: 0;
  border-radius: ${theme.radii.sm};
  background: ${theme.colors.surfaceRaised};
`;

/** The feed's loading and empty line (product §4). */
export const statusStyle = status;

/** A word a search found, in a post's text: the accent's colours, which read at any size (AA and more). */
export const markStyle = (theme: Theme) => css`
  padding: 0 0.1em;
  border-radius: 2px;
  background: ${theme.colors.accent};
  color: ${theme.colors.onAccent};
  box-decoration-break: clone;
`;

/** The posts of a search the visitor has replaced, while the new one loads: still there, plainly not the answer. */
export const staleStyle = (theme: Theme) => css`
  opacity: 0.5;
  ${motionOK} {
    transition: opacity ${theme.motion.fast} ${theme.motion.easing};
  }
`;
