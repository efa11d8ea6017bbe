import { Fragment, type ReactNode } from 'react';
import { islandPropsJson } from '../../components/island/markup';
import { languageOfPath } from '../../i18n/paths';
import { CACHED_FACES_KEY, CACHED_FACES_MARK, type FontFaceSpec, WEB_FONTS_AFTER, WEB_FONTS_BLOCK } from '../../theme/fontLoader';
import { FEED_DRAWN_EVENT } from '../../blog/feedDrawn';
import { isPageOf } from '../ssr/pageOf';
import { WEB_FONTS, type WebFont } from '../../theme/webFonts';

/**
 * Web fonts after the first paint (docs/decisions/0003-fonts-after-first-paint.md). On a visitor's first page the text
 * paints at once in the metric-matched fallback faces (src/gatsby/fonts/fallbackFaces.ts, in the global CSS), with
 * nothing but the HTML on the wire; then one inline script loads the brand subsets the page's language needs and swaps
 * each family in at once, moving no line. Declared in CSS or preloaded, the same files were fetched before the first
 * paint and held it back. On later pages the browser has the files: the head's script (cachedFacesScript) declares
 * the faces before the first paint, so nothing swaps. The brand faces (src/theme/webFonts.ts) are in no stylesheet:
 * the loader (src/theme/fontLoader.ts) or the head's script declares them, and `<noscript>` declares them as plain
 * `@font-face` rules for a browser without JavaScript.
 */

const source = (font: WebFont) => `url(${font.url}) format("woff2-variations")`;

/** A brand face as a plain CSS rule. */
export const fontFaceRule = (font: WebFont) =>
  `@font-face{font-family:"${font.family}";font-style:normal;font-display:swap;font-weight:${font.weight};` +
  `src:${source(font)};unicode-range:${font.unicodeRange}}`;

/** A brand face as the arguments of `new FontFace(family, source, descriptors)`, eager if the page waits for its file. */
export const fontFaceSpec = (font: WebFont, eager: boolean): FontFaceSpec => [
  font.family,
  source(font),
  { style: 'normal', weight: font.weight, display: 'swap', unicodeRange: font.unicodeRange },
  eager,
];

/**
 * The head's script for a visitor whose browser has the page's files already: an earlier page's loader, in the same
 * tab, added them and listed them in sessionStorage (fontLoader.ts, CACHED_FACES_KEY). Then the brand faces need no
 * swap: this declares
 * them before the first layout, from the rules of the `<noscript>` just before it with `font-display: optional`, and
 * preloads the files, so Chromium holds the first render for them (100 ms at most; a file from the HTTP cache takes a
 * few) and the page paints in the brand faces at once. Should the cache have lost one, that face is not used on this
 * page and nothing moves. It marks the page (CACHED_FACES_MARK) for the loader, which then has nothing to do. ES5, as
 * it runs in every browser; any failure (storage refused, no `currentScript`) leaves the page to the loader.
 */
export function cachedFacesScript(eagerUrls: readonly string[]): string {
  return (
    `try{var u=${islandPropsJson(eagerUrls)},c=JSON.parse(sessionStorage.getItem(${JSON.stringify(CACHED_FACES_KEY)})||"[]"),d=document;` +
    'if(u.every(function(f){return c.indexOf(f)>=0})){var n=d.currentScript.previousElementSibling;' +
    'u.forEach(function(f){var l=d.createElement("link");l.rel="preload";l.setAttribute("as","font");l.type="font/woff2";l.crossOrigin="anonymous";l.href=f;d.head.appendChild(l)});' +
    `n.insertAdjacentHTML("afterend",n.textContent.replace(/font-display:swap/g,"font-display:optional"));d.documentElement.setAttribute(${JSON.stringify(CACHED_FACES_MARK)},"")}}catch(e){}`
  );
}

/**
 * onPreRenderHTML's part for fonts: for the head, the brand faces' rules in `<noscript>` and the script that declares
 * them at once where the browser has their files (cachedFacesScript); for the end of the body the page's faces as a
 * JSON block (`<` escaped) and the loader's script (src/theme/fontLoader.ts), which reads them. The landing too, though all its text is display type set letter by letter: each letter's box is as wide
 * as the brand glyph whichever face paints it (src/theme/letterFaces.ts), so the swap moves no letter.
 * On the blog the faces also wait for the feed's first page (src/blog/feedDrawn.ts): its posts come after React
 * and are the page's largest paint.
 */
export function webFontTags(pathname: string, fonts: readonly WebFont[] = WEB_FONTS): { head: ReactNode; loader: ReactNode } {
  const language = languageOfPath(pathname);
  const eager = fonts.filter((font) => font.eagerFor.includes(language));
  return {
    head: (
      <Fragment key="web-fonts">
        <noscript>
          <style dangerouslySetInnerHTML={{ __html: fonts.map(fontFaceRule).join('') }} />
        </noscript>
        <script data-loads="fonts" dangerouslySetInnerHTML={{ __html: cachedFacesScript(eager.map((font) => font.url)) }} />
      </Fragment>
    ),
    loader: (
      <Fragment key="web-font-loader">
        <script
          type="application/json"
          data-loads="fonts"
          {...{ [WEB_FONTS_BLOCK]: '', [WEB_FONTS_AFTER]: isPageOf('blog', pathname) ? FEED_DRAWN_EVENT : undefined }}
          dangerouslySetInnerHTML={{ __html: islandPropsJson(fonts.map((font) => fontFaceSpec(font, eager.includes(font)))) }}
        />
        {/* Empty: the build puts the loader in it (loaderBundle.ts); the development server serves it from source. */}
        <script data-loads="fonts" src={process.env.GATSBY_WEB_FONT_LOADER || undefined} />
      </Fragment>
    ),
  };
}
