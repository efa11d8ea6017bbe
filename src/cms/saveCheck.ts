/**
 * The build's own check, run on an entry before the editor writes it (Decap's
 * `preSave` event, registered in src/cms/index.tsx). Decap's field rules
 * (required, patterns, list sizes: src/cms/config.ts) catch most mistakes
 * under the field as it is typed, but not all: Decap 3.6 did not check the
 * size of a list inside an object (https://github.com/decaporg/decap-cms/issues/7383), so «Философия» could
 * be saved with no item and fail every later build. This runs
 * src/schema/contentCheck.ts on the very bytes the format would write, and
 * refuses the save, in the editor's words, whenever the build would refuse
 * the file. https://decapcms.org/docs/registering-events/
 */
import { isLanguage, isPageKey } from '../config/routes';
import { checkDataText, checkLocaleText, type ContentProblem } from '../schema/contentCheck';
import { localeFields } from '../schema/locales';
import { pageFields } from '../schema/pageSchemas';
import type { Fields } from '../schema/schema';
import { toPageJson } from './jsonFormat';
import { countOf, type LabelSource } from './labels';
import { editorProblems, problemLine } from './messages';
import { entryOfHash } from './entryRoute';

/** The schema of the file at `path` (data/<lang>/<page>.json or locales/<lang>/common.json), and how the build checks it. */
function fileOf(path: string): { fields: Fields; source: LabelSource; check(text: string): ContentProblem[] } | undefined {
  const page = /^data\/([^/]+)\/([^/]+)\.json$/.exec(path);
  if (page && isLanguage(page[1]) && isPageKey(page[2])) {
    const relative = `${page[1]}/${page[2]}.json`;
    return { fields: pageFields(page[2]), source: 'page', check: (text) => checkDataText(relative, text) };
  }
  const locale = /^locales\/([^/]+)\/common\.json$/.exec(path);
  if (locale && isLanguage(locale[1])) {
    const language = locale[1];
    return { fields: localeFields(language), source: 'locale', check: (text) => checkLocaleText(language, text) };
  }
  return undefined;
}

/**
 * Every reason the build would refuse the file `path` holding `data`, as the
 * editor words it (where, and what the form says there); none when it would
 * build. A file this site does not know is left to Decap.
 */
export function saveProblems(path: string, data: unknown): string[] {
  const file = fileOf(path);
  if (!file) return [];
  const text = toPageJson(data, file.fields);
  const refused = file.check(text);
  if (refused.length === 0) return [];
  const words = editorProblems(JSON.parse(text), file.fields, file.source).map(problemLine);
  // Problems of the file as a whole (its size) have no field: the build's own sentence then.
  return words.length > 0 ? words : refused.map((problem) => problem.message);
}

/** How many problems a refusal lists before «и ещё …»: Decap shows it in a notice for 8 seconds. */
const LISTED = 3;
const PROBLEM = { one: 'ошибка', few: 'ошибки', many: 'ошибок', accusative: 'ошибку', plural: 'Ошибки' };

/** A refused save, worded for Decap's «Не удалось сохранить запись: %{details}» (which prints the error as a string). */
export class SaveRefused extends Error {
  override toString() {
    return this.message;
  }
}

export function refusal(problems: readonly string[]): SaveRefused {
  const more = problems.length - LISTED;
  const listed = problems.slice(0, LISTED).join(' ');
  return new SaveRefused(
    `сайт не примет эту запись. ${listed}${more > 0 ? ` И ещё ${countOf(more, PROBLEM)}: они отмечены в форме и в предпросмотре.` : ''}`,
  );
}

interface DecapEntry {
  get(key: 'path' | 'slug' | 'collection'): string;
  get(key: 'data'): { toJS(): unknown };
}

/**
 * The preSave handler. Also refuses an entry that is not the one the address
 * bar shows: Decap's editor can still hold another page's entry there
 * (src/cms/entryRoute.ts), and saving it would write that other file and say
 * «Запись сохранена» about this one.
 */
export function preSaveCheck({ entry }: { entry: DecapEntry }, location: Pick<Location, 'hash'> = window.location): undefined {
  const shown = entryOfHash(location.hash);
  if (shown && (shown.collection !== entry.get('collection') || shown.slug !== entry.get('slug'))) {
    throw new SaveRefused(
      'в редакторе открыта другая страница, чем в адресной строке. Откройте страницу заново из списка: ничего не сохранено.',
    );
  }
  const problems = saveProblems(entry.get('path'), entry.get('data').toJS());
  if (problems.length > 0) throw refusal(problems);
  return undefined;
}
