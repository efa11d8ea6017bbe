/**
 * @jest-environment node
 *
 * Editors change the site's copy in the CMS; the tests must not be what stops them. A copy of data/ with every text
 * field of every page changed, in both languages, and one more item in every list (__tests__/unit/support/
 * editedContent.ts) is valid content, and every unit test that reads data/ passes against it: the tests take the
 * copy and the counts from the data instead of restating them.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { globSync } from 'tinyglobby';
import type { PageKey } from '../../../src/config/routes';
import { checkDataFile } from '../../../src/gatsby/node/onCreateNode';
import { pageFields } from '../../../src/schema/pageSchemas';
import type { Field } from '../../../src/schema/schema';
import { writeEditedContent } from '../support/editedContent';

const ROOT = path.join(__dirname, '../../..');
const UNIT = path.join(ROOT, '__tests__/unit');

let dir: string;
beforeAll(() => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'edited-content-'));
  writeEditedContent(ROOT, dir);
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const pages = () =>
  ['ru', 'en'].flatMap((lang) =>
    readdirSync(path.join(ROOT, 'data', lang)).map((file) => ({
      file: `${lang}/${file}`,
      page: file.replace(/\.json$/, '') as PageKey,
      shipped: JSON.parse(readFileSync(path.join(ROOT, 'data', lang, file), 'utf8')) as unknown,
      edited: JSON.parse(readFileSync(path.join(dir, lang, file), 'utf8')) as unknown,
    })),
  );

/** Texts that are the same in both versions, and lists that did not grow, by field path. */
function unedited(shipped: unknown, edited: unknown, field: Field, at: string): string[] {
  if (shipped === undefined || shipped === null) return [];
  if (field.kind === 'string') return field.format !== undefined || 'fixed' in field || shipped !== edited ? [] : [at];
  if (field.kind === 'object') {
    return Object.entries(field.fields).flatMap(([name, f]) =>
      unedited((shipped as Record<string, unknown>)[name], (edited as Record<string, unknown>)[name], f, at ? `${at}.${name}` : name),
    );
  }
  if (field.kind === 'list') {
    const [a, b] = [shipped as unknown[], edited as unknown[]];
    const grew = b.length === Math.min(a.length + 1, field.maxItems) ? [] : [`${at} (${a.length} -> ${b.length} items)`];
    return [...grew, ...a.flatMap((item, i) => unedited(item, b[i], field.of, `${at}[${i}]`))];
  }
  return [];
}

test('the edited copy changes every text and adds an item to every list, and the build accepts it', () => {
  for (const { file, page, shipped, edited } of pages()) {
    expect([file, unedited(shipped, edited, { kind: 'object', fields: pageFields(page) }, '')]).toEqual([file, []]);
    expect([file, checkDataFile(file, edited as Record<string, unknown>)]).toEqual([file, []]);
  }
});

/** The unit test files that read data/: they import a data file, or the shipped content through support/content.ts. */
function testsReadingContent(): string[] {
  return globSync('**/*.test.{ts,tsx}', { cwd: UNIT, absolute: true })
    .filter((file) => path.resolve(file) !== __filename)
    .filter((file) => /data\/(ru|en)\/|data\/\$\{|support\/content'/.test(readFileSync(file, 'utf8')));
}

test('every unit test that reads data/ passes against the edited copy', () => {
  const files = testsReadingContent();
  expect(files.length).toBeGreaterThan(10);
  const run = spawnSync(
    process.execPath,
    [require.resolve('jest/bin/jest'), '--selectProjects', 'unit', 'unit-cms', '--runTestsByPath', ...files],
    {
      cwd: ROOT,
      env: { ...process.env, TEST_CONTENT_DIR: dir, CI: 'true' },
      encoding: 'utf8',
      maxBuffer: 64 * 1024 * 1024,
    },
  );
  const failed = [...new Set([...run.stderr.matchAll(/^FAIL (?:unit(?:-cms)? )?(\S+)/gm)].map((m) => m[1]))];
  // On failure, jest's own report names each test that restates the data.
  if (run.status !== 0) console.error(run.stderr.slice(-20_000));
  expect(failed).toEqual([]);
  expect(run.status).toBe(0);
  expect(run.stderr).toMatch(new RegExp(`Test Suites: ${files.length} passed`));
}, 600_000);
