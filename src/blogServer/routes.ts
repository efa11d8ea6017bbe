import { type Language, LANGUAGES } from '../config/routes';
import { languageOfPath, pagePath } from '../i18n/paths';
import { rssPath } from '../seo/blogFeed';
import { isPostSlug, postPath } from '../blog/postAddress';
import { blogSitemapNumber, SITEMAP_INDEX_PATH } from './sitemap';

/** The addresses the function answers (Netlify routes them to it: src/gatsby/blogPages/bundle.ts writes its `config.path`). */
export const BLOG_FUNCTION_PATHS = ['/blog/*', '/en/blog/*', SITEMAP_INDEX_PATH, '/sitemap-blog-*'];

/** What a path under /blog/ or /en/blog/ names. */
type Route =
  | { kind: 'post'; language: Language; slug: string }
  | { kind: 'rss'; language: Language }
  | { kind: 'slash'; to: string }
  | { kind: 'sitemap-index' }
  | { kind: 'sitemap'; n: number }
  | { kind: 'none'; language: Language };

export function routeOf(pathname: string): Route {
  const language = languageOfPath(pathname);
  // The blog's own page, slashed: one hop to its address, as Netlify gives a file's (docs/decisions/0004-slashless-pages.md).
  if (pathname === `${pagePath('blog', language)}/`) return { kind: 'slash', to: pagePath('blog', language) };
  for (const lang of LANGUAGES) if (pathname === rssPath(lang)) return { kind: 'rss', language: lang };
  if (pathname === SITEMAP_INDEX_PATH) return { kind: 'sitemap-index' };
  const n = blogSitemapNumber(pathname);
  if (n !== null) return { kind: 'sitemap', n };
  const match = /^(?:\/en)?\/blog\/([^/]*)(\/?)$/.exec(pathname);
  const slug = match?.[1];
  if (slug !== undefined && isPostSlug(slug)) {
    const own = postPath(slug, language);
    return match![2] ? { kind: 'slash', to: own } : { kind: 'post', language, slug };
  }
  return { kind: 'none', language };
}
