/**
 * The real editor refuses what the build refuses. The rules of
 * the build's check are found by walking the schemas (__tests__/support/
 * ruleCases.ts); each way of breaking each rule, for each kind of field, at
 * the top of a file, in an object and in a list's item, is written into a
 * file of a copy of the repository, the file is opened in the editor served
 * by decap-server, another field is edited so that «Сохранить» is offered,
 * and the save must be refused with the field named in the words of the form
 * (under the field, in the refusal, or in the preview's list of problems),
 * and the file left as it was. A string product.md fixes is the exception: the
 * editor shows it read-only and writes product.md's text whatever the file held, so
 * there the save goes through and what it writes must pass the build's check. (Every single case, 3 252 of them, goes
 * through the editor's checks in __tests__/unit/cms/ruleSet.test.ts.)
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Frame, Page } from 'playwright-core';
import { LOCALE_FIELD_TEXT, TOP_LEVEL_FIELD_TEXT } from '../../src/cms/labels';
import { editorProblems } from '../../src/cms/messages';
import { type Language, LANGUAGES, PAGE_KEYS } from '../../src/config/routes';
import { checkDataText, checkLocaleText } from '../../src/schema/contentCheck';
import { localeFields, localeFile } from '../../src/schema/locales';
import { pageFields } from '../../src/schema/pageSchemas';
import type { Fields } from '../../src/schema/schema';
import { representatives, ruleCases } from '../support/ruleCases';
import {
  type CmsEditor,
  expectNothingSaved,
  openEntry,
  previewFrame,
  saveNow,
  saveSettled,
  showList,
  startCmsEditor,
} from './support/cmsEditor';

const ROOT = path.resolve(__dirname, '../..');

interface EditedFile {
  file: string;
  language: Language;
  collection: string;
  slug: string;
  fields: Fields;
  source: 'page' | 'locale';
}

const FILES: EditedFile[] = [
  ...LANGUAGES.flatMap((lang) =>
    PAGE_KEYS.map((page): EditedFile => ({
      file: `data/${lang}/${page}.json`,
      language: lang,
      collection: `pages_${lang}`,
      slug: page,
      fields: pageFields(page),
      source: 'page',
    })),
  ),
  ...LANGUAGES.map((lang): EditedFile => ({
    file: localeFile(lang),
    language: lang,
    collection: 'common',
    slug: `common_${lang}`,
    fields: localeFields(lang),
    source: 'locale',
  })),
];

const CASES = representatives(
  FILES.flatMap((file) =>
    ruleCases(JSON.parse(readFileSync(path.join(ROOT, file.file), 'utf8')) as Record<string, unknown>, file.fields).map((c) => ({
      ...c,
      ...file,
    })),
  ),
).map((c) => ({
  ...c,
  title: `${c.file} ${c.name}`,
  outcome: c.shape.endsWith('>fixed')
    ? "product.md's text is written, and the file builds"
    : "refused, named in the form's words, nothing written",
}));

/** A field of the file other than the broken one, edited so that Decap offers to save: the page's H1 (or title), or the skip link (or the logo's label). */
function otherField(c: (typeof CASES)[number]): { label: string } {
  if (c.source === 'locale') return LOCALE_FIELD_TEXT[c.path[0] === 'skipLink' ? 'brand.homeLabel' : 'skipLink']!;
  return TOP_LEVEL_FIELD_TEXT[c.path[0] === 'heading' ? 'title' : 'heading']!;
}

let editor: CmsEditor;

beforeAll(async () => {
  editor = await startCmsEditor();
}, 60_000);

afterAll(async () => {
  await editor?.close();
});

test('every rule of the build is broken at least once, in every kind of field and place', () => {
  expect(new Set(CASES.map((c) => c.rule))).toEqual(
    new Set(['missing', 'type', 'blank', 'length', 'control', 'link', 'placeholder', 'fixed', 'minItems', 'maxItems', 'unknown']),
  );
  expect(CASES.length).toBeGreaterThan(60);
});

test.each(CASES)('$title: $outcome', async (c) => {
  const { page } = editor.tracked;
  const saves = editor.saves.length;
  const text = `${JSON.stringify(c.entry, null, 2)}\n`;
  editor.write(c.file, text);
  // Through the list, so that the editor reads the entry afresh from disk.
  await showList(editor, c.collection);
  const other = await openEntry(editor, c.collection, c.slug, otherField(c).label);
  await other.fill(`${await other.inputValue()} (правка)`);

  if (c.outcome.startsWith('product.md')) {
    await saveNow(page);
    // product.md's string, shown read-only, is written as product.md fixes it: the file the editor writes builds.
    const written = await editor.written(c.file, text);
    expect(c.source === 'page' ? checkDataText(c.file.slice('data/'.length), written) : checkLocaleText(c.language, written)).toEqual([]);
    await saveSettled(page);
    return;
  }
  // A save of a case before may still be announced (for 4 s): this case's screen must show no such notice of its own.
  await page.getByText('Запись сохранена').first().waitFor({ state: 'detached', timeout: 15_000 });
  await saveNow(page);
  const [expected] = editorProblems(c.entry, c.fields, c.source);
  const shown = (where: Page | Frame) => where.getByText(expected!.message).first().waitFor({ state: 'attached', timeout: 10_000 });
  // Decap's own rule speaks under the field and the preview lists the problem; or the build's check refuses the save.
  await Promise.any([shown(page), shown(previewFrame(page))]);
  await expectNothingSaved(editor, saves, c.file, text);
  // Nothing was saved, so nothing says it was.
  await expect(page.getByText('Запись сохранена').count()).resolves.toBe(0);
});
