import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { LANGUAGES, type Language } from '../../config/routes';
import { SITE_URL } from '../../config/site';
import { localizePath } from '../../i18n/paths';
import { POST_FRAME_PATH } from '../../blog/postAddress';
import type { PageFrame } from '../../blogServer/frame';
import { SITEMAP_INDEX_PATH } from '../../blogServer/sitemap';
import { contentSecurityPolicy, inlineScriptHashes } from '../headers/csp';
import { CMS_PATH, completeHeadersFile, cspMetaTag, isImmutableFile, siteRule } from '../headers/headersFile';
import { bundleIslands, inlineIslandsClient, type IslandsBundle, preloadIslandsRuntime } from '../islands/bundle';
import { inlineFontLoader } from '../fonts/loaderBundle';
import { writePresentation } from '../presentation/pdf';
import { removeRuntimeFiles } from '../deploy/runtimeFiles';
import { writeImagesConfig } from '../deploy/imagesConfig';
import { BLOG_EDITOR_PATH, bundleBlogEditor } from '../blogEditor/bundle';
import { bundlePageEditor } from '../cms/admin';
import { withBlogEditorHeaders } from '../blogEditor/headers';
import type { Output } from '../bundle';
import { cutFrame } from '../blogPages/frames';
import { blogChannels, bundleBlogFunction } from '../blogPages/bundle';
import type { BuiltSite } from './site';

/**
 * What happens to the site after Gatsby has written it and saved its state, in order, before Netlify publishes
 * `public/`: one step after the other, each named in the build's log with what it did, each a function of this module
 * tested on its own (__tests__/unit/gatsby/postBuild/). Gatsby's Netlify adapter runs it
 * (src/gatsby/deploy/netlifyAdapter.ts), so it comes after everything Gatsby does, its state saved included, and the
 * adapter's own step (each page at the file Netlify serves) is one of its steps.
 */

/** One step's result: what the build's log says of it, and what later steps use. */
export interface StepResult<T> {
  report: string;
  value: T;
}

const done = <T>(report: string, value: T): StepResult<T> => ({ report, value });

/**
 * 1. Gatsby's browser runtime out of public/: no page loads its router's page data, webpack chunks or their maps
 * (every page is complete as built, src/gatsby/ssr/onPreRenderHTML.tsx).
 */
export function removeGatsbyRuntime(site: BuiltSite): StepResult<string[]> {
  const removed = removeRuntimeFiles(
    site.publicDir,
    site.files().filter((file) => file.endsWith('.html')),
  );
  // A public/ kept from an earlier build (Gatsby never deletes old bundles) may still hold source maps: none is published.
  const maps = site.files().filter((file) => file.endsWith('.js.map'));
  for (const file of maps) rmSync(path.join(site.publicDir, file));
  return done(
    `not published, no page loads them: ${removed.length} of Gatsby's runtime files and folders (${removed.filter((name) => !name.includes('.')).join(', ')} and its scripts)${maps.length ? `, ${maps.length} source maps` : ''}`,
    [...removed, ...maps],
  );
}

export interface BrowserBundles {
  islands: IslandsBundle;
  pageEditor: Output;
  blogEditor: Output;
}

/** 2. The code the browser runs, through the build's one esbuild entry (src/gatsby/bundle.ts): the islands and the two editors. */
export async function bundleBrowserCode(site: BuiltSite): Promise<StepResult<BrowserBundles>> {
  const islands = await bundleIslands(site.root, site.env);
  const pageEditor = await bundlePageEditor(site.root, site.env);
  const blogEditor = await bundleBlogEditor(site.root, site.env);
  const sized = ({ file, bytes }: Output) => `${file} (${bytes} bytes)`;
  return done(
    `islands ${[islands.runtime, islands.feedWorker].map(sized).join(', ')}; page editor ${sized(pageEditor)}, Decap on React 19; blog editor ${sized(blogEditor)}`,
    { islands, pageEditor, blogEditor },
  );
}

