/** @jest-environment node */
/**
 * One feed request through the real supabase-js client against real sockets
 * that misbehave (issue 12, item 2): it can be cancelled, a server that is
 * down costs one quick retry rather than supabase-js's 1 + 2 + 4 s back-off,
 * a passing 503 is retried once, and a real error is not retried at all.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { createClient } from '@supabase/supabase-js';
import ws from 'ws';
import { BLOG_RETRY_DELAY_MS } from '../../../src/config/constants';
import { fetchBlogPage } from '../../../src/views/blog/api';

jest.setTimeout(20_000);

type Handler = (req: http.IncomingMessage, res: http.ServerResponse, n: number) => void;

/** A server on 127.0.0.1 answering with `handler`; counts the connections and requests it got. */
async function serve(handler: Handler) {
  const seen = { connections: 0, requests: 0 };
  const server = http.createServer((req, res) => handler(req, res, (seen.requests += 1)));
  server.on('connection', () => (seen.connections += 1));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const client = createClient(url, 'anon-key', {
    realtime: { transport: ws as never },
    auth: { persistSession: false, autoRefreshToken: false },
  });
  const close = () => {
    server.closeAllConnections();
    return new Promise<void>((resolve) => server.close(() => resolve()));
  };
  return { client, seen, close };
}

const json = (res: http.ServerResponse, status: number, body: unknown) =>
  res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));

/** Settles `promise` or says it did not within `ms`, so a test on old code fails instead of hanging. */
const within = <T>(promise: Promise<T>, ms: number) =>
  Promise.race([promise, new Promise<never>((_, reject) => setTimeout(() => reject(new Error(`still pending after ${ms} ms`)), ms))]);

test('a request that never answers is cancelled by its signal', async () => {
  const { client, seen, close } = await serve(() => {});
  try {
    const started = Date.now();
    await expect(within(fetchBlogPage(client, 0, AbortSignal.timeout(200)), 3000)).rejects.toMatchObject({
      message: expect.stringMatching(/abort/i),
    });
    expect(Date.now() - started).toBeLessThan(1500);
    expect(seen.requests).toBe(1);
  } finally {
    await close();
  }
});

test('a server that drops every connection: one retry after the pause, then the error', async () => {
  const { client, seen, close } = await serve((req) => req.socket.destroy());
  try {
    const started = Date.now();
    await expect(within(fetchBlogPage(client, 0), 10_000)).rejects.toBeTruthy();
    const elapsed = Date.now() - started;
    expect(seen.requests).toBe(2);
    expect(elapsed).toBeGreaterThanOrEqual(BLOG_RETRY_DELAY_MS - 50);
    expect(elapsed).toBeLessThan(BLOG_RETRY_DELAY_MS + 1500);
  } finally {
    await close();
  }
});

test('a passing 503 is retried once; the second answer counts', async () => {
  const { client, seen, close } = await serve((_req, res, n) =>
    n === 1 ? json(res, 503, { message: 'schema cache loading' }) : json(res, 200, [{ id: 'a' }]),
  );
  try {
    await expect(within(fetchBlogPage(client, 0), 5000)).resolves.toEqual([{ id: 'a' }]);
    expect(seen.requests).toBe(2);
  } finally {
    await close();
  }
});

test('a real error (500) fails at once, without a retry', async () => {
  const { client, seen, close } = await serve((_req, res) => json(res, 500, { message: 'internal error' }));
  try {
    await expect(within(fetchBlogPage(client, 0), 3000)).rejects.toMatchObject({ message: 'internal error' });
    expect(seen.requests).toBe(1);
  } finally {
    await close();
  }
});
