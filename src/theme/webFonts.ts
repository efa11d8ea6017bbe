import { FULL_MANROPE, FULL_UNBOUNDED, MANROPE, UNBOUNDED, type WebFont } from './fullFonts';
import manropeCyrillic from './fonts/manrope-cyrillic-subset.woff2';
import manropeLatin from './fonts/manrope-latin-subset.woff2';
import subsetRanges from './fonts/subsets.json';
import unboundedCyrillic from './fonts/unbounded-cyrillic-subset.woff2';
import unboundedLatin from './fonts/unbounded-latin-subset.woff2';

export type { WebFont };

/**
 * The brand faces' files, declared to the browser by src/gatsby/fonts/lateFonts.tsx after the first paint. Per family, the
 * full fontsource files (fullFonts.ts: latin and cyrillic only, with fontsource's ranges: the fallback for text outside
 * the content subsets, such as the blog's runtime posts), then the content subsets src/gatsby/fonts/subsetFonts.ts cuts from data/ and
 * locales/, declared last so the browser checks them first. Imported here, webpack emits each file as a hashed
 * /static/*.woff2 (never inlined: onCreateWebpackConfig.ts). `eagerFor`: the page languages that wait for the file
 * before the swap (Russian pages set latin glyphs too: the wordmark, digits, dashes and quotes).
 * font-display: swap, as the text paints at once in the metric-matched fallback faces (fallbackFaces.ts).
 */
export const WEB_FONTS: readonly WebFont[] = [
  ...FULL_MANROPE,
  { ...MANROPE, url: manropeLatin, unicodeRange: subsetRanges['manrope-latin-subset.woff2'], eagerFor: ['ru', 'en'] },
  { ...MANROPE, url: manropeCyrillic, unicodeRange: subsetRanges['manrope-cyrillic-subset.woff2'], eagerFor: ['ru'] },
  ...FULL_UNBOUNDED,
  { ...UNBOUNDED, url: unboundedLatin, unicodeRange: subsetRanges['unbounded-latin-subset.woff2'], eagerFor: ['ru', 'en'] },
  { ...UNBOUNDED, url: unboundedCyrillic, unicodeRange: subsetRanges['unbounded-cyrillic-subset.woff2'], eagerFor: ['ru'] },
];
