/**
 * @jest-environment node
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { LANGUAGES, PAGE_KEYS } from '../../../src/config/routes';
import { LOCALE_FORMAT, PAGE_FORMAT, pageOfData, toPageJson } from '../../../src/cms/jsonFormat';
import { pageFields } from '../../../src/schema/pageSchemas';
import { CONTENT_LIMITS, t, validate } from '../../../src/schema/schema';
import { contentText as read } from '../support/content';

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

describe('a page too large for the build is not written', () => {
  it('a team of 100 members with 3 000-character descriptions: every field within its limit, the file over 256 KB, refused with the reason', () => {
    const team = JSON.parse(read('ru', 'team')) as { members: { items: Array<Record<string, string>> } };
    const member = team.members.items[0]!;
    team.members.items = Array.from({ length: CONTENT_LIMITS.listItems }, () => ({
      ...member,
      description: 'ж'.repeat(CONTENT_LIMITS.paragraphLength),
    }));
    // The editor's field rules pass it: each description and the list are at their limits.
    expect(validate(team, pageFields('team'))).toEqual([]);
    // Its size as the file would hold it (the data keeps the file's key order), in the editor's kilobytes, rounded up.
    const bytes = Buffer.byteLength(`${JSON.stringify(team, null, 2)}\n`);
    expect(bytes).toBeGreaterThan(CONTENT_LIMITS.fileBytes);
    expect(() => PAGE_FORMAT.toFile(team)).toThrow(
      new Error(`файл страницы получился бы ${Math.ceil(bytes / 1024)} КБ, а сайт принимает не больше 256 КБ; сократите тексты или списки`),
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

describe('«Общие тексты» are written like the pages', () => {
  it.each(LANGUAGES)('locales/%s/common.json: saving it unchanged writes the same bytes, shuffled keys come back in order', (lang) => {
    const text = readFileSync(path.join(__dirname, '../../../locales', lang, 'common.json'), 'utf8');
    expect(LOCALE_FORMAT.toFile(LOCALE_FORMAT.fromFile(text))).toBe(text);
    const shuffled = Object.fromEntries(Object.entries(JSON.parse(text) as Record<string, unknown>).reverse());
    expect(LOCALE_FORMAT.toFile(shuffled)).toBe(text);
  });
});

describe('a new item is saved in the shape of the others', () => {
  it('a new project without a video carries "videoUrl": "" like the existing ones; an optional text typed and cleared is left out as where it never was', () => {
    const cases = JSON.parse(read('en', 'cases')) as { projects: Array<Record<string, string>> };
    // What Decap hands over for an item added in the editor whose video field was never touched.
    const added = { title: 'Новый фильм', type: 'Фильм', description: 'О новом фильме.' };
    const out = JSON.parse(PAGE_FORMAT.toFile({ ...cases, projects: [...cases.projects, added] })) as typeof cases;
    expect(out.projects.map((project) => Object.keys(project))).toEqual(
      out.projects.map(() => ['title', 'type', 'description', 'videoUrl']),
    );
    expect(out.projects.at(-1)!.videoUrl).toBe('');

    const about = JSON.parse(read('ru', 'about')) as { sections: Array<{ items: Array<Record<string, string>> }> };
    const card = about.sections[0]!.items[0]!;
    const cleared = {
      ...about,
      sections: [
        { ...about.sections[0]!, items: [{ ...card, label: '' }, ...about.sections[0]!.items.slice(1)] },
        ...about.sections.slice(1),
      ],
    };
    const { label, ...withoutLabel } = card;
    void label;
    const written = JSON.parse(PAGE_FORMAT.toFile(cleared)) as typeof about;
    expect(written.sections[0]!.items[0]).toEqual(withoutLabel);
  });
});
