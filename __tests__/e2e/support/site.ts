import path from 'node:path';
import { builtPostRoutes } from '../../../scripts/lib/siteRoutes';
import { LANGUAGES } from '../../../src/config/routes';
export { FORM_ROUTES, NOT_FOUND_ROUTES, ROUTES } from '../../../scripts/lib/siteRoutes';

/** Chromium reports a blocked load or inline code as a console error naming the Content Security Policy. */
export function cspViolations(errors: readonly string[]): string[] {
  return errors.filter((e) => /Content[ -]Security[ -]Policy/i.test(e));
}

/** The 404 page's own console message (product §8), the only console error a page may log. */
export const NOT_FOUND_MESSAGE = /404 Error: User attempted to access non-existent route/;

/** Seconds to milliseconds for jest timeouts of whole-site tests. */
export const PAGE_TIMEOUT_MS = 60_000;

/**
 * The built post pages, one pair per published post the build read (src/templates/blog-post.tsx): every Russian one,
 * whose posts differ in what they hold (photos, videos, Telegram posts, text alone), and the three newest English ones,
 * the same posts in the other chrome. Read from public/, as the tests run against that build.
 */
export const POST_ROUTES = LANGUAGES.flatMap((lang) => {
  const routes = builtPostRoutes(path.resolve(__dirname, '../../../public'), lang);
  return lang === 'ru' ? routes : routes.slice(0, 3);
});

/** The newest post page of each language: what the walks over every kind of page visit of the post pages. */
export const NEWEST_POSTS = LANGUAGES.flatMap((lang) => builtPostRoutes(path.resolve(__dirname, '../../../public'), lang).slice(0, 1));
