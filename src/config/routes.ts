/**
 * The site map of SPEC section 2: one entry per page, in the spec's order.
 * The key is also the name of the page's data file (`data/{ru,en}/<key>.json`)
 * and of its template (`src/templates/<key>.tsx`).
 */
export const LANGUAGES = ['ru', 'en'] as const;
export type Language = (typeof LANGUAGES)[number];

/** Russian is the default language and lives at the root; English under /en. */
export const DEFAULT_LANGUAGE: Language = 'ru';

export const PAGE_PATHS = {
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

export type PageKey = keyof typeof PAGE_PATHS;
export const PAGE_KEYS = Object.keys(PAGE_PATHS) as PageKey[];

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

export function isPageKey(value: unknown): value is PageKey {
  return typeof value === 'string' && Object.prototype.hasOwnProperty.call(PAGE_PATHS, value);
}