/**
 * 3. The scripts each page carries inline, now that they are bundled: the islands' page script (with the early work of
 * that page's own islands), the runtime's preload on the pages that hydrate at paint, and the web-font loader.
 */
export async function inlinePageScripts(site: BuiltSite, { islands }: BrowserBundles): Promise<StepResult<null>> {
  const pages = site.pages();
  const withIslands = await inlineIslandsClient(site.publicDir, pages, islands.client, islands.prepared);
  const preloading = preloadIslandsRuntime(site.publicDir, pages, islands.runtime);
  const fonts = await inlineFontLoader(site.root, site.publicDir, pages);
  return done(
    `islands' page script in ${withIslands.length} pages, the runtime preloaded by ${preloading.join(', ') || 'none'}; the web-font loader (${Buffer.byteLength(fonts.code)} bytes) in ${fonts.pages.length}`,
    null,
  );
}

/** The file a page of `urlPath` is in before the Netlify adapter moves it, or after. */
function pageFile(site: BuiltSite, urlPath: string): string | null {
  const base = urlPath.slice(1);
  return [`${base}/index.html`, `${base}.html`].find((file) => existsSync(path.join(site.publicDir, file))) ?? null;
}

/**
 * 4. The post pages' frame in each language (src/blogServer/frame.ts), cut from the page the build made of a stand-in
 * post (src/templates/blog-post.tsx), with the policy its inline scripts need. The page itself is not published.
 */
export function cutPostPageFrames(site: BuiltSite): StepResult<Record<Language, PageFrame>> {
  const frames = Object.fromEntries(
    LANGUAGES.map((language) => {
      const urlPath = localizePath(POST_FRAME_PATH, language);
      const file = pageFile(site, urlPath);
      if (!file)
        throw new Error(`The post pages' frame in ${language} was not built (${urlPath}): src/gatsby/node/createPages.ts makes it`);
      const html = readFileSync(path.join(site.publicDir, file), 'utf8');
      const frame: PageFrame = { html: cutFrame(html, file), csp: contentSecurityPolicy(inlineScriptHashes(html), site.backendOrigin) };
      rmSync(path.join(site.publicDir, file));
      rmSync(path.join(site.publicDir, urlPath.slice(1)), { recursive: true, force: true });
      return [language, frame];
    }),
  ) as Record<Language, PageFrame>;
  return done(`from ${LANGUAGES.map((language) => localizePath(POST_FRAME_PATH, language)).join(', ')}, not published`, frames);
}

export interface PagePolicy {
  /** The page's HTML file under public/. */
  file: string;
  csp: string;
  /** How many inline scripts its policy admits by their hash. */
  hashes: number;
}

/** The 404 pages, whose policy goes into the page itself too (docs/decisions/0009-headers-by-address.md). */
const isNotFoundPage = (file: string) => /(^|\/)404(\.html|\/index\.html)$/.test(file);

/**
 * 5. Each public page's Content-Security-Policy: the hashes of its own inline scripts, so a page runs no other page's
 * inline code. The 404 pages answer paths that are not theirs, as a rewrite that carries their headers; they carry
 * their policy in a <meta> tag as well, for a host that would not give them.
 */
export function pagePolicies(site: BuiltSite): StepResult<PagePolicy[]> {
  const pages = site.pages().map((file) => {
    const hashes = inlineScriptHashes(readFileSync(path.join(site.publicDir, file), 'utf8'));
    return { file, hashes: new Set(hashes).size, csp: contentSecurityPolicy(hashes, site.backendOrigin) };
  });
  for (const { file, csp } of pages.filter((page) => isNotFoundPage(page.file))) {
    const target = path.join(site.publicDir, file);
    const page = readFileSync(target, 'utf8').replace(/<meta http-equiv="Content-Security-Policy"[^>]*>/g, '');
    writeFileSync(
      target,
      page.replace(/<head[^>]*>/, (head) => `${head}${cspMetaTag(csp)}`),
    );
  }
  const counts = pages.map((page) => page.hashes);
  return done(
    `a policy for each of ${pages.length} pages, with its own ${Math.min(...counts)}-${Math.max(...counts)} inline-script hashes`,
    pages,
  );
}

