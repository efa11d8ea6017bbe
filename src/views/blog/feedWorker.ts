import { fetchBlogPage } from './api';
import { getSupabaseClient, type AuthStorage } from './supabaseClient';
import type { LoadPage } from './types';

/**
 * The blog feed's requests run in a dedicated Web Worker on the built site:
 * supabase-js (about 240 KB minified) is parsed, compiled and set up there,
 * so none of it blocks the page's main thread (Lighthouse had measured its
 * evaluation alone at 100-600 ms of blocking time on a phone, issue 9). The
 * page asks for a page of rows by offset; the worker answers with the rows as
 * the backend sent them (the page still checks every field, normalize.ts), or
 * with the error. The client's session storage is the page's localStorage,
 * reached through the same channel, so sessions persist as SPEC §6 configures.
 */

/** What both ends of the channel offer: a Worker on the page, the worker's global scope inside it. */
export interface Port {
  postMessage(message: FeedMessage): void;
  addEventListener(type: 'message', listener: (event: MessageEvent<FeedMessage>) => void): void;
  addEventListener(type: 'error', listener: (event: Event) => void): void;
}

export type FeedMessage =
  | { type: 'load'; id: number; offset: number }
  | { type: 'abort'; id: number }
  | { type: 'rows'; id: number; rows: unknown[] }
  | { type: 'failed'; id: number; name: string; message: string }
  | { type: 'storage'; id: number; op: 'get' | 'set' | 'remove'; key: string; value?: string }
  | { type: 'stored'; id: number; value: string | null };

/** The worker's side: serves `load` requests from the page with the one supabase-js client. */
export function serveFeed(port: Port): void {
  const loads = new Map<number, AbortController>();
  const storageCalls = new Map<number, (value: string | null) => void>();
  let nextCall = 0;
  const ask = (op: 'get' | 'set' | 'remove', key: string, value?: string) =>
    new Promise<string | null>((resolve) => {
      const id = nextCall++;
      storageCalls.set(id, resolve);
      port.postMessage({ type: 'storage', id, op, key, value });
    });
  const storage: AuthStorage = {
    getItem: (key) => ask('get', key),
    setItem: async (key, value) => void (await ask('set', key, value)),
    removeItem: async (key) => void (await ask('remove', key)),
  };
  port.addEventListener('message', ({ data }) => {
    if (data.type === 'stored') {
      storageCalls.get(data.id)?.(data.value);
      storageCalls.delete(data.id);
    } else if (data.type === 'abort') {
      loads.get(data.id)?.abort();
    } else if (data.type === 'load') {
      const controller = new AbortController();
      loads.set(data.id, controller);
      getSupabaseClient(storage)
        .then((client) => fetchBlogPage(client, data.offset, controller.signal))
        .then(
          (rows) => port.postMessage({ type: 'rows', id: data.id, rows }),
          (error: unknown) => {
            const { name = 'Error', message = String(error) } = (error ?? {}) as { name?: string; message?: string };
            port.postMessage({ type: 'failed', id: data.id, name, message });
          },
        )
        .finally(() => loads.delete(data.id));
    }
  });
}

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
