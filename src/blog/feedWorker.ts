import type { SupabaseClient } from '@supabase/supabase-js';
import { fetchBlogPage, fetchSearchPage } from './api';
import { getSupabaseClient, type AuthStorage } from './supabaseClient';
import type { SearchCursor } from './types';

/**
 * The blog feed's requests run in a dedicated Web Worker on the built site:
 * supabase-js (about 240 KB minified) is parsed, compiled and set up there,
 * so none of it blocks the page's main thread, where its evaluation alone is
 * a long task on a phone. The
 * page asks for a page of rows by offset, or for a page of a search after the
 * last post shown; the worker answers with the rows as
 * the backend sent them (the page still checks every field, normalize.ts), or
 * with the error. The client's session storage is the page's localStorage,
 * reached through the same channel, so sessions persist as product §6 configures.
 */

/** What both ends of the channel offer: a Worker on the page, the worker's global scope inside it. */
export interface Port {
  postMessage(message: FeedMessage): void;
  addEventListener(type: 'message', listener: (event: MessageEvent<FeedMessage>) => void): void;
  addEventListener(type: 'error', listener: (event: Event) => void): void;
}

/** A page the page asks the worker for: the feed's, by offset, or a search's, after the last post shown. */
export type FeedRequest = { kind: 'feed'; offset: number } | { kind: 'search'; query: string; after: SearchCursor | null };

export type FeedMessage =
  | { type: 'load'; id: number; request: FeedRequest }
  | { type: 'abort'; id: number }
  | { type: 'rows'; id: number; rows: unknown[] }
  | { type: 'failed'; id: number; name: string; message: string }
  | { type: 'storage'; id: number; op: 'get' | 'set' | 'remove'; key: string; value?: string }
  | { type: 'stored'; id: number; value: string | null };

/** The request of `request` through supabase-js (api.ts). */
function fetchRows(client: SupabaseClient, request: FeedRequest, signal: AbortSignal): Promise<unknown[]> {
  return request.kind === 'feed'
    ? fetchBlogPage(client, request.offset, signal)
    : fetchSearchPage(client, request.query, request.after, signal);
}

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
        .then((client) => fetchRows(client, data.request, controller.signal))
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
