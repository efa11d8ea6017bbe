/** @jest-environment node */
/**
 * Issue 12 item 12: the local Supabase backend answers what real servers
 * answer to a malformed %-escape (400) and to byte ranges (206 for the last n
 * bytes, 416 for what cannot be satisfied), and keeps serving afterwards.
 */
import { readdirSync, readFileSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { type LocalSupabase, startLocalSupabase } from '../../../scripts/lib/localSupabase';

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
