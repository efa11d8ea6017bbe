import { LANGUAGES, PAGE_KEYS } from '../../src/config/routes';
import { pagePath } from '../../src/i18n/paths';

/**
 * Every page of SPEC §2 in both languages, from src/config/routes.ts (so new
 * pages are covered too): what the e2e tests and the bench visit.
 */
export const ROUTES = LANGUAGES.flatMap((lang) => PAGE_KEYS.map((key) => ({ lang, key, path: pagePath(key, lang) })));

/** One unknown path per language: each answers with its language's 404 page. */
export const NOT_FOUND_ROUTES = LANGUAGES.map((lang) => ({
  lang,
  path: pagePath('landing', lang) === '/' ? '/no-such-page' : `${pagePath('landing', lang)}/no-such-page`,
}));
