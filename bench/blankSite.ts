/**
 * The JavaScript floor: a blank one-page Gatsby 5 site with the project's own
 * gatsby/react/react-dom (its node_modules is a symlink to ours), built into
 * the git-ignored bench/blank-site/.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const PROJECT = JSON.parse(readFileSync(path.resolve(__dirname, '../package.json'), 'utf8')) as {
  dependencies: Record<string, string>;
};
const VERSIONS = Object.fromEntries(['gatsby', 'react', 'react-dom'].map((name) => [name, PROJECT.dependencies[name]]));

export const BLANK_DIR = path.resolve(__dirname, 'blank-site');

const FILES: Record<string, string> = {
  // The same versions as the project (Gatsby reads `gatsby` from the dependencies).
  'package.json': JSON.stringify({ name: 'blank-gatsby-floor', private: true, dependencies: VERSIONS }, null, 2),
  'gatsby-config.js': 'module.exports = { trailingSlash: "never" };\n',
  'src/pages/index.js': [
    "import * as React from 'react';",
    'export default function Index() {',
    '  return <main><h1>Blank</h1><p>The smallest Gatsby page.</p></main>;',
    '}',
    'export const Head = () => <><html lang="en" /><title>Blank</title><meta name="description" content="Blank Gatsby page" /></>;',
    '',
  ].join('\n'),
};

/** Builds the blank site (unless built already) and returns its public/ folder. */
export function buildBlankSite(projectRoot: string): string {
  const publicDir = path.join(BLANK_DIR, 'public');
  if (existsSync(path.join(publicDir, 'index.html')) && !process.argv.includes('--rebuild')) return publicDir;
  rmSync(BLANK_DIR, { recursive: true, force: true });
  for (const [file, text] of Object.entries(FILES)) {
    mkdirSync(path.dirname(path.join(BLANK_DIR, file)), { recursive: true });
    writeFileSync(path.join(BLANK_DIR, file), text);
  }
  symlinkSync(path.join(projectRoot, 'node_modules'), path.join(BLANK_DIR, 'node_modules'), 'dir');
  execFileSync(path.join(projectRoot, 'node_modules/.bin/gatsby'), ['build'], {
    cwd: BLANK_DIR,
    stdio: 'inherit',
    env: { ...process.env, GATSBY_TELEMETRY_DISABLED: '1' },
  });
  return publicDir;
}
