/** @jest-environment node */
import { siteWebpackConfig, withoutFontInlining } from '../../../src/gatsby/node/onCreateWebpackConfig';

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
