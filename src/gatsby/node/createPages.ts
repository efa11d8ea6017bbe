import path from 'node:path';
import type { Actions, GatsbyNode, Reporter } from 'gatsby';
import { DEFAULT_LANGUAGE, isLanguage, isPageKey, LANGUAGES, PAGE_KEYS, PAGE_PATHS } from '../../config/routes';
import { BLOG_POST_DEV_PAGE_KEY, POST_PAGE_KEY, type SitePageContext } from '../../config/pageContext';
import { i18nContext, localizePath } from '../../i18n/paths';
import { POST_FRAME_PATH } from '../../blog/postAddress';

/** A row of the SitePages query below: the generated schema type (typegen does not cover gatsby-node's own queries). */
export type PageDataRow = Pick<Queries.PageData, 'fields'>;

/** `gatsby develop` (Gatsby sets this variable for the command it runs). */
const isDevelop = () => process.env.gatsby_executing_command === 'develop';

export const templatePath = (pageKey: string) => path.resolve(__dirname, `../../templates/${pageKey}.tsx`);
export const NOT_FOUND_TEMPLATE = path.resolve(__dirname, '../../templates/not-found.tsx');
export const BLOG_POST_TEMPLATE = path.resolve(__dirname, '../../templates/blog-post.tsx');

/**
 * The blog's post pages are drawn on demand by its function (docs/decisions/0014-blog-pages-on-demand.md), so the build
 * makes no page per post: it makes their frame, one per language at POST_FRAME_PATH, which the post-build pipeline
 * cuts into the function's template (src/gatsby/blogPages/frames.ts). The development server runs no function: there
 * a page at the same path answers every address under /blog/ and reads the post in the browser.
 */
export function createPostPages(actions: Pick<Actions, 'createPage'>, develop = isDevelop()): void {
  for (const language of LANGUAGES) {
    actions.createPage<SitePageContext>({
      path: localizePath(POST_FRAME_PATH, language),
      matchPath: develop ? localizePath('/blog/*', language) : undefined,
      component: BLOG_POST_TEMPLATE,
      context: {
        language,
        pageKey: develop ? BLOG_POST_DEV_PAGE_KEY : POST_PAGE_KEY,
        i18n: i18nContext(language, POST_FRAME_PATH),
      },
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
  const result = await args.graphql<{ allPageData: { nodes: PageDataRow[] } }>(`
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
    }
  `);
  if (result.errors || !result.data) {
    reporter.panicOnBuild('Could not query the content data files', result.errors as Error[]);
    return;
  }
  createSitePages(result.data.allPageData.nodes, actions, reporter);
  createPostPages(actions);
};
