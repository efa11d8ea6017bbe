import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { ISLANDS_CLIENT_PATH, ISLANDS_RUNTIME_PLACEHOLDER } from '../../components/island/markup';
import { bundleModule, bundleScript, inlineScript, type Output } from '../bundle';

/** The islands' page script and runtime (src/islands/), from the project root. */
const CLIENT_ENTRY = 'src/islands/client.ts';
const RUNTIME_ENTRY = 'src/islands/runtime.tsx';
/** The blog feed's Web Worker, which runs supabase-js (src/views/blog/feedWorker.ts). */
const FEED_WORKER_ENTRY = 'src/views/blog/feedWorkerEntry.ts';
/** Where the bundles go under public/, and so their URL path. */
const ISLANDS_DIR = path.posix.dirname(ISLANDS_CLIENT_PATH).slice(1);

/** Where the development server serves the feed's worker (onCreateDevServer.ts): built from source on request. */
export const DEV_FEED_WORKER_PATH = '/__islands/blog-feed-worker.js';

/** The Supabase project the feed reads, as Gatsby would inline it (supabaseEnv.ts resolved it in onPreInit). */
const workerDefines = (env: NodeJS.ProcessEnv) => ({
  'process.env.GATSBY_SUPABASE_URL': JSON.stringify(env.GATSBY_SUPABASE_URL ?? ''),
  'process.env.GATSBY_SUPABASE_ANON_KEY': JSON.stringify(env.GATSBY_SUPABASE_ANON_KEY ?? ''),
  'process.env.NODE_ENV': JSON.stringify('production'),
});

/** The feed's worker as one script, for the development server: the same code the build bundles. */
export function feedWorkerScript(root: string, env: NodeJS.ProcessEnv = process.env): Promise<string> {
  return bundleScript(root, FEED_WORKER_ENTRY, { define: workerDefines(env) });
}

/**
 * Where a page's islands start: the page renderer writes this empty module script (replaceRenderer.tsx) and the build
 * puts the page script in it (inlineIslandsClient). `data-loads` marks it as a loader the bench's floor twin leaves out.
 */
export const ISLANDS_SCRIPT = '<script type="module" data-islands="" data-loads=""></script>';

/**
 * Puts the islands' page script inline into every page that has islands, in place of ISLANDS_SCRIPT, and removes its
 * file. Inline, it costs no request before the first paint: a script file requested while the page loads joins the
 * critical path of Lighthouse's simulated LCP (one more round trip), though a real browser paints without waiting for
 * it. Returns the pages it went into.
 */
export function inlineIslandsClient(publicDir: string, htmlFiles: readonly string[], client: Output): string[] {
  const file = path.join(publicDir, client.file);
  const pages = inlineScript(publicDir, htmlFiles, ISLANDS_SCRIPT, readFileSync(file, 'utf8'), client.file);
  rmSync(file);
  return pages;
}

/**
 * Names the hashed runtime in the `<link rel="modulepreload">` of the pages that ask for it early (replaceRenderer.tsx,
 * runtimePreload); the page script's later `import()` of the same URL adopts that download. Returns those pages.
 */
export function preloadIslandsRuntime(publicDir: string, htmlFiles: readonly string[], runtime: Output): string[] {
  const placeholder = `href="${ISLANDS_RUNTIME_PLACEHOLDER}"`;
  return htmlFiles.filter((html) => {
    const file = path.join(publicDir, html);
    const page = readFileSync(file, 'utf8');
    if (!page.includes(placeholder)) return false;
    writeFileSync(file, page.split(placeholder).join(`href="/${runtime.file}"`));
    return true;
  });
}

export interface IslandsBundle {
  runtime: Output;
  client: Output;
  feedWorker: Output;
}

/**
 * Bundles the islands with esbuild into public/islands/ (README, "Islands"):
 * - the runtime: React, react-dom, emotion, the theme and every island, one chunk shared by every page with an island;
 * - the blog feed's worker: supabase-js and the feed's requests, run off the main thread (feedWorker.ts), with the
 *   Supabase project Gatsby would inline (src/gatsby/supabaseEnv.ts resolved it in onPreInit);
 * - the page script (ISLANDS_CLIENT_PATH, put inline into its pages by inlineIslandsClient), which loads the runtime
 *   after the first paint.
 * Each but the page script is named with a hash of its content, so `_headers` caches it as immutable (esbuild, through
 * the build's machinery in src/gatsby/bundle.ts).
 */
export async function bundleIslands(root: string, env: NodeJS.ProcessEnv = process.env): Promise<IslandsBundle> {
  const outdir = path.join(root, 'public', ISLANDS_DIR);
  rmSync(outdir, { recursive: true, force: true });
  mkdirSync(outdir, { recursive: true });
  // The runtime is loaded by URL (client.ts): the page script names it, it does not contain it.
  const external = [`/${ISLANDS_DIR}/*`];
  const feedWorker = await bundleModule(
    root,
    outdir,
    { name: 'blog-feed-worker', hashed: true, format: 'iife' },
    FEED_WORKER_ENTRY,
    workerDefines(env),
    external,
  );
  // The feed asks its first page itself (src/views/blog/firstPage.ts), from the project the worker reads.
  const define = { ...workerDefines(env), 'process.env.GATSBY_BLOG_FEED_WORKER': JSON.stringify(`/${feedWorker.file}`) };
  const runtime = await bundleModule(root, outdir, { name: 'runtime', hashed: true }, RUNTIME_ENTRY, define, external);
  const client = await bundleModule(
    root,
    outdir,
    { name: path.posix.basename(ISLANDS_CLIENT_PATH, '.js'), hashed: false },
    CLIENT_ENTRY,
    { ...define, ISLANDS_RUNTIME_URL: JSON.stringify(`/${runtime.file}`) },
    external,
  );
  return { runtime, client, feedWorker };
}
