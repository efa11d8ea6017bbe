/**
 * @jest-environment node
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { cmsConfig, FIXED_WIDGET, pageCollection, type CmsField } from '../../../src/cms/config';
import { countOf, FIELD_TEXT, itemNoun, LOCALE_FIELD_TEXT, TOP_LEVEL_FIELD_TEXT } from '../../../src/cms/labels';
import { LANGUAGES, PAGE_KEYS } from '../../../src/config/routes';
import { localeFields, SPEC_UI_STRINGS } from '../../../src/schema/locales';
import { pageFields } from '../../../src/schema/pageSchemas';
import { CONTENT_LIMITS, hrefProblem, t, validate, videoProblem, type Field, type Fields } from '../../../src/schema/schema';

const local = cmsConfig({ localBackendUrl: 'http://127.0.0.1:8081/api/v1', repo: 'studio/site', siteUrl: 'https://kadr.studio' });
const production = cmsConfig({ localBackendUrl: null, repo: 'studio/site', siteUrl: 'https://kadr.studio' });
const pageCollections = local.collections.filter((c) => c.name.startsWith('pages_'));

/** "members.items[].name string required" for every field of a schema, found by walking it. */
function schemaLines(fields: Fields, prefix = ''): string[] {
  return Object.entries(fields).flatMap(([name, field]) => fieldLines(`${prefix}${name}`, field));
}
function fieldLines(at: string, field: Field): string[] {
  const own = `${at} ${field.kind} ${field.optional ? 'optional' : 'required'}${field.kind === 'list' && field.minItems ? ` min ${field.minItems}` : ''}`;
  if (field.kind === 'object') return [own, ...schemaLines(field.fields, `${at}.`)];
  if (field.kind === 'list') {
    const item = field.of;
    return [own, ...(item.kind === 'object' ? schemaLines(item.fields, `${at}[].`) : [`${at}[] ${item.kind} required`])];
  }
  return [own];
}

/** The same lines, read back from Decap fields. */
function cmsLines(fields: readonly CmsField[], prefix = ''): string[] {
  return fields.flatMap((field) => {
    const at = `${prefix}${field.name}`;
    const kind =
      field.widget === 'number' ? field.value_type : field.widget === 'text' || field.widget === FIXED_WIDGET ? 'string' : field.widget;
    const own = `${at} ${kind} ${field.required ? 'required' : 'optional'}${field.min ? ` min ${field.min}` : ''}`;
    if (field.fields) return [own, ...cmsLines(field.fields, field.widget === 'list' ? `${at}[].` : `${at}.`)];
    if (field.field) return [own, `${at}[] ${cmsLines([field.field])[0]!.split(' ').slice(1).join(' ')}`];
    return [own];
  });
}

/** Every list of a schema: its path for a message, its field, and its keys (for its items' name). */
function lists(fields: Fields, keys: string[] = []): Array<[string, Extract<Field, { kind: 'list' }>, string[]]> {
  return Object.entries(fields).flatMap(([name, field]): Array<[string, Extract<Field, { kind: 'list' }>, string[]]> => {
    const at = [...keys, name];
    if (field.kind === 'object') return lists(field.fields, at);
    if (field.kind !== 'list') return [];
    return [[at.join('.'), field, at], ...(field.of.kind === 'object' ? lists(field.of.fields, at) : [])];
  });
}

function allFields(fields: readonly CmsField[]): CmsField[] {
  return fields.flatMap((f) => [f, ...allFields(f.fields ?? []), ...(f.field ? allFields([f.field]) : [])]);
}

