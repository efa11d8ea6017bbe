/** @jest-environment node */
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { PAGE_FIELDS } from '../../../src/schema/pageSchemas';
import { checkDataText, formatProblem } from '../../../src/schema/contentCheck';
import { checkContentDir } from '../../../src/schema/contentFiles';
import { type Field, type Fields, hrefProblem } from '../../../src/schema/schema';
import { deeplyNested, escapedLoneSurrogate, escapedNul, fiveMegabyteDescription, rawFfByte } from './support/hostile';
import { buildPanics, fixture, projectWith, removeProject, REPO_ROOT } from './support/project';

/** The build's check: what gatsby-node's onPreBootstrap runs first, from the project folder as Gatsby runs it. */
function buildCheck(root: string): string[] {
  const panics = buildPanics(root);
  expect(panics.length).toBeLessThanOrEqual(1); // one report for the whole run, not one per file
  return panics.flat();
}

/** `npm run check:content -- <root>`, as an editor or CI runs it (tsx straight away: npm adds its own noise). */
function checkContentCli(root: string) {
  const run = spawnSync(path.join(REPO_ROOT, 'node_modules/.bin/tsx'), ['scripts/check-content.ts', root], {
    cwd: REPO_ROOT,
    encoding: 'utf8',
  });
  return { status: run.status, lines: `${run.stdout}${run.stderr}`.split('\n').filter(Boolean) };
}

describe('npm run check:content and the build report the same problems, all at once', () => {
  test('five broken files and a missing one: one run names every one, and both report the same lines', () => {
    const root = projectWith({
      'en/blog.json': fixture('list-of-pages.json'),
      'ru/blog.json': fixture('trailing-comma.json'),
      'en/contacts.json': fixture('javascript-href.json'),
      'ru/portfolio.json': fixture('id-key.json'),
      'en/landing.json': fixture('string.json'),
      'ru/team.json': null,
    });
    try {
      const build = buildCheck(root);
      const cli = checkContentCli(root);
      const broken = [
        'data/en/blog.json',
        'data/ru/blog.json',
        'data/en/contacts.json',
        'data/ru/portfolio.json',
        'data/en/landing.json',
        'data/ru/team.json',
      ];

      expect(build[0]).toBe('Invalid content: 6 problems in 6 files (check without a build: npm run check:content)');
      for (const file of broken) expect(build.filter((line) => line.trimStart().startsWith(`${file}:`))).toHaveLength(1);
      expect(build).toContain('  data/ru/team.json: the file is missing (every page needs one per language)');
      expect(build).toContain(
        '  data/ru/portfolio.json: unknown page "portfolio"; a data file must be named after a page: landing, scripts, production, product-placement, events, contacts, casting, team, about, cases, kremlin, blog, thanks, privacy',
      );

      expect(cli.status).toBe(1);
      // The same report, word for word, then how many files were read.
      expect(cli.lines.slice(0, -1)).toEqual(build);
      // How long it took is the bench's to measure (npm run bench:content), not a test's.
      expect(cli.lines.at(-1)).toMatch(/^\(30 files checked in \d+ ms\)$/);
    } finally {
      removeProject(root);
    }
  });

  test('the shipped data/ passes both', () => {
    expect(buildCheck(REPO_ROOT)).toEqual([]);
    const { files, problems } = checkContentDir(REPO_ROOT);
    expect(problems).toEqual([]);
    // product §2's 12 pages and the application form's thank-you and privacy pages, in two languages, and the two
    // languages' UI strings (locales/{ru,en}/common.json).
    expect(files).toHaveLength(30);
  });
});

describe('what content may cost: npm run check:content and the build refuse it alike', () => {
  test('a 5 MB description, an escaped NUL and a file 4 000 levels deep: each refused with its file, line, column and field', () => {
    const root = projectWith({
      'ru/blog.json': fiveMegabyteDescription(),
      'en/contacts.json': escapedNul(),
      'en/blog.json': deeplyNested(),
    });
    try {
      const build = buildCheck(root);
      const cli = checkContentCli(root);
      expect(build[0]).toBe('Invalid content: 3 problems in 3 files (check without a build: npm run check:content)');
      expect(build.slice(1)).toEqual([
        // The lead's first bracket is at 5:11 and opens level 2 (the file's object is level 1): its 32nd opens level 33.
        `  data/en/blog.json:5:${11 + 31}: field "lead${'[0]'.repeat(31)}" opens level 33 of objects and lists inside one another; content nests at most 32 levels`,
        // Line 4 is `  "heading": "Con\u0000tacts",`: the escape starts at column 18.
        '  data/en/contacts.json:4:18: field "heading" must not hold a control character, found U+0000',
        expect.stringMatching(
          /^ {2}data\/ru\/blog\.json:3:\d{5,}: field "description" takes the file past 256 KB \(262144 bytes\), the most a content file may hold: it has 52\d{5} bytes$/,
        ),
      ]);
      expect(cli.status).toBe(1);
      expect(cli.lines.slice(0, -1)).toEqual(build);
    } finally {
      removeProject(root);
    }
  });
});

