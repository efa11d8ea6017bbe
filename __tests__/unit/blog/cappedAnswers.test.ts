/** @jest-environment node */
/**
 * The feed reads no answer past the largest page the database can hold (BLOG_ANSWER_MAX_BYTES): a lying backend's
 * answer of megabytes is not read to its end, decoded or parsed, on both of the feed's paths (the worker's supabase-js
 * client, the first page's plain request), and the load fails once, with no retry. What is asserted is what is
 * bounded: bytes read, requests sent; never milliseconds (`npm run bench:heavy-answers` measures those in Chromium).
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { SupabaseClient } from '@supabase/supabase-js';
import {
  BLOG_ANSWER_MAX_BYTES,
  BLOG_MEDIA_ALT_LIMIT,
  BLOG_MEDIA_URL_MAX_LENGTH,
  BLOG_PAGE_SIZE,
  BLOG_POST_MEDIA_LIMIT,
  BLOG_POST_TEXT_LIMIT,
} from '../../../src/config/constants';
import { fetchBlogPage } from '../../../src/blog/api';
import { AnswerTooLarge, cappedFetch, isAnswerTooLarge, readCapped } from '../../../src/blog/cappedBody';
import { fetchFirstPage } from '../../../src/blog/firstPage';

jest.setTimeout(30_000);

const ANON_KEY = 'anon-key';
const CHUNK = 64 * 1024;

/** A source of `chunks` chunks of CHUNK bytes, counting how many were pulled and whether it was cancelled. */
function source(chunks: number, fill = 0x61) {
  const seen = { pulled: 0, cancelled: false };
  const stream = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (seen.pulled === chunks) return controller.close();
      seen.pulled += 1;
      controller.enqueue(new Uint8Array(CHUNK).fill(fill));
    },
    cancel() {
      seen.cancelled = true;
    },
  });
  return { stream, seen };
}

describe('a capped body', () => {
  test('stops at the first chunk past the cap, cancels the source and says how much it read', async () => {
    const { stream, seen } = source(200); // 12.5 MiB
    const error = await readCapped(new Response(stream), 10 * CHUNK).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AnswerTooLarge);
    expect((error as AnswerTooLarge).bytesRead).toBe(11 * CHUNK);
    expect(isAnswerTooLarge(error)).toBe(true);
    expect(seen.pulled).toBeLessThanOrEqual(12);
    expect(seen.cancelled).toBe(true);
  });

  test('an answer within the cap is read whole, a character split between chunks included', async () => {
    const bytes = new TextEncoder().encode('«Кадр» 🎬'.repeat(1000));
    const split = new ReadableStream<Uint8Array>({
      start(controller) {
        for (let at = 0; at < bytes.length; at += 7) controller.enqueue(bytes.slice(at, at + 7));
        controller.close();
      },
    });
    expect(await readCapped(new Response(split), bytes.length)).toBe('«Кадр» 🎬'.repeat(1000));
  });

  test('an answer whose Content-Length says more than the cap is not read at all', async () => {
    const { stream, seen } = source(200);
    const response = new Response(stream, { headers: { 'content-length': String(200 * CHUNK) } });
    const error = await readCapped(response, 10 * CHUNK).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AnswerTooLarge);
    expect((error as AnswerTooLarge).bytesRead).toBe(0);
    expect(seen.pulled).toBeLessThanOrEqual(1);
  });

  test('a capped fetch hands an answer within the cap on whole, with its status and headers, and a 204 with no body', async () => {
    const answers = [
      new Response('[{"id":"a"}]', { status: 206, headers: { 'content-range': '0-0/*' } }),
      new Response(null, { status: 204 }),
    ];
    const capped = cappedFetch(CHUNK, async () => answers.shift()!);
    const partial = await capped('https://x.example/rest/v1/blog_posts_public');
    expect([partial.status, partial.headers.get('content-range'), await partial.text()]).toEqual([206, '0-0/*', '[{"id":"a"}]']);
    expect((await capped('https://x.example/')).status).toBe(204);
  });
});

