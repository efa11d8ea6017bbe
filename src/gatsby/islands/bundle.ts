import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { ISLAND_ROOT } from '../../components/island/markup';
import { bundleToFile, bundleToText, type GeneratedEntry, inlineScript, type Output } from '../bundle';
import { attribute, elements } from '../htmlElements';
import { islandsScript, markupOf, runtimePreloadLink } from './placeholders';
import { islandRegistry, islandUses, runtimeEntry } from './registry';

/** The islands' page script and runtime (src/islands/), from the project root. */
const CLIENT_MODULE = 'src/islands/client.ts';
const RUNTIME_MODULE = 'src/islands/runtime.tsx';
/**
 * An island's work before React arrives, when it has any: `<folder>/<island name>.ts`, default-exporting a function of
 * the island's props whose result joins them (the blog's feed: its first request). Only the pages with that island
 * carry it in their page script.
 */
export const PREPARE_DIR = 'src/islands/prepare';
/** The blog feed's Web Worker, which runs supabase-js (src/blog/feedWorker.ts). */
const FEED_WORKER_ENTRY = 'src/blog/feedWorkerEntry.ts';
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
  return bundleToText({
    root,
    name: 'blog-feed-worker',
    entry: FEED_WORKER_ENTRY,
    format: 'iife',
    minify: false,
    define: workerDefines(env),
  });
}

/** The islands that have work to start before React (PREPARE_DIR), by name. */
export function preparedIslands(root: string): string[] {
  const dir = path.join(root, PREPARE_DIR);
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((file) => file.endsWith('.ts'))
    .map((file) => file.slice(0, -'.ts'.length))
    .sort();
}

/** The page script's entry for a page whose islands include `prepared` (each with its PREPARE_DIR module). */
export function clientEntry(root: string, prepared: readonly string[]): GeneratedEntry {
  const module = (file: string) => JSON.stringify(path.join(root, file));
  return {
    generated: `islands-client-${prepared.join('-') || 'plain'}`,
    contents: [
      `import { startIslands } from ${module(CLIENT_MODULE)};`,
      ...prepared.map((name, i) => `import prepare${i} from ${module(path.join(PREPARE_DIR, name))};`),
      `startIslands({ ${prepared.map((name, i) => `${JSON.stringify(name)}: prepare${i}`).join(', ')} });`,
      '',
    ].join('\n'),
  };
}

/** The islands a built page has, by the names on their roots (read as a browser parses the page). */
export const islandsOfPage = (html: string): string[] => [
  ...new Set([...elements(html)].map((element) => attribute(element, ISLAND_ROOT)).filter((name) => name !== null)),
];

/**
 * Puts the islands' page script inline into every page that has islands, in place of the empty script the page
 * renderer wrote there (placeholders.ts, islandsScript): the variant that starts the early work of that page's own
 * islands (`client` gives it, by their names), so the landing carries none of the blog feed's. Inline, it costs no
 * request before the first paint: a script file requested while the page loads joins the critical path of
 * Lighthouse's simulated LCP (one more round trip), though a real browser paints without waiting for it. Removes the
 * variants' files; returns the pages it went into.
 */
export async function inlineIslandsClient(
  publicDir: string,
  htmlFiles: readonly string[],
  client: (prepared: readonly string[]) => Promise<Output>,
  prepared: readonly string[],
): Promise<string[]> {
  const placeholder = markupOf(islandsScript());
  // Pages grouped by the islands with early work they have: one page script each group.
  const groups = new Map<string, { names: string[]; pages: string[] }>();
  for (const html of htmlFiles) {
    const page = readFileSync(path.join(publicDir, html), 'utf8');
    if (!page.includes(placeholder)) continue;
    const names = islandsOfPage(page)
      .filter((name) => prepared.includes(name))
      .sort();
    const group = groups.get(names.join(' ')) ?? { names, pages: [] };
    group.pages.push(html);
    groups.set(names.join(' '), group);
  }
  const pages: string[] = [];
  const files = new Set<string>();
  for (const { names, pages: group } of groups.values()) {
    const output = await client(names);
    const file = path.join(publicDir, output.file);
    files.add(file);
    pages.push(...inlineScript(publicDir, group, placeholder, readFileSync(file, 'utf8'), output.file));
  }
  for (const file of files) rmSync(file, { force: true });
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
  feedWorker: Output;
  /** The page script for pages whose islands include `prepared` (those with early work), bundled once per set. */
  client: (prepared: readonly string[]) => Promise<Output>;
  /** Every island with early work (PREPARE_DIR). */
  prepared: string[];
}

/**
 * Bundles the islands with esbuild into public/islands/ (README, "Islands"):
 * - the runtime: React, react-dom, emotion, the theme and every island the views' `<Island>` elements name
 *   (registry.ts), one chunk shared by every page with an island;
 * - the blog feed's worker: supabase-js and the feed's requests, run off the main thread (feedWorker.ts), with the
 *   Supabase project Gatsby would inline (src/gatsby/supabaseEnv.ts resolved it in onPreInit);
 * - the page script (src/islands/client.ts, with the early work of a page's own islands, put inline into its pages by
 *   inlineIslandsClient), which loads the runtime after the first paint.
 * Each but the page script is named with a hash of its content, so `_headers` caches it as immutable (esbuild, through
 * the build's one esbuild entry, src/gatsby/bundle.ts).
 */
export async function bundleIslands(root: string, env: NodeJS.ProcessEnv = process.env): Promise<IslandsBundle> {
  const outdir = path.join(root, 'public', ISLANDS_DIR);
  rmSync(outdir, { recursive: true, force: true });
  mkdirSync(outdir, { recursive: true });
  // The runtime is loaded by URL (client.ts): the page script names it, it does not contain it.
  const external = [`/${ISLANDS_DIR}/*`];
  const feedWorker = await bundleToFile({
    root,
    outdir,
    name: 'blog-feed-worker',
    hashed: true,
    format: 'iife',
    entry: FEED_WORKER_ENTRY,
    define: workerDefines(env),
    external,
  });
  // The feed asks its first page itself (src/blog/firstPage.ts), from the project the worker reads.
  const define = { ...workerDefines(env), 'process.env.GATSBY_BLOG_FEED_WORKER': JSON.stringify(`/${feedWorker.file}`) };
  const registry = islandRegistry(islandUses(path.join(root, 'src')));
  const entry = { generated: 'islands-runtime', contents: runtimeEntry(registry, path.join(root, RUNTIME_MODULE)) };
  const runtime = await bundleToFile({ root, outdir, name: 'runtime', hashed: true, entry, define, external });
  const prepared = preparedIslands(root).filter((name) => registry.has(name));
  const clients = new Map<string, Promise<Output>>();
  const client = (names: readonly string[]) => {
    const sorted = [...names].sort();
    const key = sorted.join('-');
    const made =
      clients.get(key) ??
      bundleToFile({
        root,
        outdir,
        name: key ? `${CLIENT_NAME}-${key}` : CLIENT_NAME,
        entry: clientEntry(root, sorted),
        define: { ...define, ISLANDS_RUNTIME_URL: JSON.stringify(`/${runtime.file}`) },
        external,
      });
    clients.set(key, made);
    return made;
  };
  return { runtime, feedWorker, client, prepared };
}
