/** @jest-environment node */
import { floorTwin } from '../../../bench/floorTwin';

test('the floor twin drops script tags with src, the site’s script and font loaders, script/font/data preloads, Speculation Rules and @font-face, nothing else', () => {
  const html = [
    '<html><head>',
    '<link rel="preload" href="/static/m.woff2" as="font" type="font/woff2" crossorigin="anonymous"/>',
    '<link as="script" rel="preload" href="/app.js"/>',
    '<link rel="prefetch" as="fetch" href="/page-data/x.json"/>',
    '<link rel="icon" href="/favicon.svg"/>',
    '<style>@font-face{font-family:"M";src:url(/static/m.woff2)}body{font-family:"M",Arial}@font-face { font-display: swap; }</style>',
    '<script type="application/ld+json">{"a":1}</script>',
    '<script type="speculationrules">{"prerender":[{"source":"document","eagerness":"moderate"}]}</script>',
    '</head><body><p>Text</p>',
    '<script id="gatsby-script-loader">window.pagePath="/x";</script>',
    '<script src="/webpack-runtime.js" async></script><script src="/app.js" async=""></script>',
    '<script data-loads="fonts">(function(F){})([["M","url(/static/m.woff2)",{},true]])</script>',
    '<script data-loads="scripts">requestAnimationFrame(function(){})</script>',
    '</body></html>',
  ].join('');
  expect(floorTwin(html)).toBe(
    [
      '<html><head>',
      '<link rel="icon" href="/favicon.svg"/>',
      '<style>body{font-family:"M",Arial}</style>',
      '<script type="application/ld+json">{"a":1}</script>',
      '</head><body><p>Text</p>',
      '<script id="gatsby-script-loader">window.pagePath="/x";</script>',
      '</body></html>',
    ].join(''),
  );
});
