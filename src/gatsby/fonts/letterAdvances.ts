/**
 * Build step (the landing's late fonts, docs/decisions/0003-fonts-after-first-paint.md): the brand faces' advance
 * widths of every character the landing shows, per face of
 * src/theme/letterFaces.ts, written beside the font subsets as
 * `letterAdvances.json`. FallingText sizes each letter's box with them, so
 * the fallback face paints each glyph in a box as wide as the brand glyph
 * and the swap after the first paint moves nothing. Read from the landing's
 * own content (data/<lang>/landing.json and the menu's numbers, both letter
 * cases for text-transform), so a maintainer's new title is measured by the next build.
 * A single letter in a box of its own is shaped alone (no kerning with its
 * neighbours), so its width is its glyph's advance.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { LANGUAGES } from '../../config/routes';
import { type AdvanceTables, LETTER_FACES, faceKey } from '../../theme/letterFaces';
import { LANDING_MENU, menuNumber } from '../../config/landingMenu';
import { openBrandFont } from './fallbackFaces';
import { FAMILIES, OUTPUT_DIR, SCRIPTS, fullFontFile, stringsOf } from './subsetFonts';

export const ADVANCES_FILE = 'letterAdvances.json';

interface Face {
  unitsPerEm: number;
  hasGlyphForCodePoint(c: number): boolean;
  glyphForCodePoint(c: number): { advanceWidth: number };
  getVariation(axes: Record<string, number>): Face;
}

/** theme.fonts' keys to the packages of subsetFonts' FAMILIES. */
const PACKAGE = { display: 'unbounded', body: 'manrope' } as const;

/** Every character of `texts` in both letter cases, the space included. */
export function landingCharacters(texts: readonly string[]): string[] {
  const chars = new Set<string>([' ']);
  for (const text of texts) for (const ch of `${text}${text.toUpperCase()}${text.toLowerCase()}`) chars.add(ch);
  return [...chars].sort();
}

/** Advance (em, 5 decimals) of each of `chars` at `weight` in whichever of `files` holds it (the browser's unicode-range choice). */
export function advanceTable(files: readonly Face[], weight: number, chars: readonly string[]): Record<string, number> {
  const table: Record<string, number> = {};
  const instances = files.map((f) => f.getVariation({ wght: weight }));
  for (const ch of chars) {
    const c = ch.codePointAt(0) as number;
    const face = instances.find((f) => f.hasGlyphForCodePoint(c));
    if (face) table[ch] = Math.round((face.glyphForCodePoint(c).advanceWidth / face.unitsPerEm) * 1e5) / 1e5;
  }
  return table;
}

/** The landing's texts in every language, and the menu's numbers. */
export function landingTexts(root = process.cwd()): string[] {
  return [
    ...LANGUAGES.flatMap((lang) => stringsOf(JSON.parse(readFileSync(path.join(root, 'data', lang, 'landing.json'), 'utf8')))),
    ...LANDING_MENU.map((_, i) => menuNumber(i)),
  ];
}

export async function letterAdvances(texts: readonly string[]): Promise<AdvanceTables> {
  const chars = landingCharacters(texts);
  const tables: AdvanceTables = {};
  const loaded = new Map<string, Face[]>();
  for (const face of Object.values(LETTER_FACES)) {
    const key = faceKey(face);
    if (tables[key]) continue;
    const pkg = PACKAGE[face.family];
    if (!FAMILIES.some((f) => f.pkg === pkg)) throw new Error(`letterAdvances: no font package ${pkg}`);
    if (!loaded.has(pkg)) {
      const files: Face[] = [];
      for (const script of SCRIPTS) files.push(await openBrandFont<Face>(fullFontFile(pkg, script)));
      loaded.set(pkg, files);
    }
    tables[key] = advanceTable(loaded.get(pkg) ?? [], face.weight, chars);
  }
  return tables;
}

/** Writes the tables beside the subsets, before webpack bundles FallingText (called from onPreBootstrap). */
export async function writeLetterAdvances(outDir = OUTPUT_DIR): Promise<AdvanceTables> {
  const tables = await letterAdvances(landingTexts());
  writeFileSync(path.join(outDir, ADVANCES_FILE), `${JSON.stringify(tables, null, 1)}\n`);
  return tables;
}
