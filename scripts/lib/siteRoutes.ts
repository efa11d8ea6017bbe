import { FORM_PAGE_KEYS, LANGUAGES, SPEC_PAGE_KEYS } from '../../src/config/routes';
import { pagePath } from '../../src/i18n/paths';

/**
 * Every page of product §2 in both languages, from src/config/routes.ts (so a page
 * added there is covered too): what the e2e tests and the bench visit.
 */
export const ROUTES = LANGUAGES.flatMap((lang) => SPEC_PAGE_KEYS.map((key) => ({ lang, key, path: pagePath(key, lang) })));

/**
 * The pages the application form leads to (its thank-you page and the
 * privacy notice; docs/deploying.md, "The application form (Netlify Forms)"), in both languages. Not product.md routes and not in the sitemap, but
 * held to the same checks as ROUTES (axe, valid HTML, headers, no script); the
 * bench leaves them out (its targets are product.md's pages).
 */
export const FORM_ROUTES = LANGUAGES.flatMap((lang) => FORM_PAGE_KEYS.map((key) => ({ lang, key, path: pagePath(key, lang) })));

/** One unknown path per language: each answers with its language's 404 page. */
export const NOT_FOUND_ROUTES = LANGUAGES.map((lang) => ({
  lang,
  path: pagePath('landing', lang) === '/' ? '/no-such-page' : `${pagePath('landing', lang)}/no-such-page`,
}));
