import { DEFAULT_LANGUAGE, type Language, LANGUAGES, PAGE_PATHS, type PageKey } from '../config/routes';
import type { I18nContext } from '../config/pageContext';

/** The prefix English pages live under (product §2: "English routes carry the prefix /en"). */
export const EN_PREFIX = '/en';

/** Drop a trailing slash (but keep the root "/") so "/en/" and "/en" read the same. */
export function normalizePath(path: string): string {
  const clean = path.split(/[?#]/)[0] || '/';
  const withLeading = clean.startsWith('/') ? clean : `/${clean}`;
  const trimmed = withLeading.replace(/\/+$/, '');
  return trimmed === '' ? '/' : trimmed;
}

/** The language a path belongs to: anything under /en is English, the rest Russian. */
export function languageOfPath(path: string): Language {
  const p = normalizePath(path);
  return p === EN_PREFIX || p.startsWith(`${EN_PREFIX}/`) ? 'en' : DEFAULT_LANGUAGE;
}

/** The language-neutral path: "/en/scripts" -> "/scripts", "/en" -> "/". */
export function stripLanguagePrefix(path: string): string {
  const p = normalizePath(path);
  if (p === EN_PREFIX) return '/';
  if (p.startsWith(`${EN_PREFIX}/`)) return p.slice(EN_PREFIX.length);
  return p;
}

/** The same page in `language`: "/scripts" -> "/en/scripts" (en), "/en/scripts" -> "/scripts" (ru). */
export function localizePath(path: string, language: Language): string {
  const neutral = stripLanguagePrefix(path);
  if (language === DEFAULT_LANGUAGE) return neutral;
  return neutral === '/' ? EN_PREFIX : `${EN_PREFIX}${neutral}`;
}

/** Where a site page lives in a language: pagePath('scripts', 'en') -> "/en/scripts". */
export function pagePath(page: PageKey, language: Language): string {
  return localizePath(PAGE_PATHS[page], language);
}

/** The i18n page context of a page at `neutralPath` in `language`: the same for the built page and the CMS preview. */
export function i18nContext(language: Language, neutralPath: string): I18nContext {
  return {
    language,
    languages: [...LANGUAGES],
    defaultLanguage: DEFAULT_LANGUAGE,
    generateDefaultLanguagePage: false,
    // "routed" tells the plugin the language is already in the URL (no redirect).
    routed: true,
    originalPath: neutralPath,
    path: localizePath(neutralPath, language),
  };
}
