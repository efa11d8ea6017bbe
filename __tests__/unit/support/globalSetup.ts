import { existsSync } from 'node:fs';
import path from 'node:path';
import { ADVANCES_FILE, writeLetterAdvances } from '../../../src/gatsby/fonts/letterAdvances';
import { OUTPUT_DIR, writeFontSubsets } from '../../../src/gatsby/fonts/subsetFonts';

/**
 * The views import what the build's font step writes into src/theme/fonts/ (git-ignored): the subsets' ranges
 * (webFonts.ts) and the landing's letter widths (FallingText.tsx). A fresh clone has none until its first build, so
 * the unit tests write them with that same step (onPreBootstrap.ts; a few seconds) when one is missing, and never
 * need a build.
 */
export default async function globalSetup(): Promise<void> {
  const imported = ['subsets.json', ADVANCES_FILE].map((file) => path.join(OUTPUT_DIR, file));
  if (imported.every((file) => existsSync(file))) return;
  await writeFontSubsets();
  await writeLetterAdvances();
}
