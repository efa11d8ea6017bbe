import { PAGE_KEYS, type PageKey } from '../config/routes';
import { pageFields } from '../schema/pageSchemas';
import { CONTENT_LIMITS, type Field, type Fields } from '../schema/schema';
import { fileTooLargeMessage } from './labels';

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

/** `value` with the schema's keys first, in schema order; keys the schema does not know keep their place after them. */
export function orderFields(value: unknown, fields: Fields): unknown {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return value;
  const source = value as Record<string, unknown>;
  const out: Record<string, unknown> = {};
  for (const [name, field] of Object.entries(fields)) {
    if (name in source) out[name] = ordered(source[name], field);
  }
  for (const [name, item] of Object.entries(source)) {
    if (!(name in out)) out[name] = item;
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
 * The Decap custom format of the page collections (CMS.registerCustomFormat).
 * A file larger than the content check accepts is not written: Decap turns
 * the error into its "could not save" notice, and nothing is committed.
 */
export const PAGE_FORMAT = {
  fromFile: (text: string): unknown => JSON.parse(text),
  toFile: (data: unknown): string => {
    const page = pageOfData(data);
    const text = page ? toPageJson(data, pageFields(page)) : `${JSON.stringify(data, null, 2)}\n`;
    const bytes = new TextEncoder().encode(text).length;
    if (bytes > CONTENT_LIMITS.fileBytes) throw new Error(fileTooLargeMessage(bytes, CONTENT_LIMITS.fileBytes));
    return text;
  },
};
