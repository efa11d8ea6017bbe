/** @jest-environment node */
import { siteWebpackConfig, withoutFontInlining, withoutNodeFetch } from '../../../src/gatsby/node/onCreateWebpackConfig';

test('the font rule keeps its loader but never inlines; other rules are left alone', () => {
  const config = {
    module: {
      rules: [
        {
          test: /\.(eot|otf|ttf|woff(2)?)(\?.*)?$/,
          use: [{ loader: '/x/url-loader/index.js', options: { limit: 10000, name: 'static/[name]-[hash].[ext]' } }],
        },
        { test: /\.(ico|svg|jpg|jpeg|png|gif|webp|avif)(\?.*)?$/, use: [{ loader: '/x/url-loader/index.js', options: { limit: 10000 } }] },
      ],
    },
  };
  const out = withoutFontInlining(config);
  expect(out.module.rules[0]?.use[0]?.options).toEqual({ limit: false, name: 'static/[name]-[hash].[ext]' });
  expect(out.module.rules[1]?.use[0]?.options).toEqual({ limit: 10000 });
});

test('the production JavaScript is built without source maps (public/ is published); develop and the HTML stage keep theirs', () => {
  const config = (devtool: string) => ({ devtool, module: { rules: [] } });
  expect(siteWebpackConfig(config('eval-cheap-module-source-map'), 'develop').devtool).toBe('eval-cheap-module-source-map');
  expect(siteWebpackConfig(config('source-map'), 'build-html').devtool).toBe('source-map');
  expect(siteWebpackConfig(config('source-map'), 'build-javascript').devtool).toBe(false);
});

test("the HTML stages render with Node's fetch: Gatsby's node-fetch for a bare fetch is dropped, other provided names kept", () => {
  class ProvidePlugin {
    constructor(readonly definitions: Record<string, unknown>) {}
  }
  class DefinePlugin {
    constructor(readonly definitions: Record<string, unknown>) {}
  }
  const gatsbyHtml = () => ({
    module: { rules: [] },
    plugins: [
      new DefinePlugin({ 'process.env.X': '"1"' }),
      new ProvidePlugin({ fetch: '/x/node-fetch/lib/index.js', 'global.fetch': '/x/node-fetch/lib/index.js' }),
      new ProvidePlugin({ process: 'process/browser', fetch: '/x/node-fetch/lib/index.js' }),
    ],
  });
  for (const stage of ['build-html', 'develop-html']) {
    const out = siteWebpackConfig(gatsbyHtml(), stage);
    expect(out.plugins.map((plugin) => [plugin.constructor.name, plugin.definitions])).toEqual([
      ['DefinePlugin', { 'process.env.X': '"1"' }],
      ['ProvidePlugin', { process: 'process/browser' }],
    ]);
  }
  // The browser's bundles have fetch of their own and are left as Gatsby makes them.
  expect(siteWebpackConfig(gatsbyHtml(), 'build-javascript').plugins).toHaveLength(3);
  expect(withoutNodeFetch({}).plugins).toEqual([]);
});
