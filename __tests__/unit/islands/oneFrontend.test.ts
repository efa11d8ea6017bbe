/** @jest-environment node */
/**
 * One frontend (docs/decisions/0001-react-only-in-islands.md): what runs in the browser is React, in islands
 * (src/islands/). No code in src/ builds the page's DOM by hand or ships code kept in a string; the inline scripts src/
 * writes are data blocks (JSON, JSON-LD, speculation rules): what runs inline (the islands' page script, the web-font
 * loader) is a TypeScript module that the build bundles and puts in place (src/gatsby/bundle.ts).
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { globSync } from 'tinyglobby';

const SRC = path.resolve(__dirname, '../../../src');

const files = globSync('**/*.{ts,tsx}', { cwd: SRC, ignore: ['**/*.d.ts'] }).map((file) => ({
  file,
  text: readFileSync(path.join(SRC, file), 'utf8'),
}));

/** Every place in src/ matching `pattern`, as "file: the line". */
const findings = (pattern: RegExp, skip: readonly string[] = []) =>
  files
    .filter(({ file }) => !skip.includes(file))
    .flatMap(({ file, text }) =>
      text
        .split('\n')
        .filter((line) => pattern.test(line))
        .map((line) => `${file}: ${line.trim()}`),
    );

test('src/ has its source files (the scan below would pass on nothing)', () => {
  expect(files.length).toBeGreaterThan(50);
  expect(files.some(({ file }) => file === 'islands/client.ts')).toBe(true);
});

test('no hand-written DOM construction: elements come from React', () => {
  expect(
    findings(
      /document\.createElement|createElementNS|insertAdjacentHTML|\.innerHTML\s*=|\.outerHTML\s*=|\.appendChild\(|\.insertBefore\(|\.replaceChildren\(/,
    ),
  ).toEqual([]);
});

test('no code kept in strings: no Function constructor, eval or function source text', () => {
  expect(findings(/new Function\(|\beval\(|\.toString\(\)\}?\)?\(|Function\.prototype\.toString/)).toEqual([]);
});

test('every inline <script> src/ writes is a data block', () => {
  const scripts = files.flatMap(({ file, text }) =>
    [...text.matchAll(/<script\b[^>]*dangerouslySetInnerHTML/g)].map((match) => ({ file, tag: match[0] })),
  );
  expect(scripts.length).toBeGreaterThanOrEqual(3);
  expect(scripts.filter(({ tag }) => !/type="(application\/json|application\/ld\+json|speculationrules)"/.test(tag))).toEqual([]);
});
