import path from 'node:path';
import type { Actions, GatsbyNode, Reporter } from 'gatsby';
import { DEFAULT_LANGUAGE, isLanguage, isPageKey, LANGUAGES, PAGE_KEYS, PAGE_PATHS } from '../../config/routes';
import type { PostPageContext, SitePageContext } from '../../config/pageContext';
import { i18nContext, localizePath, stripLanguagePrefix } from '../../i18n/paths';
import { POST_FALLBACK_PATH, postPath } from '../../blog/postAddress';

/** A row of the SitePages query below: the generated schema type (typegen does not cover gatsby-node's own queries). */
export type PageDataRow = Pick<Queries.PageData, 'fields'>;

/** `gatsby develop` (Gatsby sets this variable for the command it runs). */
const isDevelop = () => process.env.gatsby_executing_command === 'develop';

export const templatePath = (pageKey: string) => path.resolve(__dirname, `../../templates/${pageKey}.tsx`);
export const NOT_FOUND_TEMPLATE = path.resolve(__dirname, '../../templates/not-found.tsx');
export const BLOG_POST_TEMPLATE = path.resolve(__dirname, '../../templates/blog-post.tsx');

export const BLOG_POST_FALLBACK_TEMPLATE = path.resolve(__dirname, '../../templates/blog-post-fallback.tsx');

/** The page key of a blog post's page (its template's name), and of the page answering an address with no built page. */
export const BLOG_POST_PAGE_KEY = 'blog-post';
export const BLOG_POST_FALLBACK_PAGE_KEY = 'blog-post-fallback';

/** A page pair per published post (the BlogPost nodes, src/gatsby/blog/sourcePosts.ts): /blog/<slug> and /en/blog/<slug>. */
export function createPostPages(slugs: readonly string[], actions: Pick<Actions, 'createPage'>): void {
  for (const slug of slugs) {
    for (const language of LANGUAGES) {
      const pagePath = postPath(slug, language);
      actions.createPage<PostPageContext>({
        path: pagePath,
        component: BLOG_POST_TEMPLATE,
        context: { language, pageKey: BLOG_POST_PAGE_KEY, i18n: i18nContext(language, stripLanguagePrefix(pagePath)), slug },
      });
    }
  }
  for (const language of LANGUAGES) {
    actions.createPage<SitePageContext>({
      path: localizePath(POST_FALLBACK_PATH, language),
      // The development server has no rewrites: there, the fallback answers the addresses itself.
      matchPath: isDevelop() ? localizePath('/blog/*', language) : undefined,
      component: BLOG_POST_FALLBACK_TEMPLATE,
      context: { language, pageKey: BLOG_POST_FALLBACK_PAGE_KEY, i18n: i18nContext(language, POST_FALLBACK_PATH) },
    });
  }
}

/**
 * Creates the page pairs from the data files. Every page of product §2 must have
 * a data file in every language; a missing one fails the build naming it.
 */
export function createSitePages(rows: readonly PageDataRow[], actions: Pick<Actions, 'createPage'>, reporter: Reporter): void {
  const seen = new Set<string>();
  for (const { fields } of rows) {
    const { lang, pageKey } = fields;
    if (!isLanguage(lang) || !isPageKey(pageKey)) continue; // already reported by onCreateNode
    seen.add(`${lang}/${pageKey}`);
    actions.createPage<SitePageContext>({
      path: fields.path,
      component: templatePath(pageKey),
      context: { language: lang, pageKey, i18n: i18nContext(lang, PAGE_PATHS[pageKey]) },
    });
  }
  const missing = LANGUAGES.flatMap((lang) =>
    PAGE_KEYS.filter((key) => !seen.has(`${lang}/${key}`)).map((key) => `data/${lang}/${key}.json`),
  );
  if (missing.length > 0) {
    reporter.panicOnBuild(`Missing content files (every page needs one per language):\n  ${missing.join('\n  ')}`);
  }

  // The 404 pages. Netlify answers unknown paths with /404.html, and unknown
  // /en/* paths with the English one through the `/en/*  /en/404.html  404`
  // rule in static/_redirects. Only the development server needs a matchPath
  // to show it there: in a build, Netlify's adapter would turn the matchPath
  // into a 200 rewrite and move the page to en/[...].html (a soft 404).
  for (const lang of LANGUAGES) {
    actions.createPage<SitePageContext>({
      path: lang === DEFAULT_LANGUAGE ? '/404' : '/en/404.html',
      matchPath: lang !== DEFAULT_LANGUAGE && isDevelop() ? '/en/*' : undefined,
      component: NOT_FOUND_TEMPLATE,
      context: { language: lang, pageKey: '404', i18n: i18nContext(lang, '/404') },
    });
  }
}

export const createPages: GatsbyNode['createPages'] = async (args) => {
  const { actions, reporter } = args;
  const result = await args.graphql<{ allPageData: { nodes: PageDataRow[] }; allBlogPost: { nodes: Array<{ slug: string }> } }>(`
    query SitePages {
      allPageData(sort: { fields: { path: ASC } }) {
        nodes {
          fields {
            lang
            pageKey
            path
          }
        }
      }
      allBlogPost(sort: [{ publishedAt: DESC }, { postId: DESC }]) {
        nodes {
          slug
        }
      }
    }
  `);
  if (result.errors || !result.data) {
    reporter.panicOnBuild('Could not query the content data files', result.errors as Error[]);
    return;
  }
  createSitePages(result.data.allPageData.nodes, actions, reporter);
  createPostPages(
    result.data.allBlogPost.nodes.map((node) => node.slug),
    actions,
  );
};
