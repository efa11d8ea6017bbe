import { DEFAULT_LANGUAGE, FORM_PAGE_KEYS, LANGUAGES } from '../../config/routes';
import { localizePath, pagePath } from '../../i18n/paths';
import { alternatesOf } from '../../seo/urls';
import { POST_FRAME_PATH } from '../../blog/postAddress';

export interface SitemapEntry {
  url: string;
  links: Array<{ lang: string; url: string }>;
}

/**
 * The pages gatsby-plugin-sitemap writes into the static pages' files: every page the build made, but for those below.
 * The blog's posts are in files of their own, which the blog's function answers with the posts as they are now, and
 * which its index names beside these (src/blogServer/sitemap.ts).
 */
export const SITEMAP_QUERY = `
  query Sitemap {
    site { siteMetadata { siteUrl } }
    allSitePage { nodes { path } }
  }
`;

/**
 * Every language's 404 page stays out of the sitemap (the plugin already
 * drops /404 and /404.html; ours adds /en/404.html), and so do the pages the
 * application form leads to, which are `noindex` (src/config/routes.ts), and the post pages' frame, which is never
 * published.
 */
export const SITEMAP_EXCLUDES = [
  ...LANGUAGES.filter((lang) => lang !== DEFAULT_LANGUAGE).flatMap((lang) => [
    localizePath('/404', lang),
    `${localizePath('/404', lang)}.html`,
  ]),
  ...LANGUAGES.flatMap((lang) => FORM_PAGE_KEYS.map((key) => pagePath(key, lang))),
  ...LANGUAGES.map((lang) => localizePath(POST_FRAME_PATH, lang)),
];

/**
 * One `<url>` per page with `xhtml:link` hreflang alternates for its twins and
 * x-default, as Google documents for sitemaps:
 * https://developers.google.com/search/docs/specialty/international/localized-versions#sitemap
 */
export function sitemapEntry({ path }: { path: string }): SitemapEntry {
  const links = alternatesOf(path).map(({ hrefLang, href }) => ({ lang: hrefLang, url: href }));
  return { url: path, links };
}
