import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { GatsbyNode } from 'gatsby';
import { globSync } from 'tinyglobby';
import { SITE_URL } from '../../config/site';
import { contentSecurityPolicy, inlineScriptHashes, supabaseOrigin } from '../headers/csp';
import { CMS_PATH, completeHeadersFile, cspMetaTag, htmlUrlPath, isCmsPath, isImmutableFile } from '../headers/headersFile';
import { bundleIslands, inlineIslandsClient, preloadIslandsRuntime } from '../islands/bundle';
import { inlineFontLoader } from '../fonts/loaderBundle';
import { writePresentation } from '../presentation/pdf';
import { removeRuntimeFiles } from '../deploy/runtimeFiles';
import { writeImagesConfig } from '../deploy/imagesConfig';
import { BLOG_EDITOR_PATH, bundleBlogEditor } from '../blogEditor/bundle';
import { bundlePageEditor } from '../cms/admin';
import { withBlogEditorHeaders } from '../blogEditor/headers';
import { buildBlogFeeds } from '../feed/writeFeeds';

/** Every file under `root`, as a path relative to it with `/` between folders. */
const filesUnder = (root: string) => globSync('**', { cwd: root, dot: true });

/** robots.txt from the one site URL setting (src/config/site.ts), pointing at the sitemap index. */
export function robotsTxt(siteUrl: string): string {
  return `User-agent: *\nAllow: /\n\nSitemap: ${siteUrl}/sitemap-index.xml\n`;
}

/**
 * After the build: bundles the islands (src/gatsby/islands/bundle.ts) and the web-font loader (fonts/loaderBundle.ts), writes
 * robots.txt and the Kremlin PDF, and completes public/_headers with each public page's own CSP (the hashes
 * of its own inline scripts; the 404 pages carry theirs in a <meta> tag as well, see headersFile.ts) and the
 * caching rules, and gives Netlify the image CDN's allow-list (deploy/imagesConfig.ts). Gatsby's Netlify adapter
 * runs after this (src/gatsby/deploy/netlifyAdapter.ts)
 * and writes each page at the file Netlify serves (x/index.html -> x.html).
 */
export const onPostBuild: GatsbyNode['onPostBuild'] = async (args) => {
  const { reporter } = args;
  const publicDir = path.resolve('public');
  const removed = removeRuntimeFiles(
    publicDir,
    filesUnder(publicDir).filter((file) => file.endsWith('.html')),
  );
  reporter.info(
    `Not published, no page loads them: ${removed.length} of Gatsby's runtime files and folders (${removed.filter((name) => !name.includes('.')).join(', ')} and its scripts)`,
  );
  const siteFiles = () => filesUnder(publicDir);
  // Webpack writes no source maps any more (onCreateWebpackConfig.ts); a public/ kept from an
  // earlier build (Gatsby never deletes old bundles) may still hold some: none is published.
  const maps = filesUnder(publicDir).filter((file) => file.endsWith('.js.map'));
  for (const file of maps) rmSync(path.join(publicDir, file));
  if (maps.length > 0) reporter.info(`Removed ${maps.length} source maps left from an earlier build`);
  // admin/ holds the editors (their own headers, below), not public pages.
  const isPage = (file: string) => file.endsWith('.html') && !isCmsPath(htmlUrlPath(file));
  const html = siteFiles().filter(isPage);
  const islands = await bundleIslands(process.cwd());
  reporter.info(`Islands: ${[islands.runtime, islands.feedWorker].map(({ file, bytes }) => `${file} (${bytes} bytes)`).join(', ')}`);
  const pageEditor = await bundlePageEditor(process.cwd());
  reporter.info(`Page editor: ${pageEditor.file} (${pageEditor.bytes} bytes), Decap on React 19, served at /admin/ alone`);
  const blogEditor = await bundleBlogEditor(process.cwd());
  reporter.info(`Blog editor: ${blogEditor.file} (${blogEditor.bytes} bytes), served at /admin/blog/ alone`);
  const withIslands = await inlineIslandsClient(publicDir, html, islands.client, islands.prepared);
  reporter.info(`Islands' page script inline in ${withIslands.length} pages`);
  reporter.info(`Islands' runtime preloaded from the <head> of ${preloadIslandsRuntime(publicDir, html, islands.runtime).join(', ')}`);
  const fonts = await inlineFontLoader(process.cwd(), publicDir, html);
  reporter.info(`Web-font loader (${Buffer.byteLength(fonts.code)} bytes) inline in ${fonts.pages.length} pages`);
  // Each page's own policy: the hashes of its own inline scripts, so a page runs no other page's inline code.
  const backend = supabaseOrigin();
  const pages = html.map((file) => {
    const hashes = inlineScriptHashes(readFileSync(path.join(publicDir, file), 'utf8'));
    return { file, hashes: new Set(hashes).size, csp: contentSecurityPolicy(hashes, backend) };
  });
  // Unknown paths are answered with a 404 page, as a rewrite that carries its headers; the policy is in the page too,
  // for a host that would not give them (docs/decisions/0009-headers-by-address.md). So is the blog post fallback
  // (blog/_post), which answers post addresses that have no rule of their own.
  for (const { file, csp } of pages.filter((page) => /(^|\/)(404|blog\/_post)(\.html|\/index\.html)$/.test(page.file))) {
    const target = path.join(publicDir, file);
    const page = readFileSync(target, 'utf8').replace(/<meta http-equiv="Content-Security-Policy"[^>]*>/g, '');
    writeFileSync(
      target,
      page.replace(/<head[^>]*>/, (head) => `${head}${cspMetaTag(csp)}`),
    );
  }
  const headersFile = path.join(publicDir, '_headers');
  // The admin's files: the page editor's get its rule, the blog editor's (under /admin/blog/) their own, each at
  // its own addresses (never as a pattern: docs/decisions/0009-headers-by-address.md).
  const adminFiles = siteFiles().filter((file) => file.startsWith(`${CMS_PATH.slice(1)}/`));
  const isBlogEditorFile = (file: string) => `/${file}`.startsWith(BLOG_EDITOR_PATH);
  const headers = completeHeadersFile(readFileSync(headersFile, 'utf8'), {
    pages,
    hashedAssetPaths: siteFiles()
      .filter(isImmutableFile)
      .map((file) => `/${file}`)
      .sort(),
    cmsFiles: adminFiles.filter((file) => !isBlogEditorFile(file)),
  });
  writeFileSync(
    headersFile,
    withBlogEditorHeaders(headers, {
      files: adminFiles.filter(isBlogEditorFile),
      editorScript: blogEditor.file,
      backendOrigin: backend,
    }),
  );
  writeFileSync(path.join(publicDir, 'robots.txt'), robotsTxt(SITE_URL));
  reporter.info(`RSS: ${(await buildBlogFeeds((query) => args.graphql(query), publicDir)).join(', ')}`);
  // The Kremlin PDF is written from the Kremlin data on every build, so an editor's change reaches the download too.
  reporter.info(`elka2026.pdf: ${await writePresentation(publicDir)} bytes from data/{ru,en}/kremlin.json`);
  const counts = pages.map((page) => page.hashes);
  reporter.info(
    `_headers: a CSP for each of ${pages.length} pages, with its own ${Math.min(...counts)}-${Math.max(...counts)} inline-script hashes`,
  );
  reporter.info(`Image CDN: Netlify transforms the blog's photos at ${writeImagesConfig(process.cwd(), backend).join(', ')}`);
};
