import manropeCyrillic from './fonts/manrope-cyrillic-subset.woff2';
import manropeLatin from './fonts/manrope-latin-subset.woff2';
import unboundedCyrillic from './fonts/unbounded-cyrillic-subset.woff2';
import unboundedLatin from './fonts/unbounded-latin-subset.woff2';
import type { Language } from '../config/routes';

/**
 * The font files a page waits for before it swaps in the brand faces, by
 * page language (src/gatsby/lateFonts.tsx): the content subsets that the build cuts from
 * data/ and locales/ (src/gatsby/subsetFonts.ts), the same files
 * src/theme/fonts/subsets.css declares. Russian pages also set latin glyphs in
 * both faces (the KADR wordmark, digits, dashes and quotes), English pages only
 * latin. The full files (fonts.css) load only for text outside the subsets,
 * such as the blog's runtime posts.
 */
export const CRITICAL_FONTS: Record<Language, readonly string[]> = {
  ru: [manropeCyrillic, unboundedCyrillic, manropeLatin, unboundedLatin],
  en: [manropeLatin, unboundedLatin],
};
