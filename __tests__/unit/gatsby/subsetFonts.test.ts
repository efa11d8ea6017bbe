/** @jest-environment node */
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import arialWidths from '../../../src/theme/arialWidths.json';
import robotoWidths from '../../../src/theme/robotoWidths.json';
import { openBrandFont } from '../../../src/gatsby/fonts/fallbackFaces';
import {
  contentCodePoints,
  fieldStrings,
  fullFontFile,
  isDisplayText,
  stringsOf,
  subsetFileName,
  unicodeRange,
  writeFontSubsets,
} from '../../../src/gatsby/fonts/subsetFonts';

/** fontkit (no bundled types): only what this test reads. */
interface Font {
  unitsPerEm: number;
  hasGlyphForCodePoint(c: number): boolean;
  glyphForCodePoint(c: number): { advanceWidth: number };
  getVariation(axes: Record<string, number>): Font;
}
// eslint-disable-next-line @typescript-eslint/no-require-imports -- fontkit is a CommonJS module with no types: required and typed here
const fontkit = require('fontkit') as { create(buffer: Buffer): Font };

test('the text is every string value of the content, not its keys', () => {
  expect(stringsOf({ title: 'Кадр', list: ['a', { note: 'ё' }], n: 3, ok: true })).toEqual(['Кадр', 'a', 'ё']);
});

test('the display face’s text is the content’s headings, titles, names and figures, not the document title', () => {
  const fields = fieldStrings({
    title: 'Doc — KADR',
    heading: 'Команда',
    lead: 'Мы снимаем',
    items: [{ title: 'Кино', text: 'О кино' }],
    partnersHeading: 'Партнёры',
  });
  expect(fields.filter(isDisplayText).map((f) => f.text)).toEqual(['Команда', 'Кино', 'Партнёры']);
  expect(fields.filter((f) => !isDisplayText(f)).map((f) => f.text)).toEqual(['Doc — KADR', 'Мы снимаем', 'О кино']);
});

test('code points: printable ASCII always, plus the content in both cases (text-transform), without repeats', () => {
  const points = contentCodePoints(['Ёж — ёж', 'чай']);
  expect(points).toEqual(expect.arrayContaining([0x20, 0x41, 0x7e, 0x401, 0x416, 0x436, 0x451, 0x2014, 0x419, 0x427]));
  expect(new Set(points).size).toBe(points.length);
  expect(points).not.toContain(0x7f);
});

test('unicode-range collapses runs', () => {
  expect(unicodeRange([0x43, 0x41, 0x42, 0x2014, 0x401])).toBe('U+41-43, U+401, U+2014');
});

