/** @jest-environment node */
/**
 * One feed request against real sockets that misbehave (product §8), on both of the feed's paths: the real
 * supabase-js client (every page after the first) and the plain request that asks the first page before supabase-js
 * has arrived (firstPage.ts). Either can be cancelled, a server that is down costs one quick retry rather than
 * supabase-js's 1 + 2 + 4 s back-off, a passing 503 is retried once, and a real error is not retried at all. The two
 * send the same request.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { nodeSupabaseClient } from '../../support/supabaseClient';
import { BLOG_RETRY_DELAY_MS } from '../../../src/config/constants';
import { fetchBlogPage, fetchSearchPage } from '../../../src/blog/api';
import { fetchFirstPage } from '../../../src/blog/firstPage';

jest.setTimeout(20_000);

type Handler = (req: http.IncomingMessage, res: http.ServerResponse, n: number) => void;
type Load = (signal?: AbortSignal) => Promise<unknown[]>;

const ANON_KEY = 'anon-key';

/** supabase-js as the feed's worker makes it, on `url`. */
const clientAt = (url: string) => nodeSupabaseClient(url, ANON_KEY);

const viaSupabaseJs = (url: string): Load => {
  const client = clientAt(url);
  return (signal) => fetchBlogPage(client, 0, signal);
};
const viaFirstPage =
  (url: string): Load =>
  (signal) =>
    fetchFirstPage(signal, { url, anonKey: ANON_KEY });

/** A server on 127.0.0.1 answering with `handler`; counts the connections and requests it got, keeps the requests. */
async function serve(handler: Handler, loader: (url: string) => Load = viaSupabaseJs) {
  const seen = { connections: 0, requests: 0, sent: [] as http.IncomingMessage[] };
  const server = http.createServer((req, res) => {
    seen.sent.push(req);
    handler(req, res, (seen.requests += 1));
  });
  server.on('connection', () => (seen.connections += 1));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const load = loader(`http://127.0.0.1:${(server.address() as AddressInfo).port}`);
  const close = () => {
    server.closeAllConnections();
    return new Promise<void>((resolve) => server.close(() => resolve()));
  };
  return { load, seen, close };
}

const json = (res: http.ServerResponse, status: number, body: unknown) =>
  res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));

/** Settles `promise` or says it did not within `ms`, so a test on old code fails instead of hanging. */
const within = <T>(promise: Promise<T>, ms: number) =>
  Promise.race([promise, new Promise<never>((_, reject) => setTimeout(() => reject(new Error(`still pending after ${ms} ms`)), ms))]);

test('the first page’s plain request is the one supabase-js sends: same address, same anon key headers', async () => {
  const requestOf = async (loader: (url: string) => Load) => {
    const { load, seen, close } = await serve((_req, res) => json(res, 200, []), loader);
    try {
      await load();
      const [req] = seen.sent;
      const { apikey, authorization, 'accept-profile': profile } = req?.headers ?? {};
      return { method: req?.method, url: req?.url, apikey, authorization, profile };
    } finally {
      await close();
    }
  };
  const supabaseJs = await requestOf(viaSupabaseJs);
  expect(supabaseJs.url).toMatch(/^\/rest\/v1\/blog_posts_public\?.*offset=0&limit=5/);
  expect(await requestOf(viaFirstPage)).toEqual(supabaseJs);
});