describe('a character the page cannot show as written: npm run check:content and the build refuse it alike', () => {
  test('a raw 0xFF byte (it became U+FFFD) and an escaped lone surrogate, in a page and in the UI strings', () => {
    // The skip link of the Russian UI strings, with a byte of Windows-1251 ("я") at its start.
    const [before, after] = readFileSync(path.join(REPO_ROOT, 'locales/ru/common.json'), 'utf8').split(/(?<="skipLink": ")/) as [
      string,
      string,
    ];
    const line = before.split('\n').length;
    const column = before.length - before.lastIndexOf('\n');
    const root = projectWith({
      'en/contacts.json': rawFfByte(),
      'en/blog.json': escapedLoneSurrogate(),
      'locales/ru/common.json': Buffer.concat([Buffer.from(before), Buffer.from([0xff]), Buffer.from(after)]),
    });
    try {
      const build = buildCheck(root);
      const cli = checkContentCli(root);
      expect(build).toEqual([
        'Invalid content: 3 problems in 3 files (check without a build: npm run check:content)',
        // Line 4 is `  "heading": "Bl\ud800og",`: the escape starts at column 17.
        '  data/en/blog.json:4:17: field "heading" must not hold half of a character (a lone surrogate, U+D800)',
        // Line 4 is `  "heading": "Con<0xFF>tacts",`: the byte is at column 18.
        '  data/en/contacts.json:4:18: field "heading" holds bytes that are not UTF-8 (0xFF); save the file as UTF-8',
        `  locales/ru/common.json:${line}:${column}: field "skipLink" holds bytes that are not UTF-8 (0xFF); save the file as UTF-8`,
      ]);
      expect(cli.status).toBe(1);
      expect(cli.lines.slice(0, -1)).toEqual(build);
    } finally {
      removeProject(root);
    }
  });
});

describe('JSON syntax errors give the line, the column and the reason', () => {
  const at = (text: string) => checkDataText('ru/blog.json', text).map(formatProblem);
  test.each([
    [
      'a trailing comma in a list',
      '{\n  "title": ["a",\n  ]\n}',
      'data/ru/blog.json:2:16: trailing comma: JSON allows no comma after the last item',
    ],
    [
      'a missing comma',
      '{\n  "title": "x"\n  "heading": "y"\n}',
      'data/ru/blog.json:3:3: a comma is expected before this item (found "\\"heading\\"")',
    ],
    ['a comment', '{\n  // draft\n  "title": "x"\n}', 'data/ru/blog.json:2:3: JSON allows no comments (found "// draft")'],
    ['single quotes', "{\n  'title': 'x'\n}", 'data/ru/blog.json:2:3: unexpected character (found "\'title\'")'],
    ['an unclosed string', '{\n  "title": "x\n}', 'data/ru/blog.json:2:12: the text is not closed with a double quote (") (found "\\"x")'],
    ['a missing closing brace', '{\n  "title": "x"\n', 'data/ru/blog.json:3:1: a closing } is expected'],
    ['an empty file', '\n', 'data/ru/blog.json:1:1: the file is empty; it must hold one JSON object'],
    ['a byte order mark', '\uFEFF{}', 'data/ru/blog.json:1:1: the file starts with a byte order mark; save it as UTF-8 without BOM'],
  ])('%s', (_what, text, expected) => {
    expect(at(text)).toEqual([expected]);
  });

  test('a field given twice is reported (JSON.parse would silently keep the last)', () => {
    const text = `${fixture('id-key.json').replace('"id": "blog",', '"lead": "First",')}`;
    expect(at(text)).toEqual(['data/ru/blog.json:6:3: field "lead" is given twice (first on line 2); only one is kept']);
  });

  test('schema problems point at the field', () => {
    const text = fixture('trailing-comma.json').replace('"lead": "The studio journal.",', '"lead": 7');
    expect(at(text)).toEqual(['data/ru/blog.json:5:3: field "lead" must be a string, found number 7']);
  });
});

describe('links in data files', () => {
  test.each([
    'javascript:alert(1)',
    'JavaScript:alert(1)',
    'java\tscript:alert(1)',
    '\u0001javascript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'vbscript:msgbox(1)',
    '//evil.example/x',
    '/\\evil.example/x',
    '/\t/evil.example/x',
    'videos/tour.mp4',
    ' https://kadr.studio',
    'https://',
  ])('%j is refused', (href) => {
    expect(hrefProblem(href)).toBeDefined();
  });

  test.each([
    'https://kadr.studio',
    'http://kadr.studio/x?y=1',
    'mailto:hello@kadr.studio',
    'tel:+74951204567',
    '/videos/tour.mp4',
    '/en/contacts',
  ])('%j is accepted', (href) => {
    expect(hrefProblem(href)).toBeUndefined();
  });

  test("every link-like field of every page is checked as a link (a page's link, or a video file's)", () => {
    const unchecked: string[] = [];
    const walk = (fields: Fields, prefix: string) => {
      for (const [name, field] of Object.entries(fields)) {
        let inner: Field = field;
        while (inner.kind === 'list') inner = inner.of;
        if (inner.kind === 'object') walk(inner.fields, `${prefix}${name}.`);
        else if (/^(href|.*Url)$/.test(name) && !(inner.kind === 'string' && inner.format !== undefined))
          unchecked.push(`${prefix}${name}`);
      }
    };
    for (const [page, fields] of Object.entries(PAGE_FIELDS)) walk(fields, `${page}: `);
    expect(unchecked).toEqual([]);
  });
});
