import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { globSync } from 'tinyglobby';
import { fallbackFaceCss, unicodeRange } from './fallbackFaces';
import { nodeRequire } from './nodeRequire';

/**
 * Build step (fonts, docs/decisions/0003-fonts-after-first-paint.md): the brand faces cut down to the characters the
 * site's content uses, so the files a page waits for weigh about half as much
 * as fontsource's latin and cyrillic files. The characters
 * come from every string in data/ and locales/, so a maintainer's new word is
 * covered by the next build; printable ASCII is always kept. Each subset face
 * declares exactly the code points it holds as its unicode-range and comes
 * after the full files (src/theme/webFonts.ts), so the browser checks
 * it first and fetches a full file only for a character outside the subset,
 * such as the blog's runtime text. The weight axis is limited to the weights
 * the theme uses. Each family also gets metric-matched fallback faces
 * (src/gatsby/fonts/fallbackFaces.ts), so `font-display: swap` moves nothing.
 * Output: src/theme/fonts/ (git-ignored), read by webpack
 * like any stylesheet and font file.
 * https://developer.mozilla.org/en-US/docs/Web/CSS/@font-face/unicode-range
 */
export const FAMILIES = [
  { pkg: 'manrope', fallback: 'Manrope Fallback', regularWeight: 400, boldWeight: 600, sets: 'text', mostly: 'regular' },
  { pkg: 'unbounded', fallback: 'Unbounded Fallback', regularWeight: 400, boldWeight: 600, sets: 'display', mostly: 'bold' },
] as const;

/**
 * The content fields the theme sets in the display face (Unbounded: h1-h4, card
 * and step titles, names, figures, eyebrows); every other string is text
 * (Manrope). Each family's fallback is fitted to its own text
 * (fallbackFaces.ts). The page-level `title` is the document's title, shown
 * in no page. A new field set in the display face belongs here.
 */
const DISPLAY_FIELD = /^(heading|title|name|value|kicker|category|dates|venue)$|Heading$/;

/** Fields the theme sets in capitals (eyebrows: text-transform), fitted as they are shown. */
const CAPITALS_FIELD = /^(kicker|category)$/;

/** Every string of a JSON document with the name of the field that holds it (a list's items take the list's name). */
export function fieldStrings(value: unknown, field = '', depth = 0): Array<{ field: string; depth: number; text: string }> {
  if (typeof value === 'string') return [{ field, depth, text: value }];
  if (Array.isArray(value)) return value.flatMap((item) => fieldStrings(item, field, depth));
  if (value && typeof value === 'object') return Object.entries(value).flatMap(([key, item]) => fieldStrings(item, key, depth + 1));
  return [];
}

/** Whether a string of the content is set in the display face (`depth` 1: a page's top-level field). */
export const isDisplayText = ({ field, depth }: { field: string; depth: number }) =>
  DISPLAY_FIELD.test(field) && !(depth === 1 && field === 'title');
export const SCRIPTS = ['latin', 'cyrillic'] as const;
export { unicodeRange };
/**
 * Fallback faces for the weight a family mostly sets (FAMILIES' `mostly`), each for the characters whose widths it
 * matches best (fallbackFaces.ts). Every change of face inside a line splits the browser's text shaping, so more
 * groups cost layout time before the first paint: the body text, most of every page, gets the fewest groups that keep
 * each page's swap under CLS 0.01; the display face, short lines of large type, gets the groups an eyebrow that fills
 * its line to a fraction of a pixel needs (/en/kremlin on a phone).
 */
const FALLBACK_GROUPS = { text: 6, display: 12 } as const;
/** The theme sets text at 400, 600 and 700. */
const WEIGHT_RANGE = { min: 400, max: 700, default: 400 };

/** From the project root, where Gatsby runs (as the post-build pipeline's public/). */
export const OUTPUT_DIR = path.resolve('src/theme/fonts');
const ROOT = process.cwd();

/** Every string value in a JSON document (keys and JSON syntax are not text anyone sees). */
export const stringsOf = (value: unknown): string[] => fieldStrings(value).map((f) => f.text);

const jsonFiles = (dir: string) => globSync('**/*.json', { cwd: dir, absolute: true }).sort();

/**
 * The code points the content uses, in both letter cases (the theme sets
 * eyebrows and labels in capitals with text-transform, so "й" is shown as "Й"),
 * plus printable ASCII, sorted.
 */
