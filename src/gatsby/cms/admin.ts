import path from 'node:path';
import type { GatsbyNode } from 'gatsby';
// gatsby-plugin-decap-cms has no types; its Node API takes Gatsby's arguments and its options.
// eslint-disable-next-line @typescript-eslint/no-require-imports -- a CommonJS module with no types, typed here
const decap = require('gatsby-plugin-decap-cms/gatsby-node') as {
  onCreateWebpackConfig: (args: unknown, options: unknown) => Promise<void>;
  onCreateDevServer: (args: unknown, options: unknown) => void;
};

/** One webpack plugin, as far as the CMS's config reads it (a DefinePlugin has `definitions`, a CopyPlugin `patterns`). */
interface WebpackPlugin {
  constructor: { name: string } & (new (definitions: Record<string, unknown>) => WebpackPlugin);
  patterns?: Array<Record<string, unknown>>;
  definitions?: Record<string, unknown>;
}

/** A loader's entry in a rule: Gatsby's babel-loader takes its `stage` among its options. */
interface RuleUse {
  loader?: string;
  options?: Record<string, unknown>;
}

/** A webpack rule; Gatsby's rule for the site's own code builds its loaders per file (`use` is a function). */
interface WebpackRule {
  use?: RuleUse[] | ((info: unknown) => RuleUse[]);
  [key: string]: unknown;
}

export interface WebpackConfig {
  devtool?: string | false;
  plugins: WebpackPlugin[];
  module?: { rules: WebpackRule[] };
  optimization?: Record<string, unknown>;
}

/**
 * What `gatsby develop` adds for its pages and the CMS's bundle must not carry: Fast Refresh and hot reloading (the
 * CMS has no hot-reload client; its refresh runtime only logs that it found no socket), and ESLint over every file.
 */
const DEVELOP_ONLY_PLUGINS = ['ReactRefreshPlugin', 'ForceCssHMRForEdgeCases', 'HotModuleReplacementPlugin', 'ESLintWebpackPlugin'];

/**
 * The CMS's bundle under `gatsby develop` built as for the site, unminified: React itself is the production UMD file
 * gatsby-plugin-decap-cms loads beside Decap, so the code around it must use React's production JSX runtime too. The
 * development one reads React's debugging internals, which the production file lacks, and threw "Cannot read
 * properties of undefined (reading 'setExtraStackFrame')" whenever it checked a component's props. The site's own
 * develop bundle keeps its development build: its plugins are shared, so the CMS gets a new DefinePlugin, not a
 * changed one.
 */
export function asProductionBundle(config: WebpackConfig): WebpackConfig {
  const production = JSON.stringify('production');
  config.plugins = config.plugins
    .filter((plugin) => !DEVELOP_ONLY_PLUGINS.includes(plugin.constructor.name))
    .map((plugin) =>
      plugin.constructor.name === 'DefinePlugin' && plugin.definitions && 'process.env.NODE_ENV' in plugin.definitions
        ? new plugin.constructor({
            ...plugin.definitions,
            'process.env.NODE_ENV': production,
            'process.env.BUILD_STAGE': JSON.stringify('build-javascript'),
          })
        : plugin,
    );
  // webpack defines NODE_ENV from the mode too; the two must agree.
  config.optimization = { ...config.optimization, nodeEnv: 'production' };
  // Gatsby's babel-loader compiles for its `stage`: at `develop`, JSX for the development runtime and Fast Refresh's calls.
  const asBuild = (use: RuleUse): RuleUse =>
    use.options?.stage === 'develop' ? { ...use, options: { ...use.options, stage: 'build-javascript' } } : use;
  if (config.module) {
    config.module.rules = config.module.rules.map((rule) => {
      const { use } = rule;
      if (typeof use === 'function') return { ...rule, use: (info: unknown) => use(info).map(asBuild) };
      return Array.isArray(use) ? { ...rule, use: use.map(asBuild) } : rule;
    });
  }
  return config;
}

/**
 * The Decap CMS at /admin/ (src/cms/): gatsby-plugin-decap-cms's Node API,
 * called from here rather than listed in gatsby-config, because a listed
 * plugin's gatsby-browser (a Netlify Identity hook) would join every public
 * page's JavaScript. The CMS is a separate webpack build into public/admin/.
 * https://github.com/decaporg/gatsby-plugin-decap-cms
 */
export const CMS_OPTIONS = {
  modulePath: path.resolve(__dirname, '../../cms/index.tsx'),
  publicPath: 'admin',
  htmlTitle: 'KADR — редактор сайта',
  // Login goes through Netlify's GitHub OAuth provider, not Netlify Identity.
  enableIdentityWidget: false,
  // index.html gets <meta name="robots" content="none">.
  includeRobots: false,
  // src/cms/index.tsx starts Decap with the generated configuration.
  manualInit: true,
  customizeWebpackConfig: (config: WebpackConfig, { stage }: { stage: string }) => {
    if (stage === 'develop') asProductionBundle(config);
    // No source maps on the site (the CMS's own would add 20 MB to the deploy).
    config.devtool = false;
    for (const plugin of config.plugins) {
      if (plugin.constructor.name !== 'CopyPlugin' || !plugin.patterns) continue;
      plugin.patterns = plugin.patterns
        .filter((pattern) => !String(pattern.to).endsWith('.map'))
        // React's UMD files and Decap's bundle ship minified: do not run them through Terser again.
        .map((pattern) => ({ ...pattern, info: { minimized: true } }));
    }
  },
};

/** Adds the CMS's own webpack build (called from onCreateWebpackConfig). */
export const cmsWebpackConfig = (args: Parameters<NonNullable<GatsbyNode['onCreateWebpackConfig']>>[0]) =>
  decap.onCreateWebpackConfig(args, CMS_OPTIONS);

/** The development server's /admin route (to public/admin/index.html, which the CMS's webpack watch writes). */
export function addCmsDevRoutes(args: Parameters<NonNullable<GatsbyNode['onCreateDevServer']>>[0]) {
  decap.onCreateDevServer(args, CMS_OPTIONS);
}

/** The part of Express's app `developMiddleware` uses (Gatsby types it as any). */
interface DevMiddlewareApp {
  use(path: string, handler: (req: { headers: Record<string, unknown> }, res: unknown, next: () => void) => void): void;
}

/**
 * The development server compresses every answer (Gatsby's `compression()`, brotli at quality 4), for each request
 * anew: Decap's 4.4 MB bundle took about 375 ms to come back on this machine's own loopback, where compression saves
 * nothing, and the editor's first screen waited for it. The editors' addresses are answered uncompressed (the
 * compression middleware reads Accept-Encoding only when it writes the headers); the built site is compressed by
 * Netlify's CDN. Set as gatsby-config's `developMiddleware`, which runs before the server's static files.
 */
export function editorsUncompressed(app: DevMiddlewareApp) {
  app.use(`/${CMS_OPTIONS.publicPath}`, (req, _res, next) => {
    delete req.headers['accept-encoding'];
    next();
  });
}
