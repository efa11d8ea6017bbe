/** @jest-environment node */
/**
 * The post-build pipeline (src/gatsby/postBuild/pipeline.ts), a step at a time, each on a site of its own: Gatsby's
 * runtime removed, the browser's bundles made through the one esbuild entry, the scripts put inline, the post pages'
 * frames cut, each page's policy, _headers, robots.txt, the sitemap, the Kremlin PDF, the image CDN's list, the blog's
 * function, and Gatsby's query cache forgotten. The bundling steps work in a copy of the project, never in this
 * checkout's public/ or .netlify/.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { copyProject } from '../../../scripts/lib/projectCopy';
import { FRAME_BODY, FRAME_HEAD } from '../../../src/blogServer/frame';
import { inlineScriptHashes } from '../../../src/gatsby/headers/csp';
import {
  type BrowserBundles,
  bundleBrowserCode,
  cutPostPageFrames,
  forgetQueryCache,
  inlinePageScripts,
  pagePolicies,
  removeGatsbyRuntime,
  sitemapFiles,
  writeBlogFunction,
  writeHeaders,
  writeImageCdnConfig,
  writeKremlinPresentation,
  writeRobots,
} from '../../../src/gatsby/postBuild/pipeline';
import { type BuiltSite, builtSite } from '../../../src/gatsby/postBuild/site';

jest.setTimeout(120_000);

const ROOT = path.resolve(__dirname, '../../..');
const ENV = { GATSBY_SUPABASE_URL: 'http://127.0.0.1:54321', GATSBY_SUPABASE_ANON_KEY: 'anon-key' };

let dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  dirs = [];
});

/** A site whose public/ holds `files` (path -> text), its root being `root` (a temporary one unless given). */
function siteWith(files: Record<string, string>, root?: string): BuiltSite {
  const dir = root ?? mkdtempSync(path.join(os.tmpdir(), 'post-build-'));
  if (!root) dirs.push(dir);
  mkdirSync(path.join(dir, 'public'), { recursive: true });
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dir, 'public', file)), { recursive: true });
    writeFileSync(path.join(dir, 'public', file), text);
  }
  return builtSite(dir, ENV);
}
const read = (site: BuiltSite, file: string) => readFileSync(path.join(site.publicDir, file), 'utf8');
const page = (head: string, body = '<p>page</p>') => `<!DOCTYPE html><html lang="ru"><head>${head}</head><body>${body}</body></html>`;

test("1. Gatsby's runtime: page data, chunks no page loads, maps and manifests go; what a page loads stays", () => {
  const site = siteWith({
    'index.html': page('<script src="/kept-0123456789abcdef.js"></script>'),
    'page-data/index/page-data.json': '{}',
    'app-0123456789abcdef0123.js': '',
    'app-0123456789abcdef0123.js.map': '',
    'kept-0123456789abcdef.js': '',
    'chunk-map.json': '{}',
    'static/font.woff2': '',
  });
  const { value, report } = removeGatsbyRuntime(site);
  expect(value).toEqual(expect.arrayContaining(['page-data', 'app-0123456789abcdef0123.js', 'chunk-map.json']));
  expect(site.files().sort()).toEqual(['index.html', 'kept-0123456789abcdef.js', 'static/font.woff2']);
  expect(report).toMatch(/page-data/);
});

