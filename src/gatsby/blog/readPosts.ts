import { createClient } from '@supabase/supabase-js';
import { BLOG_VIEW } from '../../config/constants';
import { toBlogPost } from '../../blog/normalize';
import type { BlogPost } from '../../blog/types';

/** Rows per request while the build reads the blog: Supabase's API answers at most 1000 (its max rows setting). */
export const BUILD_PAGE_SIZE = 500;

/** How long the build waits for one page of posts before it gives up and fails (a backend that never answers). */
export const BUILD_REQUEST_TIMEOUT_MS = 30_000;

/** A published post as the build makes pages of it: the feed's normalised post with an address and a date. */
export type SourcedPost = BlogPost & { slug: string; publishedAt: string };

export interface ReadPostsResult {
  posts: SourcedPost[];
  /** Rows left out, each with why (no id, no address, no date): the build reports them and goes on without them. */
  skipped: string[];
}

export class BlogUnreachableError extends Error {}

/**
 * Every post the public view shows, newest first (as the feed orders them), read with supabase-js and the anon key,
 * so the build sees exactly what a visitor may see. Every row goes through the feed's own normaliser; a row it cannot
 * make a page of is skipped and named. A backend that cannot be read, answers with an error or not in time rejects
 * with BlogUnreachableError: the build must fail rather than publish a blog without its posts. A backend that ignores
 * the offset (and so sends the same rows again) ends the reading instead of looping.
 */
export async function readPublishedPosts(url: string, anonKey: string, pageSize = BUILD_PAGE_SIZE): Promise<ReadPostsResult> {
  const client = createClient(url, anonKey, { auth: { persistSession: false, autoRefreshToken: false } });
  const posts: SourcedPost[] = [];
  const skipped: string[] = [];
  const seen = new Set<string>();
  for (let offset = 0; ; offset += pageSize) {
    let rows: unknown[];
    try {
      const { data, error } = await client
        .from(BLOG_VIEW)
        .select('*')
        .order('published_at', { ascending: false })
        .order('id', { ascending: false })
        .range(offset, offset + pageSize - 1)
        .abortSignal(AbortSignal.timeout(BUILD_REQUEST_TIMEOUT_MS));
      if (error) throw new Error([error.message, error.details, error.hint].filter(Boolean).join(' '));
      if (!Array.isArray(data)) throw new Error('the answer is not a list of rows');
      rows = data;
    } catch (error) {
      throw new BlogUnreachableError(
        `The blog's posts could not be read from ${url}/rest/v1/${BLOG_VIEW} (rows ${offset}-${offset + pageSize - 1}): ` +
          `${error instanceof Error ? error.message : String(error)}. The build stops here rather than publish the blog ` +
          'without its posts; the site online stays as it is.',
      );
    }
    let fresh = 0;
    for (const row of rows) {
      const post = toBlogPost(row);
      if (!post) {
        skipped.push(`a row without an id (${JSON.stringify(row).slice(0, 80)})`);
        continue;
      }
      if (seen.has(post.id)) continue;
      seen.add(post.id);
      fresh += 1;
      if (!post.slug) skipped.push(`post ${post.id}: no address (slug)`);
      else if (!post.publishedAt || Number.isNaN(Date.parse(post.publishedAt))) skipped.push(`post ${post.id}: no publication date`);
      else posts.push({ ...post, slug: post.slug, publishedAt: post.publishedAt });
    }
    if (rows.length < pageSize || fresh === 0) break;
  }
  // Two rows with one address would make one page of two posts: the table's unique key prevents it; a lying backend
  // does not get to.
  const bySlug = new Set<string>();
  const unique = posts.filter((post) => {
    if (bySlug.has(post.slug)) {
      skipped.push(`post ${post.id}: its address ${post.slug} is another post's`);
      return false;
    }
    bySlug.add(post.slug);
    return true;
  });
  return { posts: unique, skipped };
}
