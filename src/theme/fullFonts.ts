import manropeUnicode from '@fontsource-variable/manrope/unicode.json';
import manropeCyrillic from '@fontsource-variable/manrope/files/manrope-cyrillic-wght-normal.woff2';
import manropeLatin from '@fontsource-variable/manrope/files/manrope-latin-wght-normal.woff2';
import unboundedUnicode from '@fontsource-variable/unbounded/unicode.json';
import unboundedCyrillic from '@fontsource-variable/unbounded/files/unbounded-cyrillic-wght-normal.woff2';
import unboundedLatin from '@fontsource-variable/unbounded/files/unbounded-latin-wght-normal.woff2';
import type { Language } from '../config/routes';

/** One file of a brand face, as the site's late fonts (webFonts.ts) and the editors' previews declare it. */
export interface WebFont {
  family: 'Manrope Variable' | 'Unbounded Variable';
  url: string;
  weight: string;
  unicodeRange: string;
  /** The page languages that wait for the file before the swap. */
  eagerFor: readonly Language[];
}

export const MANROPE = { family: 'Manrope Variable', weight: '200 800' } as const;
export const UNBOUNDED = { family: 'Unbounded Variable', weight: '200 900' } as const;

/** A family's two fontsource scripts (the site's languages need no other). */
type Scripts = { cyrillic: string; latin: string };

const fullFiles = (face: typeof MANROPE | typeof UNBOUNDED, ranges: Scripts, urls: Scripts): readonly WebFont[] => [
  { ...face, url: urls.cyrillic, unicodeRange: ranges.cyrillic, eagerFor: [] },
  { ...face, url: urls.latin, unicodeRange: ranges.latin, eagerFor: [] },
];

/**
 * The full files of each family, every glyph of fontsource's latin and cyrillic ranges: on the site, for text outside
 * the content subsets (webFonts.ts); in the editors' previews, for all their text, as an editor may type any letter.
 * Marked pure, so that a bundle naming one family carries none of the other's files (the blog editor inlines Manrope's
 * in its script).
 */
export const FULL_MANROPE = /* @__PURE__ */ fullFiles(MANROPE, manropeUnicode, { cyrillic: manropeCyrillic, latin: manropeLatin });
export const FULL_UNBOUNDED = /* @__PURE__ */ fullFiles(UNBOUNDED, unboundedUnicode, {
  cyrillic: unboundedCyrillic,
  latin: unboundedLatin,
});

/** A brand face's file, as a `@font-face` rule's `src` and a `FontFace`'s source name it. */
export const fontSource = (font: WebFont) => `url(${font.url}) format("woff2-variations")`;

/**
 * A brand face as a plain CSS rule: `swap` on the site's pages (their `<noscript>`: src/gatsby/fonts/lateFonts.tsx);
 * `block` in the editors' previews, where a letter waits for its glyph rather than be drawn in another face, so the
 * preview shows each letter as the next build will.
 */
export const fontFaceRule = (font: WebFont, display: 'swap' | 'block' = 'swap') =>
  `@font-face{font-family:"${font.family}";font-style:normal;font-display:${display};font-weight:${font.weight};` +
  `src:${fontSource(font)};unicode-range:${font.unicodeRange}}`;

/**
 * An editor's preview's `@font-face` rules for `fonts`, as CSS text each editor renders with its own React (the page
 * editor's 19, the blog editor's 18: docs/decisions/0005-decap-on-its-own-react.md).
 */
export const previewFontFaces = (fonts: readonly WebFont[]): string => fonts.map((font) => fontFaceRule(font, 'block')).join('');
