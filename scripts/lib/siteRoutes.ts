import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { FORM_PAGE_KEYS, type Language, LANGUAGES, SPEC_PAGE_KEYS } from '../../src/config/routes';
import { pagePath } from '../../src/i18n/paths';
import { postPath } from '../../src/blog/postAddress';

/**
 * Every page of product §2 in both languages, from src/config/routes.ts (so a page
 * added there is covered too): what the e2e tests and the bench visit.
 */
export const ROUTES = LANGUAGES.flatMap((lang) => SPEC_PAGE_KEYS.map((key) => ({ lang, key, path: pagePath(key, lang) })));

/**
 * The pages the application form leads to (its thank-you page and the
 * privacy notice; docs/deploying.md, "The application form (Netlify Forms)"), in both languages. Not product.md routes and not in the sitemap, but
 * held to the same checks as ROUTES (axe, valid HTML, headers, no script); the
 * bench leaves them out (its targets are product.md's pages).
 */
export const FORM_ROUTES = LANGUAGES.flatMap((lang) => FORM_PAGE_KEYS.map((key) => ({ lang, key, path: pagePath(key, lang) })));

/** One unknown path per language: each answers with its language's 404 page. */
export const NOT_FOUND_ROUTES = LANGUAGES.map((lang) => ({
  lang,
  path: pagePath('landing', lang) === '/' ? '/no-such-page' : `${pagePath('landing', lang)}/no-such-page`,
}));

/**
 * The post pages a build holds in one language (src/templates/blog-post.tsx writes each as `<slug>.html` beside the
 * blog's page), newest first by the `article:published_time` each page declares: what the e2e walks and the bench
 * visit. The fallback (`_post`) is not one.
 */
export function builtPostRoutes(publicDir: string, lang: Language): Array<{ lang: Language; key: 'post'; path: string }> {
  const dir = path.join(publicDir, ...pagePath('blog', lang).split('/').filter(Boolean));
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((file) => file.endsWith('.html') && !file.startsWith('_'))
    .map((file) => ({
      slug: file.slice(0, -'.html'.length),
      published: /property="article:published_time" content="([^"]+)"/.exec(readFileSync(path.join(dir, file), 'utf8'))?.[1] ?? '',
    }))
    .sort((a, b) => b.published.localeCompare(a.published) || a.slug.localeCompare(b.slug))
    .map(({ slug }) => ({ lang, key: 'post' as const, path: postPath(slug, lang) }));
}
