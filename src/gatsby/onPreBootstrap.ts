import type { GatsbyNode } from 'gatsby';
import { checkContentDir, describeProblems } from '../schema/contentCheck';

/**
 * Checks every file in `data/` before Gatsby sources anything, and fails the
 * build once with all the problems of all files (issue 12, item 11: N broken
 * files must not take N builds). `npm run check:content` runs the same
 * checkContentDir without a build. Gatsby runs from the project root, which
 * is the folder holding `data/` (gatsby-config reads it from there too).
 */
export const onPreBootstrap: GatsbyNode['onPreBootstrap'] = ({ reporter }) => {
  const { problems } = checkContentDir(process.cwd());
  if (problems.length > 0) reporter.panicOnBuild(describeProblems(problems));
};
