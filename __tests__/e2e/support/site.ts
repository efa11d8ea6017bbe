import { readFileSync } from 'node:fs';
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

const PUBLIC = path.resolve(__dirname, '../../../public');

/**
 * What a built post page holds, as a key: how many photos (none, one, several), whether a video, whether a Telegram
 * post. Pages with the same key are alike to an accessibility walk.
 */
function mediaKind(route: { path: string }): string {
  const html = readFileSync(path.join(PUBLIC, `${route.path.slice(1)}.html`), 'utf8');
  const main = /<main[\s\S]*<\/main>/.exec(html)?.[0] ?? '';
  const photos = (main.match(/<img[^>]+src="\/\.netlify\/images/g) ?? []).length;
  return [Math.min(photos, 2), /<video/.test(main), /https:\/\/t\.me\//.test(main)].join(' ');
}

/** The build's post pages of each language, newest first. */
const BUILT_POSTS = LANGUAGES.map((lang) => builtPostRoutes(PUBLIC, lang));

/**
 * Post pages for the accessibility walk (src/templates/blog-post.tsx), read from public/ as the tests run against
 * that build: in Russian, the newest post of each kind of media (mediaKind: photos, several, a video, a Telegram post,
 * text alone), and the three newest in English, the same posts in the other chrome.
 */
export const POST_ROUTES = BUILT_POSTS.flatMap((routes) => {
  if (routes[0]?.lang !== 'ru') return routes.slice(0, 3);
  const kinds = new Map<string, (typeof routes)[number]>();
  for (const route of routes) {
    const kind = mediaKind(route);
    if (!kinds.has(kind)) kinds.set(kind, route);
  }
  return [...kinds.values()];
});

/** The newest post page of each language: what the walks over every kind of page visit of the post pages. */
export const NEWEST_POSTS = BUILT_POSTS.flatMap((routes) => routes.slice(0, 1));
