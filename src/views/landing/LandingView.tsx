import { css, Global } from '@emotion/react';
import type { ViewProps } from '../../components/layout/pageTemplate';
import { Island } from '../../components/island/Island';
import LandingMain from './LandingMain';

export type LandingContent = NonNullable<Queries.LandingPageQuery['page']>;

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

/**
 * / and /en (product §2): the animated title, the menu, the apply link and the tagline, an island that hydrates when
 * the page is idle or the visitor first acts (LandingMain.tsx). No header or footer; the language buttons and skip
 * link stay (the landing's stage in PageShell).
 */
export function LandingView({ language, content }: ViewProps<LandingContent>) {
  const { heading, kicker, menuLabel, menu, apply, tagline } = content;
  return (
    <>
      <Global styles={wordSpaceProperty} />
      <Island
        name="landing"
        component={LandingMain}
        hydrate="idle"
        holdClicks
        props={{ language, content: { heading, kicker, menuLabel, menu, apply, tagline } }}
      />
    </>
  );
}