test('the cap holds the largest page the database can hold: five rows at every limit', () => {
  const row = (n: number) => ({
    id: `00000000-0000-4000-8000-00000000000${n}`,
    // Control characters are the dearest to write in JSON (\u0001: 6 bytes); Cyrillic takes 2 bytes in UTF-8.
    content: '\u0001Я'.repeat(BLOG_POST_TEXT_LIMIT / 2),
    media_urls: Array.from({ length: BLOG_POST_MEDIA_LIMIT }, () => `https://x.example/${'\u0001'.repeat(BLOG_MEDIA_URL_MAX_LENGTH - 18)}`),
    media_types: Array.from({ length: BLOG_POST_MEDIA_LIMIT }, () => 'photo'),
    media_alts: Array.from({ length: BLOG_POST_MEDIA_LIMIT }, () => '\u0001'.repeat(BLOG_MEDIA_ALT_LIMIT)),
    media_positions: Array.from({ length: BLOG_POST_MEDIA_LIMIT }, () => 'bottom'),
    published_at: '2026-11-27T12:00:00+00:00',
  });
  const page = JSON.stringify(Array.from({ length: BLOG_PAGE_SIZE }, (_, i) => row(i)));
  expect(Buffer.byteLength(page)).toBeLessThan(BLOG_ANSWER_MAX_BYTES);
});

/**
 * A backend that answers every feed request with an endless JSON list of unusable media strings (the shape of the
 * answer that used to hold the page for 270–360 ms), written as fast as the client reads it, up to `total` bytes.
 * Counts the requests and the bytes it got written before the client went away.
 */
async function lyingBackend(total = 64 * 1024 * 1024) {
  const seen = { requests: 0, written: 0, closedEarly: 0 };
  const piece = Buffer.from(`${Array.from({ length: 2000 }, (_, i) => JSON.stringify(`not a link ${i}`)).join(',')},`);
  const server = http.createServer((req, res) => {
    seen.requests += 1;
    res.writeHead(200, { 'content-type': 'application/json', 'access-control-allow-origin': '*' });
    res.write('[{"id":"lying-1","content":"","media_types":[],"published_at":"2026-03-20T12:00:00Z","media_urls":[');
    let sent = 0;
    const more = () => {
      while (sent < total) {
        sent += piece.length;
        seen.written += piece.length;
        if (!res.write(piece)) return void res.once('drain', more);
      }
      res.end('"x"]}]');
    };
    res.on('close', () => {
      if (sent < total) seen.closedEarly += 1;
    });
    more();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const close = () => {
    server.closeAllConnections();
    return new Promise<void>((resolve) => server.close(() => resolve()));
  };
  return { url, seen, close, total };
}

/** The feed worker's own client (supabaseClient.ts), pointed at `url` as the build would point it. */
function workerClient(url: string): Promise<SupabaseClient> {
  let client: Promise<SupabaseClient> | undefined;
  const env = { url: process.env.GATSBY_SUPABASE_URL, key: process.env.GATSBY_SUPABASE_ANON_KEY };
  process.env.GATSBY_SUPABASE_URL = url;
  process.env.GATSBY_SUPABASE_ANON_KEY = ANON_KEY;
  jest.isolateModules(() => {
    const { getSupabaseClient } = jest.requireActual<typeof import('../../../src/blog/supabaseClient')>('../../../src/blog/supabaseClient');
    client = getSupabaseClient({ getItem: () => null, setItem: () => undefined, removeItem: () => undefined });
  });
  return client!.finally(() => {
    process.env.GATSBY_SUPABASE_URL = env.url;
    process.env.GATSBY_SUPABASE_ANON_KEY = env.key;
  });
}

describe.each([
  ['the worker’s supabase-js client', async (url: string) => fetchBlogPage(await workerClient(url), 5)],
  ['the first page’s plain request', (url: string) => fetchFirstPage(undefined, { url, anonKey: ANON_KEY })],
])('through %s', (_name, load) => {
  test('a 64 MB answer fails as too large after about a megabyte, once, and the backend is left with most of it unsent', async () => {
    const backend = await lyingBackend();
    try {
      const error = await load(backend.url).catch((e: unknown) => e);
      expect(isAnswerTooLarge(error)).toBe(true);
      expect(backend.seen.requests).toBe(1);
      // The client went away long before the end: what it did not read, the server could not send (socket buffers aside).
      await new Promise<void>((resolve) => {
        const wait = () => (backend.seen.closedEarly > 0 ? resolve() : setTimeout(wait, 10));
        wait();
      });
      expect(backend.seen.written).toBeLessThan(backend.total / 4);
    } finally {
      await backend.close();
    }
  });

  test('an answer of five ordinary rows is read as before', async () => {
    const rows = Array.from({ length: BLOG_PAGE_SIZE }, (_, i) => ({ id: `row-${i}`, content: 'Съёмка '.repeat(1000) }));
    const server = http.createServer((_req, res) => {
      res.writeHead(200, { 'content-type': 'application/json', 'access-control-allow-origin': '*' }).end(JSON.stringify(rows));
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      expect(await load(`http://127.0.0.1:${(server.address() as AddressInfo).port}`)).toEqual(rows);
    } finally {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    }
  });
});
