import type { SupabaseClient } from '@supabase/supabase-js';
import { BLOG_PAGE_SIZE, BLOG_SEARCH_FUNCTION, BLOG_VIEW } from '../config/constants';
import { rowsWithOneRetry } from './retry';
import type { SearchCursor } from './types';

/**
 * One page of the feed (product §7) through supabase-js: every column of the public view, newest first with the id as a
 * tie-break so pages never overlap or skip, five rows from `offset` (`.range()` sends offset and limit).
 * `signal` cancels the request (the feed's deadline, BLOG_REQUEST_TIMEOUT_MS). supabase-js's own retries are off (they back off
 * 1 + 2 + 4 s, which a visitor would sit through when the server is down); a transient failure is tried once more
 * instead (retry.ts). firstPage.ts sends the same request for the first page before supabase-js has arrived.
 * https://supabase.com/docs/reference/javascript/db-abortsignal
 */
export function fetchBlogPage(client: SupabaseClient, offset: number, signal?: AbortSignal): Promise<unknown[]> {
  return rowsWithOneRetry(() => {
    const query = client
      .from(BLOG_VIEW)
      .select('*')
      .order('published_at', { ascending: false })
      .order('id', { ascending: false })
      .range(offset, offset + BLOG_PAGE_SIZE - 1)
      .retry(false);
    return signal ? query.abortSignal(signal) : query;
  }, signal);
}

/**
 * One page of a search (product §7): the database function search_blog_posts, called as PostgREST calls a function
 * (`POST /rest/v1/rpc/search_blog_posts`, the arguments as a JSON body), for a page of posts that match `query` after
 * `after`, the last one shown. Retried once on a transient failure like a page of the feed: the function only reads,
 * so a second call is as safe as a second GET (supabase-js retries no POST itself).
 * https://supabase.com/docs/reference/javascript/rpc
 */
export function fetchSearchPage(
  client: SupabaseClient,
  query: string,
  after: SearchCursor | null,
  signal?: AbortSignal,
): Promise<unknown[]> {
  return rowsWithOneRetry(() => {
    const call = client
      .rpc(BLOG_SEARCH_FUNCTION, {
        q: query,
        before_published_at: after?.publishedAt ?? null,
        before_id: after?.id ?? null,
        page_size: BLOG_PAGE_SIZE,
      })
      .retry(false);
    return signal ? call.abortSignal(signal) : call;
  }, signal);
}
