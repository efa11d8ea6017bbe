import { Fragment, type ReactNode } from 'react';
import { islandPropsJson } from '../../components/island/markup';
import { languageOfPath } from '../../i18n/paths';
import { type FontFaceSpec, WEB_FONTS_AFTER, WEB_FONTS_BLOCK } from '../../theme/fontLoader';
import { FEED_DRAWN_EVENT } from '../../blog/feedDrawn';
import { isPageOf } from '../ssr/pageOf';
import { fontFaceRule, fontSource } from '../../theme/fullFonts';
import { WEB_FONTS, type WebFont } from '../../theme/webFonts';

/**
 * Web fonts after the first paint on a visitor's first page (docs/decisions/0003-fonts-after-first-paint.md). There the
 * text paints at once in the metric-matched fallback faces (src/gatsby/fonts/fallbackFaces.ts, in the global CSS),
 * with nothing but the HTML on the wire; then one inline script loads the brand subsets the page's language needs and
 * swaps each family in at once, moving no line. Declared in CSS or preloaded, the same files were fetched before the
 * first paint and held it back. On later pages of the visit the browser has the files, and the same script declares
 * the faces before the first paint: nothing swaps. The brand faces (src/theme/webFonts.ts) are in no stylesheet: the
 * loader (src/theme/fontLoader.ts) declares them from the page's JSON block, and `<noscript>` declares them as plain
 * `@font-face` rules for a browser without JavaScript.
 */

/** A brand face as the arguments of `new FontFace(family, source, descriptors)`, eager if the page waits for its file. */
export const fontFaceSpec = (font: WebFont, eager: boolean): FontFaceSpec => [
  font.family,
  fontSource(font),
  { style: 'normal', weight: font.weight, display: 'swap', unicodeRange: font.unicodeRange },
  eager,
];

/**
 * onPreRenderHTML's part for fonts, all for the head: the brand faces' rules in `<noscript>`, the page's faces as a
 * JSON block (`<` escaped) and the loader's script (src/theme/fontLoader.ts), which reads them. In the head, as on a
 * page after the first the loader declares the faces before the first paint; on a first page it only waits for that
 * paint. The landing too, though all its text is display type set letter by letter: each letter's box is as wide
 * as the brand glyph whichever face paints it (src/theme/letterFaces.ts), so the swap moves no letter.
 * On the blog the faces also wait for the feed's first page (src/blog/feedDrawn.ts): its posts come after React
 * and are the page's largest paint.
 */
export function webFontTags(pathname: string, fonts: readonly WebFont[] = WEB_FONTS): { noscript: ReactNode; loader: ReactNode } {
  const language = languageOfPath(pathname);
  return {
    noscript: (
      <noscript key="web-fonts">
        <style dangerouslySetInnerHTML={{ __html: fonts.map((font) => fontFaceRule(font)).join('') }} />
      </noscript>
    ),
    loader: (
      <Fragment key="web-font-loader">
        <script
          type="application/json"
          data-loads="fonts"
          {...{ [WEB_FONTS_BLOCK]: '', [WEB_FONTS_AFTER]: isPageOf('blog', pathname) ? FEED_DRAWN_EVENT : undefined }}
          dangerouslySetInnerHTML={{ __html: islandPropsJson(fonts.map((font) => fontFaceSpec(font, font.eagerFor.includes(language)))) }}
        />
        {/* Empty: the build puts the loader in it (loaderBundle.ts); the development server serves it from source. */}
        <script data-loads="fonts" src={process.env.GATSBY_WEB_FONT_LOADER || undefined} />
      </Fragment>
    ),
  };
}
