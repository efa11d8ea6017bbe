/**
 * `npm run check:content [-- <project folder>]`: checks every file in data/
 * and the UI strings in locales/ without a build, exactly as the build does
 * (src/gatsby/node/onPreBootstrap.ts calls the same checkContentDir), and exits 1
 * naming every broken file.
 */
import path from 'node:path';
import { describeProblems } from '../src/schema/contentCheck';
import { checkContentDir } from '../src/schema/contentFiles';

const root = path.resolve(process.argv[2] ?? process.cwd());
const started = performance.now();
const { files, problems } = checkContentDir(root);
const took = `${Math.round(performance.now() - started)} ms`;
if (problems.length > 0) {
  console.error(describeProblems(problems));
  console.error(`(${files.length} files checked in ${took})`);
  process.exitCode = 1;
} else {
  console.log(`Content OK: ${files.length} files checked in ${took}`);
}
