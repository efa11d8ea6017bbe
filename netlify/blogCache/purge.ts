import { isBlogCacheTag } from '../../src/blog/cacheTags';
import { readBodyCapped, sameSecret, textAnswer } from '../lib/request';

/**
 * The blog's cache purge, asked for by the database when a change alters what the blog shows
 * (supabase/migrations/*_blog_cache_purge.sql, blog_cache_tick): POST `{"tags": [...]}` with the shared token as a
 * bearer, and the CDN forgets the answers carrying those tags (docs/decisions/0014-blog-pages-on-demand.md). The token
 * only lets the blog's own tags be purged (src/blog/cacheTags.ts), at most MAX_TAGS at a time; anything else is
 * refused before Netlify is asked. A purge Netlify refuses is a 502, so the database asks again.
 */

/** What the database sends at most in one request (its tick sends the blog's own tag past 100). */
export const MAX_TAGS = 100;
/** Far above MAX_TAGS tags of the longest address (100 characters each). */
const MAX_BODY_BYTES = 32 * 1024;

interface PurgeDeps {
  /** The token the database sends (BLOG_CACHE_PURGE_TOKEN, the Vault secret blog_cache_purge_token's twin). */
  token: string | undefined;
  /** Netlify's purge by tags (purgeCache from @netlify/functions). */
  purge: (tags: string[]) => Promise<void>;
  log?: (line: string) => void;
}

export async function purgeRequest(req: Request, { token, purge, log = console.error }: PurgeDeps): Promise<Response> {
  if (req.method !== 'POST') return new Response(null, { status: 405, headers: { allow: 'POST' } });
  if (!token) {
    log('blog-cache-purge: BLOG_CACHE_PURGE_TOKEN is not set, so no purge is taken (docs/deploying.md)');
    return textAnswer(503, 'not configured\n');
  }
  const bearer = /^Bearer (.+)$/.exec(req.headers.get('authorization') ?? '')?.[1] ?? null;
  if (!sameSecret(bearer, token)) return textAnswer(401, 'unauthorized\n');
  const body = await readBodyCapped(req, MAX_BODY_BYTES);
  if (body === null) return textAnswer(413, 'too large\n');
  let tags: unknown;
  try {
    tags = (JSON.parse(body) as { tags?: unknown } | null)?.tags;
  } catch {
    return textAnswer(400, 'the body is not JSON\n');
  }
  if (!Array.isArray(tags) || tags.length === 0 || tags.length > MAX_TAGS || !tags.every(isBlogCacheTag)) {
    return textAnswer(400, `"tags" must be 1 to ${MAX_TAGS} of the blog's cache tags\n`);
  }
  try {
    await purge(tags);
  } catch (error) {
    log(`blog-cache-purge: Netlify did not purge ${tags.join(', ')}: ${error instanceof Error ? error.message : String(error)}`);
    return textAnswer(502, 'the purge failed; ask again\n');
  }
  return new Response(JSON.stringify({ purged: tags }), { status: 202, headers: { 'content-type': 'application/json' } });
}
