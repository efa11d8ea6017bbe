/**
 * Writes src/theme/arialWidths.json: the advance widths (per 2048 units/em) of
 * Arial Regular and Bold for latin, cyrillic and general punctuation, read from
 * Liberation Sans (metric-compatible with Arial; Debian: fonts-liberation2).
 * The build's fallback faces (src/gatsby/fallbackFaces.ts) scale Arial to the
 * brand faces with them, without needing the font on the build machine.
 * Run once: `npx tsx scripts/arialWidths.ts`.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const DIR = process.env.LIBERATION_DIR ?? '/usr/share/fonts/truetype/liberation';
const RANGES: Array<[number, number]> = [[0x20, 0x7e], [0xa0, 0xff], [0x400, 0x45f], [0x2010, 0x203a], [0x20ac, 0x20ac], [0x20bd, 0x20bd], [0x2116, 0x2116]];

// eslint-disable-next-line @typescript-eslint/no-require-imports
const fontkit = require('fontkit') as {
  create(b: Buffer): { unitsPerEm: number; hasGlyphForCodePoint(c: number): boolean; glyphForCodePoint(c: number): { advanceWidth: number } };
};

const table: Record<string, Record<string, number>> = {};
for (const [weight, file] of [['regular', 'LiberationSans-Regular.ttf'], ['bold', 'LiberationSans-Bold.ttf']] as const) {
  const font = fontkit.create(readFileSync(path.join(DIR, file)));
  if (font.unitsPerEm !== 2048) throw new Error(`${file}: expected 2048 units per em`);
  const widths: Record<string, number> = {};
  for (const [a, b] of RANGES) for (let c = a; c <= b; c += 1) if (font.hasGlyphForCodePoint(c)) widths[c.toString(16)] = font.glyphForCodePoint(c).advanceWidth;
  table[weight] = widths;
}
writeFileSync(path.resolve(__dirname, '../src/theme/arialWidths.json'), `${JSON.stringify({ unitsPerEm: 2048, ...table })}\n`);
