/**
 * Fallback faces whose metrics match the brand faces, so a late font swaps in
 * and nothing moves (docs/decisions/0003-fonts-after-first-paint.md). The text first
 * paints in a local Arial (Liberation Sans, metric-compatible, on Linux; on
 * Android, which has neither, Roboto, scaled in faces of its own)
 * scaled with `size-adjust` so that the site's own text is as wide as in
 * Manrope or Unbounded, with ascent/descent overrides for the same vertical
 * metrics; when the brand face arrives (font-display: swap), lines keep their
 * breaks and nothing shifts. Widths are averaged over the characters of the
 * text each family sets (subsetFonts.ts splits data/ and locales/ by field),
 * weighted by how often they occur, for a regular and a bold fallback (the
 * theme sets 400, 600 and 700), each as several faces of the same local font:
 * one per group of characters whose widths differ from Arial's alike, with its
 * own unicode-range and size-adjust (fallbackFaceCss says why).
 * https://developer.chrome.com/blog/font-fallbacks
 */
import { readFileSync } from 'node:fs';
import arialWidths from '../../theme/arialWidths.json';
import robotoWidths from '../../theme/robotoWidths.json';
import { nodeRequire } from './nodeRequire';

/**
 * Arial's local names: its full name (Windows, macOS, iOS; browsers match local() by full or PostScript name) and
 * Liberation Sans (Linux), which has the same advance widths (scripts/arialWidths.ts). Each name a device lacks costs
 * its first layout a failed font lookup per face, before the first paint; the PostScript names ('ArialMT',
 * 'Arial-BoldMT') find nothing the full names do not, so they are left out.
 */
