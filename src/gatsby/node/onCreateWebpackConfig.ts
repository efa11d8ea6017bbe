import type { GatsbyNode } from 'gatsby';

type Rule = { test?: unknown; use?: Array<{ loader?: string; options?: Record<string, unknown> }> };

/**
 * Never inline a font as a data: URL. Gatsby's font rule (url-loader, 10 kB
 * limit) would put a small file such as the cyrillic Manrope subset
 * (src/gatsby/fonts/subsetFonts.ts) into the global CSS of every page as base64,
 * where English pages pay for it too and no preload can point at it; as a
 * hashed /static/*.woff2 file it is fetched once and cached for good.
 * https://www.gatsbyjs.com/docs/how-to/custom-configuration/add-custom-webpack-config/
 */
export function withoutFontInlining<T extends { module?: { rules?: unknown[] } }>(config: T): T {
  for (const rule of (config.module?.rules ?? []) as Rule[]) {
    if (!(rule.test instanceof RegExp) || !rule.test.test('font.woff2')) continue;
    for (const use of rule.use ?? []) {
      if (use.loader?.includes('url-loader')) use.options = { ...use.options, limit: false };
    }
  }
  return config;
}

type Plugin = { constructor: { name: string }; definitions?: Record<string, unknown> };

/**
 * Node's own fetch in the HTML stages, not Gatsby's node-fetch 2: for `build-html` and `develop-html` Gatsby provides
 * every bare `fetch` from node-fetch (a ProvidePlugin), which the feed's browser-only modules name (firstPage.ts,
 * cappedBody.ts), so each page render loaded node-fetch and its whatwg-url 5, whose `require('punycode')` printed
 * Node's DEP0040 deprecation as an `error` line in every build. Node 24 (package.json's engines) has fetch, and no
 * page fetches while it renders (the blog's data comes in the browser or from the blog's function).
 */
export function withoutNodeFetch<T extends { plugins?: unknown[] }>(config: T): T & { plugins: unknown[] } {
  const plugins = (config.plugins ?? []).filter((plugin) => {
    const { constructor, definitions } = plugin as Plugin;
    if (constructor.name !== 'ProvidePlugin' || !definitions) return true;
    delete definitions.fetch;
    delete definitions['global.fetch'];
    return Object.keys(definitions).length > 0;
  });
  return Object.assign(config, { plugins });
}

type WebpackConfig = { module?: { rules?: unknown[] }; devtool?: unknown; plugins?: unknown[] };

/**
 * The site's webpack config for a stage: fonts never inlined (above), no
 * source maps in the production bundle, since whatever is in public/ is
 * published (`gatsby develop` keeps its maps), and Node's fetch where pages
 * render in Node (above).
 */
export function siteWebpackConfig<T extends WebpackConfig>(config: T, stage: string): T {
  const out = withoutFontInlining(config);
  if (stage === 'build-javascript') out.devtool = false;
  return stage === 'build-html' || stage === 'develop-html' ? withoutNodeFetch(out) : out;
}

/** The site's config (the page editor is bundled apart, with esbuild: src/gatsby/cms/admin.ts). */
export const onCreateWebpackConfig: GatsbyNode['onCreateWebpackConfig'] = (args) => {
  // Gatsby types getConfig as a bare Function; it returns webpack's configuration object.
  const config = (args.getConfig as () => Parameters<typeof siteWebpackConfig>[0])();
  args.actions.replaceWebpackConfig(siteWebpackConfig(config, args.stage));
};
