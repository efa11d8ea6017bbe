import { BLOG_PAGE_SIZE, BLOG_RETRY_DELAY_MS } from '../config/constants';
import { isAnswerTooLarge } from './cappedBody';
import { pageOf } from './paging';

/**
 * Failures worth one more try: no answer at all (status 0: refused, reset, offline) and the two statuses PostgREST
 * and Supabase's proxy send for passing trouble (the ones supabase-js itself retries).
 */
const TRANSIENT = new Set([0, 503, 520]);

/** One request's outcome, in supabase-js's shape: the data, or the error and the HTTP status (0: no answer). */
export interface Outcome {
  data: unknown;
  error: Error | null;
  status: number;
}

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
 * The rows of a feed request: a transient failure is tried once more after BLOG_RETRY_DELAY_MS, unless
 * `signal` (the feed's deadline) has fired; any other failure, or a second one, is thrown, and so is an answer too
 * large to read (cappedBody.ts: supabase-js reports it as status 0, but a backend that lies once lies again). A body that is not a list
 * counts as no rows, and of a list no more than the rows asked for are kept (`limit`, a feed page unless said: see
 * paging.ts, pageOf): a backend that sends more gets nothing more drawn.
 */
export async function rowsWithOneRetry(
  attempt: () => PromiseLike<Outcome>,
  signal?: AbortSignal,
  limit = BLOG_PAGE_SIZE,
): Promise<unknown[]> {
  for (let tries = 0; ; tries += 1) {
    const { data, error, status } = await attempt();
    if (!error) return Array.isArray(data) ? pageOf(data as unknown[], limit) : [];
    if (tries > 0 || signal?.aborted || !TRANSIENT.has(status) || isAnswerTooLarge(error)) throw error;
    await pause(BLOG_RETRY_DELAY_MS, signal);
    if (signal?.aborted) throw error;
  }
}
