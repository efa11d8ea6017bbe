import manropeCyrillic from '@fontsource-variable/manrope/files/manrope-cyrillic-wght-normal.woff2';
import manropeLatin from '@fontsource-variable/manrope/files/manrope-latin-wght-normal.woff2';
import unboundedCyrillic from '@fontsource-variable/unbounded/files/unbounded-cyrillic-wght-normal.woff2';
import unboundedLatin from '@fontsource-variable/unbounded/files/unbounded-latin-wght-normal.woff2';
import type { Language } from '../config/routes';

/**
 * The font files a page needs first, by page language, so they arrive within
 * the short block period of font-display: optional. Russian pages also set
 * latin glyphs in both faces (the KADR wordmark, digits, dashes and quotes),
 * English pages only latin. The same files fonts.css declares, so the preload
 * and the @font-face share one hashed URL.
 */
export const CRITICAL_FONTS: Record<Language, readonly string[]> = {
  ru: [manropeCyrillic, unboundedCyrillic, manropeLatin, unboundedLatin],
  en: [manropeLatin, unboundedLatin],
};
