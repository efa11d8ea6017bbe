/** @jest-environment node */
/**
 * The limits each kind of field carries (src/schema/schema.ts
 * CONTENT_LIMITS), as the content check applies them to a data file's text:
 * the most an editor may write is accepted, one more is refused with the file,
 * line, column and field.
 */
import fs from 'node:fs';
import path from 'node:path';
import { checkDataText, decodeContentFile, formatProblem } from '../../../src/schema/contentCheck';
import { PAGE_FIELDS } from '../../../src/schema/pageSchemas';
import { CONTENT_LIMITS, CONTROL_CHARACTER_CLASS, type Field, type Fields, t, validate } from '../../../src/schema/schema';
import { deeplyNested } from './support/hostile';
import { REPO_ROOT } from './support/project';

const shipped = (relativePath: string) => fs.readFileSync(path.join(REPO_ROOT, 'data', relativePath), 'utf8');

/** data/en/blog.json's fields with `lead` set to `value`, as the JSON text an editor would save. */
const blogWithLead = (lead: unknown) =>
  `{\n  "title": "Blog",\n  "description": "News.",\n  "heading": "Blog",\n  "lead": ${JSON.stringify(lead)}\n}\n`;
const check = (text: string, relativePath = 'en/blog.json') => checkDataText(relativePath, text).map(formatProblem);

describe('each kind of text has a maximum length', () => {
  test.each([
    ['a title', t.string(), 'a', CONTENT_LIMITS.lineLength],
    ['a paragraph', t.text(), 'a', CONTENT_LIMITS.paragraphLength],
    ['a link', t.href(), '/', CONTENT_LIMITS.linkLength],
  ])('%s: its limit is accepted, one character more is refused', (_kind, field, start, limit) => {
    const fields: Fields = { value: field };
    const atLimit = `${start}${'a'.repeat(limit - 1)}`;
    expect(validate({ value: atLimit }, fields)).toEqual([]);
    expect(validate({ value: `${atLimit}a` }, fields)).toEqual([
      `field "value" must be at most ${limit} characters long, found ${limit + 1}`,
    ]);
  });

  test('a paragraph field of a data file, one character too long, is refused at the field', () => {
    const text = blogWithLead('a'.repeat(CONTENT_LIMITS.paragraphLength + 1));
    expect(check(text)).toEqual([`data/en/blog.json:5:3: field "lead" must be at most 3000 characters long, found 3001`]);
    expect(check(blogWithLead('a'.repeat(CONTENT_LIMITS.paragraphLength)))).toEqual([]);
  });

  test('a text of the wrong type is quoted by its start, not whole', () => {
    const [message] = validate({ value: 'б'.repeat(1_000_000) }, { value: t.int() });
    expect(message).toBe(`field "value" must be a whole number, found string "${'б'.repeat(60)}"... (1000000 characters)`);
  });
});

describe('a list has a maximum number of items', () => {
  const fields: Fields = { items: t.list(t.object({ name: t.string() }), { minItems: 1 }) };
  const items = (n: number, name = 'Имя') => Array.from({ length: n }, () => ({ name }));

  test(`${CONTENT_LIMITS.listItems} items are accepted, one more is refused once (not item by item)`, () => {
    expect(validate({ items: items(CONTENT_LIMITS.listItems) }, fields)).toEqual([]);
    expect(validate({ items: items(100_000, '') }, fields)).toEqual(['field "items" must have at most 100 items, found 100000']);
  });

  test('in a data file, at the list', () => {
    const cases = JSON.parse(shipped('en/cases.json')) as { partners: Array<{ name: string; category: string }> };
    cases.partners = Array.from({ length: 101 }, (_, i) => ({ name: `Partner ${i}`, category: 'Brand' }));
    const text = JSON.stringify(cases, null, 2);
    const line = text.split('\n').findIndex((row) => row.startsWith('  "partners"')) + 1;
    expect(check(text, 'en/cases.json')).toEqual([`data/en/cases.json:${line}:3: field "partners" must have at most 100 items, found 101`]);
  });
});

