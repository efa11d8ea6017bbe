import { BLOG_REQUEST_TIMEOUT_MS, BLOG_VIEW } from '../config/constants';
import { publishedPost } from './normalize';
import type { Backend } from './firstPage';
import type { PublishedPost } from './types';

/** The Supabase project the site reads (inlined by the bundlers: src/gatsby/supabaseEnv.ts). */
const siteBackend = (): Backend => ({ url: process.env.GATSBY_SUPABASE_URL ?? '', anonKey: process.env.GATSBY_SUPABASE_ANON_KEY ?? '' });

export type PostLookup = { kind: 'found'; post: PublishedPost } | { kind: 'missing' } | { kind: 'failed' };

/**
 * The published post at `slug`, read from the public view as the feed reads it (the anon key, its headers, the feed's
 * normaliser): found, missing (the view has no such post: unknown, unpublished, or not yet due) or failed (no answer
 * in BLOG_REQUEST_TIMEOUT_MS, an error status, a body that is not rows). One request, never a retry loop.
 */
export async function fetchPostBySlug(slug: string, backend: Backend = siteBackend()): Promise<PostLookup> {
  const query = new URLSearchParams({ select: '*', slug: `eq.${slug}`, limit: '1' });
  try {
    const response = await fetch(`${backend.url}/rest/v1/${BLOG_VIEW}?${String(query)}`, {
      headers: { 'accept-profile': 'public', apikey: backend.anonKey, authorization: `Bearer ${backend.anonKey}` },
      signal: AbortSignal.timeout(BLOG_REQUEST_TIMEOUT_MS),
    });
    if (!response.ok) return { kind: 'failed' };
    const rows: unknown = JSON.parse(await response.text());
    if (!Array.isArray(rows)) return { kind: 'failed' };
    if (rows.length === 0) return { kind: 'missing' };
    const post = publishedPost(rows[0]);
    // A row for another address, or without a date, is not this post: a backend that lies shows nothing of it.
    if (!post || post.slug !== slug) return { kind: 'missing' };
    return { kind: 'found', post };
  } catch {
    return { kind: 'failed' };
  }
}
