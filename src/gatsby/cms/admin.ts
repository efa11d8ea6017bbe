import path from 'node:path';
import type { GatsbyNode } from 'gatsby';
// gatsby-plugin-decap-cms has no types; its Node API takes Gatsby's arguments and its options.
// eslint-disable-next-line @typescript-eslint/no-require-imports -- a CommonJS module with no types, typed here
const decap = require('gatsby-plugin-decap-cms/gatsby-node') as {
  onCreateWebpackConfig: (args: unknown, options: unknown) => Promise<void>;
  onCreateDevServer: (args: unknown, options: unknown) => void;
};

interface WebpackConfig {
  devtool?: string | false;
  plugins: Array<{ constructor: { name: string }; patterns?: Array<Record<string, unknown>> }>;
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
  customizeWebpackConfig: (config: WebpackConfig) => {
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
