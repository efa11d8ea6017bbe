/**
 * @jest-environment node
 */
/**
 * The editor and the build judge content by one rule set. Every
 * rule the build's check applies (src/schema/schema.ts), found by walking the
 * page schemas and the UI strings' schema (__tests__/support/ruleCases.ts),
 * is broken once in a copy of each shipped file; the build refuses that copy,
 * and so does the editor's check before a save (src/cms/saveCheck.ts, Decap's
 * preSave), naming the field by the label the form shows it under, in the
 * words of the form's own message for that field. A field or rule added to a
 * schema is covered here with no edit. __tests__/e2e/cmsRules.test.ts drives
 * one case of each kind through the real editor.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { cmsConfig, type CmsField } from '../../../src/cms/config';
import { FORM_PHRASES } from '../../../src/cms/messages';
import { refusal, saveProblems } from '../../../src/cms/saveCheck';
import { LANGUAGES, PAGE_KEYS } from '../../../src/config/routes';
import { localeFields, localeFile } from '../../../src/schema/locales';
import { pageFields } from '../../../src/schema/pageSchemas';
import { findProblems, type Fields } from '../../../src/schema/schema';
import { type RuleCase, ruleCases } from '../../support/ruleCases';

const ROOT = path.resolve(__dirname, '../../..');
const config = cmsConfig({ localBackendUrl: 'http://127.0.0.1:8000/api/v1', repo: 'studio/site' });

interface File {
  file: string;
  fields: Fields;
  cms: CmsField[];
  valid: Record<string, unknown>;
}

const files: File[] = [
  ...LANGUAGES.flatMap((lang) =>
    PAGE_KEYS.map((page) => ({
      file: `data/${lang}/${page}.json`,
      fields: pageFields(page),
      cms: config.collections.find((c) => c.name === `pages_${lang}`)!.files.find((f) => f.name === page)!.fields,
    })),
  ),
  ...LANGUAGES.map((lang) => ({
    file: localeFile(lang),
    fields: localeFields(lang),
    cms: config.collections.find((c) => c.name === 'common')!.files.find((f) => f.file === localeFile(lang))!.fields,
  })),
].map((file) => ({ ...file, valid: JSON.parse(readFileSync(path.join(ROOT, file.file), 'utf8')) as Record<string, unknown> }));

/**
 * The editor's field at `path`, walking the generated CMS configuration (not
 * the schema); an item of a list of groups of fields has no field of its own,
 * and is named as one item («Карточка»).
 */
function cmsFieldAt(fields: readonly CmsField[], at: RuleCase['path']): CmsField | undefined {
  let here: CmsField | undefined;
  let children: readonly CmsField[] | undefined = fields;
  for (const [i, segment] of at.entries()) {
    if (typeof segment === 'number') {
      if (here?.field) here = here.field;
      else if (here && i === at.length - 1)
        here = { ...here, label: `${here.label_singular!.charAt(0).toUpperCase()}${here.label_singular!.slice(1)}` };
      continue;
    }
    here = children?.find((f) => f.name === segment);
    children = here?.fields;
  }
  return here;
}

/** What the form shows under the field for this case: its required phrase or its pattern's message, or the list's count. */
function formWords(field: CmsField | undefined, c: RuleCase, value: unknown): RegExp {
  const quoted = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const label = field?.label ?? String(c.path.at(-1));
  const phrase = (template: string, pattern = '') =>
    new RegExp(quoted(template.replace('%{fieldLabel}', label).replace('%{pattern}', pattern)));
  switch (c.rule) {
    case 'missing':
      return phrase(FORM_PHRASES.required);
    case 'blank':
      return value === '' ? phrase(FORM_PHRASES.required) : phrase(FORM_PHRASES.regexPattern, field!.pattern![1]);
    case 'length':
    case 'control':
    case 'link':
    case 'placeholder':
    case 'fixed':
      return phrase(FORM_PHRASES.regexPattern, field!.pattern![1]);
    case 'minItems':
      return new RegExp(`«${quoted(label)}»: минимум ${field!.min} ${field!.label_singular}`);
    case 'maxItems':
      return new RegExp(`«${quoted(label)}»: максимум ${field!.max} ${field!.item_noun!.many}`);
    case 'type':
      return new RegExp(`«${quoted(label)}»: нуж`);
    case 'unknown':
      return new RegExp(`поля «${quoted(label)}» в схеме сайта нет`);
    case 'file':
      return /файл/;
  }
}

describe.each(files)('$file', ({ file, fields, cms, valid }) => {
  const cases = ruleCases(valid, fields);

  test('as shipped: the build and the editor both accept it', () => {
    expect(findProblems(valid, fields)).toEqual([]);
    expect(saveProblems(file, valid)).toEqual([]);
  });

  test(`each of its ${cases.length} rules, broken once: the build refuses it, and the editor refuses to save it, naming the field in the form's words`, () => {
    expect(cases.length).toBeGreaterThan(10);
    for (const c of cases) {
      const problems = findProblems(c.entry, fields);
      expect([c.name, problems.map((p) => [p.path, p.rule])]).toEqual([c.name, [[c.path, c.rule]]]);

      const refused = saveProblems(file, c.entry);
      expect([c.name, refused.length]).toEqual([c.name, 1]);
      const value = c.path.reduce<unknown>((at, segment) => (at as Record<string | number, unknown> | undefined)?.[segment], c.entry);
      const field = cmsFieldAt(cms, c.path);
      expect([c.name, refused[0]]).toEqual([c.name, expect.stringMatching(formWords(field, c, value))]);
      // The notice Decap shows («Не удалось сохранить запись: …») carries those words.
      expect([c.name, refusal(refused).toString()]).toEqual([c.name, expect.stringContaining(refused[0]!)]);
    }
  });
});

test('a refusal lists three problems and counts the rest in Russian', () => {
  const lines = ['a.', 'b.', 'c.', 'd.', 'e.'];
  expect(refusal(lines).toString()).toBe('сайт не примет эту запись. a. b. c. И ещё 2 ошибки: они отмечены в форме и в предпросмотре.');
  expect(refusal(lines.slice(0, 1)).toString()).toBe('сайт не примет эту запись. a.');
});
