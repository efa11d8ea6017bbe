import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { BLOG_ANSWER_MAX_BYTES, BLOG_PAGE_SIZE, BLOG_REQUEST_TIMEOUT_MS, BLOG_VIEW } from '../config/constants';
import { cappedFetch } from '../blog/cappedBody';
import { withDeadline } from '../blog/deadline';
import { publishedPost } from '../blog/normalize';
import { rowsWithOneRetry } from '../blog/retry';
import type { PublishedPost } from '../blog/types';
import { isPostSlug } from '../blog/postAddress';

/** The Supabase project the site reads, with its public (anonymous) key: the function reads what a visitor may. */
export interface Backend {
  url: string;
  anonKey: string;
}

/** Rows per request when the sitemap reads every post: PostgREST's own most (Supabase's max rows setting). */
const SITEMAP_READ_ROWS = 1000;

/** The most bytes a row of the view can take as JSON: the feed's largest answer over its page of rows (constants.ts). */
const ROW_MAX_BYTES = Math.ceil(BLOG_ANSWER_MAX_BYTES / BLOG_PAGE_SIZE);

/** The backend could not be read in time, or answered with an error or with no rows at all: a 503, never cached. */
export class BlogUnavailable extends Error {
  override name = 'BlogUnavailable';
}

/** A post page's post and the addresses of its neighbours in the feed's order (newest first, then by id). */
export interface PostPageRead {
  post: PublishedPost;
  newerSlug: string | null;
  olderSlug: string | null;
}

/** A post of the sitemap: its address and when it last changed. */
export interface SitemapPost {
  slug: string;
  lastmod: string;
}

/**
 * What the blog's function reads, with supabase-js and the anonymous key, from the public view only: the feed's
 * rules for a backend that is slow, down or lying apply (a deadline for the whole answer, one retry of a transient
 * failure, no more rows kept than asked for, no answer read past the size those rows can have, every row through the
 * feed's normaliser). Whatever goes wrong is BlogUnavailable.
 */
export function blogReader(backend: Backend, deadlineMs = BLOG_REQUEST_TIMEOUT_MS) {
  // One client per answer size, made at its first read and kept for the function's life (a warm function reads with
  // it again): each reads no answer past what its rows can take.
  const clients = new Map<number, SupabaseClient>();
  const client = (rows: number) => {
    let made = clients.get(rows);
    if (!made) {
      made = createClient(backend.url, backend.anonKey, {
        auth: { persistSession: false, autoRefreshToken: false },
        global: { fetch: cappedFetch(rows * ROW_MAX_BYTES + 16 * 1024) },
      });
      clients.set(rows, made);
    }
    return made;
  };
  const read = async <T>(work: (signal: AbortSignal) => Promise<T>): Promise<T> => {
    try {
      return await withDeadline(work, deadlineMs);
    } catch (error) {
      throw new BlogUnavailable(`the blog's backend could not be read: ${error instanceof Error ? error.message : String(error)}`);
    }
  };
  const view = (rows: number) => client(rows).from(BLOG_VIEW);

  return {
    /**
     * The published post at `slug` and its neighbours; null when the view has none there (unknown, draft, not yet due).
     * One request: the database's public.blog_post_page reads the three through the view
     * (supabase/migrations/20261129130000_blog_post_page.sql).
     */
    postPage: (slug: string): Promise<PostPageRead | null> =>
      read(async (signal) => {
        const [answer] = await rowsWithOneRetry(
          async () => {
            const outcome = await client(3).rpc('blog_post_page', { post_slug: slug }).abortSignal(signal);
            return { ...outcome, data: outcome.data === null ? [] : [outcome.data] };
          },
          signal,
          1,
        );
        if (typeof answer !== 'object' || answer === null) throw new Error('the answer is not an object');
        const { post: row, newer, older } = answer as { post?: unknown; newer?: unknown; older?: unknown };
        const post = publishedPost(row);
        if (!post || post.slug !== slug) return null;
        const neighbour = (value: unknown) => (typeof value === 'string' && isPostSlug(value) ? value : null);
        return { post, newerSlug: neighbour(newer), olderSlug: neighbour(older) };
      }),

    /** The newest `count` posts, newest first, as the feed orders them. */
    newest: (count: number): Promise<PublishedPost[]> =>
      read(async (signal) => {
        const rows = await rowsWithOneRetry(
          () =>
            view(count)
              .select('*')
              .order('published_at', { ascending: false })
              .order('id', { ascending: false })
              .limit(count)
              .abortSignal(signal),
          signal,
          count,
        );
        return rows.map(publishedPost).filter((post): post is PublishedPost => post !== null);
      }),

    /** How many posts the view shows. */
    count: (): Promise<number> =>
      read(async (signal) => {
        const { count, error } = await view(1).select('slug', { count: 'exact' }).limit(1).abortSignal(signal);
        if (error || typeof count !== 'number' || count < 0) throw error ?? new Error('no count in the answer');
        return count;
      }),

    /**
     * `count` posts from the `offset`-th, oldest first (so a post keeps its place in the sitemap's files as newer ones
     * come), each address once, read SITEMAP_READ_ROWS at a time.
     */
    sitemapPosts: (offset: number, count: number): Promise<SitemapPost[]> =>
      read(async (signal) => {
        const found: SitemapPost[] = [];
        const seen = new Set<string>();
        for (let from = offset; from < offset + count; from += SITEMAP_READ_ROWS) {
          const to = Math.min(from + SITEMAP_READ_ROWS, offset + count) - 1;
          const rows = await rowsWithOneRetry(
            () =>
              view(to - from + 1)
                .select('slug, id, published_at, updated_at')
                .order('published_at')
                .order('id')
                .range(from, to)
                .abortSignal(signal),
            signal,
            to - from + 1,
          );
          for (const row of rows) {
            const post = publishedPost(row);
            if (!post || seen.has(post.slug)) continue;
            seen.add(post.slug);
            found.push({ slug: post.slug, lastmod: post.updatedAt ?? post.publishedAt });
          }
          if (rows.length < to - from + 1) break;
        }
        return found;
      }),
  };
}

export type BlogReader = ReturnType<typeof blogReader>;