describe('in a copy of the project', () => {
  let copy: string;
  beforeAll(() => {
    copy = copyProject('post-build-');
  });
  afterAll(() => rmSync(copy, { recursive: true, force: true }));

  test('2. the browser bundles: the islands, the page editor and the blog editor, each hashed where it is cached', async () => {
    const site = siteWith({}, copy);
    const { value } = await bundleBrowserCode(site);
    expect(value.islands.runtime.file).toMatch(/^islands\/runtime-[A-Z2-7]{8}\.js$/);
    expect(value.islands.feedWorker.file).toMatch(/^islands\/blog-feed-worker-[A-Z2-7]{8}\.js$/);
    expect(value.pageEditor.file).toBe('admin/cms.js');
    expect(value.blogEditor.file).toMatch(/^admin\/blog\/editor-[A-Z2-7]{8}\.js$/);
    for (const output of [value.islands.runtime, value.pageEditor, value.blogEditor])
      expect(existsSync(path.join(site.publicDir, output.file))).toBe(true);
  });

  test('11. the blog’s function: one module for Node and its entry naming the addresses it answers, ready to answer', async () => {
    const frame = page(`<meta charSet="utf-8"/>${FRAME_HEAD}`, `<div id="gatsby-focus-wrapper">${FRAME_BODY}</div>`);
    const site = siteWith(
      { '404.html': page('<title>404</title>'), 'en/404.html': page('<title>404 en</title>'), _headers: '/*\n  X-Frame-Options: DENY\n' },
      copy,
    );
    const frames = { ru: { html: frame, csp: 'ru-policy' }, en: { html: frame, csp: 'en-policy' } };
    const pages = [
      { file: '404.html', csp: '404-ru', hashes: 0 },
      { file: 'en/404.html', csp: '404-en', hashes: 0 },
    ];
    const { value } = await writeBlogFunction(site, frames, pages, ['/sitemap-0.xml']);
    expect(value.file).toBe('.netlify/v1/functions/blog/handler.mjs');
    const entry = readFileSync(path.join(copy, '.netlify/v1/functions/blog/blog.mjs'), 'utf8');
    expect(entry).toContain('export const config = {"path":["/blog/*","/en/blog/*","/sitemap-index.xml","/sitemap-blog-*"]');
    // Run as Netlify runs it, by Node itself: an address no post can have needs no backend, and gets the English 404
    // page as built, with its policy and the site's headers.
    const script = `const { default: handle } = await import(${JSON.stringify(path.join(copy, '.netlify/v1/functions/blog/blog.mjs'))});
      const answer = await handle(new Request('https://kadr.studio/en/blog/Not-A-Slug'));
      console.log(JSON.stringify([answer.status, answer.headers.get('content-security-policy'), answer.headers.get('x-frame-options'), await answer.text()]));`;
    const printed = execFileSync(process.execPath, ['--input-type=module', '-e', script], { encoding: 'utf8' });
    expect(JSON.parse(printed)).toEqual([404, '404-en', 'DENY', page('<title>404 en</title>')]);
  });
});

test('3. the inline scripts: the islands’ page script in each page with an island, the runtime preloaded, the font loader', async () => {
  const site = siteWith({
    'islands/client.js': 'console.log("islands")',
    'blog.html': page(
      '<link rel="modulepreload" href="/islands/runtime.js"/><script data-loads="fonts"></script>',
      '<div data-island="feed" data-hydrate="paint"></div><script type="module" data-islands="" data-loads=""></script>',
    ),
    'team.html': page('<script data-loads="fonts"></script>'),
  });
  const islands = {
    runtime: { file: 'islands/runtime-ABCDEFGH.js', bytes: 1 },
    feedWorker: { file: 'islands/blog-feed-worker-ABCDEFGH.js', bytes: 1 },
    client: async () => ({ file: 'islands/client.js', bytes: 1 }),
    prepared: [],
  };
  const { report } = await inlinePageScripts({ ...site, root: ROOT }, { islands } as unknown as BrowserBundles);
  expect(read(site, 'blog.html')).toContain('<script type="module" data-islands="" data-loads="">console.log("islands")</script>');
  expect(read(site, 'blog.html')).toContain('<link rel="modulepreload" href="/islands/runtime-ABCDEFGH.js"/>');
  expect(read(site, 'team.html')).not.toContain('data-islands');
  expect(read(site, 'team.html')).toMatch(/<script data-loads="fonts">.+<\/script>/);
  expect(report).toMatch(/in 1 pages.*blog\.html.*in 2/);
});

test('4. the post pages’ frames: the post’s head and body cut out, the frame’s policy from its scripts, the page unpublished', () => {
  const built = (lang: string) =>
    `<!DOCTYPE html><html lang="${lang}"><head><meta charSet="utf-8"/><title data-gatsby-head="true">Стоп-кадр</title>` +
    '<style data-emotion="css abc">.css-abc{color:red}</style><style data-identity="gatsby-global-css">@font-face{}</style>' +
    '<meta name="description" content="x" data-gatsby-head="true"/><script>var frame=1</script></head>' +
    '<body><div id="___gatsby"><div style="outline:none" tabindex="-1" id="gatsby-focus-wrapper"><main>stand-in</main></div></div>' +
    '<script type="module" data-islands="">start()</script></body></html>';
  const site = siteWith({ 'blog/_post/index.html': built('ru'), 'en/blog/_post/index.html': built('en'), 'blog.html': page('') });
  const { value } = cutPostPageFrames(site);
  expect(value.en.html).toBe(
    `<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/>${FRAME_HEAD}<style data-identity="gatsby-global-css">@font-face{}</style>` +
      '<script>var frame=1</script></head><body><div id="___gatsby"><div style="outline:none" tabindex="-1" id="gatsby-focus-wrapper">' +
      `${FRAME_BODY}</div></div><script type="module" data-islands="">start()</script></body></html>`,
  );
  for (const hash of inlineScriptHashes(built('ru'))) expect(value.ru.csp).toContain(hash);
  expect(value.ru.csp).toContain('connect-src');
  expect(site.files()).toEqual(['blog.html']);
  expect(() => cutPostPageFrames(site)).toThrow(/frame in ru was not built/);
});

