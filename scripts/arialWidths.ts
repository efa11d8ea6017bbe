/**
 * Writes the advance widths (per 2048 units/em) of the local fonts the build's
 * fallback faces scale to the brand faces (src/gatsby/fonts/fallbackFaces.ts), for
 * latin, cyrillic and general punctuation, so the build needs none of them:
 * - src/theme/arialWidths.json: Arial Regular and Bold, read from Liberation
 *   Sans (metric-compatible with Arial; Debian: fonts-liberation2);
 * - src/theme/robotoWidths.json: Roboto Regular and Bold, Android's system
 *   face (Debian: fonts-roboto), for phones that have no Arial.
 * Run once: `npx tsx scripts/arialWidths.ts`.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const RANGES: Array<[number, number]> = [
  [0x20, 0x7e],
  [0xa0, 0xff],
  [0x400, 0x45f],
  [0x2010, 0x203a],
  [0x20ac, 0x20ac],
  [0x20bd, 0x20bd],
  [0x2116, 0x2116],
];

const FONTS = [
  {
    out: 'arialWidths.json',
    dir: process.env.LIBERATION_DIR ?? '/usr/share/fonts/truetype/liberation',
    files: { regular: 'LiberationSans-Regular.ttf', bold: 'LiberationSans-Bold.ttf' },
  },
  {
    out: 'robotoWidths.json',
    dir: process.env.ROBOTO_DIR ?? '/usr/share/fonts/truetype/roboto/unhinted/RobotoTTF',
    files: { regular: 'Roboto-Regular.ttf', bold: 'Roboto-Bold.ttf' },
  },
] as const;

// eslint-disable-next-line @typescript-eslint/no-require-imports -- fontkit is a CommonJS module with no types: required and typed here
const fontkit = require('fontkit') as {
  create(b: Buffer): {
    unitsPerEm: number;
    hasGlyphForCodePoint(c: number): boolean;
    glyphForCodePoint(c: number): { advanceWidth: number };
  };
};

for (const { out, dir, files } of FONTS) {
  const table: Record<string, Record<string, number>> = {};
  for (const [weight, file] of Object.entries(files)) {
    const font = fontkit.create(readFileSync(path.join(dir, file)));
    if (font.unitsPerEm !== 2048) throw new Error(`${file}: expected 2048 units per em`);
    const widths: Record<string, number> = {};
    for (const [a, b] of RANGES)
      for (let c = a; c <= b; c += 1) if (font.hasGlyphForCodePoint(c)) widths[c.toString(16)] = font.glyphForCodePoint(c).advanceWidth;
    table[weight] = widths;
  }
  writeFileSync(path.resolve(__dirname, '../src/theme', out), `${JSON.stringify({ unitsPerEm: 2048, ...table })}\n`);
}
