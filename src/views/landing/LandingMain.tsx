import { css } from '@emotion/react';
import { type CSSProperties, memo } from 'react';
import { eyebrow } from '../../components/ui/eyebrow';
import type { Language } from '../../config/routes';
import { pagePath } from '../../i18n/paths';
import { mq } from '../../theme/theme';
import { FallingText } from './FallingText';
import { LandingLink } from './LandingLink';
import { LandingMenu } from './LandingMenu';
import { LETTER_FACES } from '../../theme/letterFaces';
import { APPLY_INDEX } from '../../config/landingMenu';
import { type FollowLink, useLandingExit } from './useLandingExit';

/** The landing's texts, from data/<lang>/landing.json. */
export type LandingTexts = Pick<
  NonNullable<Queries.LandingPageQuery['page']>,
  'heading' | 'kicker' | 'menuLabel' | 'menu' | 'apply' | 'tagline'
>;

export interface LandingMainProps {
  language: Language;
  content: LandingTexts;
}

/**
 * The landing's title, menu, apply link and tagline (product §2): an island (src/islands/), since any link click makes
 * the letters of every other text fall and then navigates (useLandingExit.ts). Without JavaScript, or before the
 * island is hydrated, the links are plain links.
 *
 * A click renders again only what it changes: in the click's frame, the clicked link (active) and its number; in the
 * next, this root, marked `data-fall` with the clicked link's place as `--clicked`, from which each letter's CSS
 * computes when it falls (FallingText.tsx). The parts below are memoised and their props stay the same.
 */
export default function LandingMain({ language, content }: LandingMainProps) {
  const { exit, follow } = useLandingExit();
  const active = exit.phase === 'leaving' ? exit.link : null;
  const falling = exit.phase === 'leaving' && exit.falling;
  return (
    <div
      data-fall={falling ? '' : undefined}
      style={falling ? ({ '--clicked': exit.link } as CSSProperties) : undefined}
      css={{ display: 'contents' }}
    >
      <LandingTitle heading={content.heading} kicker={content.kicker} />
      <LandingMenu language={language} label={content.menuLabel} labels={content.menu} active={active} follow={follow} />
      <LandingApply language={language} label={content.apply} tagline={content.tagline} active={active === APPLY_INDEX} follow={follow} />
    </div>
  );
}

/** The animated title and the kicker under it. */
const LandingTitle = memo(function LandingTitle({ heading, kicker }: { heading: string; kicker: string }) {
  const { title, kicker: kickerFace } = LETTER_FACES;
  return (
    <>
      <h1
        css={(theme) => css`
          margin: 0;
          font: ${title.weight} ${theme.displaySizes.landingTitle} / 0.9 ${theme.fonts[title.family]};
          letter-spacing: ${title.tracking}em;
          color: ${theme.colors.text};
        `}
      >
        <FallingText text={heading} face={title} intro />
      </h1>
      <p
        css={(theme) => css`
          ${eyebrow(theme)};
          margin: ${theme.space.md} 0 ${theme.space.xl};
          /* Slightly tighter than other eyebrows: at 0.2em the English kicker
             takes a third line on a 390 px phone. Two lines, so more leading. */
          font-weight: ${kickerFace.weight};
          letter-spacing: ${kickerFace.tracking}em;
          line-height: 1.4;
          ${mq('md')} {
            margin-bottom: ${theme.space.xxl};
          }
        `}
      >
        <FallingText text={kicker} face={kickerFace} />
      </p>
    </>
  );
});

interface LandingApplyProps {
  language: Language;
  label: string;
  tagline: string;
  /** The apply link is the clicked one. */
  active: boolean;
  follow: FollowLink;
}

/** The apply link (last in the fall sequence) beside the tagline. */
const LandingApply = memo(function LandingApply({ language, label, tagline, active, follow }: LandingApplyProps) {
  const { tagline: taglineFace } = LETTER_FACES;
  return (
    <div
      css={(theme) => css`
        display: grid;
        gap: ${theme.space.lg};
        align-items: center;
        margin-top: ${theme.space.xl};
        padding-top: ${theme.space.xl};
        border-top: 1px solid ${theme.colors.border};
        ${mq('md')} {
          grid-template-columns: auto minmax(0, 1fr);
          gap: ${theme.space.xl};
        }
      `}
    >
      <div>
        <LandingLink to={pagePath('contacts', language)} label={label} variant="apply" link={APPLY_INDEX} active={active} follow={follow} />
      </div>
      <p
        css={(theme) => css`
          margin: 0;
          max-width: 36rem;
          font: ${taglineFace.weight} ${theme.fontSizes.lg} / ${theme.lineHeights.snug} ${theme.fonts[taglineFace.family]};
          letter-spacing: ${taglineFace.tracking}em;
          color: ${theme.colors.textMuted};
        `}
      >
        <FallingText text={tagline} face={taglineFace} />
      </p>
    </div>
  );
});
