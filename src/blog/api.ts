import type { SupabaseClient } from '@supabase/supabase-js';
import { BLOG_PAGE_SIZE, BLOG_VIEW } from '../config/constants';
import { rowsWithOneRetry } from './retry';

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
