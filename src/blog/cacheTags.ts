import { isPostSlug } from './postAddress';

/**
 * The tags the blog's answers carry at Netlify's CDN (its `Netlify-Cache-Tag`), by which a change purges them
 * (docs/decisions/0014-blog-pages-on-demand.md): the database notes the tags of what a change shows differently
 * (supabase/migrations/*_blog_cache_purge.sql writes the same three shapes), and the purge function
 * (netlify/functions/blog-cache-purge.ts) takes no other. https://docs.netlify.com/build/caching/caching-overview/
 */

/** Every answer of the blog's function: purging it empties the blog's whole cache (a burst too large to name). */
export const BLOG_TAG = 'blog';
/** The RSS feeds and the sitemap, which every visible change alters. */
export const BLOG_INDEX_TAG = 'blog-index';
const POST_TAG_PREFIX = 'blog-post-';

/** A post's pages in both languages, and the 404 its address answered before the post was published there. */
export const postTag = (slug: string) => `${POST_TAG_PREFIX}${slug}`;

/** Whether `tag` is one of the blog's: what the purge function accepts. */
export function isBlogCacheTag(tag: unknown): tag is string {
  if (typeof tag !== 'string') return false;
  return tag === BLOG_TAG || tag === BLOG_INDEX_TAG || (tag.startsWith(POST_TAG_PREFIX) && isPostSlug(tag.slice(POST_TAG_PREFIX.length)));
}
