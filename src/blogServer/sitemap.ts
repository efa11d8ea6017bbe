import { DEFAULT_LANGUAGE, LANGUAGES } from '../config/routes';
import { postPath } from '../blog/postAddress';
import { absoluteUrl, alternatesOf } from '../seo/urls';
import type { SitemapPost } from './read';

/**
 * The sitemap's blog part, answered by the blog's function from the posts as they are now
 * (https://www.sitemaps.org/protocol.html): the index at /sitemap-index.xml names the static pages' files the build
 * wrote and the blog's files, each of at most SITEMAP_MAX_URLS addresses, as the protocol allows.
 */

/** The protocol's most addresses in one file. */
export const SITEMAP_MAX_URLS = 50_000;
/** A post has an address in each language: this many posts fill one file. */
export const POSTS_PER_SITEMAP = Math.floor(SITEMAP_MAX_URLS / LANGUAGES.length);

/** Where the index is (robots.txt names it) and where the blog's n-th file is, n from 1. */
export const SITEMAP_INDEX_PATH = '/sitemap-index.xml';
const blogSitemapPath = (n: number) => `/sitemap-blog-${n}.xml`;

/** The n of a blog sitemap's path, or null when `path` is none. */
export function blogSitemapNumber(path: string): number | null {
  const match = /^\/sitemap-blog-([1-9]\d{0,5})\.xml$/.exec(path);
  return match ? Number(match[1]) : null;
}

/** How many blog files `posts` published posts fill: none for none. */
export const blogSitemapCount = (posts: number) => Math.ceil(Math.max(0, posts) / POSTS_PER_SITEMAP);

/** The posts of the n-th file: its offset and count in the posts, oldest first (read.ts, sitemapPosts). */
export const blogSitemapSlice = (n: number) => ({ offset: (n - 1) * POSTS_PER_SITEMAP, count: POSTS_PER_SITEMAP });

const escapeXml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&apos;');

const XML = '<?xml version="1.0" encoding="UTF-8"?>';

/** The index: the static pages' files (paths under the site, as the build wrote them) and the blog's `blogFiles` files. */
export function sitemapIndex(staticFiles: readonly string[], blogFiles: number): string {
  const files = [...staticFiles, ...Array.from({ length: blogFiles }, (_, i) => blogSitemapPath(i + 1))];
  return [
    XML,
    '<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...files.map((file) => `<sitemap><loc>${escapeXml(absoluteUrl(file))}</loc></sitemap>`),
    '</sitemapindex>',
    '',
  ].join('\n');
}

/**
 * A blog file: each post's page in every language, with its `lastmod` (the post's last edit, or its publication) and
 * its hreflang twins, as Google reads them in sitemaps:
 * https://developers.google.com/search/docs/specialty/international/localized-versions#sitemap
 */
export function blogSitemap(posts: readonly SitemapPost[]): string {
  const entries = posts.flatMap(({ slug, lastmod }) => {
    // The same twins and date for every language's page of the post.
    const links = alternatesOf(postPath(slug, DEFAULT_LANGUAGE))
      .map(({ hrefLang, href }) => `<xhtml:link rel="alternate" hreflang="${hrefLang}" href="${escapeXml(href)}"/>`)
      .join('');
    const date = escapeXml(new Date(lastmod).toISOString());
    return LANGUAGES.map(
      (language) => `<url><loc>${escapeXml(absoluteUrl(postPath(slug, language)))}</loc><lastmod>${date}</lastmod>${links}</url>`,
    );
  });
  if (entries.length > SITEMAP_MAX_URLS)
    throw new Error(`A sitemap file holds at most ${SITEMAP_MAX_URLS} addresses, not ${entries.length}`);
  return [
    XML,
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...entries,
    '</urlset>',
    '',
  ].join('\n');
}
