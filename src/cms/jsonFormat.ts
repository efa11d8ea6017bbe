import { PAGE_KEYS, type PageKey } from '../config/routes';
import { localeFields } from '../schema/locales';
import { pageFields } from '../schema/pageSchemas';
import { CONTENT_LIMITS, type Field, type Fields } from '../schema/schema';
import { fileTooLargeMessage } from './messages';

/**
 * How the CMS writes a page's data file: 2-space JSON, keys in the schema's
 * order, a final newline; the same bytes as the hand-written files, so a
 * one-word edit is a one-line diff. Decap's own JSON formatter keeps whatever
 * order its Immutable maps iterate in, which is not the file's once an object
 * has more than eight keys.
 */
function ordered(value: unknown, field: Field): unknown {
  if (field.kind === 'list' && Array.isArray(value)) return value.map((item) => ordered(item, field.of));
  if (field.kind === 'object') return orderFields(value, field.fields);
  return value;
}

/**
 * `value` with the schema's keys first, in schema order; keys the schema does
 * not know keep their place after them. An empty optional text is written as
 * the schema says (`emptyAs`): as "" in every item that carries it (a new
 * project gets `"videoUrl": ""` like the others), otherwise left out (a card
 * whose kicker was typed and cleared again looks like one that never had it).
 */
export function orderFields(value: unknown, fields: Fields): unknown {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return value;
  const source = value as Record<string, unknown>;
  const out: Record<string, unknown> = {};
  for (const [name, field] of Object.entries(fields)) {
    const empty = source[name] === undefined || source[name] === null || source[name] === '';
    if (field.kind === 'string' && field.optional && empty) {
      if (field.emptyAs === '') out[name] = '';
    } else if (name in source) {
      out[name] = ordered(source[name], field);
    }
  }
  for (const [name, item] of Object.entries(source)) {
    if (!Object.prototype.hasOwnProperty.call(fields, name)) out[name] = item;
  }
  return out;
}

export function toPageJson(data: unknown, fields: Fields): string {
  return `${JSON.stringify(orderFields(data, fields), null, 2)}\n`;
}

/**
 * The page a data file belongs to, from its keys: Decap hands a format only
 * the data (a format is set per collection, and one collection holds every
 * page), so the page is the one whose schema knows all of the file's keys and
 * shares the most with it.
 */
export function pageOfData(data: unknown, fieldsOf = pageFields): PageKey | null {
  if (typeof data !== 'object' || data === null || Array.isArray(data)) return null;
  const keys = Object.keys(data);
  let best: { page: PageKey; score: number } | null = null;
  for (const page of PAGE_KEYS) {
    const known = Object.keys(fieldsOf(page));
    if (!keys.every((key) => known.includes(key))) continue;
    const score = keys.length - known.length / 1000;
    if (!best || score > best.score) best = { page, score };
  }
  return best?.page ?? null;
}

/**
 * A Decap custom format (CMS.registerCustomFormat) that writes in the order
 * of the schema `schemaOf` finds for the data. A file larger than the content
 * check accepts is not written: Decap turns the error into its "could not
 * save" notice, and nothing is committed.
 */
function schemaOrderedFormat(schemaOf: (data: unknown) => Fields | undefined) {
  return {
    fromFile: (text: string): unknown => JSON.parse(text),
    toFile: (data: unknown): string => {
      const fields = schemaOf(data);
      const text = fields ? toPageJson(data, fields) : `${JSON.stringify(data, null, 2)}\n`;
      const bytes = new TextEncoder().encode(text).length;
      if (bytes > CONTENT_LIMITS.fileBytes) throw new Error(fileTooLargeMessage(bytes, CONTENT_LIMITS.fileBytes));
      return text;
    },
  };
}

/** The format of the page collections: data/<language>/<page>.json. */
export const PAGE_FORMAT = schemaOrderedFormat((data) => {
  const page = pageOfData(data);
  return page ? pageFields(page) : undefined;
});

/** The format of «Общие тексты»: locales/<language>/common.json (both languages have the same keys). */
export const LOCALE_FORMAT = schemaOrderedFormat(() => localeFields('ru'));
