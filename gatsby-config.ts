import path from 'node:path';
import type { GatsbyConfig } from 'gatsby';
import { DEFAULT_LANGUAGE, LANGUAGES } from './src/config/routes';
import { SITE_NAME, SITE_URL } from './src/config/site';
import { pageTypeName } from './src/schema/pageSchemas';
import { SITEMAP_EXCLUDES, SITEMAP_QUERY, sitemapEntry } from './src/gatsby/sitemap/entries';
import { netlifyAdapter } from './src/gatsby/deploy/netlifyAdapter';
import { editorsUncompressed } from './src/gatsby/cms/admin';

const config: GatsbyConfig = {
  siteMetadata: {
    title: SITE_NAME,
    siteUrl: SITE_URL,
  },
  // The spec's routes have no trailing slash: /scripts, /en/scripts. The adapter writes each page as x.html,
  // which Netlify serves at /x with no redirect hop.
  trailingSlash: 'never',
  // Netlify's adapter in every build, so what the tests see is what Netlify publishes (src/gatsby/deploy/netlifyAdapter.ts).
  adapter: netlifyAdapter(),
  graphqlTypegen: { typesOutputPath: 'src/gatsby-types.d.ts', generateOnBuild: true },
  // Emotion's css prop through React's automatic runtime; no babel plugin needed.
  jsxRuntime: 'automatic',
  jsxImportSource: '@emotion/react',
  // gatsby develop only: the editors' files uncompressed on this machine (src/gatsby/cms/admin.ts says why).
  developMiddleware: editorsUncompressed,
  plugins: [
    {
      // The static pages' /sitemap-0.xml with hreflang alternates. The index, which names it and the posts' files, is
      // the blog's function's (src/blogServer/sitemap.ts); robots.txt points at it (src/gatsby/postBuild/pipeline.ts).
      resolve: 'gatsby-plugin-sitemap',
      options: { excludes: SITEMAP_EXCLUDES, query: SITEMAP_QUERY, serialize: sitemapEntry },
    },
    {
      resolve: 'gatsby-source-filesystem',
      options: { name: 'data', path: path.resolve(__dirname, 'data') },
    },
    {
      resolve: 'gatsby-source-filesystem',
      options: { name: 'locale', path: path.resolve(__dirname, 'locales') },
    },
    {
      resolve: 'gatsby-transformer-json',
      options: {
        // One type per page (`data/ru/scripts.json` -> ScriptsJson), not per folder.
        typeName: ({ node }: { node: { sourceInstanceName?: string; name: string } }) =>
          node.sourceInstanceName === 'data' ? pageTypeName(node.name) : 'LocaleFileJson',
      },
    },
    {
      resolve: 'gatsby-plugin-react-i18next',
      options: {
        localeJsonSourceName: 'locale',
        languages: [...LANGUAGES],
        defaultLanguage: DEFAULT_LANGUAGE,
        siteUrl: SITE_URL,
        // Russian is the root; never redirect a visitor by browser language.
        redirect: false,
        trailingSlash: 'never',
        i18nextOptions: {
          defaultNS: 'common',
          returnNull: false,
          interpolation: { escapeValue: false },
          keySeparator: '.',
          nsSeparator: false,
        },
      },
    },
  ],
};

export default config;
