import { createHash } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { htmlUrlPath } from './headersFile';
import { isPageOf } from './pageOf';

/** The blog feed's browser code, from the project root: the page's script and its worker's. */
const FEED_ENTRY = 'src/views/blog/feedEntry.ts';
const WORKER_ENTRY = 'src/views/blog/feedWorkerEntry.ts';

/** A bundle written into `public/`: its name there and its size. */
export interface Bundle {
  file: string;
  bytes: number;
}

/** Bundles `entry` with esbuild into `publicDir` as `<prefix>-<content hash>.js`. */
async function bundle(publicDir: string, entry: string, prefix: string, define: Record<string, string>): Promise<Bundle> {
  const { build } = await import('esbuild');
  const result = await build({
    entryPoints: [path.resolve(entry)],
    bundle: true,
    minify: true,
    format: 'iife',
    platform: 'browser',
    target: ['es2019'],
    write: false,
    define: { 'process.env.NODE_ENV': JSON.stringify('production'), ...define },
    logLevel: 'silent',
  });
  const code = result.outputFiles[0]?.contents;
  if (!code) throw new Error(`esbuild wrote nothing for ${entry}`);
  const name = `${prefix}-${createHash('sha256').update(code).digest('hex').slice(0, 20)}.js`;
  writeFileSync(path.join(publicDir, name), code);
  return { file: name, bytes: code.length };
}

/**
 * The blog's scripts, bundled by esbuild into `public/` with a content hash
 * in their names (like webpack's output, so _headers caches them as
 * immutable): the feed (feedDom.ts, about 10 KB), which the page runs, and
 * supabase-js with the feed's requests (feedWorker.ts, about 240 KB), which a
 * Web Worker runs off the main thread. No page ships Gatsby's runtime
 * (onPreRenderHTML.tsx): the blog's markup and styles are complete as built,
 * and hydrating React, i18next and emotion only to run the feed had cost the
 * blog 165 KiB of JavaScript and 290-510 ms of blocking time on a phone
 * (issue 9). esbuild rather than more webpack entries: Gatsby's webpack set-up
 * splits every entry against its shared framework chunks, which would bring
 * React back. The Supabase project comes from the same variables Gatsby
 * inlines (supabaseEnv.ts resolved them in onPreInit).
 * Returns both bundles (their names are relative to `publicDir`).
 */
export async function bundleFeed(publicDir: string, env: NodeJS.ProcessEnv = process.env): Promise<{ page: Bundle; worker: Bundle }> {
  const worker = await bundle(publicDir, WORKER_ENTRY, 'blog-feed-worker', {
    'process.env.GATSBY_SUPABASE_URL': JSON.stringify(env.GATSBY_SUPABASE_URL ?? ''),
    'process.env.GATSBY_SUPABASE_ANON_KEY': JSON.stringify(env.GATSBY_SUPABASE_ANON_KEY ?? ''),
  });
  const page = await bundle(publicDir, FEED_ENTRY, 'blog-feed', { 'process.env.BLOG_FEED_WORKER': JSON.stringify(`/${worker.file}`) });
  return { page, worker };
}

/**
 * `html` with one inline script before `</body>` that appends `<script src>`
 * for `sources` once the browser has rendered a frame: the page paints first
 * and the script no longer shares the connection with it (issue 9).
 * onPostBuild hashes the loader into the CSP.
 */
export function scriptsAfterPaint(html: string, sources: readonly string[]): string {
  const loader =
    `<script data-loads="scripts">requestAnimationFrame(function(){setTimeout(function(){${JSON.stringify(sources)}.forEach(function(s){` +
    `var e=document.createElement("script");e.src=s;document.body.appendChild(e)})})})</script>`;
  return html.replace(/<\/body>/, `${loader}</body>`);
}

/** Gives the built blog pages under `publicDir` (paths relative to it) the feed's script; returns those pages. */
export function addFeedScript(publicDir: string, htmlFiles: readonly string[], feedFile: string): string[] {
  const pages = htmlFiles.filter((file) => isPageOf('blog', htmlUrlPath(file)));
  for (const file of pages) {
    const full = path.join(publicDir, file);
    writeFileSync(full, scriptsAfterPaint(readFileSync(full, 'utf8'), [`/${feedFile}`]));
  }
  return pages;
}