describe('no text holds a control character (NUL and the other C0 characters but tab and line feed)', () => {
  const controls = Array.from({ length: 32 }, (_, code) => code).filter((code) => code !== 0x09 && code !== 0x0a);

  test.each(controls.map((code) => [code.toString(16).padStart(4, '0').toUpperCase(), code]))(
    'U+%s, written as a \\u escape, is refused at the escape',
    (hex, code) => {
      const text = blogWithLead(`Журнал${String.fromCharCode(code)}студии`);
      // JSON.stringify writes \b \f \n \r \t as two-character escapes and the others as \u00XX: both are found.
      expect(text).not.toMatch(new RegExp(`[${CONTROL_CHARACTER_CLASS}]`));
      // `  "lead": "Журнал` is 17 characters: the escape starts at column 18.
      expect(check(text)).toEqual([`data/en/blog.json:5:18: field "lead" must not hold a control character, found U+${hex}`]);
    },
  );

  test('a control character a blank check would take for a space (vertical tab, form feed) is refused in an optional text too', () => {
    const fields: Fields = { lead: t.optional(t.text()) };
    expect(validate({ lead: '\u000b' }, fields)).toEqual(['field "lead" must not hold a control character, found U+000B']);
    expect(validate({ lead: ' \u000c ' }, fields)).toEqual(['field "lead" must not hold a control character, found U+000C']);
    expect(validate({ lead: '  ' }, fields)).toEqual([]);
  });

  test('a tab and a line break are text', () => {
    expect(check(blogWithLead('Журнал\tстудии\nс первых рук'))).toEqual([]);
  });

  test('the escape is found after other escapes and astral characters', () => {
    const text = blogWithLead('Кадр \u00ab\u2014\u00bb 🎬 \\ "" \u0007');
    expect(text).toContain('"lead": "Кадр «—» 🎬 \\\\ \\"\\" \\u0007"');
    // The value starts at column 12; before the \u0007: `Кадр «—» ` (9), the emoji (2 UTF-16 units), ` \\ \"\" ` (9).
    expect(check(text)).toEqual(['data/en/blog.json:5:32: field "lead" must not hold a control character, found U+0007']);
  });

  test('in every kind of text, a list item too, by its path', () => {
    const fields: Fields = { links: t.list(t.object({ label: t.string(), href: t.href() })), intro: t.list(t.text()) };
    expect(validate({ links: [{ label: 'Telegram', href: '/\u0000x' }], intro: ['A', '\u001fB'] }, fields)).toEqual([
      'field "links[0].href" must not hold a control character, found U+0000',
      'field "intro[1]" must not hold a control character, found U+001F',
    ]);
  });

  test('a control character in a field name is shown as its escape, never printed', () => {
    expect(check(blogWithLead('The journal.').replace('"heading"', '"head\\u0000ing"'))).toEqual([
      'data/en/blog.json:1:1: field "heading" is missing',
      'data/en/blog.json:4:3: field "head\\u0000ing" is not a known field (expected one of: title, description, heading, lead)',
    ]);
  });
});

describe('nesting is limited, and checked without recursion', () => {
  /** How deep the schema itself nests objects and lists, the file's own object being level 1. */
  function schemaDepth(field: Field): number {
    if (field.kind === 'list') return 1 + schemaDepth(field.of);
    if (field.kind === 'object') return 1 + Math.max(0, ...Object.values(field.fields).map(schemaDepth));
    return 0;
  }

  test('the limit is beyond anything a page schema allows, so it never refuses a valid file', () => {
    const deepest = Math.max(...Object.values(PAGE_FIELDS).map((fields) => schemaDepth(t.object(fields))));
    expect(deepest).toBe(6);
    expect(CONTENT_LIMITS.depth).toBeGreaterThan(deepest * 4);
  });

  test(`${CONTENT_LIMITS.depth} levels are left to the schema check; one more is refused at the bracket that opens it`, () => {
    // The file's object is level 1 and the lead's first bracket level 2.
    expect(check(deeplyNested(CONTENT_LIMITS.depth - 1))).toEqual([`data/en/blog.json:5:3: field "lead" must be a string, found a list`]);
    expect(check(deeplyNested(CONTENT_LIMITS.depth))).toEqual([
      `data/en/blog.json:5:${11 + 31}: field "lead${'[0]'.repeat(31)}" opens level 33 of objects and lists inside one another; content nests at most 32 levels`,
    ]);
  });

  test.each([4_000, 100_000])('a file %i levels deep is refused, not a stack overflow', (depth) => {
    expect(check(deeplyNested(depth))).toEqual([
      expect.stringMatching(/^data\/en\/blog\.json:5:42: field "lead(\[0\]){31}" opens level 33 /),
    ]);
  });

  test('a file a million levels deep (2 MB) is refused for both, its field named where it nests too deep', () => {
    expect(check(deeplyNested(1_000_000))).toEqual([
      expect.stringMatching(/^data\/en\/blog\.json:5:42: field "lead(\[0\]){31}" opens level 33 /),
      expect.stringMatching(
        /^data\/en\/blog\.json:5:\d+: the file is larger than 256 KB \(262144 bytes\), the most a content file may hold: it has 2000\d{3} bytes$/,
      ),
    ]);
  });

  test('objects count as levels too, and the path names their keys', () => {
    const text = `{"title": "x", "lead": ${'{"a": '.repeat(40)}1${'}'.repeat(40)}}`;
    // The lead's first brace is at column 24 and opens level 2; each `{"a": ` is 6 characters.
    expect(check(text)).toEqual([
      `data/en/blog.json:1:${24 + 6 * 31}: field "lead${'.a'.repeat(31)}" opens level 33 of objects and lists inside one another; content nests at most 32 levels`,
    ]);
  });
});

