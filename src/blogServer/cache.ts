import { BLOG_INDEX_TAG, BLOG_TAG, postTag } from '../blog/cacheTags';
import { REVALIDATE } from '../config/pageHeaders';

/**
 * How Netlify's CDN keeps the blog's answers (docs/decisions/0014-blog-pages-on-demand.md): a page, a feed, a sitemap
 * once rendered is served from the CDN until a change purges its tag (the database asks within seconds:
 * supabase/migrations/*_blog_cache_purge.sql), until a deploy (which invalidates every tagged answer, so no page
 * outlives the scripts and styles it names), or for CDN_MAX_AGE_S at most. A failure is never kept.
 * https://docs.netlify.com/build/caching/caching-overview/
 */

/** The longest the CDN keeps an answer no change purged: a year, the most it keeps any file. */
const CDN_MAX_AGE_S = 31_536_000;

/** A 503's hint to come back (a visitor's retry, a crawler's next try): the tick that purges runs more often. */
const RETRY_AFTER_S = 30;

/**
 * The CDN's cache key takes only the query parameters Netlify-Vary names, and a blog answer depends on none: it names
 * one the site never writes, so `?utm_source=…`, `?fbclid=…` and every other variant of a shared link are one cached
 * answer (as Netlify's own Next.js runtime keys its pages on `query=__nextDataReq|_rsc` alone).
 */
const CACHE_KEY_VARY = 'query=__kadr_blog';

export type HeaderList = Array<[string, string]>;

/** The headers of an answer the CDN keeps, tagged with `tags` besides the blog's own. */
export function cachedFor(tags: readonly string[]): HeaderList {
  return [
    // The browser revalidates every time, as it does for the built pages.
    ['Cache-Control', REVALIDATE],
    ['Netlify-CDN-Cache-Control', `public, durable, s-maxage=${CDN_MAX_AGE_S}`],
    ['Netlify-Cache-Tag', [BLOG_TAG, ...tags].join(',')],
    ['Netlify-Vary', CACHE_KEY_VARY],
  ];
}

/** The headers of an answer nobody keeps: the next request asks the backend again. */
export const notKept: HeaderList = [
  ['Cache-Control', 'no-store'],
  ['Netlify-CDN-Cache-Control', 'no-store'],
  ['Retry-After', String(RETRY_AFTER_S)],
];

/** A post's pages (and the 404 its address gives before it is published), and the feeds and sitemap. */
export const postPageTags = (slug: string) => [postTag(slug)];
export const indexTags = [BLOG_INDEX_TAG];
