/**
 * Blog backends that misbehave, for the feed's hardening tests
 * (blogHostile.test.ts): real HTTP servers on 127.0.0.1, so the browser meets a real
 * socket that ignores `offset`, never answers, or refuses the connection.
 * The built page still asks the address baked in at build time; pointFeedAt
 * sends its feed requests here instead (invisible to the page and its CSP).
 */
import http from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import type { Page } from 'playwright-core';
import { FEED_API, feedRow } from '../../../bench/heavyAnswerCases';

export { FEED_API, feedRow };

export interface HostileBackend {
  /** Origin to point the feed at, e.g. http://127.0.0.1:40123. */
  url: string;
  /** The feed requests that reached the server, in order. */
  requests: URL[];
  close(): Promise<void>;
}

/** Answers the page's feed requests with `rows`, as PostgREST answers one page (no real backend involved). */
export async function answerFeedWith(page: Page, rows: readonly object[]): Promise<void> {
  await page.route(FEED_API, (route) =>
    route.fulfill({
      status: 200,
      contentType: 'application/json',
      headers: { 'access-control-allow-origin': '*', 'content-range': '0-0/*' },
      body: JSON.stringify(rows),
    }),
  );
}

const CORS = {
  'access-control-allow-origin': '*',
  'access-control-allow-headers': '*',
  'access-control-allow-methods': 'GET, OPTIONS',
  'access-control-expose-headers': 'content-range',
};

/**
 * 'ignores-offset': answers every feed request with the same full page of five
 * rows, the way a broken proxy or view would. 'hangs': accepts the connection
 * and the request, then never sends a byte back.
 */
export function startHostileBackend(behaviour: 'ignores-offset' | 'hangs'): Promise<HostileBackend> {
  const requests: URL[] = [];
  const sockets = new Set<Socket>();
  const page = JSON.stringify([1, 2, 3, 4, 5].map(feedRow));
  const server = http.createServer((req, res) => {
    if (req.method === 'OPTIONS') return void res.writeHead(204, CORS).end();
    requests.push(new URL(req.url ?? '/', 'http://backend'));
    if (behaviour === 'hangs') return;
    res.writeHead(200, { ...CORS, 'content-type': 'application/json', 'content-range': '0-4/*' }).end(page);
  });
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      resolve({
        url: `http://127.0.0.1:${port}`,
        requests,
        close: () =>
          new Promise<void>((done) => {
            for (const socket of sockets) socket.destroy();
            server.close(() => done());
          }),
      });
    });
  });
}

/** An origin on 127.0.0.1 where nothing listens (a server that is down): connections are refused. */
export function downBackendUrl(): Promise<string> {
  const probe = http.createServer();
  return new Promise((resolve) => {
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as AddressInfo;
      probe.close(() => resolve(`http://127.0.0.1:${port}`));
    });
  });
}

/**
 * Sends the page's feed requests to `origin` (same path and query) and
 * returns the times, in ms since the epoch, at which the page made them.
 */
export async function pointFeedAt(page: Page, origin: string): Promise<number[]> {
  const sent: number[] = [];
  await page.route(FEED_API, (route) => {
    sent.push(Date.now());
    const url = new URL(route.request().url());
    // The page may abort a request it has given up on; then there is nothing left to continue.
    return route.continue({ url: `${origin}${url.pathname}${url.search}` }).catch(() => {});
  });
  return sent;
}