describe('the subsets the build writes', () => {
  let dir: string;
  let css: string;
  let ranges: Record<string, string>;
  beforeAll(async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'fonts-'));
    ({ css, ranges } = await writeFontSubsets(dir));
  }, 60_000);
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  test.each([
    ['manrope', 'latin', 'The studio creates films — «KADR» 2025'],
    ['manrope', 'cyrillic', 'Команда, съёмки, продакшн'],
    ['unbounded', 'cyrillic', 'Кремлёвская ёлка'],
  ])('%s %s holds glyphs for %s and is smaller than the full file', (pkg, script, sample) => {
    const file = path.join(dir, subsetFileName(pkg, script));
    const full = fullFontFile(pkg, script);
    expect(statSync(file).size).toBeLessThan(statSync(full).size * 0.8);
    const font = fontkit.create(readFileSync(file));
    const inScript = [...sample].filter((ch) =>
      script === 'latin' ? ch.codePointAt(0)! < 0x400 || ch.codePointAt(0)! > 0x4ff : /[\u0400-\u04ff]/.test(ch),
    );
    expect(inScript.filter((ch) => !font.hasGlyphForCodePoint(ch.codePointAt(0)!))).toEqual([]);
    // A character no content uses is left to the full file.
    expect(font.hasGlyphForCodePoint(script === 'latin' ? 0xe9 : 0x45e)).toBe(false);
  });

  test('each face names its file and exactly its code points; each family has regular and bold metric-matched fallbacks', () => {
    // The brand faces are declared by the font loader (src/theme/webFonts.ts), with these ranges; the CSS holds the fallbacks.
    expect(css).not.toMatch(/Variable|url\(/);
    expect(Object.keys(ranges)).toEqual(
      ['manrope', 'unbounded'].flatMap((pkg) => ['latin', 'cyrillic'].map((script) => subsetFileName(pkg, script))),
    );
    // Manrope sets text at 400, Unbounded headings at 600: that weight has the groups of the content's characters.
    for (const [family, grouped] of [
      ['Manrope', '100 500'],
      ['Unbounded', '501 900'],
    ] as const) {
      const faces = css.split('@font-face').filter((face) => face.includes(`'${family} Fallback'`));
      for (const weight of ['100 500', '501 900']) {
        // One for any character, then (the family's main weight) one per group.
        const own = faces.filter((face) => face.includes(`font-weight: ${weight};`));
        if (weight === grouped) expect(own.length).toBeGreaterThan(2);
        else expect(own).toHaveLength(1);
        expect(own.filter((face) => !face.includes('unicode-range'))).toHaveLength(1);
      }
      for (const face of faces)
        expect(face).toMatch(/local\('Arial[^']*'\)[\s\S]*size-adjust: \d+\.\d+%;[\s\S]*ascent-override: \d+\.\d+%;/);
    }
    expect(ranges[subsetFileName('unbounded', 'latin')]).toMatch(/^U\+20-7E,/);
    expect(ranges[subsetFileName('unbounded', 'cyrillic')]).toMatch(/^U\+4[0-5][0-9A-F][,-]/);
  });

  /**
   * What the swap needs: each lead of data/ (the text under a page's heading, in
   * Manrope at 400) as wide in its fallback faces as in the brand face, to
   * within 1.5%; a line flips more often where it is not (CLS). With
   * one size-adjust for all the text, Russian leads were 1.5-3% off: Manrope's
   * space is 28% narrower than Arial's, its Cyrillic wider than its Latin.
   * With 6 groups (subsetFonts.ts says why not more) they are within 1.2%;
   * whether a line actually flips is fontSwap.test.ts's to say, on every page.
   */
  test.each([
    ['ru', 'Arial', arialWidths, 'Manrope Fallback'],
    ['en', 'Arial', arialWidths, 'Manrope Fallback'],
    ['ru', 'Roboto', robotoWidths, 'Manrope Fallback Roboto'],
    ['en', 'Roboto', robotoWidths, 'Manrope Fallback Roboto'],
  ] as const)(
    'every %s lead is within 1.5%% as wide in Manrope’s fallback faces of %s as in Manrope',
    async (lang, local, widths, family) => {
      const brand: Font[] = [];
      for (const script of ['latin', 'cyrillic'])
        brand.push((await openBrandFont<Font>(fullFontFile('manrope', script))).getVariation({ wght: 400 }));
      // The regular fallback faces, the last declared first (as the browser tries them).
      const rules = css.split('@font-face').filter((face) => face.includes(`'${family}'`) && face.includes('font-weight: 100 500;'));
      // A face for any character and one per group, each naming the local font it scales.
      expect(rules.length).toBeGreaterThan(1);
      expect(rules.filter((face) => !face.includes(`src: local('${local}')`))).toEqual([]);
      const faces = rules
        .map((face) => ({
          sizeAdjust: Number(/size-adjust: ([\d.]+)%/.exec(face)?.[1]) / 100,
          ranges: [...(/unicode-range: ([^;]+);/.exec(face)?.[1] ?? 'U+0-10FFFF').matchAll(/U\+([0-9A-F]+)(?:-([0-9A-F]+))?/g)].map(
            ([, a = '0', b]) => [parseInt(a, 16), parseInt(b ?? a, 16)] as const,
          ),
        }))
        .reverse();
      const advances = widths.regular as Record<string, number>;
      const widthIn = (text: string) => {
        let fallback = 0;
        let font = 0;
        for (const ch of text) {
          const c = ch.codePointAt(0) as number;
          const face = faces.find((f) => f.ranges.some(([a, b]) => c >= a && c <= b));
          const glyphs = brand.find((f) => f.hasGlyphForCodePoint(c));
          if (!face || !glyphs || advances[c.toString(16)] === undefined) continue;
          fallback += ((advances[c.toString(16)] as number) / widths.unitsPerEm) * face.sizeAdjust;
          font += glyphs.glyphForCodePoint(c).advanceWidth / glyphs.unitsPerEm;
        }
        return fallback / font;
      };
      const leads = readdirSync(path.join('data', lang)).flatMap((file) =>
        fieldStrings(JSON.parse(readFileSync(path.join('data', lang, file), 'utf8'))).filter((f) => /^(lead|intro)$/.test(f.field)),
      );
      expect(leads.length).toBeGreaterThan(5);
      const off = leads
        .map((f) => ({ text: f.text.slice(0, 30), ratio: Number(widthIn(f.text).toFixed(4)) }))
        .filter((x) => Math.abs(x.ratio - 1) > 0.015);
      expect(off).toEqual([]);
    },
  );
});
