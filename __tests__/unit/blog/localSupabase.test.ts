/** @jest-environment node */
/**
 * The embedded local backend, spoken to by the real supabase-js client (what
 * the site runs) and by plain HTTP: PostgREST's answers, and every query
 * decided by role anon's grants.
 */
import type { SupabaseClient } from '@supabase/supabase-js';
import { type LocalSupabase, startLocalSupabase } from '../../../scripts/lib/localSupabase';
import { fetchBlogPage, fetchSearchPage } from '../../../src/blog/api';
import { hasMoreAfter } from '../../../src/blog/paging';
import { nodeSupabaseClient } from '../../support/supabaseClient';
import { PUBLIC_VIEW_COLUMNS } from './support/rows';

jest.setTimeout(60_000);

let backend: LocalSupabase;
let client: SupabaseClient;
beforeAll(async () => {
  backend = await startLocalSupabase({ port: 0 });
  client = nodeSupabaseClient(backend.url, backend.anonKey);
});
afterAll(async () => {
  await backend.close();
});
beforeEach(() => {
  backend.requests.length = 0;
});

const get = (path: string, headers: Record<string, string> = { apikey: backend.anonKey }) => fetch(`${backend.url}${path}`, { headers });

test('the feed reads 13 seeded posts as 5, 5 and 3, newest first, then stops', async () => {
  const pages: Array<Array<{ id: string; published_at: string }>> = [];
  let offset = 0;
  for (let more = true; more;) {
    const rows = (await fetchBlogPage(client, offset)) as Array<{ id: string; published_at: string }>;
    pages.push(rows);
    offset += rows.length;
    more = hasMoreAfter(rows);
  }
  expect(pages.map((p) => p.length)).toEqual([5, 5, 3]);
  expect(backend.requests.map((r) => r.url)).toEqual(
    [0, 5, 10].map((o) => `/rest/v1/blog_posts_public?select=*&order=published_at.desc%2Cid.desc&offset=${o}&limit=5`),
  );
  const rows = pages.flat();
  expect(new Set(rows.map((r) => r.id)).size).toBe(13);
  const times = rows.map((r) => Date.parse(r.published_at));
  expect(times).toEqual([...times].sort((a, b) => b - a));
  expect(rows[0]!.id).toBe('00000000-0000-4000-8000-000000000013');
  // Same instant: the id breaks the tie, descending.
  expect(rows.map((r) => r.id.slice(-2))).toEqual(expect.arrayContaining(['05', '04']));
  expect(rows.findIndex((r) => r.id.endsWith('05'))).toBeLessThan(rows.findIndex((r) => r.id.endsWith('04')));
  expect(Object.keys(rows[0]!).sort()).toEqual(PUBLIC_VIEW_COLUMNS);
});

test('answers with Content-Range, like PostgREST', async () => {
  const first = await get('/rest/v1/blog_posts_public?select=id&offset=10&limit=5');
  expect(first.status).toBe(200);
  expect(first.headers.get('content-range')).toBe('10-12/*');
  expect(await first.json()).toHaveLength(3);
  const empty = await get('/rest/v1/blog_posts_public?select=id&offset=20&limit=5');
  expect(empty.headers.get('content-range')).toBe('*/*');
  expect(await empty.json()).toEqual([]);
});

test('refuses a request without an API key, or with a wrong one, with 401', async () => {
  const none = await get('/rest/v1/blog_posts_public?select=*', {});
  expect(none.status).toBe(401);
  expect(await none.json()).toMatchObject({ message: 'No API key found in request' });
  const wrong = await get('/rest/v1/blog_posts_public?select=*', { apikey: 'not-the-key' });
  expect(wrong.status).toBe(401);
});

test('answers a CORS preflight for the headers supabase-js sends', async () => {
  const res = await fetch(`${backend.url}/rest/v1/blog_posts_public?select=*`, {
    method: 'OPTIONS',
    headers: {
      origin: 'http://localhost:8000',
      'access-control-request-method': 'GET',
      'access-control-request-headers': 'apikey,authorization,x-client-info',
    },
  });
  expect(res.status).toBe(204);
  expect(res.headers.get('access-control-allow-origin')).toBe('*');
  expect(res.headers.get('access-control-allow-headers')).toBe('apikey,authorization,x-client-info');
  expect(res.headers.get('access-control-allow-methods')).toContain('GET');
});

test.each([
  ['a filter it does not implement', '/rest/v1/blog_posts_public?content=fts.kadr', 'PGRST100'],
  ['a filter whose value is not of its column’s type', '/rest/v1/blog_posts_public?id=eq.1', '22P02'],
  ['an embedded select', '/rest/v1/blog_posts_public?select=*,author(*)', 'PGRST100'],
  ['a malformed order', '/rest/v1/blog_posts_public?order=published_at.sideways', 'PGRST100'],
  ['a negative limit', '/rest/v1/blog_posts_public?limit=-1', 'PGRST100'],
])('answers %s with a PostgREST-style JSON error', async (_, path, code) => {
  const res = await get(path);
  expect(res.status).toBe(400);
  const body = (await res.json()) as Record<string, unknown>;
  expect(body).toMatchObject({ code });
  expect(Object.keys(body).sort()).toEqual(['code', 'details', 'hint', 'message']);
});

test('runs as role anon: the grants decide, not the server', async () => {
  // The table itself: anon has its public columns, and RLS shows only published rows.
  const table = await client.from('blog_posts').select('id');
  expect(table.data).toHaveLength(13);
  // A column anon was not granted.
  const hidden = await client.from('blog_posts').select('created_at');
  expect(hidden.status).toBe(401);
  expect(hidden.error).toMatchObject({ code: '42501' });
  // The same query as the database owner would succeed: the refusal is the database's.
  const owner = await backend.db.query('select created_at from public.blog_posts limit 1');
  expect(owner.rows).toHaveLength(1);
  const missing = await client.from('no_such_table').select('*');
  expect(missing.status).toBe(404);
  expect(missing.error).toMatchObject({ code: 'PGRST205' });
});

test('refuses writes', async () => {
  const insert = await client.from('blog_posts_public').insert({ content: 'x' });
  expect(insert.error).not.toBeNull();
  expect(insert.status).toBeGreaterThanOrEqual(400);
});

test('serves the seed media like a public Storage bucket', async () => {
  const res = await fetch(`${backend.url}/storage/v1/object/public/blog/premiere.jpg`);
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toBe('image/jpeg');
  const range = await fetch(`${backend.url}/storage/v1/object/public/blog/showreel.webm`, { headers: { range: 'bytes=0-99' } });
  expect(range.status).toBe(206);
  expect((await range.arrayBuffer()).byteLength).toBe(100);
});

test('answers a call of the search function as PostgREST does: its rows as a JSON array, a page after the last shown', async () => {
  const first = (await fetchSearchPage(client, 'кастинг', null)) as Array<{ id: string; published_at: string; search_marks: string[] }>;
  expect(first.map((post) => post.search_marks)).toEqual([['кастинг'], ['кастинги']]);
  expect(backend.requests).toEqual([{ method: 'POST', url: '/rest/v1/rpc/search_blog_posts' }]);
  const [newest] = first;
  await expect(fetchSearchPage(client, 'кастинг', { publishedAt: newest!.published_at, id: newest!.id })).resolves.toEqual([first[1]]);
});
