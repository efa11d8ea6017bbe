/** @jest-environment node */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { inlineScript } from '../../../src/gatsby/bundle';
import { FONT_LOADER_SCRIPT } from '../../../src/gatsby/fonts/loaderBundle';
import { fontFaceSpec, webFontTags } from '../../../src/gatsby/fonts/lateFonts';
import { fontFaceRule } from '../../../src/theme/fullFonts';
import { WEB_FONTS, type WebFont } from '../../../src/theme/webFonts';
import { FEED_DRAWN_EVENT } from '../../../src/blog/feedDrawn';

const LATIN: WebFont = {
  family: 'Manrope Variable',
  url: '/static/m-latin-subset-1.woff2',
  weight: '200 800',
  unicodeRange: 'U+20-7E, U+2014',
  eagerFor: ['ru', 'en'],
};
const CYRILLIC: WebFont = {
  family: 'Unbounded Variable',
  url: '/static/u-cyrillic-2.woff2',
  weight: '200 900',
  unicodeRange: 'U+400-45F',
  eagerFor: ['ru'],
};

test('a brand face is a plain @font-face rule, and the same face as FontFace arguments', () => {
  expect(fontFaceRule(LATIN)).toBe(
    '@font-face{font-family:"Manrope Variable";font-style:normal;font-display:swap;font-weight:200 800;' +
      'src:url(/static/m-latin-subset-1.woff2) format("woff2-variations");unicode-range:U+20-7E, U+2014}',
  );
  expect(fontFaceSpec(CYRILLIC, false)).toEqual([
    'Unbounded Variable',
    'url(/static/u-cyrillic-2.woff2) format("woff2-variations")',
    { style: 'normal', weight: '200 900', display: 'swap', unicodeRange: 'U+400-45F' },
    false,
  ]);
});

describe('the page', () => {
  const html = (node: ReactNode) => renderToStaticMarkup(<>{node}</>);

  test.each([
    ['/team', [true, true]],
    ['/en/team', [true, false]],
    ['/', [true, true]],
    ['/en', [true, false]],
  ] as const)(
    '%s gets the rules in <noscript>, its faces as JSON, eager for its language’s files only, and the loader’s place',
    (path, eager) => {
      const { noscript, loader } = webFontTags(path, [LATIN, CYRILLIC]);
      expect(html(noscript)).toBe(`<noscript><style>${fontFaceRule(LATIN)}${fontFaceRule(CYRILLIC)}</style></noscript>`);
      const markup = html(loader);
      const block = /^<script type="application\/json" data-loads="fonts" data-web-fonts="">([^<]*)<\/script>/.exec(markup);
      expect(JSON.parse(block?.[1] ?? 'null')).toEqual([fontFaceSpec(LATIN, eager[0]), fontFaceSpec(CYRILLIC, eager[1])]);
      // The empty script the build fills with the bundled loader (the post-build pipeline), right after the block it reads.
      expect(markup.slice(block![0].length)).toBe(FONT_LOADER_SCRIPT);
    },
  );

  test.each(['/blog', '/en/blog/'])('%s: the faces also wait for the feed’s first page, its largest paint', (path) => {
    const markup = html(webFontTags(path, [LATIN]).loader);
    expect(markup).toMatch(
      new RegExp(`^<script type="application/json" data-loads="fonts" data-web-fonts="" data-after="${FEED_DRAWN_EVENT}">`),
    );
    expect(html(webFontTags(path.replace('blog', 'team'), [LATIN]).loader)).not.toContain('data-after');
  });

  test('no face’s text can end its JSON block early', () => {
    const hostile = { ...LATIN, family: '</script><script>alert(1)</script>' } as unknown as WebFont;
    const markup = html(webFontTags('/team', [hostile]).loader);
    expect(markup.match(/<script/g)).toHaveLength(2);
    expect(markup).not.toContain('alert(1)</script>');
  });

  test('on the development server the loader’s script is served from source instead', () => {
    process.env.GATSBY_WEB_FONT_LOADER = '/__fonts/web-font-loader.js';
    try {
      expect(html(webFontTags('/team', [LATIN]).loader)).toMatch(
        /<script data-loads="fonts" src="\/__fonts\/web-font-loader.js"><\/script>$/,
      );
    } finally {
      delete process.env.GATSBY_WEB_FONT_LOADER;
    }
  });

  test('the site’s faces: per family the full files, then the subsets; Russian pages wait for four, English for two', () => {
    expect(WEB_FONTS.map((f) => f.family)).toEqual([
      ...Array<string>(4).fill('Manrope Variable'),
      ...Array<string>(4).fill('Unbounded Variable'),
    ]);
    expect(WEB_FONTS.map((f) => f.eagerFor.length)).toEqual([0, 0, 2, 1, 0, 0, 2, 1]);
    for (const font of WEB_FONTS) expect(font.unicodeRange).toMatch(/^U\+[0-9A-F]+/);
  });
});

test('the build puts a script inline in place of its empty tag, on the pages that have one, and refuses "</script"', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'inline-'));
  try {
    writeFileSync(path.join(dir, 'a.html'), `<body><p>a</p>${FONT_LOADER_SCRIPT}</body>`);
    writeFileSync(path.join(dir, 'b.html'), '<body><p>b</p></body>');
    expect(inlineScript(dir, ['a.html', 'b.html'], FONT_LOADER_SCRIPT, '(()=>{go()})();\n', 'loader')).toEqual(['a.html']);
    expect(readFileSync(path.join(dir, 'a.html'), 'utf8')).toBe('<body><p>a</p><script data-loads="fonts">(()=>{go()})();</script></body>');
    expect(readFileSync(path.join(dir, 'b.html'), 'utf8')).toBe('<body><p>b</p></body>');
    expect(() => inlineScript(dir, ['a.html'], FONT_LOADER_SCRIPT, 'x("</script>")', 'loader')).toThrow(/loader holds "<\/script"/);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});
