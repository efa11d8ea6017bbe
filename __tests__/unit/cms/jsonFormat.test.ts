/**
 * @jest-environment node
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { LANGUAGES, PAGE_KEYS } from '../../../src/config/routes';
import { PAGE_FORMAT, pageOfData, toPageJson } from '../../../src/cms/jsonFormat';
import { pageFields } from '../../../src/schema/pageSchemas';
import { CONTENT_LIMITS, t, validate } from '../../../src/schema/schema';

const read = (lang: string, page: string) => readFileSync(path.join(__dirname, '../../../data', lang, `${page}.json`), 'utf8');

describe('the CMS writes data files byte for byte as they are kept in git', () => {
  it.each(LANGUAGES.flatMap((lang) => PAGE_KEYS.map((page) => [lang, page] as const)))(
    'data/%s/%s.json: saving it unchanged writes the same bytes',
    (lang, page) => {
      const text = read(lang, page);
      expect(pageOfData(JSON.parse(text))).toBe(page);
      expect(PAGE_FORMAT.toFile(PAGE_FORMAT.fromFile(text))).toBe(text);
    },
  );

  it('puts keys back in schema order at every depth, 2-space indented, with a final newline', () => {
    // What Decap hands over after an edit: its maps may iterate in any order.
    const shuffled = JSON.parse(read('ru', 'team')) as Record<string, unknown>;
    const reversed = (o: Record<string, unknown>) => Object.fromEntries(Object.entries(o).reverse());
    const members = shuffled.members as { items: Array<Record<string, unknown>> };
    members.items = members.items.map(reversed);
    const out = PAGE_FORMAT.toFile(reversed(shuffled));
    expect(out).toBe(read('ru', 'team'));
    expect(out.endsWith('}\n')).toBe(true);
    expect(out.split('\n')[1]).toMatch(/^ {2}"title": /);
  });

  it('keeps keys the schema does not know, after the known ones, so nothing an editor typed is lost', () => {
    const out = toPageJson({ extra: 1, b: 'x', a: 'y' }, { a: t.string(), b: t.string() });
    expect(Object.keys(JSON.parse(out))).toEqual(['a', 'b', 'extra']);
  });
});

describe('a page too large for the build is not written (issue 23)', () => {
  it('a team of 100 members with 3 000-character descriptions: every field within its limit, the file over 256 KB, refused with the reason', () => {
    const team = JSON.parse(read('ru', 'team')) as { members: { items: Array<Record<string, string>> } };
    const member = team.members.items[0]!;
    team.members.items = Array.from({ length: CONTENT_LIMITS.listItems }, () => ({ ...member, description: 'ж'.repeat(CONTENT_LIMITS.paragraphLength) }));
    // The editor's field rules pass it: each description and the list are at their limits.
    expect(validate(team, pageFields('team'))).toEqual([]);
    expect(() => PAGE_FORMAT.toFile(team)).toThrow(
      new Error('файл страницы получился бы 608 КБ, а сайт принимает не больше 256 КБ; сократите тексты или списки'),
    );
  });

  it('a page of exactly 256 KB is written, one byte more is not', () => {
    const blog = JSON.parse(read('ru', 'blog')) as Record<string, string>;
    // `,\n  "extra": ""` joins the file's 2-space JSON before its closing brace.
    const room = CONTENT_LIMITS.fileBytes - Buffer.byteLength(read('ru', 'blog')) - ',\n  "extra": ""'.length;
    expect(Buffer.byteLength(PAGE_FORMAT.toFile({ ...blog, extra: 'x'.repeat(room) }))).toBe(CONTENT_LIMITS.fileBytes);
    expect(() => PAGE_FORMAT.toFile({ ...blog, extra: 'x'.repeat(room + 1) })).toThrow(/не больше 256 КБ/);
  });
});
