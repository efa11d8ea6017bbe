import { Global } from '@emotion/react';
import { FULL_FONTS, type WebFont } from '../theme/webFonts';

/** A full brand file as a CSS rule: the preview waits for its glyphs rather than draw a letter in another face. */
const fullFaceRule = (font: WebFont) =>
  `@font-face{font-family:"${font.family}";font-style:normal;font-display:block;font-weight:${font.weight};` +
  `src:url(${font.url}) format("woff2-variations");unicode-range:${font.unicodeRange}}`;

/** The rules of every full brand file, for the preview's document. */
export const PREVIEW_FONT_FACES = Object.values(FULL_FONTS).flat().map(fullFaceRule).join('');

/**
 * The brand faces in the CMS's live preview, whole. The site's pages use
 * subsets of them cut at build time to the letters of data/ and locales/
 * (src/gatsby/fonts/subsetFonts.ts), which the next build recuts for any new
 * letter; in the preview the editor types letters no build has seen, so it
 * declares the full files (fontsource's latin and cyrillic, the same glyphs
 * the subsets are cut from) and draws every letter as the rebuilt site will.
 * Only the CMS imports this: the public pages' fonts are untouched.
 */
export function PreviewFonts() {
  return <Global styles={PREVIEW_FONT_FACES} />;
}