/**
 * 6. public/_headers completed: each page's rule at every address that serves it, immutable caching for each hashed
 * file, the editors' own rules at their files' addresses (never as patterns: docs/decisions/0009-headers-by-address.md).
 */
export function writeHeaders(site: BuiltSite, pages: readonly PagePolicy[], { blogEditor }: BrowserBundles): StepResult<number> {
  const headersFile = path.join(site.publicDir, '_headers');
  const adminFiles = site.files().filter((file) => file.startsWith(`${CMS_PATH.slice(1)}/`));
  const isBlogEditorFile = (file: string) => `/${file}`.startsWith(BLOG_EDITOR_PATH);
  const headers = completeHeadersFile(readFileSync(headersFile, 'utf8'), {
    pages,
    hashedAssetPaths: site
      .files()
      .filter(isImmutableFile)
      .map((file) => `/${file}`)
      .sort(),
    cmsFiles: adminFiles.filter((file) => !isBlogEditorFile(file)),
  });
  const text = withBlogEditorHeaders(headers, {
    files: adminFiles.filter(isBlogEditorFile),
    editorScript: blogEditor.file,
    backendOrigin: site.backendOrigin,
  });
  writeFileSync(headersFile, text);
  const rules = text.split('\n').filter((line) => line.startsWith('/')).length;
  return done(`${rules} rules (${Buffer.byteLength(text)} bytes)`, rules);
}

/** robots.txt from the one site URL setting (src/config/site.ts), pointing at the sitemap index. */
export function robotsTxt(siteUrl: string): string {
  return `User-agent: *\nAllow: /\n\nSitemap: ${siteUrl}${SITEMAP_INDEX_PATH}\n`;
}

/** 7. robots.txt. */
export function writeRobots(site: BuiltSite): StepResult<null> {
  writeFileSync(path.join(site.publicDir, 'robots.txt'), robotsTxt(SITE_URL));
  return done(`names ${SITE_URL}${SITEMAP_INDEX_PATH}`, null);
}

/**
 * 8. The sitemap: the static pages' files stay as gatsby-plugin-sitemap wrote them; the index, which must also name the
 * blog's files (as many as the posts fill), is the blog function's (src/blogServer/sitemap.ts), so the plugin's is not
 * published. Returns the static files as paths, for the function's index.
 */
export function sitemapFiles(site: BuiltSite): StepResult<string[]> {
  const index = path.join(site.publicDir, SITEMAP_INDEX_PATH.slice(1));
  if (!existsSync(index)) throw new Error(`gatsby-plugin-sitemap wrote no ${SITEMAP_INDEX_PATH}`);
  const named = [...readFileSync(index, 'utf8').matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]!).pathname);
  const missing = named.filter((file) => !existsSync(path.join(site.publicDir, file.slice(1))));
  if (named.length === 0 || missing.length > 0)
    throw new Error(`${SITEMAP_INDEX_PATH} names files the build did not write: ${missing.join(', ')}`);
  rmSync(index);
  return done(`the static pages in ${named.join(', ')}; the index and the posts' files are the blog's function's`, named);
}

/** 9. The Kremlin presentation, written from data/{ru,en}/kremlin.json on every build, so an editor's change reaches it too. */
export async function writeKremlinPresentation(site: BuiltSite): Promise<StepResult<number>> {
  const bytes = await writePresentation(site.publicDir, site.root);
  return done(`elka2026.pdf, ${bytes} bytes, from data/{ru,en}/kremlin.json`, bytes);
}

/** 10. The image CDN's allow-list for Netlify (the blog's Storage bucket: src/gatsby/deploy/imagesConfig.ts). */
export function writeImageCdnConfig(site: BuiltSite): StepResult<string[]> {
  const patterns = writeImagesConfig(site.root, site.backendOrigin);
  return done(`Netlify transforms the blog's photos at ${patterns.join(', ')}`, patterns);
}

