import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { PageKey } from '../../../src/config/routes';
import { pageFields } from '../../../src/schema/pageSchemas';
import type { Field, Fields } from '../../../src/schema/schema';

/**
 * What an editor may do to the site's content, done everywhere at once: every text field of every page in both
 * languages changed, and one more item in every list (a copy of its last item, with its texts changed differently,
 * so no two texts of the page become equal). Links and video addresses keep their address: an edited address is a different page or file, not a
 * different text. The result is still valid content (the build's own check passes on it).
 */
export function editedPage(data: unknown, fields: Fields, lang: string): unknown {
  return editObject(data as Record<string, unknown>, fields, lang === 'ru' ? 'правка' : 'edit');
}

function editObject(data: Record<string, unknown>, fields: Fields, mark: string): Record<string, unknown> {
  const out: Record<string, unknown> = { ...data };
  for (const [name, field] of Object.entries(fields)) {
    if (name in data) out[name] = editValue(data[name], field, mark);
  }
  return out;
}

function editValue(value: unknown, field: Field, mark: string): unknown {
  if (value === undefined || value === null) return value;
  switch (field.kind) {
    case 'string':
      // A text's {{placeholders}} stay (the build fills them in); a text product.md fixes letter for letter is no editor's.
      return field.format !== undefined || 'fixed' in field ? value : `${value as string} (${mark})`;
    case 'object':
      return editObject(value as Record<string, unknown>, field.fields, mark);
    case 'list': {
      const items = (value as unknown[]).map((item) => editValue(item, field.of, mark));
      const last = (value as unknown[]).at(-1);
      return last === undefined || items.length >= field.maxItems ? items : [...items, editValue(last, field.of, `${mark} +1`)];
    }
    default:
      return value;
  }
}

/** Writes the edited copy of `data/` (both languages, every page) under `dir`, in the layout of `data/`. */
export function writeEditedContent(repoRoot: string, dir: string): void {
  for (const lang of ['ru', 'en']) {
    mkdirSync(path.join(dir, lang), { recursive: true });
    for (const file of readdirSync(path.join(repoRoot, 'data', lang))) {
      const page = file.replace(/\.json$/, '') as PageKey;
      const data: unknown = JSON.parse(readFileSync(path.join(repoRoot, 'data', lang, file), 'utf8'));
      writeFileSync(path.join(dir, lang, file), `${JSON.stringify(editedPage(data, pageFields(page), lang), null, 2)}\n`);
    }
  }
}
