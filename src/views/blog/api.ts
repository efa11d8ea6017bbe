import type { SupabaseClient } from '@supabase/supabase-js';
import { BLOG_PAGE_SIZE, BLOG_RETRY_DELAY_MS, BLOG_VIEW } from '../../config/constants';
import { getSupabaseClient } from './supabaseClient';
import type { LoadPage } from './types';

/**
 * Failures worth one more try: no answer at all (status 0: refused, reset,
 * offline) and the two statuses PostgREST and Supabase's proxy send for
 * passing trouble (the ones supabase-js itself retries).
 */
const TRANSIENT = new Set([0, 503, 520]);

/** Resolves after `ms`, or at once when `signal` aborts. */
function pause(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, ms);
    signal?.addEventListener(
      'abort',
      () => {
        clearTimeout(timer);
        resolve();
      },
      { once: true },
    );
  });
}

/**
 * One page of the feed (SPEC §7): every column of the public view, newest
 * first with the id as a tie-break so pages never overlap or skip, five rows
 * from `offset` (`.range()` sends offset and limit).
 * `signal` cancels the request (the feed's deadline, issue 12). supabase-js's
 * own retries are off (they back off 1 + 2 + 4 s, which a visitor would sit
 * through when the server is down); instead a transient failure is tried once
 * more after BLOG_RETRY_DELAY_MS, unless the signal has fired.
 * https://supabase.com/docs/reference/javascript/db-abortsignal
 */
export async function fetchBlogPage(client: SupabaseClient, offset: number, signal?: AbortSignal): Promise<unknown[]> {
  for (let attempt = 0; ; attempt += 1) {
    let query = client
      .from(BLOG_VIEW)
      .select('*')
      .order('published_at', { ascending: false })
      .order('id', { ascending: false })
      .range(offset, offset + BLOG_PAGE_SIZE - 1)
      .retry(false);
    if (signal) query = query.abortSignal(signal);
    const { data, error, status } = await query;
    if (!error) return Array.isArray(data) ? (data as unknown[]) : [];
    if (attempt > 0 || signal?.aborted || !TRANSIENT.has(status)) throw error;
    await pause(BLOG_RETRY_DELAY_MS, signal);
    if (signal?.aborted) throw error;
  }
}

/** The feed's loader in the browser: the lazily created client, then one page. */
export const loadBlogPage: LoadPage = async (offset, signal) => fetchBlogPage(await getSupabaseClient(), offset, signal);
