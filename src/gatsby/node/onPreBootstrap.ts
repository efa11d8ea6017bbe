import type { GatsbyNode } from 'gatsby';
import { describeProblems } from '../../schema/contentCheck';
import { checkContentDir } from '../../schema/contentFiles';
import { writeLetterAdvances } from '../fonts/letterAdvances';
import { subsetFonts } from '../fonts/subsetFonts';

/**
 * Checks every file in `data/` before Gatsby sources anything, and fails the
 * build once with all the problems of all files (N broken files must not
 * take N builds). `npm run check:content` runs the same
 * checkContentDir without a build. Gatsby runs from the project root, which
 * is the folder holding `data/` (gatsby-config reads it from there too).
 * Returns whether the content is sound.
 */
export function checkContentOnBuild(reporter: { panicOnBuild(message: string): unknown }): boolean {
  const { problems } = checkContentDir(process.cwd());
  if (problems.length > 0) reporter.panicOnBuild(describeProblems(problems));
  return problems.length === 0;
}

/**
 * The content check first (fast, fails early), then the font subsets cut from that content and the landing's
 * letter widths measured on it (docs/decisions/0003-fonts-after-first-paint.md).
 */
export const onPreBootstrap: GatsbyNode['onPreBootstrap'] = async ({ reporter }) => {
  if (!checkContentOnBuild(reporter)) return;
  await subsetFonts(reporter);
  await writeLetterAdvances();
};
