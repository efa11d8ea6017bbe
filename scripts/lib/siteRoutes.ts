import { FORM_PAGE_KEYS, type Language, LANGUAGES, SPEC_PAGE_KEYS } from '../../src/config/routes';
import { pagePath } from '../../src/i18n/paths';
import { postPath } from '../../src/blog/postAddress';
import { LOCAL_SUPABASE_ANON_KEY, LOCAL_SUPABASE_URL } from '../../src/config/localSupabase';
import { BLOG_VIEW } from '../../src/config/constants';

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

/** A published post of a blog backend, as the e2e walks and the bench pick its pages: its address and its media. */
export interface PublishedPostRow {
  slug: string;
  media_urls: string[];
  media_types: string[];
}

/**
 * The posts the blog's public view shows now (the embedded backend's seed, in the tests and the bench), newest first
 * as the feed orders them: the post pages the blog's function answers. Throws, naming the backend, when it cannot be read.
 */
export async function publishedPosts(backend = { url: LOCAL_SUPABASE_URL, anonKey: LOCAL_SUPABASE_ANON_KEY }): Promise<PublishedPostRow[]> {
  const address = `${backend.url}/rest/v1/${BLOG_VIEW}?select=slug,media_urls,media_types&order=published_at.desc,id.desc`;
  const response = await fetch(address, { headers: { apikey: backend.anonKey } }).catch((error: Error) => error);
  if (response instanceof Error || !response.ok) {
    throw new Error(
      `The blog's posts could not be read from ${backend.url}: ${response instanceof Error ? response.message : response.status}`,
    );
  }
  return (await response.json()) as PublishedPostRow[];
}

/** The post pages of `posts` in one language, as routes. */
export const postRoutes = (posts: readonly PublishedPostRow[], lang: Language) =>
  posts.map((post) => ({ lang, key: 'post' as const, path: postPath(post.slug, lang) }));
