/** @jest-environment node */
/**
 * How the build reads the blog (src/gatsby/blog/): the real supabase-js client against the embedded backend, every
 * published post once, newest first, through the feed's normaliser, one BlogPost node each with its neighbours; and a
 * backend that is down, answers an error or ignores the offset either fails the build saying so or ends the reading.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { type LocalSupabase, startLocalSupabase } from '../../../scripts/lib/localSupabase';
import { BlogUnreachableError, readPublishedPosts } from '../../../src/gatsby/blog/readPosts';
import { BLOG_POST_TYPE, createPostNodes, sourceBlogPosts } from '../../../src/gatsby/blog/sourcePosts';

jest.setTimeout(60_000);

let backend: LocalSupabase;
beforeAll(async () => {
  backend = await startLocalSupabase({ port: 0 });
});
afterAll(async () => {
  await backend.close();
});

/** A server answering every request with `answer`, for the backends that misbehave. */
async function fakeBackend(answer: (req: http.IncomingMessage, res: http.ServerResponse) => void) {
  const server = http.createServer(answer);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const requests = { count: 0 };
  server.on('request', () => (requests.count += 1));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    requests,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

test('reads every published post once, newest first, paging through the whole view', async () => {
  backend.requests.length = 0;
  const { posts, skipped } = await readPublishedPosts(backend.url, backend.anonKey, 5);
  expect(skipped).toEqual([]);
  expect(posts).toHaveLength(13);
  expect(posts[0]).toMatchObject({ id: '00000000-0000-4000-8000-000000000013', slug: 'finalnaya-smena-robinzona-zakryta' });
  expect(posts.map((p) => p.slug)).not.toContain('chernovik-anons-eshchyo-ne-obyavlennogo-proekta');
  const times = posts.map((p) => Date.parse(p.publishedAt));
  expect(times).toEqual([...times].sort((a, b) => b - a));
  // Three pages of five for 13 posts: the short last one shows the end.
  expect(backend.requests.map((r) => new URL(r.url, backend.url).searchParams.get('offset'))).toEqual(['0', '5', '10']);
  // The feed's normaliser: a Telegram link becomes its widget address, whatever its type says.
  const telegram = posts.find((p) => p.id.endsWith('07'))!;
  expect(telegram.media).toEqual([{ kind: 'telegram', url: 'https://t.me/telegram/83?embed=1' }]);
});

test('one BlogPost node per post, with its fields and its newer and older neighbours', async () => {
  const { posts } = await readPublishedPosts(backend.url, backend.anonKey);
  const nodes: Array<Record<string, unknown>> = [];
  createPostNodes(posts, {
    actions: { createNode: (node: Record<string, unknown>) => void nodes.push(node) } as never,
    createNodeId: (key: string) => `node:${key}`,
    createContentDigest: (value: unknown) => JSON.stringify(value).length.toString(),
  });
  expect(nodes).toHaveLength(13);
  const second = nodes[1]!;
  expect(second).toMatchObject({
    id: 'node:BlogPost-00000000-0000-4000-8000-000000000012',
    postId: '00000000-0000-4000-8000-000000000012',
    slug: 'shooting-day-12-of-our-premium-series-three-cameras-one-take',
    content: 'Shooting day 12 of our premium series. Three cameras, one take, no second chances.',
    mediaTypes: ['photo', 'photo'],
    newerSlug: 'finalnaya-smena-robinzona-zakryta',
    olderSlug: 'otkryvaem-kasting-na-vertikalnyi-serial-dlya-striminga',
    internal: { type: BLOG_POST_TYPE },
  });
  expect(second.mediaUrls).toEqual([
    'http://127.0.0.1:54321/storage/v1/object/public/blog/set-lights.jpg',
    'http://127.0.0.1:54321/storage/v1/object/public/blog/backstage.jpg',
  ]);
  expect(Date.parse(second.publishedAt as string)).toBe(Date.parse('2026-03-10T12:00:00+03:00'));
  expect(typeof second.updatedAt).toBe('string');
  expect(nodes[0]!.newerSlug).toBeNull();
  expect(nodes[12]!.olderSlug).toBeNull();
});

test('a backend that is down fails the build, naming the address and why (after supabase-js’s own retries)', async () => {
  const down = await fakeBackend(() => undefined);
  await down.close();
  const panics: string[] = [];
  // sourceBlogPosts reads process.env: point it at the closed port for this call only.
  const saved = { url: process.env.GATSBY_SUPABASE_URL, key: process.env.GATSBY_SUPABASE_ANON_KEY };
  process.env.GATSBY_SUPABASE_URL = down.url;
  process.env.GATSBY_SUPABASE_ANON_KEY = backend.anonKey;
  try {
    await sourceBlogPosts({
      actions: { createNode: () => undefined } as never,
      createNodeId: String,
      createContentDigest: String,
      reporter: { panicOnBuild: (m: string) => void panics.push(m), info: () => undefined, warn: () => undefined } as never,
    });
  } finally {
    process.env.GATSBY_SUPABASE_URL = saved.url;
    process.env.GATSBY_SUPABASE_ANON_KEY = saved.key;
  }
  expect(panics).toHaveLength(1);
  expect(panics[0]).toContain(`could not be read from ${down.url}/rest/v1/blog_posts_public`);
  expect(panics[0]).toContain('rather than publish the blog without its posts');
});

test('a backend that answers an error, or something that is not rows, is unreachable too', async () => {
  const failing = await fakeBackend((_req, res) => {
    res.writeHead(500, { 'content-type': 'application/json' });
    res.end(JSON.stringify({ message: 'database is on fire', code: 'XX000' }));
  });
  const lying = await fakeBackend((_req, res) => {
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(JSON.stringify({ not: 'rows' }));
  });
  try {
    await expect(readPublishedPosts(failing.url, 'key')).rejects.toThrow(BlogUnreachableError);
    await expect(readPublishedPosts(failing.url, 'key')).rejects.toThrow(/database is on fire/);
    await expect(readPublishedPosts(lying.url, 'key')).rejects.toThrow(/not a list of rows/);
  } finally {
    await failing.close();
    await lying.close();
  }
});

test('a backend that ignores the offset ends the reading after one repeated page, each post once', async () => {
  const rows = Array.from({ length: 5 }, (_, i) => ({
    id: `id-${i}`,
    slug: `post-${i}`,
    content: `<img src=x onerror=alert(1)> ${i}`,
    media_urls: ['javascript:alert(1)'],
    media_types: ['photo'],
    published_at: '2026-01-01T00:00:00Z',
  }));
  const stuck = await fakeBackend((_req, res) => {
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(JSON.stringify([...rows, { id: 'x', slug: '../../etc', published_at: '2026-01-01T00:00:00Z' }, { slug: 'no-id' }]));
  });
  try {
    const { posts, skipped } = await readPublishedPosts(stuck.url, 'key', 5);
    expect(posts.map((p) => p.slug)).toEqual(['post-0', 'post-1', 'post-2', 'post-3', 'post-4']);
    expect(posts[0]!.media).toEqual([]);
    expect(skipped).toEqual(expect.arrayContaining(['post x: no address (slug)', expect.stringMatching(/^a row without an id/)]));
    expect(stuck.requests.count).toBe(2);
  } finally {
    await stuck.close();
  }
});
