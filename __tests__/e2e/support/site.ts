import { LANGUAGES, PAGE_KEYS } from '../../../src/config/routes';
import { pagePath } from '../../../src/i18n/paths';

/** Every page of SPEC §2 in both languages, from src/config/routes.ts (so new pages are covered too). */
export const ROUTES = LANGUAGES.flatMap((lang) => PAGE_KEYS.map((key) => ({ lang, key, path: pagePath(key, lang) })));

/** One unknown path per language: each answers with its language's 404 page. */
export const NOT_FOUND_ROUTES = LANGUAGES.map((lang) => ({
  lang,
  path: pagePath('landing', lang) === '/' ? '/no-such-page' : `${pagePath('landing', lang)}/no-such-page`,
}));

/** Chromium reports a blocked load or inline code as a console error naming the Content Security Policy. */
export function cspViolations(errors: readonly string[]): string[] {
  return errors.filter((e) => /Content[ -]Security[ -]Policy/i.test(e));
}

/** The 404 page's own console message (SPEC §8), the only console error a page may log. */
export const NOT_FOUND_MESSAGE = /404 Error: User attempted to access non-existent route/;

/** Seconds to milliseconds for jest timeouts of whole-site tests. */
export const PAGE_TIMEOUT_MS = 60_000;
