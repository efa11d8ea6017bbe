import path from 'node:path';
import type { Actions, GatsbyNode, Reporter } from 'gatsby';
import { DEFAULT_LANGUAGE, isLanguage, isPageKey, type Language, LANGUAGES, PAGE_KEYS, PAGE_PATHS } from '../config/routes';
import { i18nContext } from '../i18n/paths';

/**
 * The context gatsby-plugin-react-i18next reads in wrapPageElement. A page
 * created with it already set is left alone by the plugin's onCreatePage, so
 * we create each language exactly once, at the route SPEC §2 gives it.
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

export interface SitePageContext {
  language: Language;
  pageKey: string;
  i18n: I18nContext;
}

/** A row of the SitePages query below: the generated schema type (typegen does not cover gatsby-node's own queries). */
export type PageDataRow = Pick<Queries.PageData, 'fields'>;

export const templatePath = (pageKey: string) => path.resolve(__dirname, `../templates/${pageKey}.tsx`);
export const NOT_FOUND_TEMPLATE = path.resolve(__dirname, '../templates/not-found.tsx');

/**
 * Creates the page pairs from the data files. Every page of SPEC §2 must have
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

  // The 404 pages. Gatsby serves /404.html for unknown paths; the English one
  // answers every unknown /en/* path (client-side through matchPath, on Netlify
  // through the `/en/*  /en/404.html  404` rule in static/_redirects). The
  // i18n plugin's own /en 404 matchPath is broken (/en/en/*), hence ours.
  for (const lang of LANGUAGES) {
    actions.createPage<SitePageContext>({
      path: lang === DEFAULT_LANGUAGE ? '/404' : '/en/404.html',
      matchPath: lang === DEFAULT_LANGUAGE ? undefined : '/en/*',
      component: NOT_FOUND_TEMPLATE,
      context: { language: lang, pageKey: '404', i18n: i18nContext(lang, '/404') },
    });
  }
}

export const createPages: GatsbyNode['createPages'] = async ({ graphql, actions, reporter }) => {
  const result = await graphql<{ allPageData: { nodes: PageDataRow[] } }>(`
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
    reporter.panicOnBuild('Could not query the content data files', result.errors);
    return;
  }
  createSitePages(result.data.allPageData.nodes, actions, reporter);
};
