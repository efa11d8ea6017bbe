import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { checkContentOnBuild } from '../../../../src/gatsby/node/onPreBootstrap';

export const REPO_ROOT = path.resolve(__dirname, '../../../..');
const FIXTURES = path.resolve(__dirname, '../fixtures');

/** The text of a broken fixture file in __tests__/unit/content/fixtures/. */
export const fixture = (name: string): string => fs.readFileSync(path.join(FIXTURES, name), 'utf8');

/**
 * A throwaway project folder holding a copy of the real data/ and locales/
 * with some files replaced (text, or bytes) or removed (null), keyed by their path
 * inside data/ (or from the project root for `locales/...`).
 */
export function projectWith(changes: Record<string, string | Uint8Array | null>): string {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'content-check-'));
  for (const dir of ['data', 'locales']) fs.cpSync(path.join(REPO_ROOT, dir), path.join(root, dir), { recursive: true });
  for (const [relativePath, text] of Object.entries(changes)) {
    const target = relativePath.startsWith('locales/') ? path.join(root, relativePath) : path.join(root, 'data', relativePath);
    if (text === null) fs.rmSync(target);
    else {
      fs.mkdirSync(path.dirname(target), { recursive: true });
      fs.writeFileSync(target, text);
    }
  }
  return root;
}

export const removeProject = (root: string): void => fs.rmSync(root, { recursive: true, force: true });

/** The build's check (what gatsby-node's onPreBootstrap runs first) in `root`, as Gatsby runs it: its panics, line by line. */
export function buildPanics(root: string): string[][] {
  const panics: string[] = [];
  const cwd = process.cwd();
  process.chdir(root);
  try {
    checkContentOnBuild({ panicOnBuild: (message: string) => panics.push(message) });
  } finally {
    process.chdir(cwd);
  }
  return panics.map((message) => message.split('\n'));
}
