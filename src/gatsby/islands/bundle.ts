import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { bundleModule, bundleScript, inlineScript, type Output } from '../bundle';
import { islandsScript, markupOf, runtimePreloadLink } from './placeholders';
import { islandRegistry, islandUses, runtimeEntry } from './registry';

/** The islands' page script and runtime (src/islands/), from the project root. */
const CLIENT_ENTRY = 'src/islands/client.ts';
const RUNTIME_MODULE = 'src/islands/runtime.tsx';
/** The blog feed's Web Worker, which runs supabase-js (src/views/blog/feedWorker.ts). */
const FEED_WORKER_ENTRY = 'src/views/blog/feedWorkerEntry.ts';
/** Where the bundles go under public/, and so their URL path; the page script is named without a hash (it goes inline). */
const ISLANDS_DIR = 'islands';
const CLIENT_NAME = 'client';

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
 * Puts the islands' page script inline into every page that has islands, in place of the empty script the page
 * renderer wrote there (placeholders.ts, islandsScript), and removes its
 * file. Inline, it costs no request before the first paint: a script file requested while the page loads joins the
 * critical path of Lighthouse's simulated LCP (one more round trip), though a real browser paints without waiting for
 * it. Returns the pages it went into.
 */
export function inlineIslandsClient(publicDir: string, htmlFiles: readonly string[], client: Output): string[] {
  const file = path.join(publicDir, client.file);
  const pages = inlineScript(publicDir, htmlFiles, markupOf(islandsScript()), readFileSync(file, 'utf8'), client.file);
  rmSync(file);
  return pages;
}

/**
 * Names the hashed runtime in the `<link rel="modulepreload">` of the pages that ask for it early (placeholders.ts,
 * runtimePreloadLink); the page script's later `import()` of the same URL adopts that download. Returns those pages.
 */
export function preloadIslandsRuntime(publicDir: string, htmlFiles: readonly string[], runtime: Output): string[] {
  const placeholder = markupOf(runtimePreloadLink());
  return htmlFiles.filter((html) => {
    const file = path.join(publicDir, html);
    const page = readFileSync(file, 'utf8');
    if (!page.includes(placeholder)) return false;
    writeFileSync(file, page.split(placeholder).join(markupOf(runtimePreloadLink(`/${runtime.file}`))));
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
 * - the runtime: React, react-dom, emotion, the theme and every island the views' `<Island>` elements name
 *   (registry.ts), one chunk shared by every page with an island;
 * - the blog feed's worker: supabase-js and the feed's requests, run off the main thread (feedWorker.ts), with the
 *   Supabase project Gatsby would inline (src/gatsby/supabaseEnv.ts resolved it in onPreInit);
 * - the page script (src/islands/client.ts, put inline into its pages by inlineIslandsClient), which loads the runtime
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
  const registry = islandRegistry(islandUses(path.join(root, 'src')));
  const entry = { generated: 'islands-runtime', contents: runtimeEntry(registry, path.join(root, RUNTIME_MODULE)) };
  const runtime = await bundleModule(root, outdir, { name: 'runtime', hashed: true }, entry, define, external);
  const client = await bundleModule(
    root,
    outdir,
    { name: CLIENT_NAME, hashed: false },
    CLIENT_ENTRY,
    { ...define, ISLANDS_RUNTIME_URL: JSON.stringify(`/${runtime.file}`) },
    external,
  );
  return { runtime, client, feedWorker };
}
