import { existsSync, statSync } from 'node:fs';
import path from 'node:path';
import { globSync } from 'tinyglobby';
import { ADVANCES_FILE, writeLetterAdvances } from '../../../src/gatsby/fonts/letterAdvances';
import { OUTPUT_DIR, writeFontSubsets } from '../../../src/gatsby/fonts/subsetFonts';

const ROOT = path.resolve(__dirname, '../../..');

/**
 * The views import what the build's font step writes into src/theme/fonts/ (git-ignored): the subsets' ranges
 * (webFonts.ts) and the landing's letter widths (FallingText.tsx), both read from the content. A fresh clone has none
 * until its first build, and an edit of data/ or locales/ since the last one leaves them behind the text: the unit
 * tests then write them with that same step (onPreBootstrap.ts; a few seconds), and never need a build.
 */
export default async function globalSetup(): Promise<void> {
  const imported = ['subsets.json', ADVANCES_FILE].map((file) => path.join(OUTPUT_DIR, file));
  const content = globSync(['data/**/*.json', 'locales/**/*.json'], { cwd: ROOT, absolute: true });
  const newestContent = Math.max(...content.map((file) => statSync(file).mtimeMs));
  if (imported.every((file) => existsSync(file) && statSync(file).mtimeMs >= newestContent)) return;
  await writeFontSubsets();
  await writeLetterAdvances();
}