test('5. each page’s policy admits its own inline scripts only; a 404 page carries it in a <meta> too', () => {
  const site = siteWith({
    'team.html': page('<script>team()</script>'),
    '404.html': page('<script>notFound()</script>'),
    'admin/index.html': page('<script>admin()</script>'),
  });
  const { value } = pagePolicies(site);
  expect(value.map((p) => p.file).sort()).toEqual(['404.html', 'team.html']);
  const team = value.find((p) => p.file === 'team.html')!;
  expect(team.csp).toContain(inlineScriptHashes(page('<script>team()</script>'))[0]);
  expect(team.csp).not.toContain(inlineScriptHashes(page('<script>notFound()</script>'))[0]);
  expect(read(site, '404.html')).toMatch(
    /^<!DOCTYPE html><html lang="ru"><head><meta http-equiv="Content-Security-Policy" content="[^"]+'sha256-/,
  );
});

test('6. _headers: the site’s rule kept, each page’s at its addresses, each hashed file immutable, the editors’ at their files', () => {
  const site = siteWith({
    _headers: '/*\n  X-Frame-Options: DENY\n',
    'team.html': page(''),
    'islands/runtime-ABCDEFGH.js': '',
    'admin/index.html': page(''),
    'admin/blog/index.html': page(''),
    'admin/blog/editor-ABCDEFGH.js': '',
  });
  const { value } = writeHeaders(site, [{ file: 'team.html', csp: "script-src 'self'", hashes: 0 }], {
    blogEditor: { file: 'admin/blog/editor-ABCDEFGH.js', bytes: 1 },
  } as BrowserBundles);
  const text = read(site, '_headers');
  expect(text.startsWith('/*\n  X-Frame-Options: DENY\n')).toBe(true);
  expect(text).toContain("/team\n  Content-Security-Policy: script-src 'self'");
  expect(text).toContain('/islands/runtime-ABCDEFGH.js\n  Cache-Control: public, max-age=31536000, immutable');
  expect(text).toMatch(/\/admin\/blog\/editor-ABCDEFGH\.js\n {2}Content-Security-Policy: [^\n]+\n {2}X-Robots-Tag: noindex, nofollow/);
  expect(value).toBeGreaterThan(5);
});

test('7. robots.txt names the sitemap’s index', () => {
  const site = siteWith({});
  writeRobots(site);
  expect(read(site, 'robots.txt')).toBe('User-agent: *\nAllow: /\n\nSitemap: https://kadr.studio/sitemap-index.xml\n');
});

test('8. the sitemap: the static pages’ files stay, the plugin’s index goes (the function answers it); a file it names is there', () => {
  const index = '<?xml version="1.0"?><sitemapindex><sitemap><loc>https://kadr.studio/sitemap-0.xml</loc></sitemap></sitemapindex>';
  const site = siteWith({ 'sitemap-index.xml': index, 'sitemap-0.xml': '<urlset/>' });
  expect(sitemapFiles(site).value).toEqual(['/sitemap-0.xml']);
  expect(site.files()).toEqual(['sitemap-0.xml']);
  const broken = siteWith({ 'sitemap-index.xml': index });
  expect(() => sitemapFiles(broken)).toThrow(/names files the build did not write: \/sitemap-0\.xml/);
});

test('9. the Kremlin presentation, from the Kremlin page’s data', async () => {
  const site = { ...siteWith({}), root: ROOT };
  const { value } = await writeKremlinPresentation(site);
  expect(value).toBeGreaterThan(10_000);
  expect(read(site, 'elka2026.pdf').startsWith('%PDF-')).toBe(true);
});

test("10. the image CDN's allow-list for Netlify: the backend's Storage bucket", () => {
  const site = siteWith({});
  const { value } = writeImageCdnConfig(site);
  const config = JSON.parse(readFileSync(path.join(site.root, '.netlify/v1/config.json'), 'utf8')) as {
    images: { remote_images: string[] };
  };
  expect(config.images.remote_images).toEqual(value);
  expect(value.join()).toContain('127\\.0\\.0\\.1');
});

test("13. Gatsby's query cache is forgotten: the development server then starts as in a fresh clone", () => {
  const site = siteWith({ 'index.html': page('') });
  mkdirSync(path.join(site.root, '.cache', 'redux'), { recursive: true });
  writeFileSync(path.join(site.root, '.cache', 'redux', 'redux.rest.state'), 'state');
  forgetQueryCache(site);
  expect(existsSync(path.join(site.root, '.cache'))).toBe(false);
  expect(site.files()).toEqual(['index.html']);
});
