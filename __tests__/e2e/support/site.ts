import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { postPath } from '../../../src/blog/postAddress';
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
 * whose posts differ in what they hold (photos, videos, Telegram posts, text alone), and the first three English ones,
 * the same posts in the other chrome. Read from public/, as the tests run against that build.
 */
export const POST_ROUTES = (['ru', 'en'] as const).flatMap((lang) => {
  const dir = path.resolve(__dirname, '../../../public', lang === 'ru' ? 'blog' : 'en/blog');
  const slugs = existsSync(dir)
    ? readdirSync(dir)
        .filter((file) => file.endsWith('.html') && !file.startsWith('_'))
        .map((file) => file.slice(0, -'.html'.length))
        .sort()
    : [];
  return (lang === 'ru' ? slugs : slugs.slice(0, 3)).map((slug) => ({ lang, path: postPath(slug, lang) }));
});
