import type { Language } from './routes';

/**
 * The context gatsby-plugin-react-i18next reads in wrapPageElement. A page
 * created with it already set is left alone by the plugin's onCreatePage, so
 * the build creates each language exactly once, at the route product §2 gives it
 * (src/gatsby/node/createPages.ts).
 */
export interface I18nContext {
  language: Language;
  languages: Language[];
  defaultLanguage: Language;
  generateDefaultLanguagePage: boolean;
  routed: boolean;
  originalPath: string;
  path: string;
}

/** What every page of the site is created with: its language, its page key and the i18n plugin's context. */
export interface SitePageContext {
  language: Language;
  pageKey: string;
  i18n: I18nContext;
}

/** The page key of a post's page (drawn on demand by the blog's function, its frame built by src/templates/blog-post.tsx). */
export const POST_PAGE_KEY = 'blog-post';

/** The page key of the development server's post page (src/templates/blog-post.tsx in its development role). */
export const BLOG_POST_DEV_PAGE_KEY = 'blog-post-dev';
