import { LANGUAGES, PAGE_KEYS, type Language, type PageKey } from '../config/routes';
import { pagePath } from '../i18n/paths';
import { pageFields } from '../schema/pageSchemas';
import { type Field, type Fields, textPattern } from '../schema/schema';
import { fieldText, PAGE_LABELS, textRuleMessage } from './labels';

/**
 * The Decap CMS configuration, generated from the content schema
 * (src/schema/pageSchemas.ts): the same description that gives the GraphQL
 * types and the build's validation gives the editor its pages and fields, so
 * a field added to a page is editable with no second edit.
 * https://decapcms.org/docs/configuration-options/
 */

/** The subset of Decap's field options this site uses. */
export interface CmsField {
  name: string;
  label: string;
  widget: 'string' | 'text' | 'number' | 'boolean' | 'list' | 'object';
  required: boolean;
  hint?: string;
  /** [regular expression, message shown under the field when it does not match] */
  pattern?: [string, string];
  value_type?: 'int' | 'float';
  min?: number;
  max?: number;
  fields?: CmsField[];
  field?: CmsField;
  summary?: string;
  collapsed?: boolean;
}

export interface CmsFile {
  name: PageKey;
  label: string;
  file: string;
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
  collections: CmsCollection[];
}

/** The custom format (registered in src/cms/index.tsx) that writes a page's file in schema order. */
export const FORMAT_NAME = 'kadr-json';

export function collectionName(language: Language): string {
  return `pages_${language}`;
}

export function dataFile(language: Language, page: PageKey): string {
  return `data/${language}/${page}.json`;
}

/** One schema field as a Decap field; `topLevel` picks the page-level label of title/description/heading. */
export function toCmsField(name: string, field: Field, topLevel = false): CmsField {
  const { label, hint } = fieldText(name, topLevel);
  const base = { name, label, required: !field.optional, ...(hint ? { hint } : {}) };
  switch (field.kind) {
    case 'string': {
      // The build's own rules for this kind of text (length, control characters, blanks, a link's form) as a pattern.
      const message = textRuleMessage({ maxLength: field.maxLength, link: field.format === 'href', required: !field.optional });
      return { ...base, widget: field.multiline ? 'text' : 'string', pattern: [textPattern(field), message] };
    }
    case 'int':
    case 'float':
      return { ...base, widget: 'number', value_type: field.kind };
    case 'boolean':
      return { ...base, widget: 'boolean' };
    case 'object':
      return { ...base, widget: 'object', fields: toCmsFields(field.fields) };
    case 'list': {
      const min = { ...(field.minItems !== undefined ? { min: field.minItems } : {}), max: field.maxItems };
      const item = field.of;
      if (item.kind === 'object') {
        const first = Object.entries(item.fields).find(([, f]) => f.kind === 'string')?.[0];
        return {
          ...base,
          widget: 'list',
          ...min,
          collapsed: true,
          ...(first ? { summary: `{{fields.${first}}}` } : {}),
          fields: toCmsFields(item.fields),
        };
      }
      // A list of plain values (paragraphs, project types): Decap's single-field list.
      return { ...base, widget: 'list', ...min, field: toCmsField(name, { ...item, optional: false }) };
    }
  }
}

export function toCmsFields(fields: Fields, topLevel = false): CmsField[] {
  return Object.entries(fields).map(([name, field]) => toCmsField(name, field, topLevel));
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
      fields: toCmsFields(fieldsOf(page), true),
    })),
  };
}

export interface CmsOptions {
  /** decap-server's address when editing locally (`npm run cms`); null in production. */
  localBackendUrl: string | null;
  /** The GitHub repository ("owner/name") the production editor commits to. */
  repo: string;
  branch?: string;
  siteUrl?: string;
}

/**
 * The whole configuration. Production: the GitHub backend through Netlify's
 * OAuth provider, and the editorial workflow (drafts become pull requests, so
 * each edit gets a deploy preview). Locally: decap-server writing straight to
 * the working tree; its file-system mode has no drafts, so entries are saved
 * directly.
 */
export function cmsConfig({ localBackendUrl, repo, branch = 'main', siteUrl }: CmsOptions): CmsConfig {
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
    ...(siteUrl ? { site_url: siteUrl } : {}),
    collections: LANGUAGES.map((language) => pageCollection(language)),
  };
}