/**
 * 11. The blog's function (src/blogServer/), with all it answers with but the posts: the post pages' frames, the 404
 * pages and their policies, the site's own headers, the static sitemap files, the blog's titles.
 */
export async function writeBlogFunction(
  site: BuiltSite,
  frames: Record<Language, PageFrame>,
  pages: readonly PagePolicy[],
  staticSitemaps: readonly string[],
): Promise<StepResult<Output>> {
  const notFound = Object.fromEntries(
    LANGUAGES.map((language) => {
      const file = pageFile(site, localizePath('/404', language));
      const policy = pages.find((page) => page.file === file);
      if (!file || !policy) throw new Error(`No built 404 page in ${language} for the blog's function`);
      return [language, { html: readFileSync(path.join(site.publicDir, file), 'utf8'), csp: policy.csp }];
    }),
  ) as Record<Language, PageFrame>;
  const bundle = await bundleBlogFunction(site.root, site.env, {
    frames,
    notFound,
    siteHeaders: siteRule(readFileSync(path.join(site.publicDir, '_headers'), 'utf8')),
    staticSitemaps: [...staticSitemaps],
    blog: blogChannels(site.root),
  });
  return done(`${bundle.file} (${bundle.bytes} bytes): the post pages, RSS and the sitemap on demand`, bundle);
}

/**
 * 13. The query results Gatsby's cache records for its pages are in the page data step 1 removed, so the development
 * server would find a cache whose results are nowhere and draw its 404 for every page. No build reads the cache (each
 * starts with `gatsby clean`): the build leaves none, and `gatsby develop` starts as in a fresh clone.
 */
export function forgetQueryCache(site: BuiltSite): StepResult<null> {
  rmSync(path.join(site.root, '.cache'), { recursive: true, force: true });
  return done('.cache removed: its query results were in the page data no page loads', null);
}

type Reporter = { info(message: string): void };

/** Runs `step`, then names it in the build's log with its report and time. */
async function run<T>(reporter: Reporter, n: number, name: string, step: () => StepResult<T> | Promise<StepResult<T>>): Promise<T> {
  const started = performance.now();
  const { report, value } = await step();
  reporter.info(`post-build ${n}. ${name}: ${report} (${Math.round(performance.now() - started)} ms)`);
  return value;
}

/**
 * The pipeline, in order. `adaptForNetlify` is Gatsby's Netlify adapter's own step (each page at the file Netlify
 * serves: x/index.html -> x.html, its blocks in _headers and _redirects); the cache goes last, after Gatsby has no
 * more to do with it.
 */
export async function runPostBuild(site: BuiltSite, reporter: Reporter, adaptForNetlify: () => Promise<void>): Promise<void> {
  await run(reporter, 1, "Gatsby's runtime", () => removeGatsbyRuntime(site));
  const bundles = await run(reporter, 2, 'browser bundles', () => bundleBrowserCode(site));
  await run(reporter, 3, 'inline scripts', () => inlinePageScripts(site, bundles));
  const frames = await run(reporter, 4, 'post page frames', () => cutPostPageFrames(site));
  const pages = await run(reporter, 5, 'page policies', () => pagePolicies(site));
  await run(reporter, 6, '_headers', () => writeHeaders(site, pages, bundles));
  await run(reporter, 7, 'robots.txt', () => writeRobots(site));
  const sitemaps = await run(reporter, 8, 'sitemap', () => sitemapFiles(site));
  await run(reporter, 9, 'Kremlin presentation', () => writeKremlinPresentation(site));
  await run(reporter, 10, 'image CDN', () => writeImageCdnConfig(site));
  await run(reporter, 11, "blog's function", () => writeBlogFunction(site, frames, pages, sitemaps));
  await run(reporter, 12, 'Netlify adapter', async () => done('each page at the file Netlify serves', await adaptForNetlify()));
  await run(reporter, 13, "Gatsby's query cache", () => forgetQueryCache(site));
}
