import { LANGUAGES, PAGE_KEYS, type Language, type PageKey } from '../config/routes';
import { pagePath } from '../i18n/paths';
import { localeFields, localeFile } from '../schema/locales';
import { pageFields } from '../schema/pageSchemas';
import { type Field, type Fields, textPattern } from '../schema/schema';
import { capitalized, fieldText, type FieldPath, GENERIC_ITEM, type ItemNoun, itemNoun, type LabelSource, PAGE_LABELS } from './labels';
import { placeholderRules, textRuleMessage } from './messages';

/**
 * The Decap CMS configuration, generated from the content schema
 * (src/schema/pageSchemas.ts, src/schema/locales.ts): the same description
 * that gives the GraphQL types and the build's validation gives the editor
 * its pages and fields, so a field added to a page is editable with no second
 * edit.
 * https://decapcms.org/docs/configuration-options/
 */

/** The subset of Decap's field options this site uses. */
export interface CmsField {
  name: string;
  label: string;
  widget: 'string' | 'text' | 'number' | 'boolean' | 'list' | 'object' | typeof FIXED_WIDGET;
  required: boolean;
  hint?: string;
  /** [regular expression, message shown under the field when it does not match] */
  pattern?: [string, string];
  /** What a new list item holds in this field (an empty optional text the schema writes as ""). */
  default?: string;
  value_type?: 'int' | 'float';
  min?: number;
  max?: number;
  fields?: CmsField[];
  field?: CmsField;
  summary?: string;
  collapsed?: boolean;
  /** A list's item, in the form Decap shows for a count of one. */
  label_singular?: string;
  /** Ours, read by src/cms/listWidget.tsx: the item's name beside any count and after «Добавить». */
  item_noun?: Omit<ItemNoun, 'plural'>;
  /** Ours, read by src/cms/fixedWidget.tsx: the one value of a text product.md fixes. */
  fixed?: string;
}

export interface CmsFile {
  name: string;
  label: string;
  file: string;
  /** The page's path on the site, for «Просмотр» (appended to site_url, or to a deploy preview's address). */
  preview_path: string;
  fields: CmsField[];
}

export interface CmsCollection {
  name: string;
  label: string;
  label_singular: string;
  description: string;
  delete: false;
  format: string;
  editor: { preview: boolean };
  files: CmsFile[];
}

export interface CmsConfig {
  locale: 'ru';
  load_config_file: false;
  backend: Record<string, string>;
  local_backend?: { url: string; allowed_hosts: string[] };
  publish_mode?: 'editorial_workflow';
  media_folder: string;
  public_folder: string;
  site_url?: string;
  display_url?: string;
  collections: CmsCollection[];
}

/** The custom formats (registered in src/cms/index.tsx) that write a page's file, and the UI strings, in schema order. */
export const FORMAT_NAME = 'kadr-json';
export const LOCALE_FORMAT_NAME = 'kadr-locale-json';

/** The read-only widget of a text product.md fixes (src/cms/fixedWidget.tsx). */
export const FIXED_WIDGET = 'fixed-text';

/** The collection of «Общие тексты» and its files' names, one per language. */
export const COMMON_TEXTS = 'common';
export const commonTextsFile = (language: Language) => `common_${language}`;

export function collectionName(language: Language): string {
  return `pages_${language}`;
}

export function dataFile(language: Language, page: PageKey): string {
  return `data/${language}/${page}.json`;
}

/** The placeholders a text may hold, as its hint says them. */
function placeholderHint(field: Extract<Field, { kind: 'string' }>, siblings: Fields | undefined, source: LabelSource): string | undefined {
  const rules = placeholderRules(field, siblings, source);
  return rules.length > 0 ? `Подстановки: ${rules.join('; ')}.` : undefined;
}

/**
 * One schema field as a Decap field. `path`: the field's keys from the top of
 * its file, for its label (a `heading` at the top is the page's H1); `source`:
 * whose labels (a page's or the UI strings'); `siblings`: the fields beside
 * it, which a text's placeholders quote.
 */
export function toCmsField(path: FieldPath, field: Field, source: LabelSource = 'page', siblings?: Fields): CmsField {
  const name = path[path.length - 1]!;
  const text = fieldText(path, field, source);
  const extra = field.kind === 'string' ? placeholderHint(field, siblings, source) : undefined;
  const hint = [text.hint, extra].filter(Boolean).join(' ');
  const base = { name, label: text.label, required: !field.optional, ...(hint ? { hint } : {}) };
  switch (field.kind) {
    case 'string': {
      // The build's own rules for this kind of text (length, control characters, blanks, a link's form, placeholders) as a pattern.
      const pattern: [string, string] = [textPattern(field), textRuleMessage(field, siblings, source)];
      if (field.fixed !== undefined) return { ...base, widget: FIXED_WIDGET, fixed: field.fixed, pattern };
      return {
        ...base,
        widget: field.multiline ? 'text' : 'string',
        pattern,
        ...(field.optional && field.emptyAs === '' ? { default: '' } : {}),
      };
    }
    case 'int':
    case 'float':
      return { ...base, widget: 'number', value_type: field.kind };
    case 'boolean':
      return { ...base, widget: 'boolean' };
    case 'object':
      return { ...base, widget: 'object', fields: toCmsFields(field.fields, path, source) };
    case 'list': {
      const noun = itemNoun(path, field) ?? GENERIC_ITEM;
      const list = {
        ...base,
        widget: 'list' as const,
        ...(field.minItems !== undefined ? { min: field.minItems } : {}),
        max: field.maxItems,
        label_singular: noun.one,
        item_noun: { one: noun.one, few: noun.few, many: noun.many, accusative: noun.accusative },
      };
      const item = field.of;
      if (item.kind === 'object') {
        const first = Object.entries(item.fields).find(([, f]) => f.kind === 'string')?.[0];
        return {
          ...list,
          collapsed: true,
          // Decap's own fallback for an item without a title is English ("No title").
          ...(first ? { summary: `{{fields.${first} | default('(не заполнено)')}}` } : {}),
          fields: toCmsFields(item.fields, path, source),
        };
      }
      // A list of plain values (paragraphs, project types): Decap's single-field list; each item is named as one («Абзац»).
      const single = toCmsField(path, { ...item, optional: false }, source);
      return { ...list, field: { ...single, label: capitalized(noun.one) } };
    }
  }
}

