import { css } from '@emotion/react';
import { eyebrow } from '../../components/ui/eyebrow';
import type { Language } from '../../config/routes';
import { pagePath } from '../../i18n/paths';
import { mq } from '../../theme/theme';
import { FallingText } from './FallingText';
import { LandingLink } from './LandingLink';
import { LandingMenu } from './LandingMenu';
import { LETTER_FACES } from './letterFaces';
import { APPLY_INDEX } from './menu';
import { fallDelay, useLandingExit } from './useLandingExit';

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
 * The landing's title, menu, apply link and tagline (SPEC §2): an island (src/islands/), since any link click makes
 * the letters of every other text fall and then navigates (useLandingExit.ts). Without JavaScript, or before the
 * island is hydrated, the links are plain links.
 */
export default function LandingMain({ language, content }: LandingMainProps) {
  const { title, kicker, tagline } = LETTER_FACES;
  const { exit, follow } = useLandingExit();
  const apply = pagePath('contacts', language);
  const first = fallDelay(exit, undefined);
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
        <FallingText text={content.heading} face={title} fall={first} intro />
      </h1>
      <p
        css={(theme) => css`
          ${eyebrow(theme)};
          margin: ${theme.space.md} 0 ${theme.space.xl};
          /* Slightly tighter than other eyebrows: at 0.2em the English kicker
             takes a third line on a 390 px phone. Two lines, so more leading. */
          font-weight: ${kicker.weight};
          letter-spacing: ${kicker.tracking}em;
          line-height: 1.4;
          ${mq('md')} {
            margin-bottom: ${theme.space.xxl};
          }
        `}
      >
        <FallingText text={content.kicker} face={kicker} fall={first} />
      </p>
      <LandingMenu language={language} label={content.menuLabel} labels={content.menu} exit={exit} follow={follow} />
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
          <LandingLink
            to={apply}
            label={content.apply}
            variant="apply"
            active={exit.phase === 'leaving' && exit.link === APPLY_INDEX}
            fall={fallDelay(exit, APPLY_INDEX)}
            onClick={follow(APPLY_INDEX, apply)}
          />
        </div>
        <p
          css={(theme) => css`
            margin: 0;
            max-width: 36rem;
            font: ${tagline.weight} ${theme.fontSizes.lg} / ${theme.lineHeights.snug} ${theme.fonts[tagline.family]};
            letter-spacing: ${tagline.tracking}em;
            color: ${theme.colors.textMuted};
          `}
        >
          <FallingText text={content.tagline} face={tagline} fall={first} />
        </p>
      </div>
    </>
  );
}
