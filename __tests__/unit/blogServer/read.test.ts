/** @jest-environment node */
/**
 * What the blog's function reads (src/blogServer/read.ts): the real supabase-js client against the embedded backend,
 * the public view only, through the feed's normaliser: a post and its neighbours in the feed's order (ties broken by
 * id), nothing for a draft, a post not yet due or an unknown address; the newest posts; the count; the sitemap's posts
 * in pages. And a backend that is down, answers an error, is slower than the deadline or sends more than it could hold
 * is BlogUnavailable, never a page made of it.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { type LocalSupabase, startLocalSupabase } from '../../../scripts/lib/localSupabase';
import { BlogUnavailable, blogReader, type BlogReader } from '../../../src/blogServer/read';

jest.setTimeout(60_000);

let backend: LocalSupabase;
let read: BlogReader;
/** The seed's published posts as the feed orders them (newest first, then by id), read straight from the database. */
let order: Array<{ id: string; slug: string }>;

beforeAll(async () => {
  backend = await startLocalSupabase({ port: 0 });
  read = blogReader({ url: backend.url, anonKey: backend.anonKey });
  // Two posts at the very same instant, between the seed's own: their order is their ids'.
  await backend.db.exec(`
    insert into public.blog_posts (id, content, is_published, published_at, slug) values
      ('00000000-0000-4000-8000-0000000000a1', 'Первый из двух', true, '2026-02-01T12:00:00Z', 'pervyi-iz-dvukh'),
      ('00000000-0000-4000-8000-0000000000a2', 'Второй из двух', true, '2026-02-01T12:00:00Z', 'vtoroi-iz-dvukh'),
      ('00000000-0000-4000-8000-0000000000a3', 'Завтрашний', true, now() + interval '1 day', 'zavtrashnii'),
      ('00000000-0000-4000-8000-0000000000a4', 'Черновик', false, now() - interval '1 day', 'chernovik-testa');
  `);
  const { rows } = await backend.db.query<{ id: string; slug: string }>(
    `select id, slug from public.blog_posts where is_published and published_at <= now() order by published_at desc, id desc`,
  );
  order = rows;
});
afterAll(async () => {
  await backend.close();
});

test('a post with its newer and older neighbours, in the feed’s order, the ends having one each', async () => {
  expect(order.length).toBeGreaterThan(5);
  for (const i of [0, 1, Math.floor(order.length / 2), order.length - 1]) {
    const found = await read.postPage(order[i]!.slug);
    expect(found).toMatchObject({
      post: { id: order[i]!.id, slug: order[i]!.slug },
      newerSlug: order[i - 1]?.slug ?? null,
      olderSlug: order[i + 1]?.slug ?? null,
    });
  }
});

test('posts published at the same instant are each other’s neighbours, by id', async () => {
  const second = order.findIndex((post) => post.slug === 'vtoroi-iz-dvukh');
  expect(order[second + 1]!.slug).toBe('pervyi-iz-dvukh');
  await expect(read.postPage('vtoroi-iz-dvukh')).resolves.toMatchObject({
    olderSlug: 'pervyi-iz-dvukh',
    newerSlug: order[second - 1]!.slug,
  });
  await expect(read.postPage('pervyi-iz-dvukh')).resolves.toMatchObject({
    newerSlug: 'vtoroi-iz-dvukh',
    olderSlug: order[second + 2]!.slug,
  });
});

test('no page for a draft, a post not yet due or an unknown address; neither is anyone’s neighbour', async () => {
  await expect(read.postPage('chernovik-testa')).resolves.toBeNull();
  await expect(read.postPage('zavtrashnii')).resolves.toBeNull();
  await expect(read.postPage('net-takoi-zapisi')).resolves.toBeNull();
  await expect(read.postPage(order[0]!.slug)).resolves.toMatchObject({ newerSlug: null });
});

test('the newest posts, the count, and the sitemap’s posts oldest first with their last change', async () => {
  const newest = await read.newest(3);
  expect(newest.map((post) => post.slug)).toEqual(order.slice(0, 3).map((post) => post.slug));
  await expect(read.count()).resolves.toBe(order.length);
  const all = await read.sitemapPosts(0, 1000);
  expect(all.map((post) => post.slug)).toEqual([...order].reverse().map((post) => post.slug));
  expect(all.every((post) => !Number.isNaN(Date.parse(post.lastmod)))).toBe(true);
  await expect(read.sitemapPosts(2, 3)).resolves.toEqual(all.slice(2, 5));
});

/** A server answering every request with `answer`, for the backends that misbehave. */
async function fakeBackend(answer: (req: http.IncomingMessage, res: http.ServerResponse) => void) {
  const server = http.createServer(answer);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

test.each([
  ['answers 500', (_req: http.IncomingMessage, res: http.ServerResponse) => res.writeHead(500).end('{"message":"boom"}')],
  ['never answers', () => undefined],
  [
    'sends more than a post could hold',
    (_req: http.IncomingMessage, res: http.ServerResponse) => {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(`[{"id":"x","slug":"a","content":"${'a'.repeat(3_000_000)}","published_at":"2026-01-01T00:00:00Z"}]`);
    },
  ],
])('a backend that %s is BlogUnavailable', async (_, answer) => {
  const fake = await fakeBackend(answer);
  try {
    const slow = blogReader({ url: fake.url, anonKey: backend.anonKey }, 1_500);
    await expect(slow.postPage('svet-kamera-motor')).rejects.toBeInstanceOf(BlogUnavailable);
    await expect(slow.newest(1)).rejects.toBeInstanceOf(BlogUnavailable);
  } finally {
    await fake.close();
  }
});

test('a backend that is down is BlogUnavailable; one that answers another post’s row gives no page of it', async () => {
  const fake = await fakeBackend((_req, res) => res.writeHead(200).end('[]'));
  const url = fake.url;
  await fake.close();
  await expect(blogReader({ url, anonKey: backend.anonKey }, 3_000).postPage('svet-kamera-motor')).rejects.toBeInstanceOf(BlogUnavailable);
  const row = (slug: string) => ({ id: 'x', slug, content: '<b>чужая</b>', published_at: '2026-01-01T00:00:00Z' });
  const answers: unknown[] = [
    { post: row('drugaya'), newer: null, older: null },
    [row('svet-kamera-motor')],
    { post: row('svet-kamera-motor'), newer: '<script>alert(1)</script>', older: '../../etc' },
    'not an object',
  ];
  const liar = await fakeBackend((_req, res) =>
    res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(answers.shift())),
  );
  try {
    const read = blogReader({ url: liar.url, anonKey: backend.anonKey });
    await expect(read.postPage('svet-kamera-motor')).resolves.toBeNull();
    await expect(read.postPage('svet-kamera-motor')).resolves.toBeNull();
    // Its own post, with neighbours no post could have: the page, linking to neither.
    await expect(read.postPage('svet-kamera-motor')).resolves.toMatchObject({ newerSlug: null, olderSlug: null });
    await expect(read.postPage('svet-kamera-motor')).rejects.toBeInstanceOf(BlogUnavailable);
  } finally {
    await liar.close();
  }
});
