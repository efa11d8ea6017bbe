/**
 * The editor’s post links (src/blogEditor/postAddress.ts): which addresses the slug field accepts, and whether the live
 * site has a post's page as saved, read from the RSS feed the build writes (made here by the build's own blogRss).
 */
import { blogRss } from '../../../src/gatsby/feed/rss';
import { pageBuildState, postPageUrl, slugProblem } from '../../../src/blogEditor/postAddress';
import { validatePost } from '../../../src/blogEditor/validate';

const ORIGIN = 'https://kadr.studio';
const POST = { slug: 'syomki-zakoncheny', content: 'Съёмки закончены', mediaUrls: [], mediaTypes: [], publishedAt: '2026-11-01T09:00:00Z' };
const feedOf = (posts: Parameters<typeof blogRss>[0]) =>
  blogRss(posts, { language: 'ru', title: 'Блог — KADR', description: 'Новости' }, 'http://127.0.0.1:54321');
/** A fetch answering every request with `body` (jsdom has no Response). */
const serving = (body: string, status = 200) =>
  jest.fn(async () => ({ ok: status >= 200 && status < 300, status, text: async () => body })) as unknown as typeof fetch;

test.each([
  ['', undefined],
  ['novyi-klip-2', undefined],
  ['Новый', 'Только латинские строчные буквы, цифры и дефисы между словами, например novyi-klip'],
  ['two--hyphens', 'Только латинские строчные буквы, цифры и дефисы между словами, например novyi-klip'],
  ['-edge', 'Только латинские строчные буквы, цифры и дефисы между словами, например novyi-klip'],
  ['a'.repeat(101), 'Адрес длиннее 100 знаков'],
])('the address %j: %s', (slug, problem) => {
  expect(slugProblem(slug)).toBe(problem);
});

test('the address shared is the Russian page on the site’s own origin', () => {
  expect(postPageUrl('syomki-zakoncheny', ORIGIN)).toBe('https://kadr.studio/blog/syomki-zakoncheny');
});

test('built: the feed lists the post and saw an edit at least as recent as this save', async () => {
  const fetchImpl = serving(feedOf([{ ...POST, updatedAt: '2026-11-20T09:00:00.400Z' }]));
  await expect(pageBuildState(POST.slug, '2026-11-20T09:00:00.400Z', ORIGIN, fetchImpl)).resolves.toBe('built');
  expect(fetchImpl).toHaveBeenCalledWith('https://kadr.studio/blog/rss.xml', { cache: 'no-store' });
});

test('outdated: the page is there, from before this save', async () => {
  const fetchImpl = serving(feedOf([{ ...POST, updatedAt: '2026-11-20T09:00:00Z' }]));
  await expect(pageBuildState(POST.slug, '2026-11-20T09:03:00Z', ORIGIN, fetchImpl)).resolves.toBe('outdated');
});

test('missing: the feed has other posts only', async () => {
  const fetchImpl = serving(feedOf([{ ...POST, slug: 'drugaya-zapis' }]));
  await expect(pageBuildState(POST.slug, '2026-11-20T09:00:00Z', ORIGIN, fetchImpl)).resolves.toBe('missing');
});

test.each([
  ['a 404', serving('Not found', 404)],
  ['a body that is not XML', serving('<html><body>oops')],
  ['no connection', jest.fn(async () => Promise.reject(new TypeError('Failed to fetch'))) as unknown as typeof fetch],
])('unknown on %s: the editor then says nothing', async (_, fetchImpl) => {
  await expect(pageBuildState(POST.slug, '2026-11-20T09:00:00Z', ORIGIN, fetchImpl)).resolves.toBe('unknown');
});

test('the form refuses an address that is not one, under its field', () => {
  expect(validatePost({ content: 'Текст', media: [], status: 'draft', slug: 'Новый' }).slug).toMatch(/^Только латинские/);
  expect(validatePost({ content: 'Текст', media: [], status: 'draft', slug: 'novyi' })).not.toHaveProperty('slug');
});
