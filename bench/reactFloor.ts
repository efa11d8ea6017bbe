/**
 * `npm run bench:react-floor`: how close to its twin with posts (bench/blogTwin.tsx) any React frontend can bring the
 * blog, whose feed loads on open (product §4). Measures each blog page of the build in public/ beside two yardsticks, in
 * one run:
 * - its twin with posts, as `npm run bench` does;
 * - its React floor: the same built page, with the same page script, early request and lead photo, whose islands
 *   runtime is React and react-dom alone (bench/reactFloorRuntime.ts, drawing the twin's cards in one render).
 * Lighthouse (BENCH_RUNS, default 3) and real Chromium (BENCH_CHROMIUM_RUNS, default 9), visits interleaved, medians.
 * Run it on an otherwise idle machine, like the bench.
 */
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { builtImageCdn } from '../src/gatsby/deploy/netlifyImages';
import { startStaticServer } from '../scripts/lib/staticServer';
import { bundleToFile } from '../src/gatsby/bundle';
import { startBackend } from './backend';
import { blogPostLists, blogTwins, pageLanguage, type PostLists } from './blogTwin';
import { chromiumLcp, launchThrottledBrowser } from './chromiumLcp';
import { startCompressingProxy, warmUp } from './compressingProxy';
import { launchChrome, median, runLighthouse, withRetries } from './lighthouse';

const ROOT = path.resolve(__dirname, '..');
const PUBLIC = path.join(ROOT, 'public');
const BLOG_PAGES = ['/blog', '/en/blog'];
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const CHROMIUM_RUNS = Number(process.env.BENCH_CHROMIUM_RUNS ?? 9);
const VARIANTS = ['page', 'React floor', 'twin'] as const;
type Variant = (typeof VARIANTS)[number];

/**
 * A copy of the build in a new directory whose islands runtime is the React floor's, under the runtime's own hashed
 * name (the page script asks for it by that name), and whose blog pages carry the cards' styles. Returns the directory.
 */
export async function reactFloorBuild(publicDir: string, lists: PostLists): Promise<string> {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'react-floor-'));
  cpSync(publicDir, dir, { recursive: true });
  const islands = path.join(dir, 'islands');
  const runtime = readdirSync(islands).find((file) => /^runtime-.*\.js$/.test(file));
  if (!runtime) throw new Error(`${publicDir} has no islands runtime: build the site first (npm run build)`);
  const cards = { ru: lists.ru.html, en: lists.en.html };
  await bundleToFile({
    root: ROOT,
    outdir: islands,
    name: runtime.slice(0, -'.js'.length),
    entry: 'bench/reactFloorRuntime.ts',
    define: { REACT_FLOOR_LISTS: JSON.stringify(cards) },
  });
  for (const page of BLOG_PAGES) {
    const file = path.join(dir, `${page}.html`);
    const html = readFileSync(file, 'utf8');
    if (!html.includes('</head>')) throw new Error(`${file}: no </head> to put the cards' styles before`);
    writeFileSync(file, html.replace('</head>', `${lists[pageLanguage(page)].styles}</head>`));
  }
  return dir;
}

type Medians = Record<Variant, number>;

function row(page: string, tool: string, lcp: Medians): string {
  const times = (v: Variant) => `${Math.round(lcp[v])} ms${v === 'twin' ? '' : ` (${(lcp[v] / lcp.twin).toFixed(2)}x)`}`;
  return `| ${page} | ${tool} | ${VARIANTS.map(times).join(' | ')} |`;
}

/** LCP medians of `page` in each variant, `runs` visits each, the variants' visits interleaved. */
async function interleavedMedians(
  tool: string,
  page: string,
  runs: number,
  urls: Record<Variant, string>,
  lcpOf: (url: string) => Promise<number>,
): Promise<Medians> {
  const lcps: Record<Variant, number[]> = { page: [], 'React floor': [], twin: [] };
  for (let i = 0; i < runs; i += 1)
    for (const v of VARIANTS) {
      const lcp = await withRetries(() => lcpOf(`${urls[v]}${page}`));
      lcps[v].push(lcp);
      process.stdout.write(`  ${tool} ${page} ${v} run ${i + 1}/${runs}: LCP ${Math.round(lcp)} ms\n`);
    }
  return { page: median(lcps.page), 'React floor': median(lcps['React floor']), twin: median(lcps.twin) };
}

async function main() {
  const backend = await startBackend();
  const lists = await blogPostLists(backend.url, backend.anonKey);
  const floorDir = await reactFloorBuild(PUBLIC, lists);
  // Both draw the blog's photos through the image CDN of this build (src/gatsby/deploy/netlifyImages.ts).
  const siteFiles = await startStaticServer(PUBLIC, { images: builtImageCdn(path.dirname(PUBLIC)) });
  const floorFiles = await startStaticServer(floorDir, { images: builtImageCdn(path.dirname(PUBLIC)) });
  const proxies = {
    page: await startCompressingProxy(siteFiles.url),
    'React floor': await startCompressingProxy(floorFiles.url),
    twin: await startCompressingProxy(siteFiles.url, await blogTwins(backend.url, backend.anonKey)),
  };
  const urls = { page: proxies.page.url, 'React floor': proxies['React floor'].url, twin: proxies.twin.url };
  const lighthouse = new Map<string, Medians>();
  const results: string[] = [];
  try {
    for (const url of Object.values(urls)) await warmUp(url, BLOG_PAGES);
    const chrome = await launchChrome();
    try {
      for (const page of BLOG_PAGES)
        lighthouse.set(
          page,
          await interleavedMedians('Lighthouse', page, RUNS, urls, async (url) => (await runLighthouse(url, chrome.port)).lcpMs),
        );
    } finally {
      chrome.kill();
    }
    const browser = await launchThrottledBrowser();
    try {
      for (const page of BLOG_PAGES) {
        const chromium = await interleavedMedians('Chromium', page, CHROMIUM_RUNS, urls, (url) => chromiumLcp(browser, url));
        results.push(row(page, 'Lighthouse', lighthouse.get(page) as Medians), row(page, 'Chromium', chromium));
      }
    } finally {
      await browser.close();
    }
  } finally {
    await Promise.all([...Object.values(proxies).map((proxy) => proxy.close()), siteFiles.close(), floorFiles.close(), backend.stop()]);
    rmSync(floorDir, { recursive: true, force: true });
  }
  console.log(`LCP, medians of ${RUNS} Lighthouse and ${CHROMIUM_RUNS} real-Chromium visits (ratio to the twin):\n`);
  console.log(`| page | tool | ${VARIANTS.join(' | ')} |\n|---|---|---|---|---|\n${results.join('\n')}`);
}

if (require.main === module)
  main().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