/** The fields of an object at `path` (the file's own fields at []). */
export function toCmsFields(fields: Fields, path: FieldPath = [], source: LabelSource = 'page'): CmsField[] {
  return Object.entries(fields).map(([name, field]) => toCmsField([...path, name], field, source, fields));
}

/**
 * One collection per language. Decap's own i18n cannot be used for this file
 * layout: files collections only support i18n's `single_file` structure
 * (both languages in one file), while the site keeps `data/ru/<page>.json`
 * beside `data/en/<page>.json`; each language is therefore its own list of
 * the same pages, and the same preview shows either language.
 */
export function pageCollection(language: Language, pages: readonly PageKey[] = PAGE_KEYS, fieldsOf = pageFields): CmsCollection {
  const russian = language === 'ru';
  return {
    name: collectionName(language),
    label: russian ? 'Страницы — русская версия' : 'Страницы — английская версия (/en)',
    label_singular: 'Страница',
    description: russian
      ? 'Тексты страниц сайта на русском языке (адреса без /en).'
      : 'Тексты английской версии сайта (адреса /en/...). Пишите по-английски.',
    delete: false,
    // Decap takes the format from the collection, not the file.
    format: FORMAT_NAME,
    editor: { preview: true },
    files: pages.map((page) => ({
      name: page,
      label: `${PAGE_LABELS[page]} — ${pagePath(page, language)}`,
      file: dataFile(language, page),
      preview_path: pagePath(page, language),
      fields: toCmsFields(fieldsOf(page)),
    })),
  };
}

/**
 * «Общие тексты»: the UI strings of locales/<language>/common.json (header,
 * footer, 404 page, the blog's states), one file per language. The strings
 * product.md fixes are shown read-only.
 */
export function commonTextsCollection(): CmsCollection {
  return {
    name: COMMON_TEXTS,
    label: 'Общие тексты',
    label_singular: 'Общие тексты',
    description:
      'Шапка, подвал, страница 404 и подписи ленты блога на обоих языках. Тексты, которые задаёт спецификация сайта, показаны без возможности изменить.',
    delete: false,
    format: LOCALE_FORMAT_NAME,
    editor: { preview: true },
    files: LANGUAGES.map((language) => ({
      name: commonTextsFile(language),
      label: language === 'ru' ? 'Русская версия' : 'Английская версия (/en)',
      file: localeFile(language),
      // Any content page shows the header and footer.
      preview_path: pagePath('about', language),
      fields: toCmsFields(localeFields(language), [], 'locale'),
    })),
  };
}

export interface CmsOptions {
  /** decap-server's address when editing locally (`npm run cms`), under the development site's origin; null in production. */
  localBackendUrl: string | null;
  /** The GitHub repository ("owner/name") the production editor commits to. */
  repo: string;
  branch?: string;
  /** The live site, whose pages «Просмотр» opens for a published entry in production. */
  siteUrl?: string;
}

/**
 * The whole configuration. Production: the GitHub backend through Netlify's
 * OAuth provider, and the editorial workflow (drafts become pull requests, so
 * each edit gets a deploy preview, which «Просмотр» opens for a draft).
 * Locally: decap-server writing straight to the working tree; its file-system
 * mode has no drafts, so entries are saved directly, and «Просмотр» opens the
 * development site that serves the editor.
 */
export function cmsConfig({ localBackendUrl, repo, branch = 'main', siteUrl }: CmsOptions): CmsConfig {
  const previewSite = localBackendUrl ? new URL(localBackendUrl).origin : siteUrl;
  return {
    locale: 'ru',
    load_config_file: false,
    backend: { name: 'github', repo, branch, base_url: 'https://api.netlify.com', auth_endpoint: 'auth' },
    ...(localBackendUrl
      ? { local_backend: { url: localBackendUrl, allowed_hosts: ['localhost', '127.0.0.1'] } }
      : { publish_mode: 'editorial_workflow' as const }),
    // No field takes uploads today; Decap requires a media folder all the same.
    media_folder: 'static/uploads',
    public_folder: '/uploads',
    ...(previewSite ? { site_url: previewSite, display_url: previewSite } : {}),
    collections: [...LANGUAGES.map((language) => pageCollection(language)), commonTextsCollection()],
  };
}
