/** @jest-environment node */
import { asProductionBundle, type WebpackConfig } from '../../../src/gatsby/cms/admin';

/** Stand-ins for webpack's plugin classes: the CMS's config tells them apart by their constructor's name. */
class DefinePlugin {
  constructor(public definitions: Record<string, unknown>) {}
}
const named = (name: string) => ({ [name]: class {} })[name]!;
const plugin = (Class: new (arg: Record<string, unknown>) => object, arg: Record<string, unknown> = {}) =>
  new Class(arg) as unknown as WebpackConfig['plugins'][number];

test("under gatsby develop, the CMS's bundle is compiled as for the site: production JSX and React, no Fast Refresh, hot reloading or ESLint", () => {
  const siteDefinitions = { 'process.env.NODE_ENV': '"development"', 'process.env.BUILD_STAGE': '"develop"', __PATH_PREFIX__: '""' };
  const shared = plugin(DefinePlugin, siteDefinitions);
  const babel = { loader: '/gatsby/dist/utils/babel-loader.js', options: { stage: 'develop', rootDir: '/site' } };
  const other = { loader: '/x/url-loader.js', options: { limit: false } };
  const config: WebpackConfig = {
    plugins: [
      shared,
      ...['ReactRefreshPlugin', 'ForceCssHMRForEdgeCases', 'HotModuleReplacementPlugin', 'ESLintWebpackPlugin', 'MiniCssExtractPlugin'].map(
        (name) => plugin(named(name)),
      ),
    ],
    module: {
      rules: [
        { test: /\.tsx?$/, use: () => [babel] },
        { test: /\.woff2$/, use: [other] },
      ],
    },
    optimization: { minimizer: [] },
  };
  const out = asProductionBundle(config);
  expect(out.plugins.map((p) => p.constructor.name)).toEqual(['DefinePlugin', 'MiniCssExtractPlugin']);
  expect(out.plugins[0]!.definitions).toEqual({
    'process.env.NODE_ENV': '"production"',
    'process.env.BUILD_STAGE': '"build-javascript"',
    __PATH_PREFIX__: '""',
  });
  // The site's own DefinePlugin, which its develop bundle shares, is left as it was.
  expect(out.plugins[0]).not.toBe(shared);
  expect(shared.definitions).toEqual(siteDefinitions);
  expect(out.optimization).toEqual({ minimizer: [], nodeEnv: 'production' });
  const [code, fonts] = out.module!.rules;
  expect((code!.use as (info: unknown) => Array<{ options?: Record<string, unknown> }>)({})).toEqual([
    { ...babel, options: { stage: 'build-javascript', rootDir: '/site' } },
  ]);
  expect(babel.options.stage).toBe('develop');
  expect(fonts!.use).toEqual([other]);
});
