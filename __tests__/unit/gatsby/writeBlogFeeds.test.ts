/** @jest-environment node */
/** The build writes one RSS file per language beside its blog page, from the sourced posts (src/gatsby/feed/writeFeeds.ts). */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { writeBlogFeeds } from '../../../src/gatsby/feed/writeFeeds';

const POST = { slug: 'novyi', content: 'Новый', mediaUrls: [], mediaTypes: [], publishedAt: '2026-11-01T09:00:00Z', updatedAt: null };
const PAGES = [
  { title: 'Блог — KADR', description: 'Новости', fields: { lang: 'ru' } },
  { title: 'Blog — KADR', description: 'News', fields: { lang: 'en' } },
];

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'feeds-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

test('blog/rss.xml and en/blog/rss.xml, each with its language’s channel and links', () => {
  const files = writeBlogFeeds({ allBlogPost: { nodes: [POST] }, allBlogJson: { nodes: PAGES } }, dir, 'http://127.0.0.1:54321');
  expect(files).toEqual(['blog/rss.xml', 'en/blog/rss.xml']);
  const ru = readFileSync(path.join(dir, 'blog/rss.xml'), 'utf8');
  const en = readFileSync(path.join(dir, 'en/blog/rss.xml'), 'utf8');
  expect(ru).toContain('<title>Блог — KADR</title>');
  expect(ru).toContain('<link>https://kadr.studio/blog/novyi</link>');
  expect(en).toContain('<title>Blog — KADR</title>');
  expect(en).toContain('<link>https://kadr.studio/en/blog/novyi</link>');
});

test('a language with no blog page data fails the build, naming it', () => {
  expect(() => writeBlogFeeds({ allBlogPost: { nodes: [POST] }, allBlogJson: { nodes: PAGES.slice(0, 1) } }, dir, 'http://x')).toThrow(
    /No blog page data for en/,
  );
});