describe.each([
  ['supabase-js', viaSupabaseJs],
  ['the first page’s plain request', viaFirstPage],
])('through %s', (_name, loader) => {
  test('a request that never answers is cancelled by its signal', async () => {
    const { load, seen, close } = await serve(() => {}, loader);
    try {
      const started = Date.now();
      await expect(within(load(AbortSignal.timeout(200)), 3000)).rejects.toMatchObject({
        message: expect.stringMatching(/abort/i),
      });
      // The signal's own 200 ms, and 1.3 s of margin for a loaded machine: a load that ignored it would wait for the
      // guard's 3 s (or the feed's own deadline).
      expect(Date.now() - started).toBeLessThan(1500);
      expect(seen.requests).toBe(1);
    } finally {
      await close();
    }
  });

  test('a server that drops every connection: one retry after the pause, then the error', async () => {
    const { load, seen, close } = await serve((req) => req.socket.destroy(), loader);
    try {
      const started = Date.now();
      await expect(within(load(), 10_000)).rejects.toBeTruthy();
      const elapsed = Date.now() - started;
      expect(seen.requests).toBe(2);
      // The one pause (50 ms under it for the timers' rounding), and 1.5 s of margin over it for a loaded machine:
      // supabase-js's own back-off would wait 1 s and then 2 s more.
      expect(elapsed).toBeGreaterThanOrEqual(BLOG_RETRY_DELAY_MS - 50);
      expect(elapsed).toBeLessThan(BLOG_RETRY_DELAY_MS + 1500);
    } finally {
      await close();
    }
  });

  test('a passing 503 is retried once; the second answer counts', async () => {
    const { load, seen, close } = await serve(
      (_req, res, n) => (n === 1 ? json(res, 503, { message: 'schema cache loading' }) : json(res, 200, [{ id: 'a' }])),
      loader,
    );
    try {
      await expect(within(load(), 5000)).resolves.toEqual([{ id: 'a' }]);
      expect(seen.requests).toBe(2);
    } finally {
      await close();
    }
  });

  test('a real error (500) fails at once, without a retry', async () => {
    const { load, seen, close } = await serve((_req, res) => json(res, 500, { message: 'internal error' }), loader);
    try {
      await expect(within(load(), 3000)).rejects.toMatchObject({ message: expect.stringContaining('internal error') });
      expect(seen.requests).toBe(1);
    } finally {
      await close();
    }
  });

  test('a lying answer, a 200 whose body is not JSON, fails at once, without a retry', async () => {
    const { load, seen, close } = await serve(
      (_req, res) => res.writeHead(200, { 'content-type': 'application/json' }).end('<html>'),
      loader,
    );
    try {
      await expect(within(load(), 3000)).rejects.toBeTruthy();
      expect(seen.requests).toBe(1);
    } finally {
      await close();
    }
  });
});

/** A search's first page through the real supabase-js client: the database function, called as PostgREST calls it. */
const viaSearch = (url: string): Load => {
  const client = clientAt(url);
  return (signal) => fetchSearchPage(client, 'кастинг', null, signal);
};

describe('a search, under the feed’s rules', () => {
  test('is a POST of the function’s arguments to /rest/v1/rpc/search_blog_posts with the anon key', async () => {
    const { load, seen, close } = await serve((_req, res) => json(res, 200, [{ id: 'a' }]), viaSearch);
    try {
      await expect(load()).resolves.toEqual([{ id: 'a' }]);
      const [req] = seen.sent;
      expect([req?.method, req?.url, req?.headers.apikey]).toEqual(['POST', '/rest/v1/rpc/search_blog_posts', ANON_KEY]);
    } finally {
      await close();
    }
  });

  test.each<[string, Handler, number]>([
    ['a server that drops every connection: tried once more', (req) => req.socket.destroy(), 2],
    ['a passing 503: tried once more', (_req, res) => json(res, 503, { message: 'schema cache loading' }), 2],
    ['a real error (500): not tried again', (_req, res) => json(res, 500, { message: 'internal error' }), 1],
    [
      'a body that is not JSON: not tried again',
      (_req, res) => res.writeHead(200, { 'content-type': 'application/json' }).end('<html>'),
      1,
    ],
  ])('%s, then the error', async (_case, handler, requests) => {
    const { load, seen, close } = await serve(handler, viaSearch);
    try {
      await expect(within(load(), 10_000)).rejects.toBeTruthy();
      expect(seen.requests).toBe(requests);
    } finally {
      await close();
    }
  });

  test('a cancelled search is aborted', async () => {
    const { load, close } = await serve(() => {}, viaSearch);
    try {
      const cancel = new AbortController();
      const search = load(cancel.signal);
      cancel.abort();
      await expect(within(search, 3000)).rejects.toMatchObject({ message: expect.stringMatching(/abort/i) });
    } finally {
      await close();
    }
  });
});
