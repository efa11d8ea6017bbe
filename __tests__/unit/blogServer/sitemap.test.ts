/**
 * The sitemap's blog part (src/blogServer/sitemap.ts), read back as a crawler would: the index names the static pages'
 * files and one blog file per POSTS_PER_SITEMAP posts (the protocol's 50 000 addresses, two a post); each file lists a
 * post's page in both languages with its last change and hreflang twins.
 */
import {
  blogSitemap,
  blogSitemapCount,
  blogSitemapNumber,
  blogSitemapSlice,
  POSTS_PER_SITEMAP,
  SITEMAP_MAX_URLS,
  sitemapIndex,
} from '../../../src/blogServer/sitemap';

const parse = (xml: string) => {
  const doc = new DOMParser().parseFromString(xml, 'text/xml');
  expect(doc.getElementsByTagName('parsererror')).toHaveLength(0);
  return doc;
};

test('a file holds the protocol’s most addresses: two for each post', () => {
  expect(SITEMAP_MAX_URLS).toBe(50_000);
  expect(POSTS_PER_SITEMAP).toBe(25_000);
  expect([0, 1, 25_000, 25_001, 50_000, 120_000].map(blogSitemapCount)).toEqual([0, 1, 1, 2, 2, 5]);
  expect(blogSitemapSlice(1)).toEqual({ offset: 0, count: 25_000 });
  expect(blogSitemapSlice(3)).toEqual({ offset: 50_000, count: 25_000 });
});

test('the files’ addresses, and what is not one', () => {
  expect(blogSitemapNumber('/sitemap-blog-1.xml')).toBe(1);
  expect(blogSitemapNumber('/sitemap-blog-42.xml')).toBe(42);
  for (const path of [
    '/sitemap-blog-0.xml',
    '/sitemap-blog-01.xml',
    '/sitemap-blog-.xml',
    '/sitemap-blog-1.xml/',
    '/sitemap-blog-1234567.xml',
  ]) {
    expect(blogSitemapNumber(path)).toBeNull();
  }
});

test('the index: the static files, then the blog’s, as absolute addresses', () => {
  const doc = parse(sitemapIndex(['/sitemap-0.xml'], 2));
  expect([...doc.querySelectorAll('sitemap > loc')].map((loc) => loc.textContent)).toEqual([
    'https://kadr.studio/sitemap-0.xml',
    'https://kadr.studio/sitemap-blog-1.xml',
    'https://kadr.studio/sitemap-blog-2.xml',
  ]);
  expect([...parse(sitemapIndex(['/sitemap-0.xml'], 0)).querySelectorAll('loc')]).toHaveLength(1);
});

test('a file: each post in both languages, its last change, its twins in every language and x-default', () => {
  const doc = parse(blogSitemap([{ slug: 'svet-kamera-motor', lastmod: '2026-03-15T10:00:00+00:00' }]));
  const urls = [...doc.querySelectorAll('url')];
  expect(urls.map((url) => url.querySelector('loc')?.textContent)).toEqual([
    'https://kadr.studio/blog/svet-kamera-motor',
    'https://kadr.studio/en/blog/svet-kamera-motor',
  ]);
  expect(urls.map((url) => url.querySelector('lastmod')?.textContent)).toEqual(['2026-03-15T10:00:00.000Z', '2026-03-15T10:00:00.000Z']);
  const links = [...urls[1]!.getElementsByTagNameNS('http://www.w3.org/1999/xhtml', 'link')].map((link) => [
    link.getAttribute('hreflang'),
    link.getAttribute('href'),
  ]);
  expect(links).toEqual([
    ['ru', 'https://kadr.studio/blog/svet-kamera-motor'],
    ['en', 'https://kadr.studio/en/blog/svet-kamera-motor'],
    ['x-default', 'https://kadr.studio/blog/svet-kamera-motor'],
  ]);
});

test('a full file holds 25 000 posts; one more is an error, never a file over the protocol’s limit', () => {
  const posts = Array.from({ length: POSTS_PER_SITEMAP }, (_, i) => ({ slug: `zapis-${i}`, lastmod: '2026-01-01T00:00:00Z' }));
  expect(blogSitemap(posts).match(/<url>/g)).toHaveLength(SITEMAP_MAX_URLS);
  expect(() => blogSitemap([...posts, { slug: 'lishnyaya', lastmod: '2026-01-01T00:00:00Z' }])).toThrow(/at most 50000/);
});
