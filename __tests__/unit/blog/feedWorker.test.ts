/** @jest-environment node */
/**
 * The feed's worker channel (src/blog/feedWorker.ts) with the real supabase-js client against a real socket:
 * the page's side and the worker's side joined by a MessageChannel, as the browser joins a page and its worker.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { MessageChannel, type MessagePort } from 'node:worker_threads';
import ws from 'ws';
import { type FeedSource, workerSource } from '../../../src/blog/feedClient';
import { serveFeed, type Port } from '../../../src/blog/feedWorker';

jest.setTimeout(20_000);

const requests: URL[] = [];
const bodies: string[] = [];
let answer: (res: http.ServerResponse) => void = () => {};
const server = http.createServer((req, res) => {
  requests.push(new URL(req.url ?? '/', 'http://x'));
  let body = '';
  req.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
  req.on('end', () => {
    bodies.push(body);
    answer(res);
  });
});
const stored = new Map<string, string>();
const storageCalls: string[] = [];
let loadPage: FeedSource['loadPage'];
let searchPage: FeedSource['searchPage'];
let ports: MessagePort[] = [];

beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  process.env.GATSBY_SUPABASE_URL = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  process.env.GATSBY_SUPABASE_ANON_KEY = 'anon-key';
  // Node before 22 has no WebSocket of its own (supabase-js's realtime client wants one); a browser's worker has.
  Object.assign(globalThis, { WebSocket: ws });
  // The page's localStorage, as the page's side of the channel reads it.
  const localStorage = {
    getItem: (key: string) => (storageCalls.push(`get ${key}`), stored.get(key) ?? null),
    setItem: (key: string, value: string) => (storageCalls.push(`set ${key}`), stored.set(key, value)),
    removeItem: (key: string) => (storageCalls.push(`remove ${key}`), stored.delete(key)),
  };
  Object.assign(globalThis, { window: { localStorage } });
  const { port1, port2 } = new MessageChannel();
  ports = [port1, port2];
  serveFeed(port1 as unknown as Port);
  ({ loadPage, searchPage } = workerSource(port2 as unknown as Port));
  port1.start();
  port2.start();
});

afterAll(async () => {
  for (const port of ports) port.close();
  server.closeAllConnections();
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

beforeEach(() => {
  requests.length = 0;
  bodies.length = 0;
});

test('a page of rows comes back through the channel, asked for as product §7 says', async () => {
  const rows = [
    { id: 'a', content: '<b>x</b>' },
    { id: 'b', content: null },
  ];
  answer = (res) => res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(rows));
  await expect(loadPage(5)).resolves.toEqual(rows);
  expect(requests).toHaveLength(1);
  expect(requests[0]!.pathname).toBe('/rest/v1/blog_posts_public');
  expect(Object.fromEntries(requests[0]!.searchParams)).toMatchObject({ offset: '5', limit: '5', select: '*' });
});

test('a page of a search comes back through the channel: the database function, called with the query and the last post shown', async () => {
  const rows = [{ id: 'c', content: 'кастинг', search_marks: ['кастинг'] }];
  answer = (res) => res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(rows));
  const after = { publishedAt: '2026-03-14T15:30:00+00:00', id: '00000000-0000-4000-8000-000000000013' };
  await expect(searchPage('кастинг', after)).resolves.toEqual(rows);
  expect(requests.map((url) => url.pathname)).toEqual(['/rest/v1/rpc/search_blog_posts']);
  expect(JSON.parse(bodies[0]!)).toEqual({ q: 'кастинг', before_published_at: after.publishedAt, before_id: after.id, page_size: 5 });
  await searchPage('кастинг', null);
  expect(JSON.parse(bodies[1]!)).toMatchObject({ before_published_at: null, before_id: null });
});

test("the client keeps its session in the page's localStorage", () => {
  // supabase-js's auth client reads its session at start-up, through the channel.
  expect(storageCalls.some((call) => /^get sb-.*-auth-token$/.test(call))).toBe(true);
});

test('a backend error reaches the page as an error with its message; nothing is retried', async () => {
  answer = (res) =>
    res.writeHead(400, { 'content-type': 'application/json' }).end(JSON.stringify({ message: 'bad range', code: 'PGRST103' }));
  await expect(loadPage(0)).rejects.toMatchObject({ message: 'bad range' });
  expect(requests).toHaveLength(1);
});

test("aborting the page's signal aborts the request in the worker", async () => {
  let closed: () => void = () => {};
  const socketClosed = new Promise<void>((resolve) => (closed = resolve));
  answer = (res) => res.on('close', () => closed());
  const controller = new AbortController();
  const load = loadPage(0, controller.signal);
  await new Promise((resolve) => setTimeout(resolve, 200));
  controller.abort();
  await expect(load).rejects.toMatchObject({ message: expect.stringMatching(/abort/i) });
  await socketClosed;
});
