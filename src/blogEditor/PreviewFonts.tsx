import { Global } from '@emotion/react';
import manropeUnicode from '@fontsource-variable/manrope/unicode.json';
import manropeCyrillic from '@fontsource-variable/manrope/files/manrope-cyrillic-wght-normal.woff2';
import manropeLatin from '@fontsource-variable/manrope/files/manrope-latin-wght-normal.woff2';

/**
 * The feed card's face in the editor's preview: Manrope, whole (fontsource's latin and cyrillic files, the glyphs the
 * site's subsets are cut from), as the editor types letters no build has seen; with `block`, a letter waits for its
 * glyph rather than show in another face. The card sets no other brand face. Its files travel inside the editor's
 * script (src/gatsby/blogEditor/bundle.ts).
 */
const FACES = [
  { url: manropeCyrillic, range: manropeUnicode.cyrillic },
  { url: manropeLatin, range: manropeUnicode.latin },
]
  .map(
    ({ url, range }) =>
      `@font-face{font-family:"Manrope Variable";font-style:normal;font-display:block;font-weight:200 800;` +
      `src:url(${url}) format("woff2-variations");unicode-range:${range}}`,
  )
  .join('');

export function PreviewFonts() {
  return <Global styles={FACES} />;
}
