/** The sitemap's pages (src/gatsby/sitemap/entries.ts): a post's two pages carry its last edit as `lastmod`, others none. */
import { sitemapEntry, sitemapPages } from '../../../src/gatsby/sitemap/entries';

const data = {
  allSitePage: { nodes: [{ path: '/blog' }, { path: '/blog/novyi' }, { path: '/en/blog/novyi' }, { path: '/blog/staryi' }] },
  allBlogPost: {
    nodes: [
      { slug: 'novyi', publishedAt: '2026-11-01T09:00:00.000Z', updatedAt: '2026-11-20T09:00:00.000Z' },
      { slug: 'staryi', publishedAt: '2026-10-01T09:00:00.000Z', updatedAt: null },
    ],
  },
};

test('each post page in both languages with its last edit, or its publication when never edited', () => {
  expect(sitemapPages(data)).toEqual([
    { path: '/blog' },
    { path: '/blog/novyi', lastmod: '2026-11-20T09:00:00.000Z' },
    { path: '/en/blog/novyi', lastmod: '2026-11-20T09:00:00.000Z' },
    { path: '/blog/staryi', lastmod: '2026-10-01T09:00:00.000Z' },
  ]);
});

test('the entry keeps lastmod beside the hreflang alternates; a page without one gets none', () => {
  expect(sitemapEntry({ path: '/blog/novyi', lastmod: '2026-11-20T09:00:00.000Z' })).toMatchObject({
    url: '/blog/novyi',
    lastmod: '2026-11-20T09:00:00.000Z',
    links: expect.arrayContaining([{ lang: 'en', url: 'https://kadr.studio/en/blog/novyi' }]),
  });
  expect(sitemapEntry({ path: '/blog' })).not.toHaveProperty('lastmod');
});
