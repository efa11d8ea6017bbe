/** @jest-environment node */
/**
 * The local Supabase backend answers what real servers
 * answer to a malformed %-escape (400) and to byte ranges (206 for the last n
 * bytes, 416 for what cannot be satisfied), and keeps serving afterwards.
 * Out-of-range offsets, limits and Range headers get PostgREST's
 * answers, and its request log stays bounded.
 */
import { readdirSync, readFileSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { type LocalSupabase, REQUEST_LOG_SIZE, startLocalSupabase } from '../../../scripts/lib/localSupabase';

jest.setTimeout(60_000);

const MEDIA_DIR = path.resolve(__dirname, '../../../supabase/seed-media');
const MEDIA = readdirSync(MEDIA_DIR).find((name) => name.endsWith('.jpg')) as string;
const BYTES = readFileSync(path.join(MEDIA_DIR, MEDIA));
const STORAGE = '/storage/v1/object/public/blog/';

let backend: LocalSupabase;
beforeAll(async () => {
  backend = await startLocalSupabase({ port: 0 });
});
afterAll(async () => {
  await backend.close();
});

/** The path exactly as written; a dropped connection is reported, not thrown. */
function raw(urlPath: string): Promise<number | string> {
  return new Promise((resolve) => {
    http
      .get({ host: '127.0.0.1', port: backend.port, path: urlPath, headers: { apikey: backend.anonKey } }, (res) => {
        res.resume();
        resolve(res.statusCode ?? 0);
      })
      .on('error', (error) => resolve(error.message));
  });
}

async function stillServes() {
  const response = await fetch(`${backend.url}/rest/v1/blog_posts_public?select=id&limit=5`, { headers: { apikey: backend.anonKey } });
  expect(response.status).toBe(200);
  expect(((await response.json()) as unknown[]).length).toBe(5);
}

test.each(['/rest/v1/%E0%A4%A', `${STORAGE}%E0%A4%A`, '/rest/v1/blog_posts_public%', `${STORAGE}%zz.jpg`])(
  'a malformed escape (%s) is a 400, and the backend keeps serving',
  async (urlPath) => {
    expect(await raw(urlPath)).toBe(400);
    await stillServes();
  },
);

test('bytes=-100 is the last 100 bytes of the object', async () => {
  const response = await fetch(`${backend.url}${STORAGE}${MEDIA}`, { headers: { range: 'bytes=-100' } });
  expect(response.status).toBe(206);
  expect(response.headers.get('content-range')).toBe(`bytes ${BYTES.length - 100}-${BYTES.length - 1}/${BYTES.length}`);
  expect(Buffer.from(await response.arrayBuffer()).equals(BYTES.subarray(BYTES.length - 100))).toBe(true);
});

test.each(['bytes=100-50', 'bytes=999999999-', 'bytes=-0'])('%s cannot be satisfied: 416, and the backend keeps serving', async (range) => {
  const response = await fetch(`${backend.url}${STORAGE}${MEDIA}`, { headers: { range } });
  expect(response.status).toBe(416);
  expect(response.headers.get('content-range')).toBe(`bytes */${BYTES.length}`);
  await response.body?.cancel();
  const whole = await fetch(`${backend.url}${STORAGE}${MEDIA}`);
  expect(Buffer.from(await whole.arrayBuffer()).equals(BYTES)).toBe(true);
  await stillServes();
});

describe('offsets, limits and ranges past what a number holds are answered as PostgREST answers them', () => {
  const FEED = '/rest/v1/blog_posts_public?select=id';
  async function read(query: string, headers: Record<string, string> = {}) {
    const response = await fetch(`${backend.url}${FEED}&${query}`, { headers: { apikey: backend.anonKey, ...headers } });
    return { status: response.status, contentRange: response.headers.get('content-range'), body: (await response.json()) as unknown };
  }
  /** PostgreSQL's error for a bigint out of range, which PostgREST passes on as a 400 (it sends offset and limit as text). */
  const outOfRange = (value: string) => ({
    status: 400,
    contentRange: null,
    body: { code: '22003', message: `value "${value}" is out of range for type bigint`, details: null, hint: null },
  });
  /** PostgREST's answer to an empty range (PGRST103). */
  const unsatisfiable = (details: string) => ({
    status: 416,
    contentRange: null,
    body: { code: 'PGRST103', message: 'Requested range not satisfiable', details, hint: null },
  });

  test('the largest bigint is an offset like any other (no rows there), and a limit', async () => {
    expect(await read('offset=9223372036854775807')).toEqual({ status: 200, contentRange: '*/*', body: [] });
    const page = await read('offset=10&limit=9223372036854775807');
    expect([page.status, page.contentRange, (page.body as unknown[]).length]).toEqual([200, '10-12/*', 3]);
  });

  test.each([
    ['offset=2^63', 'offset=9223372036854775808', '9223372036854775808'],
    ['offset=99999999999999999999', 'offset=99999999999999999999', '99999999999999999999'],
    ['limit=2^64+1', 'limit=18446744073709551617', '18446744073709551617'],
    ['offset=2^64 with leading zeros', 'offset=00000000000000000000018446744073709551616', '18446744073709551616'],
    ['an offset of 5 000 digits', `offset=${'9'.repeat(5000)}`, '9'.repeat(5000)],
  ])('%s is refused with the number itself, not a rounded one', async (_what, query, value) => {
    expect(await read(query)).toEqual(outOfRange(value));
  });

  test('a Range header on GET picks the rows, as in PostgREST', async () => {
    const rows = await read('order=published_at.desc', { range: '10-14' });
    expect([rows.status, rows.contentRange, (rows.body as unknown[]).length]).toEqual([200, '10-12/*', 3]);
    const both = await read('offset=2&limit=5', { range: '0-3' });
    expect([both.status, both.contentRange, (both.body as unknown[]).length]).toEqual([200, '2-3/*', 2]);
  });

  test.each([
    [
      'Range: 5-2 is a 416',
      '',
      '5-2',
      unsatisfiable('The lower boundary must be lower than or equal to the upper boundary in the Range header.'),
    ],
    ['Range: 0-4 with offset=10 is a 416', 'offset=10', '0-4', unsatisfiable('Limit should be greater than or equal to zero.')],
    [
      'limit=0 with offset=5 is a 416 (limit=0 alone is no rows)',
      'limit=0&offset=5',
      undefined,
      unsatisfiable('Limit should be greater than or equal to zero.'),
    ],
    ['Range: 0-99999999999999999999 asks for a limit past bigint', '', '0-99999999999999999999', outOfRange('100000000000000000000')],
    ['Range: 99999999999999999999- asks for an offset past bigint', '', '99999999999999999999-', outOfRange('99999999999999999999')],
  ])('%s', async (_what, query, range, expected) => {
    expect(await read(query, range === undefined ? {} : { range })).toEqual(expected);
  });

  test('limit=0 alone is no rows, as in PostgREST', async () => {
    expect(await read('limit=0')).toEqual({ status: 200, contentRange: '*/*', body: [] });
  });

  test('a Range header that is not rows (bytes=..., items=...) is ignored, as PostgREST ignores it', async () => {
    for (const range of ['bytes=0-4', 'items=0-4', '0-4,6-7', '-5']) {
      const all = await read('', { range });
      expect([range, all.status, all.contentRange]).toEqual([range, 200, '0-12/*']);
    }
  });
});

describe('the request log is bounded', () => {
  test(`it keeps the last ${REQUEST_LOG_SIZE} requests with the key, and none refused for the key`, async () => {
    backend.requests.length = 0;
    for (let i = 0; i < 250; i++) {
      const headers: Record<string, string> = i % 2 === 0 ? { apikey: backend.anonKey } : i % 4 === 1 ? {} : { apikey: 'not-the-key' };
      const response = await fetch(`${backend.url}/rest/v1/blog_posts_public?select=id&limit=${i}`, { headers });
      expect(response.status).toBe(i % 2 === 0 ? 200 : 401);
      await response.body?.cancel();
    }
    expect(backend.requests.map((r) => r.url)).toEqual(
      Array.from({ length: 100 }, (_, i) => `/rest/v1/blog_posts_public?select=id&limit=${50 + 2 * i}`),
    );
  });
});
