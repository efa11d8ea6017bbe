/**
 * The site's pages: the site map of product §2, one entry per page in the
 * spec's order, and the two pages the application form needs beyond it. The
 * key is also the name of the page's data file (`data/{ru,en}/<key>.json`)
 * and of its template (`src/templates/<key>.tsx`).
 */
export const LANGUAGES = ['ru', 'en'] as const;
export type Language = (typeof LANGUAGES)[number];

/** Russian is the default language and lives at the root; English under /en. */
export const DEFAULT_LANGUAGE: Language = 'ru';

/** product §2: the 12 pages of each language, indexed, in the sitemap. */
export const SPEC_PAGE_PATHS = {
  landing: '/',
  scripts: '/scripts',
  production: '/production',
  'product-placement': '/product-placement',
  events: '/events',
  contacts: '/contacts',
  casting: '/casting',
  team: '/team',
  about: '/about',
  cases: '/cases',
  kremlin: '/kremlin',
  blog: '/blog',
} as const;

/**
 * Where the application form of /contacts leads (its thank-you page,
 * the form's `action`) and the privacy notice its consent line links to. Content
 * pages like the others (data, CMS, shell), but `noindex` and not in the sitemap:
 * a search result should never land a visitor on "thanks for your application".
 */
export const FORM_PAGE_PATHS = {
  thanks: '/contacts/thanks',
  privacy: '/privacy',
} as const;

export const PAGE_PATHS = { ...SPEC_PAGE_PATHS, ...FORM_PAGE_PATHS } as const;

export type PageKey = keyof typeof PAGE_PATHS;
export type SpecPageKey = keyof typeof SPEC_PAGE_PATHS;
export const PAGE_KEYS = Object.keys(PAGE_PATHS) as PageKey[];
export const SPEC_PAGE_KEYS = Object.keys(SPEC_PAGE_PATHS) as SpecPageKey[];
export const FORM_PAGE_KEYS = Object.keys(FORM_PAGE_PATHS) as Array<keyof typeof FORM_PAGE_PATHS>;

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

export function isPageKey(value: unknown): value is PageKey {
  return typeof value === 'string' && Object.prototype.hasOwnProperty.call(PAGE_PATHS, value);
}

/** Whether search engines may index the page: the pages of product §2 only. */
export function isIndexedPage(key: string): key is SpecPageKey {
  return Object.prototype.hasOwnProperty.call(SPEC_PAGE_PATHS, key);
}