const ARIAL_LOCAL = {
  regular: ["local('Arial')", "local('Liberation Sans')"],
  bold: ["local('Arial Bold')", "local('Liberation Sans Bold')"],
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

/**
 * Roboto's local names: Android's system face, where neither Arial nor Liberation Sans exists. There every Arial name
 * fails and the text fell through to the system face at its own widths, so the swap set lines anew (in Chromium with
 * Roboto as its only fonts, 11 of the 26 pages shifted by 0.014-0.17). Its faces are a family of their own after
 * Arial's, which a device with Arial never reaches (so never looks up).
 */
const ROBOTO_LOCAL = {
  regular: ["local('Roboto')", "local('Roboto-Regular')"],
  bold: ["local('Roboto Bold')", "local('Roboto-Bold')"],
} as const;

type WidthTable = { unitsPerEm: number; regular: Record<string, number>; bold: Record<string, number> };

/** The local fonts the fallback faces scale, in the order of the families in theme.fonts; each a family named `<fallback><suffix>`. */
export const LOCAL_FALLBACKS: ReadonlyArray<{ suffix: string; names: typeof ARIAL_LOCAL | typeof ROBOTO_LOCAL; widths: WidthTable }> = [
  { suffix: '', names: ARIAL_LOCAL, widths: arialWidths },
  { suffix: ' Roboto', names: ROBOTO_LOCAL, widths: robotoWidths },
];

/** A local font's widths as a Glyphs-like table (only what averageAdvance reads). */
export function localWidths(
  table: WidthTable,
  kind: 'regular' | 'bold',
): Pick<Glyphs, 'unitsPerEm' | 'hasGlyphForCodePoint' | 'glyphForCodePoint'> {
  const widths = table[kind];
  return {
    unitsPerEm: table.unitsPerEm,
    hasGlyphForCodePoint: (c) => widths[c.toString(16)] !== undefined,
    glyphForCodePoint: (c) => ({ advanceWidth: widths[c.toString(16)] ?? 0 }),
  };
}

/**
 * A brand face's file (a fontsource WOFF2 variable font) opened with fontkit, which cannot instance a WOFF2 variable
 * font itself: fontverter (subset-font's own converter) unpacks it first. Open one at a time: concurrent WOFF2 decoding
 * in fontverter's WebAssembly returned garbage.
 */
export async function openBrandFont<Font = Glyphs>(file: string): Promise<Font> {
  const fontkit = nodeRequire('fontkit') as { create: (buffer: Buffer) => Font };
  const { convert } = nodeRequire('fontverter') as { convert: (buffer: Buffer, to: 'sfnt') => Promise<Buffer> };
  return fontkit.create(Buffer.from(await convert(readFileSync(file), 'sfnt')));
}

/** Average advance (in em) of `text` over whichever of `fonts` holds each character; characters none holds are skipped. */
export function averageAdvance(
  fonts: ReadonlyArray<Pick<Glyphs, 'unitsPerEm' | 'hasGlyphForCodePoint' | 'glyphForCodePoint'>>,
  counts: ReadonlyMap<number, number>,
): number {
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
  for (const text of texts)
    for (const ch of text) counts.set(ch.codePointAt(0) as number, (counts.get(ch.codePointAt(0) as number) ?? 0) + 1);
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
  /**
   * The weight most of the family's text is set in gets `count` more faces, each for a group of characters; the
   * other has one face for all (each local() face costs the first paint a font lookup).
   */
  groups?: { kind: 'regular' | 'bold'; count: number };
}

/** A CSS unicode-range for these code points: runs collapsed, "U+41-5A, U+2014" (fallback groups and subset faces). */
export function unicodeRange(points: readonly number[]): string {
  const sorted = [...new Set(points)].sort((a, b) => a - b);
  const parts: string[] = [];
  const hex = (n: number) => n.toString(16).toUpperCase();
  for (let i = 0; i < sorted.length;) {
    let j = i;
    while (j + 1 < sorted.length && (sorted[j + 1] as number) === (sorted[j] as number) + 1) j += 1;
    parts.push(i === j ? `U+${hex(sorted[i] as number)}` : `U+${hex(sorted[i] as number)}-${hex(sorted[j] as number)}`);
    i = j + 1;
  }
  return parts.join(', ');
}

/**
 * The characters of `counts` in at most `groups` groups, by how much wider the
 * brand face sets each than Arial (`ratio`), each group one size-adjust: the
 * split with the least squared width error over the text (each character
 * weighted by `weight`, its share of the text's width), found exactly by
 * dynamic programming over the characters sorted by ratio.
 */
export function widthGroups(
  counts: ReadonlyMap<number, number>,
  ratio: (c: number) => number,
  weight: (c: number) => number,
  groups: number,
): number[][] {
  const sorted = [...counts.keys()].sort((a, b) => ratio(a) - ratio(b));
  const n = sorted.length;
  const k = Math.max(1, Math.min(groups, n));
  // Prefix sums of w, w*r, w*r^2: the error of a run of characters in O(1).
  const w = [0];
  const wr = [0];
  const wrr = [0];
  sorted.forEach((c, i) => {
    const wi = weight(c) * (counts.get(c) as number);
    const r = ratio(c);
    w.push((w[i] as number) + wi);
    wr.push((wr[i] as number) + wi * r);
    wrr.push((wrr[i] as number) + wi * r * r);
  });
  const cost = (i: number, j: number) => {
    const sw = (w[j] as number) - (w[i] as number);
    const swr = (wr[j] as number) - (wr[i] as number);
    return sw <= 0 ? 0 : (wrr[j] as number) - (wrr[i] as number) - (swr * swr) / sw;
  };
  // best[g][j]: least error of the first j characters in g groups; cut[g][j]: where its last group starts.
  const best: number[][] = [Array.from({ length: n + 1 }, (_, j) => (j === 0 ? 0 : Infinity))];
  const cut: number[][] = [[]];
  for (let g = 1; g <= k; g += 1) {
    best.push([0]);
    cut.push([0]);
    for (let j = 1; j <= n; j += 1) {
      let least = Infinity;
      let at = 0;
      for (let i = g - 1; i < j; i += 1) {
        const e = (best[g - 1]?.[i] as number) + cost(i, j);
        if (e < least) [least, at] = [e, i];
      }
      (best[g] as number[]).push(least);
      (cut[g] as number[]).push(at);
    }
  }
  const out: number[][] = [];
  for (let g = k, j = n; g > 0 && j > 0; g -= 1) {
    const i = cut[g]?.[j] as number;
    out.unshift(sorted.slice(i, j));
    j = i;
  }
  return out;
}

/** A fontkit font that also shapes text (Glyphs lists only what the averages read). */
type Shaper = Glyphs & { layout(text: string): { glyphs: Array<{ codePoints: number[] }>; positions: Array<{ xAdvance: number }> } };

/**
 * How much narrower than the sum of its advances the brand face sets `texts`
 * (kerning): the browser kerns, the averages above add advances; measured over
 * each text's characters this file holds.
 */
function kerningFactor(font: Shaper, texts: readonly string[]): number {
  let kerned = 0;
  let plain = 0;
  for (const text of texts) {
    const run = font.layout(text);
    run.glyphs.forEach((glyph, i) => {
      const c = glyph.codePoints[0];
      if (c === undefined || !font.hasGlyphForCodePoint(c)) return;
      kerned += run.positions[i]?.xAdvance ?? 0;
      plain += font.glyphForCodePoint(c).advanceWidth;
    });
  }
  return plain > 0 ? kerned / plain : 1;
}

/** A brand face whose advances carry its kerning over the text, on average. */
function kerned(font: Glyphs, factor: number): Pick<Glyphs, 'unitsPerEm' | 'hasGlyphForCodePoint' | 'glyphForCodePoint'> {
  return {
    unitsPerEm: font.unitsPerEm,
    hasGlyphForCodePoint: (c) => font.hasGlyphForCodePoint(c),
    glyphForCodePoint: (c) => ({ advanceWidth: font.glyphForCodePoint(c).advanceWidth * factor }),
  };
}

/**
 * The CSS of a regular (up to 500) and a bold (from 501) fallback for one
 * brand family, fitted to `texts`: per weight one face for any character and,
 * after it (the browser tries a family's faces from the last declared), one
 * per group of the text's characters, with that group's unicode-range and
 * size-adjust. One size-adjust for all the text matches its average width
 * only: the brand faces' letters are wider or narrower than Arial's by
 * different amounts (Manrope's space and Cyrillic against its Latin), so a
 * text of other letters than the average came out a few percent wider or
 * narrower and could set a line more or less on a phone, which the swap then
 * moved. Grouped, every line's width is within a fraction of a percent.
 */
export async function fallbackFaceCss(spec: FallbackSpec, texts: readonly string[]): Promise<string> {
  const brand: Glyphs[] = [];
  for (const file of spec.files) brand.push(await openBrandFont(file));
  const first = brand[0] as Glyphs;
  const textCounts = characterCounts(texts);
  const rules: string[] = [];
  for (const kind of ['regular', 'bold'] as const) {
    const weight = kind === 'regular' ? spec.regularWeight : spec.boldWeight;
    const range = kind === 'regular' ? '100 500' : '501 900';
    const fonts = brand.map((f) => {
      const instance = f.getVariation({ wght: weight });
      // fontkit's fonts shape text too (Glyphs lists only what the averages read).
      return kerned(instance, kerningFactor(instance as Shaper, texts));
    });
    for (const { suffix, names, widths } of LOCAL_FALLBACKS) {
      const local = localWidths(widths, kind);
      // Only characters both sides can measure, so the two averages are over the same text.
      const counts = new Map(
        [...textCounts].filter(([c]) => local.hasGlyphForCodePoint(c) && brand.some((f) => f.hasGlyphForCodePoint(c))),
      );
      const sizeAdjustOf = (measured: ReadonlyMap<number, number>) => averageAdvance(fonts, measured) / averageAdvance([local], measured);
      // The rule's text is written here: fontaine's generateFontFace (its only function that would fit) names one
      // local font per face where these name two, and its CommonJS entry requires packages that ship only ES modules,
      // which jest's module system cannot load.
      const face = (sizeAdjust: number, unicodeRange?: string) =>
        `@font-face {\n  font-family: '${spec.fallbackFamily}${suffix}';\n  font-weight: ${range};\n` +
        `  src: ${names[kind].join(', ')};\n  size-adjust: ${pct(sizeAdjust)};\n` +
        `  ascent-override: ${pct(first.ascent / first.unitsPerEm / sizeAdjust)};\n` +
        `  descent-override: ${pct(Math.abs(first.descent) / first.unitsPerEm / sizeAdjust)};\n` +
        `  line-gap-override: ${pct(first.lineGap / first.unitsPerEm / sizeAdjust)};\n` +
        (unicodeRange ? `  unicode-range: ${unicodeRange};\n` : '') +
        '}\n';
      rules.push(face(sizeAdjustOf(counts)));
      if (spec.groups?.kind !== kind || spec.groups.count < 2) continue;
      const one = (c: number) => sizeAdjustOf(new Map([[c, 1]]));
      const localWidth = (c: number) => local.glyphForCodePoint(c).advanceWidth;
      for (const group of widthGroups(counts, one, localWidth, spec.groups.count)) {
        rules.push(face(sizeAdjustOf(new Map(group.map((c) => [c, counts.get(c) as number]))), unicodeRange(group)));
      }
    }
  }
  return rules.join('\n');
}
