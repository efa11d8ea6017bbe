import manropeUnicode from '@fontsource-variable/manrope/unicode.json';
import manropeCyrillicFull from '@fontsource-variable/manrope/files/manrope-cyrillic-wght-normal.woff2';
import manropeLatinFull from '@fontsource-variable/manrope/files/manrope-latin-wght-normal.woff2';
import unboundedUnicode from '@fontsource-variable/unbounded/unicode.json';
import unboundedCyrillicFull from '@fontsource-variable/unbounded/files/unbounded-cyrillic-wght-normal.woff2';
import unboundedLatinFull from '@fontsource-variable/unbounded/files/unbounded-latin-wght-normal.woff2';
import type { Language } from '../config/routes';
import manropeCyrillic from './fonts/manrope-cyrillic-subset.woff2';
import manropeLatin from './fonts/manrope-latin-subset.woff2';
import subsetRanges from './fonts/subsets.json';
import unboundedCyrillic from './fonts/unbounded-cyrillic-subset.woff2';
import unboundedLatin from './fonts/unbounded-latin-subset.woff2';

/**
 * The brand faces' files, declared to the browser by src/gatsby/fonts/lateFonts.tsx after the first paint. Per family, the
 * full fontsource files (latin and cyrillic only, with fontsource's ranges: the fallback for text outside the content
 * subsets, such as the blog's runtime posts), then the content subsets src/gatsby/fonts/subsetFonts.ts cuts from data/ and
 * locales/, declared last so the browser checks them first. Imported here, webpack emits each file as a hashed
 * /static/*.woff2 (never inlined: onCreateWebpackConfig.ts). `eagerFor`: the page languages that wait for the file
 * before the swap (Russian pages set latin glyphs too: the wordmark, digits, dashes and quotes).
 * font-display: swap, as the text paints at once in the metric-matched fallback faces (fallbackFaces.ts).
 */
export interface WebFont {
  family: 'Manrope Variable' | 'Unbounded Variable';
  url: string;
  weight: string;
  unicodeRange: string;
  eagerFor: readonly Language[];
}

const MANROPE = { family: 'Manrope Variable', weight: '200 800' } as const;
const UNBOUNDED = { family: 'Unbounded Variable', weight: '200 900' } as const;

/**
 * The full files of each family, every glyph of fontsource's latin and cyrillic ranges: on the site, for text outside
 * the content subsets; in the CMS's preview, for all its text, as the editor may type any letter (src/cms/PagePreview.tsx).
 */
export const FULL_FONTS = {
  manrope: [
    { ...MANROPE, url: manropeCyrillicFull, unicodeRange: manropeUnicode.cyrillic, eagerFor: [] },
    { ...MANROPE, url: manropeLatinFull, unicodeRange: manropeUnicode.latin, eagerFor: [] },
  ],
  unbounded: [
    { ...UNBOUNDED, url: unboundedCyrillicFull, unicodeRange: unboundedUnicode.cyrillic, eagerFor: [] },
    { ...UNBOUNDED, url: unboundedLatinFull, unicodeRange: unboundedUnicode.latin, eagerFor: [] },
  ],
} as const satisfies Record<string, readonly WebFont[]>;

export const WEB_FONTS: readonly WebFont[] = [
  ...FULL_FONTS.manrope,
  { ...MANROPE, url: manropeLatin, unicodeRange: subsetRanges['manrope-latin-subset.woff2'], eagerFor: ['ru', 'en'] },
  { ...MANROPE, url: manropeCyrillic, unicodeRange: subsetRanges['manrope-cyrillic-subset.woff2'], eagerFor: ['ru'] },
  ...FULL_FONTS.unbounded,
  { ...UNBOUNDED, url: unboundedLatin, unicodeRange: subsetRanges['unbounded-latin-subset.woff2'], eagerFor: ['ru', 'en'] },
  { ...UNBOUNDED, url: unboundedCyrillic, unicodeRange: subsetRanges['unbounded-cyrillic-subset.woff2'], eagerFor: ['ru'] },
];
