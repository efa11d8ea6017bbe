import type { FeedMessage, FeedRequest, Port } from './feedWorker';
import { fetchFirstPage, preloadLeadPhoto } from './firstPage';
import type { LoadPage, SearchPage } from './types';

/**
 * The feed's loaders in the browser: its first page asked for directly (firstPage.ts), later pages and every search
 * through the feed's worker (feedWorker.ts runs supabase-js there, off the main thread), whose session storage is the
 * page's localStorage.
 */

/** Where the feed's pages come from: the feed's own, by offset, and a search's, after the last post shown. */
export interface FeedSource {
  loadPage: LoadPage;
  searchPage: SearchPage;
}

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
 * The page's side: loaders that ask the worker. Aborting the signal (the
 * feed's deadline, or a search the visitor replaced) aborts the request in the worker; a worker that fails to
 * start fails every load at once instead of at the deadline.
 */
export function workerSource(worker: Port): FeedSource {
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
  const ask = (request: FeedRequest, signal?: AbortSignal) =>
    new Promise<unknown[]>((resolve, reject) => {
      const id = nextId++;
      pending.set(id, { resolve, reject });
      signal?.addEventListener('abort', () => worker.postMessage({ type: 'abort', id }), { once: true });
      worker.postMessage({ type: 'load', id, request });
    });
  return {
    loadPage: (offset, signal) => ask({ kind: 'feed', offset }, signal),
    searchPage: (query, after, signal) => ask({ kind: 'search', query, after }, signal),
  };
}

/** Starts the feed's worker; loaders that ask it. */
export function startFeedWorker(): FeedSource {
  return workerSource(new Worker(FEED_WORKER_URL));
}

/**
 * The feed's loaders: the first page by the plain request of firstPage.ts, which also sends the first photo on its way
 * as soon as the page's rows name it; every later page and every search by supabase-js in the worker, started when
 * the feed first wants one. Nothing starts before the first call, so the build can render the feed that holds it.
 */
export function feedSource(): FeedSource {
  let worker: FeedSource | null = null;
  const started = () => (worker ??= startFeedWorker());
  return {
    loadPage: (offset, signal) => {
      if (offset > 0) return started().loadPage(offset, signal);
      return fetchFirstPage(signal).then((rows) => {
        preloadLeadPhoto(rows);
        return rows;
      });
    },
    searchPage: (query, after, signal) => started().searchPage(query, after, signal),
  };
}

/**
 * A LoadPage whose first page is already asked for: the request leaves as soon as this runs, and the feed's own first
 * call (offset 0) adopts it, aborting it if the feed gives up on it. The islands' page script calls this before React
 * arrives, so the backend answers while React downloads (src/islands/prepare/blogFeed.ts).
 */
export function withFirstPageAsked(load: LoadPage): LoadPage {
  const adopt = askedAtOnce((signal) => load(0, signal));
  return (offset, signal) => (offset === 0 && adopt(signal)) || load(offset, signal);
}

/** The same for a search: its first page (`query`, after no post) asked for at once, adopted by the feed's first ask. */
export function withFirstSearchAsked(search: SearchPage, query: string): SearchPage {
  const adopt = askedAtOnce((signal) => search(query, null, signal));
  return (asked, after, signal) => (asked === query && after === null && adopt(signal)) || search(asked, after, signal);
}

/**
 * Sends `request` now; returns what hands it over once, to the first caller, whose signal then governs it (aborting
 * it when the feed gives up on it), or null after that.
 */
function askedAtOnce(request: (signal: AbortSignal) => Promise<unknown[]>): (signal?: AbortSignal) => Promise<unknown[]> | null {
  const early = new AbortController();
  let first: Promise<unknown[]> | null = request(early.signal);
  // Not a failure of its own: the feed reports it when it adopts the request.
  first.catch(() => undefined);
  return (signal) => {
    if (first === null) return null;
    const adopted = first;
    first = null;
    if (signal?.aborted) early.abort(signal.reason);
    else signal?.addEventListener('abort', () => early.abort(signal.reason), { once: true });
    return adopted;
  };
}

/**
 * The feed's loaders with its first request on its way (the island's `prepare`): the feed's first page, or, when the
 * address holds a search (`query`, a shared link or a reload), that search's first page instead.
 */
export function prepareFeed(query: string): FeedSource {
  const source = feedSource();
  return query
    ? { loadPage: source.loadPage, searchPage: withFirstSearchAsked(source.searchPage, query) }
    : { loadPage: withFirstPageAsked(source.loadPage), searchPage: source.searchPage };
}