export function contentCodePoints(texts: readonly string[]): number[] {
  const points = new Set<number>();
  for (let c = 0x20; c <= 0x7e; c += 1) points.add(c);
  for (const text of texts) {
    for (const ch of `${text}${text.toUpperCase()}${text.toLowerCase()}`) points.add(ch.codePointAt(0) as number);
  }
  return [...points].sort((a, b) => a - b);
}

/** fontsource's own ranges for a family's file of `script` (its package's unicode.json), to split the content between them. */
const scriptRanges = (pkg: string, script: (typeof SCRIPTS)[number]): Array<[number, number]> =>
  (nodeRequire(`@fontsource-variable/${pkg}/unicode.json`) as Record<string, string>)[script]!.split(',').map((range) => {
    const [from = '', to = from] = range.trim().slice(2).split('-');
    return [parseInt(from, 16), parseInt(to, 16)];
  });
const inScript = (pkg: string, script: (typeof SCRIPTS)[number], c: number) => scriptRanges(pkg, script).some(([a, b]) => c >= a && c <= b);

/** The full fontsource file (resolved through the package, not the .woff2 itself, which bundlers and jest map). */
export const fullFontFile = (pkg: string, script: string) =>
  path.join(path.dirname(nodeRequire.resolve(`@fontsource-variable/${pkg}/package.json`)), 'files', `${pkg}-${script}-wght-normal.woff2`);

export const subsetFileName = (pkg: string, script: string) => `${pkg}-${script}-subset.woff2`;

export async function writeFontSubsets(outDir = OUTPUT_DIR): Promise<{ css: string; ranges: Record<string, string>; bytes: number }> {
  const subsetFont = nodeRequire('subset-font') as typeof import('subset-font').default;
  const fields = ['data', 'locales'].flatMap((dir) =>
    jsonFiles(path.join(ROOT, dir)).flatMap((file) => fieldStrings(JSON.parse(readFileSync(file, 'utf8')))),
  );
  const texts = fields.map((f) => f.text);
  const points = contentCodePoints(texts);
  mkdirSync(outDir, { recursive: true });
  const rules: string[] = [];
  const ranges: Record<string, string> = {};
  let bytes = 0;
  for (const { pkg, fallback, regularWeight, boldWeight, sets, mostly } of FAMILIES) {
    const own = fields
      .filter((f) => isDisplayText(f) === (sets === 'display'))
      .map((f) => (CAPITALS_FIELD.test(f.field) ? f.text.toUpperCase() : f.text));
    rules.push(
      await fallbackFaceCss(
        {
          fallbackFamily: fallback,
          files: SCRIPTS.map((script) => fullFontFile(pkg, script)),
          regularWeight,
          boldWeight,
          groups: { kind: mostly, count: FALLBACK_GROUPS[sets] },
        },
        own,
      ),
    );
    for (const script of SCRIPTS) {
      const own = points.filter((c) => inScript(pkg, script, c));
      const source = readFileSync(fullFontFile(pkg, script));
      const font = await subsetFont(source, String.fromCodePoint(...own), {
        targetFormat: 'woff2',
        variationAxes: { wght: WEIGHT_RANGE },
      });
      bytes += font.length;
      const file = subsetFileName(pkg, script);
      writeFileSync(path.join(outDir, file), font);
      ranges[file] = unicodeRange(own);
    }
  }
  const css = `/* Generated by src/gatsby/fonts/subsetFonts.ts from data/ and locales/: do not edit. */\n${rules.join('\n')}`;
  writeFileSync(path.join(outDir, 'fallbacks.css'), css);
  writeFileSync(path.join(outDir, 'subsets.json'), `${JSON.stringify(ranges, null, 2)}\n`);
  return { css, ranges, bytes };
}

/** Writes the subsets before Gatsby's webpack reads src/theme/webFonts.ts (called from onPreBootstrap). */
export async function subsetFonts(reporter: { info(message: string): void }): Promise<void> {
  const { bytes } = await writeFontSubsets();
  reporter.info(
    `fonts: ${FAMILIES.length * SCRIPTS.length} subset files, ${(bytes / 1024).toFixed(1)} KiB, in ${path.relative(ROOT, OUTPUT_DIR)}/`,
  );
}