describe('a data file has a maximum size', () => {
  /** A valid blog file of exactly `bytes` bytes, its lead padded with Cyrillic (2 bytes a letter) and one space. */
  function blogOfSize(bytes: number): string {
    const base = blogWithLead('');
    const padding = bytes - Buffer.byteLength(base);
    return blogWithLead(`${'ж'.repeat(Math.floor(padding / 2))}${padding % 2 ? ' ' : ''}`);
  }

  test('a file of exactly the limit is read (and its long lead refused as a paragraph); one byte more is refused as a file', () => {
    const atLimit = blogOfSize(CONTENT_LIMITS.fileBytes);
    expect(Buffer.byteLength(atLimit)).toBe(262_144);
    expect(check(atLimit)).toEqual([expect.stringMatching(/^data\/en\/blog\.json:5:3: field "lead" must be at most 3000 characters long/)]);
    // The 262 145th byte is the final line break: past the lead, in no field.
    expect(check(blogOfSize(CONTENT_LIMITS.fileBytes + 1))).toEqual([
      'data/en/blog.json:6:2: the file is larger than 256 KB (262144 bytes), the most a content file may hold: it has 262145 bytes',
    ]);
    // Here the lead passes the limit, 1 000 bytes before the file's end.
    expect(check(blogOfSize(CONTENT_LIMITS.fileBytes + 1000))).toEqual([
      expect.stringMatching(
        /^data\/en\/blog\.json:5:\d+: field "lead" takes the file past 256 KB \(262144 bytes\), the most a content file may hold: it has 263144 bytes$/,
      ),
    ]);
  });

  test('the place of a file is still checked first', () => {
    expect(check(blogOfSize(CONTENT_LIMITS.fileBytes + 1), 'en/portfolio.json')).toEqual([
      expect.stringMatching(/^data\/en\/portfolio\.json: unknown page "portfolio"/),
    ]);
  });
});

describe('a file is UTF-8: the first bytes that are not are refused at their place, with their field', () => {
  const bytes = (...parts: Array<string | number[]>) => Buffer.concat(parts.map((part) => Buffer.from(part as string)));
  const decode = (file: Buffer) => {
    const read = decodeContentFile('data/en/blog.json', file);
    return 'problem' in read ? formatProblem(read.problem) : read.text;
  };

  test.each([
    [
      'a byte no UTF-8 text holds',
      bytes('{\n  "lead": "Жур', [0xff], 'нал"\n}'),
      'data/en/blog.json:2:15: field "lead" holds bytes that are not UTF-8 (0xFF)',
    ],
    [
      'a character broken by the byte after it',
      bytes('{\n  "lead": "Ж', [0xd0, 0x28], '"\n}'),
      'data/en/blog.json:2:13: field "lead" holds bytes that are not UTF-8 (0xD0 0x28)',
    ],
    [
      'a file cut inside a character',
      bytes('{\n  "lead": "Ж', [0xd0]),
      'data/en/blog.json:2:13: field "lead" holds bytes that are not UTF-8 (0xD0)',
    ],
    [
      'a file in Windows-1251',
      bytes([0x7b, 0x22, 0xc6, 0x22]),
      'data/en/blog.json:1:3: the file holds bytes that are not UTF-8 (0xC6 0x22)',
    ],
  ])('%s', (_what, file, expected) => {
    expect(decode(file)).toBe(`${expected}; save the file as UTF-8`);
  });

  test('valid UTF-8 is read as written, a byte order mark kept for the check that names it', () => {
    expect(decode(bytes('{"lead": "Журнал 🎬"}'))).toBe('{"lead": "Журнал 🎬"}');
    expect(decode(bytes([0xef, 0xbb, 0xbf], '{}'))).toBe('\uFEFF{}');
  });
});
