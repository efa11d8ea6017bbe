import { Global } from '@emotion/react';
import { FULL_MANROPE, FULL_UNBOUNDED, previewFontFaces } from '../theme/fullFonts';

/** The rules of every full brand file, for the preview's document. */
const PREVIEW_FONT_FACES = previewFontFaces([...FULL_MANROPE, ...FULL_UNBOUNDED]);

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
