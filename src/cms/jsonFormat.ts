import type { PageKey } from '../config/routes';
import { pageFields } from '../schema/pageSchemas';
import type { Field, Fields } from '../schema/schema';

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

/** A Decap custom format for one page (CMS.registerCustomFormat). */
export function pageFormat(page: PageKey, fieldsOf = pageFields) {
  return {
    fromFile: (text: string): unknown => JSON.parse(text),
    toFile: (data: unknown): string => toPageJson(data, fieldsOf(page)),
  };
}
