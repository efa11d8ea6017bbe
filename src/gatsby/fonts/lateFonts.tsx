import type { ReactNode } from 'react';
import { languageOfPath } from '../../i18n/paths';
import { WEB_FONTS, type WebFont } from '../../theme/webFonts';

/**
 * Web fonts after the first paint (issue 9). The page paints its text at once in the metric-matched
 * fallback faces (src/gatsby/fonts/fallbackFaces.ts, in the global CSS), with nothing but the HTML on the wire; then one
 * inline script loads the brand subsets the page's language needs and swaps each family in at once, moving no line.
 * Declared in CSS or preloaded, the same files were fetched before the first paint and held it back. The brand faces
 * (src/theme/webFonts.ts) are in no stylesheet: the script declares them, and `<noscript>` declares them as plain
 * `@font-face` rules for a browser without JavaScript.
 */

export type FontFaceSpec = [family: string, source: string, descriptors: FontFaceDescriptors, eager: boolean];

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
 * The loader, ES5 for any browser. It starts when the first contentful paint
 * is on screen (Paint Timing; the `load` event where that is missing). Each
 * eager face starts loading in a task of its own; once they are all in (or
 * failed), each family's faces are added together in one more task, in their
 * order of src/theme/webFonts.ts (the subsets after the full files, so the
 * browser checks the subsets first). One relayout per family, each in its own short task rather
 * than one long one: on a phone a task over 50 ms blocks input, and the body
 * text (Manrope) and the headings (Unbounded) cost about as much to lay out
 * again as the whole page did. A face that fails to load is added all the
 * same; the browser then falls back to the next face for its characters, or
 * to the local fallback.
 */
export function fontLoaderScript(faces: readonly FontFaceSpec[]): string {
  return `(function(F){var d=document,w=window,s=0;if(!w.FontFace||!d.fonts)return;\
function task(f){return new Promise(function(r){setTimeout(function(){r(f())})})}\
function go(){if(s)return;s=1;var f=F.map(function(x){return new FontFace(x[0],x[1],x[2])}),n=[];\
F.forEach(function(x){if(n.indexOf(x[0])<0)n.push(x[0])});\
Promise.all(f.map(function(x,i){return F[i][3]&&task(function(){return x.load().catch(function(){})})})).then(function(){\
return n.reduce(function(p,m){return p.then(function(){return task(function(){\
f.forEach(function(x,i){if(F[i][0]===m)d.fonts.add(x)})})})},Promise.resolve())})}\
var P=w.PerformanceObserver;if(P&&P.supportedEntryTypes&&P.supportedEntryTypes.indexOf("paint")>=0)\
new P(function(l){if(l.getEntriesByName("first-contentful-paint").length)go()}).observe({type:"paint",buffered:true});\
else w.addEventListener("load",go)})(${JSON.stringify(faces)})`;
}

/**
 * onPreRenderHTML's part for fonts: the brand faces' rules in `<noscript>` for the head, and the loader for the end of
 * the body. The landing too, though all its text is display type set letter by letter: each letter's box is as wide
 * as the brand glyph whichever face paints it (src/views/landing/letterFaces.ts), so the swap moves no letter.
 */
export function webFontTags(pathname: string, fonts: readonly WebFont[] = WEB_FONTS): { noscript: ReactNode; loader: ReactNode } {
  const language = languageOfPath(pathname);
  return {
    noscript: (
      <noscript key="web-fonts">
        <style dangerouslySetInnerHTML={{ __html: fonts.map(fontFaceRule).join('') }} />
      </noscript>
    ),
    loader: (
      <script
        key="web-font-loader"
        data-loads="fonts"
        dangerouslySetInnerHTML={{ __html: fontLoaderScript(fonts.map((font) => fontFaceSpec(font, font.eagerFor.includes(language)))) }}
      />
    ),
  };
}
