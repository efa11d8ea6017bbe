/**
 * Fallback faces whose metrics match the brand faces (issue 9: "a late font
 * swaps in with matched fallback metrics, so nothing moves"). The text first
 * paints in a local Arial (Liberation Sans, metric-compatible, on Linux)
 * scaled with `size-adjust` so that the site's own text is as wide as in
 * Manrope or Unbounded, with ascent/descent overrides for the same vertical
 * metrics; when the brand face arrives (font-display: swap), lines keep their
 * breaks and nothing shifts. Widths are averaged over the characters of
 * data/ and locales/, weighted by how often they occur, for a regular and a
 * bold fallback face each (the theme sets 400, 600 and 700).
 * https://developer.chrome.com/blog/font-fallbacks
 */
import { readFileSync } from 'node:fs';
import arialWidths from '../theme/arialWidths.json';
import { nodeRequire } from './nodeRequire';

/** Arial's local names; Liberation Sans (Linux) has the same advance widths (scripts/arialWidths.ts). */
const ARIAL_LOCAL = {
  regular: ["local('Arial')", "local('ArialMT')", "local('Liberation Sans')"],
  bold: ["local('Arial Bold')", "local('Arial-BoldMT')", "local('Liberation Sans Bold')"],
} as const;

export interface Glyphs {
  unitsPerEm: number;
  ascent: number;
  descent: number;
  lineGap: number;
  hasGlyphForCodePoint(c: number): boolean;
  glyphForCodePoint(c: number): { advanceWidth: number };
  getVariation(axes: Record<string, number>): Glyphs;
}

/** Arial's widths as a Glyphs-like table (only what averageAdvance reads). */
function arial(kind: 'regular' | 'bold'): Pick<Glyphs, 'unitsPerEm' | 'hasGlyphForCodePoint' | 'glyphForCodePoint'> {
  const widths = arialWidths[kind] as Record<string, number>;
  return {
    unitsPerEm: arialWidths.unitsPerEm,
    hasGlyphForCodePoint: (c) => widths[c.toString(16)] !== undefined,
    glyphForCodePoint: (c) => ({ advanceWidth: widths[c.toString(16)] ?? 0 }),
  };
}

type FontLoader = (file: string) => Promise<Glyphs>;

function loader(): FontLoader {
  // fontkit cannot instance a WOFF2 variable font; fontverter (subset-font's own converter) unpacks it first.
  const fontkit = nodeRequire('fontkit') as { create(buffer: Buffer): Glyphs };
  const { convert } = nodeRequire('fontverter') as { convert(buffer: Buffer, to: 'sfnt'): Promise<Buffer> };
  return async (file) => fontkit.create(Buffer.from(await convert(readFileSync(file), 'sfnt')));
}

/** Average advance (in em) of `text` over whichever of `fonts` holds each character; characters none holds are skipped. */
export function averageAdvance(
  fonts: ReadonlyArray<Pick<Glyphs, 'unitsPerEm' | 'hasGlyphForCodePoint' | 'glyphForCodePoint'>>,
  counts: ReadonlyMap<number, number>): number {
  let total = 0;
  let n = 0;
  for (const [c, count] of counts) {
    const font = fonts.find((f) => f.hasGlyphForCodePoint(c));
    if (!font) continue;
    total += (font.glyphForCodePoint(c).advanceWidth / font.unitsPerEm) * count;
    n += count;
  }
  return n === 0 ? 1 : total / n;
}

export function characterCounts(texts: readonly string[]): Map<number, number> {
  const counts = new Map<number, number>();
  for (const text of texts) for (const ch of text) counts.set(ch.codePointAt(0) as number, (counts.get(ch.codePointAt(0) as number) ?? 0) + 1);
  return counts;
}

const pct = (x: number) => `${(x * 100).toFixed(2)}%`;

export interface FallbackSpec {
  /** The family theme.fonts names right after the brand face. */
  fallbackFamily: string;
  /** The brand face's files (latin, cyrillic). */
  files: readonly string[];
  /** Brand weight the regular and the bold fallback face stand in for. */
  regularWeight: number;
  boldWeight: number;
}

/** The CSS of a regular (up to 500) and a bold (from 501) fallback face for one brand family. */
export async function fallbackFaceCss(spec: FallbackSpec, texts: readonly string[]): Promise<string> {
  const load = loader();
  // One at a time: concurrent WOFF2 decoding in fontverter's WebAssembly returned garbage.
  const brand: Glyphs[] = [];
  for (const file of spec.files) brand.push(await load(file));
  // Only characters both sides can measure, so the two averages are over the same text.
  const counts = new Map([...characterCounts(texts)].filter(([c]) => arial('regular').hasGlyphForCodePoint(c)));
  const first = brand[0] as Glyphs;
  const rules: string[] = [];
  for (const [kind, weight, range] of [
    ['regular', spec.regularWeight, '100 500'],
    ['bold', spec.boldWeight, '501 900'],
  ] as const) {
    const brandWidth = averageAdvance(brand.map((f) => f.getVariation({ wght: weight })), counts);
    const arialWidth = averageAdvance([arial(kind)], counts);
    const sizeAdjust = brandWidth / arialWidth;
    rules.push(
      `@font-face {\n  font-family: '${spec.fallbackFamily}';\n  font-weight: ${range};\n` +
        `  src: ${ARIAL_LOCAL[kind].join(', ')};\n  size-adjust: ${pct(sizeAdjust)};\n` +
        `  ascent-override: ${pct(first.ascent / first.unitsPerEm / sizeAdjust)};\n` +
        `  descent-override: ${pct(Math.abs(first.descent) / first.unitsPerEm / sizeAdjust)};\n` +
        `  line-gap-override: ${pct(first.lineGap / first.unitsPerEm / sizeAdjust)};\n}\n`,
    );
  }
  return rules.join('\n');
}
