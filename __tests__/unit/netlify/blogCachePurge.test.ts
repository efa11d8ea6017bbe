/** @jest-environment node */
/**
 * The blog's cache purge function (netlify/blogCache/purge.ts): it takes only the database's token and only the blog's
 * own tags, hands them to Netlify's purge, and says when Netlify refused, so the database asks again.
 */
import { MAX_TAGS, purgeRequest } from '../../../netlify/blogCache/purge';

const TOKEN = 'the-studio-s-long-random-token';
const request = (body: unknown, { token = TOKEN, method = 'POST' }: { token?: string | null; method?: string } = {}) =>
  new Request('https://kadr.studio/.netlify/functions/blog-cache-purge', {
    method,
    headers: { 'content-type': 'application/json', ...(token === null ? {} : { authorization: `Bearer ${token}` }) },
    body: method === 'POST' ? (typeof body === 'string' ? body : JSON.stringify(body)) : undefined,
  });

function deps(token: string | undefined, purge = jest.fn(async () => undefined)) {
  const logged: string[] = [];
  return { token, purge, log: (line: string) => logged.push(line), logged };
}

test('the blog’s tags, with the token: handed to Netlify’s purge, 202', async () => {
  const d = deps(TOKEN);
  const response = await purgeRequest(request({ tags: ['blog-index', 'blog-post-svet-kamera-motor'] }), d);
  expect(response.status).toBe(202);
  await expect(response.json()).resolves.toEqual({ purged: ['blog-index', 'blog-post-svet-kamera-motor'] });
  expect(d.purge).toHaveBeenCalledWith(['blog-index', 'blog-post-svet-kamera-motor']);
});

test.each([
  ['no token', request({ tags: ['blog'] }, { token: null }), 401],
  ['another token', request({ tags: ['blog'] }, { token: 'guess' }), 401],
  ['a GET', request(undefined, { method: 'GET' }), 405],
  ['a body that is not JSON', request('{tags:'), 400],
  ['no tags', request({ tags: [] }), 400],
  ['a tag not the blog’s', request({ tags: ['blog-index', 'landing'] }), 400],
  ['an address no post can have', request({ tags: ['blog-post-../../x'] }), 400],
  ['too many tags', request({ tags: Array.from({ length: MAX_TAGS + 1 }, (_, i) => `blog-post-zapis-${i}`) }), 400],
  ['a body too large to be one', request({ tags: ['blog'], padding: 'x'.repeat(100_000) }), 413],
])('%s: refused (%s), Netlify never asked', async (_, req, status) => {
  const d = deps(TOKEN);
  expect((await purgeRequest(req, d)).status).toBe(status);
  expect(d.purge).not.toHaveBeenCalled();
});

test('without its token set, it takes nothing and says why in the function’s log', async () => {
  const d = deps(undefined);
  expect((await purgeRequest(request({ tags: ['blog'] }), d)).status).toBe(503);
  expect(d.purge).not.toHaveBeenCalled();
  expect(d.logged.join('\n')).toMatch(/BLOG_CACHE_PURGE_TOKEN is not set/);
});

test('a purge Netlify refuses is a 502: the database asks again', async () => {
  const d = deps(
    TOKEN,
    jest.fn(async () => Promise.reject(new Error('Cache purge API call returned an unexpected status code: 429'))),
  );
  expect((await purgeRequest(request({ tags: ['blog-index'] }), d)).status).toBe(502);
  expect(d.logged.join('\n')).toMatch(/429/);
});
