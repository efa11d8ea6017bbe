import { css, Global } from '@emotion/react';
import { eyebrow } from '../../components/ui/eyebrow';
import { pagePath } from '../../i18n/paths';
import { mq } from '../../theme/theme';
import { FallingText } from './FallingText';
import { LandingLink } from './LandingLink';
import { LandingMenu } from './LandingMenu';
import { LETTER_FACES } from './letterFaces';
import { APPLY_INDEX } from './menu';
import type { ViewProps } from '../../components/layout/pageTemplate';

export type LandingContent = NonNullable<Queries.LandingPageQuery['page']>;

/**
 * / and /en (SPEC §2): the animated title, the menu, the apply link and the
 * tagline. No header or footer; the language buttons and skip link stay
 * (the landing's stage in PageShell). Any link click makes every other text's letters fall, then
 * navigates: the page ships no React, the inline script of landingExit.ts does it (issue 9).
 */
/**
 * FallingText's `--word-space` as a length, so it is resolved (to px) where it
 * is set and inherited as such by the size-0 space inside.
 * https://developer.mozilla.org/en-US/docs/Web/CSS/@property
 */
const wordSpaceProperty = css`
  @property --word-space {
    syntax: '<length>';
    inherits: true;
    initial-value: 0px;
  }
`;

export function LandingView({ language, content }: ViewProps<LandingContent>) {
  const { title, kicker, tagline } = LETTER_FACES;
  return (
    <>
      <Global styles={wordSpaceProperty} />
      <h1
        css={(theme) => css`
          margin: 0;
          font: ${title.weight} ${theme.displaySizes.landingTitle} / 0.9 ${theme.fonts[title.family]};
          letter-spacing: ${title.tracking}em;
          color: ${theme.colors.text};
        `}
      >
        <FallingText text={content.heading} face={title} intro />
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
        <FallingText text={content.kicker} face={kicker} />
      </p>
      <LandingMenu language={language} label={content.menuLabel} labels={content.menu} />
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
            to={pagePath('contacts', language)}
            label={content.apply}
            index={APPLY_INDEX}
            variant="apply"
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
          <FallingText text={content.tagline} face={tagline} />
        </p>
      </div>
    </>
  );
}
