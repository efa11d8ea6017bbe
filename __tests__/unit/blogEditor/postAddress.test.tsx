/**
 * The editor’s post links (src/blogEditor/postAddress.ts): which addresses the slug field accepts, and whether the live
 * site shows a post as saved, read from the post's own page as the blog's function draws it (its head: PostHead).
 */
import { render } from '@testing-library/react';
import { pageState, postPageUrl, slugProblem } from '../../../src/blogEditor/postAddress';
import { validatePost } from '../../../src/blogEditor/validate';
import { publishedPost } from '../../../src/blog/normalize';
import { PostHead } from '../../../src/views/blog/post/PostPage';
import { allowHeadNesting } from '../support/headNesting';

allowHeadNesting();

const ORIGIN = 'https://kadr.studio';
const ROW = {
  id: 'p',
  slug: 'syomki-zakoncheny',
  content: 'Съёмки закончены',
  media_urls: [],
  media_types: [],
  published_at: '2026-11-01T09:00:00Z',
};
/** The post's page as the site answers it: its head as PostHead draws it. */
const pageOf = (row: Record<string, unknown>) =>
  `<!DOCTYPE html><html><head>${
    render(<PostHead post={publishedPost(row)!} language="ru" headline="Съёмки" blog={{ title: 'Блог — KADR', description: 'Новости' }} />)
      .container.innerHTML
  }</head><body></body></html>`;
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

test('live: the page shows an edit at least as recent as this save; asked past the browser cache', async () => {
  const fetchImpl = serving(pageOf({ ...ROW, updated_at: '2026-11-20T09:00:00.400Z' }));
  await expect(pageState(ROW.slug, '2026-11-20T09:00:00.400Z', ORIGIN, fetchImpl)).resolves.toBe('live');
  expect(fetchImpl).toHaveBeenCalledWith('https://kadr.studio/blog/syomki-zakoncheny', { cache: 'no-store' });
  // Never edited: its publication is what it shows.
  await expect(pageState(ROW.slug, '2026-11-01T09:00:00Z', ORIGIN, serving(pageOf(ROW)))).resolves.toBe('live');
});

test('outdated: the page is there, from before this save', async () => {
  const fetchImpl = serving(pageOf({ ...ROW, updated_at: '2026-11-20T09:00:00Z' }));
  await expect(pageState(ROW.slug, '2026-11-20T09:03:00Z', ORIGIN, fetchImpl)).resolves.toBe('outdated');
});

test('missing: the address is a 404 still', async () => {
  await expect(pageState(ROW.slug, '2026-11-20T09:00:00Z', ORIGIN, serving('Not found', 404))).resolves.toBe('missing');
});

test.each([
  ['a 503', serving('Unavailable', 503)],
  ['a page with no dates', serving('<html><body>oops')],
  ['no connection', jest.fn(async () => Promise.reject(new TypeError('Failed to fetch'))) as unknown as typeof fetch],
])('unknown on %s: the editor then says nothing', async (_, fetchImpl) => {
  await expect(pageState(ROW.slug, '2026-11-20T09:00:00Z', ORIGIN, fetchImpl)).resolves.toBe('unknown');
});

test('the form refuses an address that is not one, under its field', () => {
  expect(validatePost({ content: 'Текст', media: [], status: 'draft', slug: 'Новый' }).slug).toMatch(/^Только латинские/);
  expect(validatePost({ content: 'Текст', media: [], status: 'draft', slug: 'novyi' })).not.toHaveProperty('slug');
});
