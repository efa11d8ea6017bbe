/** @jest-environment node */
import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { contentCodePoints, fullFontFile, stringsOf, subsetFileName, unicodeRange, writeFontSubsets } from '../../../src/gatsby/subsetFonts';

/** fontkit (no bundled types): only what this test reads. */
// eslint-disable-next-line @typescript-eslint/no-require-imports
const fontkit = require('fontkit') as { create(buffer: Buffer): { hasGlyphForCodePoint(c: number): boolean } };

test('the text is every string value of the content, not its keys', () => {
  expect(stringsOf({ title: 'Кадр', list: ['a', { note: 'ё' }], n: 3, ok: true })).toEqual(['Кадр', 'a', 'ё']);
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
  beforeAll(async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'fonts-'));
    ({ css } = await writeFontSubsets(dir));
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
    const inScript = [...sample].filter((ch) => (script === 'latin' ? ch.codePointAt(0)! < 0x400 || ch.codePointAt(0)! > 0x4ff : /[\u0400-\u04ff]/.test(ch)));
    expect(inScript.filter((ch) => !font.hasGlyphForCodePoint(ch.codePointAt(0)!))).toEqual([]);
    // A character no content uses is left to the full file.
    expect(font.hasGlyphForCodePoint(script === 'latin' ? 0xe9 : 0x45e)).toBe(false);
  });

  test('each face names its file and exactly its code points; each family has a regular and a bold metric-matched fallback', () => {
    expect(css.match(/font-family: '\w+ Variable'/g)).toHaveLength(4);
    expect(css.match(/font-display: swap/g)).toHaveLength(4);
    for (const family of ['Manrope', 'Unbounded']) {
      const faces = css.split('@font-face').filter((face) => face.includes(`'${family} Fallback'`));
      expect(faces).toHaveLength(2);
      for (const face of faces) expect(face).toMatch(/local\('Arial[^']*'\)[\s\S]*size-adjust: \d+\.\d+%;[\s\S]*ascent-override: \d+\.\d+%;/);
    }
    expect(css).toContain(`url('./${subsetFileName('unbounded', 'latin')}')`);
    expect(css).toMatch(/unicode-range: U\+20-7E,/);
  });
});