describe('the CMS configuration generated from the content schema', () => {
  it('has one collection per language with every page, each pointing at its data file, and «Общие тексты»', () => {
    expect(local.collections.map((c) => c.name)).toEqual([...LANGUAGES.map((l) => `pages_${l}`), 'common']);
    for (const [i, lang] of LANGUAGES.entries()) {
      const files = local.collections[i]!.files;
      expect(files.map((f) => f.name)).toEqual(PAGE_KEYS);
      expect(files.map((f) => f.file)).toEqual(PAGE_KEYS.map((p) => `data/${lang}/${p}.json`));
    }
    // ...and every data file in the repository is one of them.
    const onDisk = LANGUAGES.flatMap((lang) => readdirSync(path.join(__dirname, '../../../data', lang)).map((f) => `data/${lang}/${f}`));
    expect(pageCollections.flatMap((c) => c.files.map((f) => f.file)).sort()).toEqual(onDisk.sort());
    expect(local.collections[2]).toMatchObject({ label: 'Общие тексты', format: 'kadr-locale-json' });
    expect(local.collections[2]!.files.map((f) => f.file)).toEqual(['locales/ru/common.json', 'locales/en/common.json']);
  });

  it.each(LANGUAGES.flatMap((lang) => PAGE_KEYS.map((page) => [lang, page] as const)))(
    '%s/%s: every field of the schema, with its type, requiredness and minimum count',
    (lang, page) => {
      const file = local.collections.find((c) => c.name === `pages_${lang}`)!.files.find((f) => f.name === page)!;
      expect(cmsLines(file.fields)).toEqual(schemaLines(pageFields(page)));
    },
  );

  it.each(LANGUAGES)(
    '«Общие тексты» (%s): every UI string, with the strings product.md fixes shown read-only with their one value',
    (lang) => {
      const file = local.collections[2]!.files.find((f) => f.file === `locales/${lang}/common.json`)!;
      expect(cmsLines(file.fields)).toEqual(schemaLines(localeFields(lang)));
      const fixed = allFields(file.fields).filter((f) => f.widget === FIXED_WIDGET);
      expect(fixed.map((f) => f.fixed).sort()).toEqual(Object.values(SPEC_UI_STRINGS[lang]).sort());
      for (const field of allFields(file.fields)) expect([field.name, field.label]).toEqual([field.name, expect.stringMatching(/[а-яё]/i)]);
      const keys = (fields: readonly CmsField[], prefix = ''): string[] =>
        fields.flatMap((f) => [`${prefix}${f.name}`, ...keys(f.fields ?? [], `${prefix}${f.name}.`)]);
      expect(keys(file.fields).filter((key) => !LOCALE_FIELD_TEXT[key])).toEqual([]);
    },
  );

  it('a field added to a page schema appears in the editor of both languages with no other edit', () => {
    const withNew = (page: (typeof PAGE_KEYS)[number]) =>
      page === 'team'
        ? { ...pageFields(page), awards: t.list(t.object({ year: t.int(), prize: t.optional(t.string()) }), { minItems: 2 }) }
        : pageFields(page);
    for (const lang of LANGUAGES) {
      const team = pageCollection(lang, PAGE_KEYS, withNew).files.find((f) => f.name === 'team')!;
      const awards = team.fields.find((f) => f.name === 'awards');
      expect(awards).toMatchObject({ widget: 'list', min: 2, required: true, label: 'awards', label_singular: 'элемент' });
      expect(awards?.fields).toEqual([
        expect.objectContaining({ name: 'year', widget: 'number', value_type: 'int', required: true }),
        expect.objectContaining({ name: 'prize', widget: 'string', required: false }),
      ]);
    }
  });

  it('every field the schema has today is labelled in Russian, and every list names its items', () => {
    const names = new Set(
      PAGE_KEYS.flatMap((page) =>
        schemaLines(pageFields(page)).map((l) =>
          l
            .split(' ')[0]!
            .split(/[.[\]]+/)
            .filter(Boolean)
            .pop()!,
        ),
      ),
    );
    // A block's `items` are labelled by their items' name (below).
    const missing = [...names].filter((name) => name !== 'items' && !FIELD_TEXT[name] && !TOP_LEVEL_FIELD_TEXT[name]);
    expect(missing).toEqual([]);
    const labels = local.collections.flatMap((c) => c.files.flatMap((f) => allFields(f.fields).map((x) => x.label)));
    for (const label of labels) expect(label).toMatch(/[а-яё]/i);
    const unnamed = PAGE_KEYS.flatMap((page) =>
      lists(pageFields(page))
        .filter(([, list, keys]) => !itemNoun(keys, list))
        .map(([at]) => `${page}: ${at}`),
    );
    expect(unnamed).toEqual([]);
  });

  it('speaks Russian to the editor: no label, hint or page name holds an English word but a name or an address', () => {
    const words = local.collections.flatMap((c) => [
      c.label,
      c.description,
      ...c.files.flatMap((f) => [f.label, ...allFields(f.fields).flatMap((x) => [x.label, x.hint ?? ''])]),
    ]);
    // Names the editor knows as they are, and the forms of an address a hint shows.
    const names = /\b(?:KADR|PDF|Telegram|YouTube|VK|Rutube|mp4|webm)\b/g;
    const addresses = /(?:https?:\/\/|mailto:|tel:)\S*|\/[\w/.-]*|\{\{\w+\}\}/g;
    const english = words.flatMap(
      (text) =>
        text
          .replace(addresses, ' ')
          .replace(names, ' ')
          .match(/[A-Za-z]{2,}/g) ?? [],
    );
    expect(english).toEqual([]);
  });

  it('a list counts its items in Russian, named for what they are', () => {
    const team = pageCollections[0]!.files.find((f) => f.name === 'team')!;
    const members = allFields(team.fields)
      .find((f) => f.name === 'members')!
      .fields!.find((f) => f.name === 'items')!;
    expect(members).toMatchObject({
      label: 'Участники',
      label_singular: 'участник',
      item_noun: { one: 'участник', few: 'участника', many: 'участников', accusative: 'участника' },
    });
    const noun = { ...members.item_noun!, plural: members.label };
    expect([0, 1, 2, 4, 5, 11, 21, 22, 25, 101, 111].map((n) => countOf(n, noun))).toEqual([
      '0 участников',
      '1 участник',
      '2 участника',
      '4 участника',
      '5 участников',
      '11 участников',
      '21 участник',
      '22 участника',
      '25 участников',
      '101 участник',
      '111 участников',
    ]);
    // A list of plain texts names each item as one: «Абзац».
    const about = pageCollections[0]!.files.find((f) => f.name === 'about')!;
    expect(about.fields.find((f) => f.name === 'intro')).toMatchObject({
      label: 'Вступление (абзацы)',
      label_singular: 'абзац',
      field: { label: 'Абзац' },
    });
    // Decap's fallback for an item without a title is English ("No name"): the summary has a Russian one.
    expect(members.summary).toBe("{{fields.name | default('(не заполнено)')}}");
  });

  it('a new project gets "videoUrl": "" like the others, from the field\'s default', () => {
    const cases = pageCollections[0]!.files.find((f) => f.name === 'cases')!;
    const project = cases.fields.find((f) => f.name === 'projects')!.fields!;
    expect(project.find((f) => f.name === 'videoUrl')).toMatchObject({ required: false, default: '' });
    expect(project.filter((f) => f.default !== undefined).map((f) => f.name)).toEqual(['videoUrl']);
  });

  it('required texts refuse blanks, as the build does', () => {
    const fields = allFields(local.collections[0]!.files.find((f) => f.name === 'team')!.fields);
    const heading = fields.find((f) => f.name === 'heading')!;
    expect(heading.required).toBe(true);
    const [pattern] = heading.pattern!;
    expect(new RegExp(pattern).test('   ')).toBe(false);
    expect(new RegExp(pattern).test('Команда')).toBe(true);
  });

  it('link and video fields accept what the site uses and refuse script and bare-host addresses', () => {
    const fields = local.collections.flatMap((c) => c.files.flatMap((f) => allFields(f.fields)));
    const href = new RegExp(fields.find((f) => f.name === 'href')!.pattern![0]);
    const video = new RegExp(fields.find((f) => f.name === 'videoUrl')!.pattern![0]);
    const used = LANGUAGES.flatMap((lang) =>
      ['contacts', 'casting'].flatMap((page) =>
        [...readFileSync(path.join(__dirname, '../../../data', lang, `${page}.json`), 'utf8').matchAll(/"href": "([^"]+)"/g)].map(
          (m) => m[1]!,
        ),
      ),
    );
    expect(used.length).toBeGreaterThan(5);
    for (const url of used) expect(url).toMatch(href);
    for (const bad of ['javascript:alert(1)', 'JavaScript:alert(1)', 'data:text/html,x', 'kadr.studio', 'https://', 'mailto:']) {
      expect(bad).not.toMatch(href);
    }
    expect('/videos/saratov.mp4').toMatch(video);
    expect('javascript:alert(1)').not.toMatch(video);
  });

  it("refuses in the editor exactly the links the build's content check refuses", () => {
    const fields = local.collections.flatMap((c) => c.files.flatMap((f) => allFields(f.fields)));
    const href = new RegExp(fields.find((f) => f.name === 'href')!.pattern![0]);
    const samples = [
      'https://t.me/kadr',
      'HTTP://kadr.studio/x?y=1',
      'mailto:hello@kadr.studio',
      'tel:+7 (495) 120-45-67',
      'TEL:+7',
      '/team',
      '/',
      '/elka2026.pdf',
      '//evil.example',
      '/\\evil.example',
      'javascript:alert(1)',
      'data:text/html,x',
      'kadr.studio',
      'videos/x.mp4',
      'https://',
      'mailto:',
      'tel:',
      ' /team',
      '/team ',
      'ftp://kadr.studio',
    ];
    for (const sample of samples) expect([sample, href.test(sample)]).toEqual([sample, hrefProblem(sample) === undefined]);
  });

  it('a video address: the editor and the build take a direct link to an .mp4 or .webm file, and refuse a page with a player', () => {
    const fields = local.collections.flatMap((c) => c.files.flatMap((f) => allFields(f.fields)));
    const videoField = fields.find((f) => f.name === 'videoUrl')!;
    const video = new RegExp(videoField.pattern![0]);
    const plays = [
      '/videos/saratov.mp4',
      '/videos/Tour.WEBM',
      'https://cdn.example.com/films/tour.mp4',
      'https://example.com/a.webm?token=abc#t=5',
      'https://storage.example.com/object/public/blog-media/film.mp4',
    ];
    const doesNot = [
      'https://www.youtube.com/watch?v=aqz-KE-bpKQ',
      'https://youtu.be/aqz-KE-bpKQ',
      'https://vk.com/video-1_2',
      'https://rutube.ru/video/abc/',
      'https://example.com/watch.mp4/',
      'https://example.com/film.mov',
      'http://example.com/a.webm',
      'HTTP://example.com/a.mp4',
      'https://example.mp4',
      '/videos/tour.mp4.html',
      'videos/tour.mp4',
      '//cdn.example.com/tour.mp4',
      '/videos/two words.mp4',
      'mailto:a@b.mp4',
      'javascript:alert(1)//.mp4',
      ' /videos/tour.mp4',
    ];
    for (const sample of [...plays, ...doesNot])
      expect([sample, video.test(sample), videoProblem(sample) === undefined]).toEqual([
        sample,
        plays.includes(sample),
        plays.includes(sample),
      ]);
    expect(videoField.pattern![1]).toMatch(/прямая ссылка на видеофайл \.mp4 или \.webm.*YouTube/);
  });

  describe('the limits of each kind of field come from the schema', () => {
    /** Each schema field beside the CMS field generated from it, down every object and list. */
    function pairs(fields: Fields, cms: readonly CmsField[], prefix = ''): Array<[string, Field, CmsField]> {
      expect(cms.map((c) => c.name)).toEqual(Object.keys(fields));
      return Object.entries(fields).flatMap(([name, field], i): Array<[string, Field, CmsField]> => {
        const at = `${prefix}${name}`;
        const cmsField = cms[i]!;
        const own: [string, Field, CmsField] = [at, field, cmsField];
        if (field.kind === 'object') return [own, ...pairs(field.fields, cmsField.fields!, `${at}.`)];
        if (field.kind !== 'list') return [own];
        if (field.of.kind === 'object') return [own, ...pairs(field.of.fields, cmsField.fields!, `${at}[].`)];
        return [own, [`${at}[]`, { ...field.of, optional: false }, cmsField.field!]];
      });
    }
    const everyField = LANGUAGES.flatMap((lang) =>
      PAGE_KEYS.flatMap((page) => {
        const file = local.collections.find((c) => c.name === `pages_${lang}`)!.files.find((f) => f.name === page)!;
        return pairs(pageFields(page), file.fields, `${lang}/${page}: `);
      }),
    );

    /** What Decap 3.16 makes of a text field's value: required, then the pattern (decap-cms-core Widget.js, validatePresence and validatePattern). */
    const editorAccepts = (field: CmsField, value: string) =>
      value === '' ? !field.required : !field.pattern || RegExp(field.pattern[0]).test(value);
    const buildAccepts = (field: Field, value: string) => validate({ value }, { value: field }).length === 0;

    /** Values on both sides of the limits of a text of this kind: its length and the control characters. */
    function limitSamples(field: Extract<Field, { kind: 'string' }>): string[] {
      // A text that must quote a field (the Kremlin description's {{dates}}) starts with the quote.
      const required = Object.entries(field.placeholders ?? {})
        .filter(([, need]) => need === 'required')
        .map(([name]) => `{{${name}}}`);
      const start = field.format !== undefined ? '/' : `Т${required.join('')}`;
      // A video's address ends in its file's type.
      const end = field.format === 'video' ? '.mp4' : '';
      const fill = (length: number) => `${start}${'а'.repeat(length - start.length - end.length)}${end}`;
      const controls = Array.from({ length: 32 }, (_, code) => code)
        .filter((code) => code !== 0x09 && code !== 0x0a)
        .map((code) => `${start}а${String.fromCharCode(code)}б${end}`);
      return [
        fill(field.maxLength),
        fill(field.maxLength + 1),
        `${' '.repeat(field.maxLength)}а`,
        ...controls,
        '\u000b',
        ' \u000c ',
        `${start}а`,
      ];
    }
    /** Values the build's older rules judge: blanks, line breaks and tabs, links. */
    const otherSamples = [
      '',
      ' ',
      '  \n ',
      'Текст',
      'Две\nстроки',
      'a\tb',
      'https://kadr.studio/x',
      'mailto:hello@kadr.studio',
      'tel:+7 495',
      'javascript:alert(1)',
      '//evil.example',
      '/а\tб',
      '/а\nб',
    ];

    it('every text field refuses in the editor exactly what the build refuses for its length and control characters', () => {
      const texts = everyField.filter(([, field]) => field.kind === 'string');
      expect(texts.length).toBeGreaterThan(300);
      for (const [at, field, cmsField] of texts) {
        if (field.kind !== 'string') continue;
        expect([at, cmsField.pattern?.length]).toEqual([at, 2]);
        const verdicts = limitSamples(field).map((value) => [
          value.slice(0, 12),
          editorAccepts(cmsField, value),
          buildAccepts(field, value),
        ]);
        expect([at, verdicts.filter(([, editor, build]) => editor !== build)]).toEqual([at, []]);
        // Both answers occur, so the comparison says something for this field.
        expect([at, new Set(verdicts.map(([, , build]) => build))]).toEqual([at, new Set([true, false])]);
      }
    });

    it('and lets through no blank, broken link or other value the build refuses (for a link it is stricter: no blank, tab or line break)', () => {
      for (const [at, field, cmsField] of everyField) {
        if (field.kind !== 'string') continue;
        const letThrough = otherSamples.filter((value) => editorAccepts(cmsField, value) && !buildAccepts(field, value));
        expect([at, letThrough]).toEqual([at, []]);
      }
    });

    it('every list carries its maximum number of items', () => {
      const lists = everyField.filter(([, field]) => field.kind === 'list');
      expect(lists.length).toBeGreaterThan(50);
      for (const [at, field, cmsField] of lists) {
        expect([at, cmsField.max]).toEqual([at, field.kind === 'list' ? field.maxItems : undefined]);
      }
      expect(new Set(lists.map(([, , cmsField]) => cmsField.max))).toEqual(new Set([CONTENT_LIMITS.listItems]));
    });

    it('the message under a limited text names its limit, in Russian', () => {
      const fields = allFields(local.collections[0]!.files.find((f) => f.name === 'contacts')!.fields);
      const message = (name: string) => fields.find((f) => f.name === name)!.pattern![1];
      expect(message('heading')).toBe('не длиннее 300 знаков, без невидимых управляющих символов; не из одних пробелов');
      expect(message('lead')).toBe('не длиннее 3000 знаков, без невидимых управляющих символов; не из одних пробелов');
      expect(message('href')).toBe(
        'ссылка должна начинаться с https://, http://, / (страница сайта), mailto: или tel: и быть не длиннее 2000 знаков',
      );
    });
  });

  it('is in Russian; production uses the editorial workflow on GitHub, local editing decap-server', () => {
    expect(local.locale).toBe('ru');
    expect(production.publish_mode).toBe('editorial_workflow');
    expect(production.backend).toMatchObject({ name: 'github', repo: 'studio/site', branch: 'main' });
    expect(production.local_backend).toBeUndefined();
    expect(local.local_backend?.url).toBe('http://127.0.0.1:8081/api/v1');
    expect(local.publish_mode).toBeUndefined();
  });

  it("«Просмотр» opens the page itself: on the development site that serves the editor when local, on the live site (or the draft's deploy preview) in production", () => {
    expect(local.site_url).toBe('http://127.0.0.1:8081');
    expect(production.site_url).toBe('https://kadr.studio');
    expect(pageCollections[0]!.files.find((f) => f.name === 'team')!.preview_path).toBe('/team');
    expect(pageCollections[0]!.files.find((f) => f.name === 'landing')!.preview_path).toBe('/');
    expect(pageCollections[1]!.files.find((f) => f.name === 'landing')!.preview_path).toBe('/en');
    expect(pageCollections[1]!.files.find((f) => f.name === 'product-placement')!.preview_path).toBe('/en/product-placement');
  });
});
