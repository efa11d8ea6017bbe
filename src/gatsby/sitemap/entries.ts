import { DEFAULT_LANGUAGE, FORM_PAGE_KEYS, LANGUAGES } from '../../config/routes';
import { localizePath, pagePath } from '../../i18n/paths';
import { alternatesOf } from '../../seo/urls';
import { POST_FALLBACK_PATH, postPath } from '../../blog/postAddress';

export interface SitemapEntry {
  url: string;
  links: Array<{ lang: string; url: string }>;
  /** When the page last changed: a post page's last edit (https://www.sitemaps.org/protocol.html#lastmoddef). */
  lastmod?: string;
}

/** The plugin's page query, with the posts the build sourced, for their pages' `lastmod`. */
export const SITEMAP_QUERY = `
  query Sitemap {
    site { siteMetadata { siteUrl } }
    allSitePage { nodes { path } }
    allBlogPost { nodes { slug publishedAt updatedAt } }
  }
`;

export interface SitemapData {
  allSitePage: { nodes: Array<{ path: string }> };
  allBlogPost: { nodes: Array<{ slug: string; publishedAt: string; updatedAt?: string | null }> };
}

export interface SitemapPage {
  path: string;
  lastmod?: string;
}

/** Every page, a post's pages in both languages with the moment of its last edit (or of its publication). */
export function sitemapPages({ allSitePage, allBlogPost }: SitemapData): SitemapPage[] {
  const lastmods = new Map(
    allBlogPost.nodes.flatMap(({ slug, publishedAt, updatedAt }) =>
      LANGUAGES.map((lang) => [postPath(slug, lang), updatedAt ?? publishedAt] as const),
    ),
  );
  return allSitePage.nodes.map(({ path }) => {
    const lastmod = lastmods.get(path);
    return lastmod ? { path, lastmod } : { path };
  });
}

/**
 * Every language's 404 page stays out of the sitemap (the plugin already
 * drops /404 and /404.html; ours adds /en/404.html), and so do the pages the
 * application form leads to, which are `noindex` (src/config/routes.ts).
 */
export const SITEMAP_EXCLUDES = [
  ...LANGUAGES.filter((lang) => lang !== DEFAULT_LANGUAGE).flatMap((lang) => [
    localizePath('/404', lang),
    `${localizePath('/404', lang)}.html`,
  ]),
  ...LANGUAGES.flatMap((lang) => FORM_PAGE_KEYS.map((key) => pagePath(key, lang))),
  // The noindex page answering post addresses that have no built page.
  ...LANGUAGES.map((lang) => localizePath(POST_FALLBACK_PATH, lang)),
];

/**
 * One `<url>` per page with `xhtml:link` hreflang alternates for its twins and
 * x-default, as Google documents for sitemaps:
 * https://developers.google.com/search/docs/specialty/international/localized-versions#sitemap
 */
export function sitemapEntry({ path, lastmod }: SitemapPage): SitemapEntry {
  const links = alternatesOf(path).map(({ hrefLang, href }) => ({ lang: hrefLang, url: href }));
  return lastmod ? { url: path, links, lastmod } : { url: path, links };
}
