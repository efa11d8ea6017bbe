import type { FeedMessage, Port } from './feedWorker';
import { fetchFirstPage, preloadLeadPhoto } from './firstPage';
import type { LoadPage } from './types';

/**
 * The feed's loader in the browser: its first page asked for directly (firstPage.ts), later pages through the feed's
 * worker (feedWorker.ts runs supabase-js there, off the main thread), whose session storage is the page's localStorage.
 */

/**
 * The feed worker's script: on the built site its hashed file, set by the bundler (src/gatsby/islands/bundle.ts), which
 * builds it first; on the development server the path that serves it from source (src/gatsby/node/onPreInit.ts).
 */
const FEED_WORKER_URL = process.env.GATSBY_BLOG_FEED_WORKER as string;

/** Reads and writes the page's localStorage for the worker; a browser that refuses storage gets nothing kept. */
function answerStorage(request: Extract<FeedMessage, { type: 'storage' }>): string | null {
  try {
    if (request.op === 'get') return window.localStorage.getItem(request.key);
    if (request.op === 'set') window.localStorage.setItem(request.key, request.value ?? '');
    else window.localStorage.removeItem(request.key);
  } catch {
    // Storage disabled (private modes, blocked cookies): the session lives as long as the page.
  }
  return null;
}

/**
 * The page's side: a LoadPage that asks the worker. Aborting the signal (the
 * feed's deadline) aborts the request in the worker; a worker that fails to
 * start fails every load at once instead of at the deadline.
 */
export function workerLoadPage(worker: Port): LoadPage {
  const pending = new Map<number, { resolve(rows: unknown[]): void; reject(error: Error): void }>();
  let nextId = 0;
  worker.addEventListener('message', ({ data }) => {
    if (data.type === 'storage') {
      worker.postMessage({ type: 'stored', id: data.id, value: answerStorage(data) });
      return;
    }
    if (data.type !== 'rows' && data.type !== 'failed') return;
    const call = pending.get(data.id);
    pending.delete(data.id);
    if (data.type === 'rows') call?.resolve(data.rows);
    else call?.reject(Object.assign(new Error(data.message), { name: data.name }));
  });
  worker.addEventListener('error', () => {
    for (const call of pending.values()) call.reject(new Error('the feed worker could not start'));
    pending.clear();
  });
  return (offset, signal) =>
    new Promise<unknown[]>((resolve, reject) => {
      const id = nextId++;
      pending.set(id, { resolve, reject });
      signal?.addEventListener('abort', () => worker.postMessage({ type: 'abort', id }), { once: true });
      worker.postMessage({ type: 'load', id, offset });
    });
}

/** Starts the feed's worker; a LoadPage that asks it. */
export function startFeedWorker(): LoadPage {
  return workerLoadPage(new Worker(FEED_WORKER_URL));
}

/**
 * The feed's loader: the first page by the plain request of firstPage.ts, which also sends the first photo on its way
 * as soon as the page's rows name it; every later page by supabase-js in the worker, started when the feed first
 * wants one. Nothing starts before the first call, so the build can render the feed that holds it.
 */
export function feedLoader(): LoadPage {
  let worker: LoadPage | null = null;
  return (offset, signal) => {
    if (offset > 0) return (worker ??= startFeedWorker())(offset, signal);
    return fetchFirstPage(signal).then((rows) => {
      preloadLeadPhoto(rows);
      return rows;
    });
  };
}

/**
 * A LoadPage whose first page is already asked for: the request leaves as soon as this runs, and the feed's own first
 * call (offset 0) adopts it, aborting it if the feed gives up on it. The islands' page script calls this before React
 * arrives, so the backend answers while React downloads (src/islands/prepare/blogFeed.ts).
 */
export function withFirstPageAsked(load: LoadPage): LoadPage {
  const early = new AbortController();
  let first: Promise<unknown[]> | null = load(0, early.signal);
  // Not a failure of its own: the feed reports it when it adopts the request.
  first.catch(() => undefined);
  return (offset, signal) => {
    if (offset !== 0 || first === null) return load(offset, signal);
    const adopted = first;
    first = null;
    if (signal?.aborted) early.abort(signal.reason);
    else signal?.addEventListener('abort', () => early.abort(signal.reason), { once: true });
    return adopted;
  };
}

/** The feed's loader with its first page on its way (the island's `prepare`). */
export function prepareFeed(): LoadPage {
  return withFirstPageAsked(feedLoader());
}
