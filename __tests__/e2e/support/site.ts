import { postRoutes, type PublishedPostRow } from '../../../scripts/lib/siteRoutes';
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

/** The posts the blog's function answers pages for (the embedded backend's seed), newest first: globalSetup read them. */
const POSTS = JSON.parse(process.env.E2E_POSTS ?? '[]') as PublishedPostRow[];
if (POSTS.length === 0) throw new Error('E2E_POSTS is not set: run the e2e project through jest (globalSetup reads the posts)');

/**
 * What a post holds, as a key: how many photos (none, one, several), whether a video, whether a Telegram post. Pages
 * with the same key are alike to an accessibility walk.
 */
function mediaKind(post: PublishedPostRow): string {
  const photos = post.media_types.filter((type, i) => type === 'photo' && !/^https:\/\/t\.me\//.test(post.media_urls[i] ?? '')).length;
  return [Math.min(photos, 2), post.media_types.includes('video'), post.media_urls.some((url) => url.startsWith('https://t.me/'))].join(
    ' ',
  );
}

/**
 * Post pages for the accessibility walk (drawn by the blog's function, src/blogServer/): in Russian, the newest post of
 * each kind of media (mediaKind: photos, several, a video, a Telegram post, text alone), and the three newest in
 * English, the same posts in the other chrome.
 */
const newestOfEachKind = POSTS.filter((post, i) => POSTS.findIndex((other) => mediaKind(other) === mediaKind(post)) === i);
export const POST_ROUTES = [...postRoutes(newestOfEachKind, 'ru'), ...postRoutes(POSTS.slice(0, 3), 'en')];

/** The newest post page of each language: what the walks over every kind of page visit of the post pages. */
export const NEWEST_POSTS = LANGUAGES.flatMap((lang) => postRoutes(POSTS.slice(0, 1), lang));
