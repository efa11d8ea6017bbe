/**
 * `npm run bench`: Lighthouse 13 (mobile, simulated throttling) on every page
 * of src/config/routes.ts, BENCH_RUNS times each (default 3), at each CPU slowdown
 * BENCH_CPU lists (default 4,8: Lighthouse's own, and a machine or phone half as fast), against the
 * production build served like Netlify, and on each page's floor twin (the
 * same HTML without scripts and web fonts, bench/floorTwin.ts); then real
 * Chromium with DevTools throttling, page against twin (bench/chromiumLcp.ts),
 * BENCH_CHROMIUM_RUNS times each (default 9).
 * Medians printed and written into docs/performance.md's Performance table,
 * with each page's JavaScript compared to a blank Gatsby site's; the whole
 * run as JSON only on request, into the file BENCH_JSON names. BENCH_RUNS and BENCH_PAGES narrow a quick look (BENCH_PAGES leaves the
 * table alone). Reuses public/ unless it is missing or `--rebuild` is given.
 * With the embedded backend and /blog measured, the blog's photos too (bench/photos.ts): the large-photo case, the
 * bytes of every seed photo. With BENCH_BASELINE (a git revision or a built checkout), every page of that build in
 * Lighthouse too, and its photos, in the same run: the figures before and after a change.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { chromiumVersion } from '../scripts/lib/chromium';
import { postRoutes, publishedPosts, ROUTES } from '../scripts/lib/siteRoutes';
import { builtFunctions } from '../scripts/lib/netlifyFunctions';
import { LANGUAGES } from '../src/config/routes';
import { localizePath } from '../src/i18n/paths';
import { builtImageCdn } from '../src/gatsby/deploy/netlifyImages';
import { resolveStatic, startStaticServer } from '../scripts/lib/staticServer';
import { startBackend } from './backend';
import { type Proxy, startCompressingProxy, warmUp } from './compressingProxy';
import { buildBlankSite } from './blankSite';
import { chromiumVisit, launchThrottledBrowser, THROTTLING, type Visit } from './chromiumLcp';
import { blogTwins } from './blogTwin';
import { landingExitMs } from './landingExit';
import { CPU_RATES, isChosenPage, launchChrome, median, runLighthouse, type RunResult, withRetries } from './lighthouse';
import { type BeforeAfter, beforeAfterTable, markdownTable, type PageRow, printTable, TARGETS, withBenchSection } from './report';
import { baselineSite, measurePhotos, photosMarkdown } from './photos';

const ROOT = path.resolve(__dirname, '..');
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
/**
 * Real Chromium takes more runs than Lighthouse's simulation: one page's LCP spreads over 400-730 ms across 9 cold
 * visits on this 2-core machine (its twin's alike), so a median of 3 moved a page's ratio by 0.1-0.2 from one bench to
 * the next (/product-placement 1.23x in a run of 3, 1.02x in 9 runs right after). A visit takes about 3 s.
 */
const CHROMIUM_RUNS = Number(process.env.BENCH_CHROMIUM_RUNS ?? process.env.BENCH_RUNS ?? 9);
/**
 * Every page of product §2, the 404 page of each language (docs/performance.md, "Running the benchmark"), the latter
 * at the address Netlify serves it from with status 200 (Lighthouse refuses to measure a document answered 404; an
 * unknown path gets the same HTML with status 404), and the newest post page of each language as the blog's function
 * answers it (the backend's newest post).
 */
async function benchRoutes(backend: { url: string; anonKey: string }) {
  const newest = (await publishedPosts(backend)).slice(0, 1);
  return [
    ...ROUTES,
    ...LANGUAGES.map((lang) => ({ lang, key: '404', path: localizePath('/404', lang) })),
    ...LANGUAGES.flatMap((lang) => postRoutes(newest, lang)),
  ];
}
/** A marker supabase-js keeps in minified code (its X-Client-Info header). */
const SUPABASE_MARKER = /supabase-js/;

/** Sites measured side by side in Lighthouse: this build, its floor twins, the build before (BENCH_BASELINE). */
interface Measured {
  url: string;
  /** How the console names its runs (`/team (floor twin) run 1/3`). */
  label: string;
  /** Whether the site has the page (the build before a change may lack one it adds): not measured there otherwise. */
  has?: (pathName: string) => boolean;
}

/**
 * Lighthouse's runs of each page on each of `sites`, interleaved: for each page, run after run, one on each site in
 * turn, so that whatever the machine does meanwhile falls on a page and its twin (and the build before) alike. Run
 * one after another, a page's runs and its twin's were tens of minutes apart, and a noisy stretch of the machine (the
 * first minutes of a run are one) showed as a page's own TBT.
 */
async function measure(
  sites: readonly Measured[],
  paths: readonly string[],
  port: number,
  cpu: number,
): Promise<Array<Map<string, RunResult[]>>> {
  const runs = sites.map(() => new Map<string, RunResult[]>());
  for (const p of paths) {
    for (let i = 0; i < RUNS; i += 1) {
      for (const [s, { url, label, has }] of sites.entries()) {
        if (has && !has(p)) continue;
        const result = await withRetries(() => runLighthouse(`${url}${p}`, port, cpu));
        runs[s]!.set(p, [...(runs[s]!.get(p) ?? []), result]);
        process.stdout.write(
          `  ${p}${label} ${cpu}x run ${i + 1}/${RUNS}: perf ${result.scores.performance}, LCP ${Math.round(result.lcpMs)} ms, TBT ${Math.round(result.tbtMs)} ms\n`,
        );
      }
    }
  }
  return runs;
}

/** Medians of the landing's exit latency (bench/landingExit.ts), per landing page. */
async function measureLandingExit(siteUrl: string, paths: readonly string[]): Promise<Record<string, number>> {
  const browser = await launchThrottledBrowser();
  const out: Record<string, number> = {};
  try {
    for (const p of paths) {
      const runs: number[] = [];
      for (let i = 0; i < CHROMIUM_RUNS; i += 1) runs.push(await withRetries(() => landingExitMs(browser, `${siteUrl}${p}`)));
      out[p] = Math.round(median(runs));
      process.stdout.write(`  ${p}: ${out[p]} ms (runs ${runs.map(Math.round).join(', ')})\n`);
    }
  } finally {
    await browser.close();
  }
  return out;
}

/**
 * Real-Chromium medians of each page and its floor twin (LCP, and the main thread's blocking time after the first
 * paint), visits interleaved so load on the machine hits both alike.
 */
async function measureChromium(siteUrl: string, floorUrl: string, paths: readonly string[]) {
  const browser = await launchThrottledBrowser();
  const out = new Map<string, { page: Visit; floor: Visit }>();
  const medians = (visits: readonly Visit[]): Visit => ({
    lcpMs: median(visits.map((v) => v.lcpMs)),
    blockingMs: median(visits.map((v) => v.blockingMs)),
  });
  try {
    for (const p of paths) {
      const page: Visit[] = [];
      const floor: Visit[] = [];
      for (let i = 0; i < CHROMIUM_RUNS; i += 1) {
        page.push(await withRetries(() => chromiumVisit(browser, `${siteUrl}${p}`)));
        floor.push(await withRetries(() => chromiumVisit(browser, `${floorUrl}${p}`)));
      }
      const result = { page: medians(page), floor: medians(floor) };
      out.set(p, result);
      process.stdout.write(
        `  ${p}: LCP ${Math.round(result.page.lcpMs)} ms, floor ${Math.round(result.floor.lcpMs)} ms; ` +
          `blocking ${Math.round(result.page.blockingMs)} ms, floor ${Math.round(result.floor.blockingMs)} ms\n`,
      );
    }
  } finally {
    await browser.close();
  }
  return out;
}

function row(pathName: string, key: string, results: RunResult[], floorBytes: number, publicDir: string): PageRow {
  const m = (pick: (r: RunResult) => number) => median(results.map(pick));
  const scripts = [...new Set(results.flatMap((r) => r.scripts))];
  const shipsSupabase = scripts.some((s) => {
    const file = path.join(publicDir, s);
    return existsSync(file) && SUPABASE_MARKER.test(readFileSync(file, 'utf8'));
  });
  const jsBytes = m((r) => r.jsBytes);
  return {
    path: pathName,
    key,
    performance: m((r) => r.scores.performance),
    accessibility: m((r) => r.scores.accessibility),
    bestPractices: m((r) => r.scores['best-practices']),
    seo: m((r) => r.scores.seo),
    lcpMs: Math.round(m((r) => r.lcpMs)),
    tbtMs: Math.round(m((r) => r.tbtMs)),
    cls: Number(m((r) => r.cls).toFixed(4)),
    jsBytes,
    jsRatio: Number((jsBytes / floorBytes).toFixed(2)),
    shipsSupabase,
  };
}

async function main() {
  const publicDir = path.join(ROOT, 'public');
  if (process.argv.includes('--rebuild') || !existsSync(path.join(publicDir, 'index.html'))) {
    execFileSync('npm', ['run', 'build'], { cwd: ROOT, stdio: 'inherit' });
  }
  const chromium = chromiumVersion();
  console.log(chromium);
  const blankDir = buildBlankSite(ROOT);
  // The builds before a change, or other designs of it (BENCH_BASELINE, revisions separated by commas): built before the
  // bench's embedded backend starts, as a build blocks this process (which serves that backend) while it reads the posts.
  const builds = (process.env.BENCH_BASELINE ?? '')
    .split(',')
    .filter(Boolean)
    .map((spec) => baselineSite(spec, ROOT));
  const backend = await startBackend();
  const PAGES = (await benchRoutes(backend)).filter((r) => isChosenPage(r.path));
  console.log(`Backend: ${backend.note}`);
  // The blog's post pages are its function's (docs/decisions/0014-blog-pages-on-demand.md), served beside the files.
  const siteFiles = await startStaticServer(publicDir, {
    images: builtImageCdn(ROOT),
    functions: builtFunctions(ROOT),
  });
  const blankFiles = await startStaticServer(blankDir);
  const site = await startCompressingProxy(siteFiles.url);
  // Those builds, served alike.
  const baselines: Array<{ dir: string; label: string; files: Awaited<ReturnType<typeof startStaticServer>>; proxy: Proxy }> = [];
  for (const build of builds) {
    const files = await startStaticServer(path.join(build.dir, 'public'), { images: builtImageCdn(build.dir) });
    baselines.push({ ...build, files, proxy: await startCompressingProxy(files.url) });
  }
  // Each page's floor twin; the blog's has its first page of posts in the HTML (bench/blogTwin.tsx).
  const floorSite = await startCompressingProxy(siteFiles.url, await blogTwins(backend.url, backend.anonKey));
  // The post pages as Netlify's CDN answers them once it holds them: no render. `site` renders every visit, as a miss.
  const postPaths = PAGES.filter((r) => r.key === 'post').map((r) => r.path);
  const cdnCopy = await startCompressingProxy(siteFiles.url, undefined, { cdn: true });
  await warmUp(cdnCopy.url, postPaths);
  const blank = await startCompressingProxy(blankFiles.url);
  await warmUp(blank.url, ['/']);
  await warmUp(
    site.url,
    PAGES.map((r) => r.path),
  );
  await warmUp(
    floorSite.url,
    PAGES.map((r) => r.path),
  );
  for (const { proxy } of baselines)
    await warmUp(
      proxy.url,
      PAGES.map((r) => r.path),
    );
  const chrome = await launchChrome();
  try {
    // A first run measures Lighthouse's own start more than the page (its code still being compiled): not counted.
    await withRetries(() => runLighthouse(`${blank.url}/`, chrome.port));
    const sites: Measured[] = [
      { url: site.url, label: '' },
      { url: floorSite.url, label: ' (floor twin)' },
      ...baselines.map((baseline) => ({
        url: baseline.proxy.url,
        label: ` (${baseline.label})`,
        has: (p: string) => resolveStatic(path.join(baseline.dir, 'public'), p) !== null,
      })),
      { url: cdnCopy.url, label: " (the CDN's copy)", has: (p: string) => postPaths.includes(p) },
    ];
    /** Lighthouse's runs at each CPU slowdown: the blank site's, and the pages' on each of `sites`. */
    const atRate = new Map<number, { blank: RunResult[]; pages: Array<Map<string, RunResult[]>> }>();
    for (const cpu of CPU_RATES) {
      console.log(`Blank Gatsby site, ${cpu}x CPU (${RUNS} runs):`);
      const [blankRuns = new Map<string, RunResult[]>()] = await measure([{ url: blank.url, label: '' }], ['/'], chrome.port, cpu);
      console.log(
        `Site, floor twins${baselines.length > 0 ? ` and the builds of ${baselines.map((b) => b.label).join(', ')}` : ''} at ${cpu}x CPU (${PAGES.length} pages x ${RUNS} runs each):`,
      );
      const pages = await measure(
        sites,
        PAGES.map((r) => r.path),
        chrome.port,
        cpu,
      );
      atRate.set(cpu, { blank: blankRuns.get('/') ?? [], pages });
    }
    const floorBytes = median((atRate.get(CPU_RATES[0]!)?.blank ?? []).map((r) => r.jsBytes));
    console.log(
      `Real Chromium, ${THROTTLING.cpuSlowdown}x CPU, 1.6 Mbit/s, ${THROTTLING.latencyMs} ms RTT (${CHROMIUM_RUNS} runs each, page and twin):`,
    );
    const real = await measureChromium(
      site.url,
      floorSite.url,
      PAGES.map((r) => r.path),
    );
    const landings = PAGES.filter((r) => r.key === 'landing').map((r) => r.path);
    console.log(`The landing's exit, 3 s after opening: click to next frame (${CHROMIUM_RUNS} runs each):`);
    const landingExit = await measureLandingExit(site.url, landings);
    const photos =
      backend.db && PAGES.some((r) => r.path === '/blog')
        ? await measurePhotos({
            root: ROOT,
            db: backend.db,
            siteUrl: site.url,
            chromePort: chrome.port,
            runs: RUNS,
            chromiumRuns: CHROMIUM_RUNS,
            baseline: process.env.BENCH_BASELINE?.split(',')[0],
          })
        : null;
    const photosSection = photos && photosMarkdown(photos, RUNS, CHROMIUM_RUNS);
    if (photosSection) console.log(`\n${photosSection}\n`);
    /** Each page's row at `cpu` (the real-Chromium columns on the first rate's only), the blank site's, before and after. */
    const tableAt = (cpu: number) => {
      const {
        blank: floorRuns = [],
        pages: [runs = new Map<string, RunResult[]>(), twinRuns = new Map<string, RunResult[]>(), ...others] = [],
      } = atRate.get(cpu) ?? {};
      const befores = others.slice(0, baselines.length);
      const copyRuns = others[baselines.length] ?? new Map<string, RunResult[]>();
      const rows = PAGES.map((r) => {
        const base = row(r.path, r.key, runs.get(r.path) ?? [], floorBytes, publicDir);
        const twin = twinRuns.get(r.path) ?? [];
        const floorLcpMs = Math.round(median(twin.map((x) => x.lcpMs)));
        const visits = cpu === CPU_RATES[0] ? real.get(r.path) : undefined;
        return {
          ...base,
          floorLcpMs,
          lcpRatio: Number((base.lcpMs / floorLcpMs).toFixed(2)),
          floorTbtMs: Math.round(median(twin.map((x) => x.tbtMs))),
          ...(visits && {
            chromeLcpMs: Math.round(visits.page.lcpMs),
            chromeFloorLcpMs: Math.round(visits.floor.lcpMs),
            chromeLcpRatio: Number((visits.page.lcpMs / visits.floor.lcpMs).toFixed(2)),
            chromeTbtMs: Math.round(visits.page.blockingMs),
            chromeFloorTbtMs: Math.round(visits.floor.blockingMs),
          }),
        };
      });
      const floorRow = row('/ (blank Gatsby 5)', 'floor', floorRuns, floorBytes, blankDir);
      /** Each build of BENCH_BASELINE beside this one: its rows, and the section that prints them. */
      const comparisons = baselines.map((baseline, b) => {
        const beforeRuns = befores[b] ?? new Map<string, RunResult[]>();
        const pairs: BeforeAfter[] = rows
          .filter((after) => beforeRuns.has(after.path))
          .map((after) => {
            const before = row(after.path, after.key, beforeRuns.get(after.path) ?? [], floorBytes, path.join(baseline.dir, 'public'));
            return { path: after.path, before, after };
          });
        const section = [
          `Before and after, same run, ${cpu}x CPU: Lighthouse medians of the build of ${baseline.label} beside this build's:`,
          '',
          beforeAfterTable(pairs, baseline.label),
        ].join('\n');
        console.log(`\n${section}\n`);
        return { build: baseline.label, pages: pairs, section };
      });
      // Each post page from the CDN's copy beside the same page rendered at every visit (a miss each time).
      const copyPairs: BeforeAfter[] = rows
        .filter((rendered) => copyRuns.has(rendered.path))
        .map((rendered) => ({
          path: rendered.path,
          before: row(rendered.path, rendered.key, copyRuns.get(rendered.path) ?? [], floorBytes, publicDir),
          after: rendered,
        }));
      if (copyPairs.length > 0) {
        console.log(
          [
            '',
            `Post pages, same run, ${cpu}x CPU: Lighthouse medians of the CDN's copy ("cached") beside the function rendering every visit ("now"):`,
            '',
            beforeAfterTable(copyPairs, 'cached'),
            '',
          ].join('\n'),
        );
      }
      const beforeAfter = comparisons[0]?.pages ?? null;
      const beforeAfterSection = comparisons.length > 0 ? comparisons.map((c) => c.section).join('\n\n') : null;
      return {
        rows,
        floorRow,
        beforeAfter,
        comparisons,
        beforeAfterSection,
        indexes: [...runs.values(), floorRuns].flat().map((r) => r.benchmarkIndex),
      };
    };
    const [first, ...slower] = CPU_RATES.map((cpu) => ({ cpu, ...tableAt(cpu) }));
    const { rows, floorRow, beforeAfter, beforeAfterSection } = first!;
    const benchmarkIndex = Math.round(median([first!, ...slower].flatMap((t) => t.indexes)));
    printTable([floorRow, ...rows], floorBytes);
    /** The table at each further slowdown: Lighthouse's columns (the real-Chromium ones are the first rate's). */
    const slowerSections = slower.map(({ cpu, rows: slowRows, floorRow: slowFloor, beforeAfterSection: slowBeforeAfter }) =>
      [
        `Lighthouse at ${cpu}x CPU (its simulation's CPU slowdown; the rest of its throttling as above), same run:`,
        '',
        markdownTable([slowFloor, ...slowRows]),
        ...(slowBeforeAfter ? ['', slowBeforeAfter] : []),
      ].join('\n'),
    );
    for (const section of slowerSections) console.log(`\n${section}`);
    console.log(`Lighthouse benchmarkIndex of this machine (median): ${benchmarkIndex}`);
    const results = {
      date: new Date().toISOString(),
      lighthouse: '13 (mobile, simulated throttling)',
      chromium,
      runsPerPage: RUNS,
      chromiumRunsPerPage: CHROMIUM_RUNS,
      backend: backend.note,
      benchmarkIndex,
      targets: TARGETS,
      landingExitMs: landingExit,
      floor: floorRow,
      pages: rows,
      before: beforeAfter && { build: baselines[0]!.label, pages: beforeAfter },
      others: first!.comparisons.slice(1).map(({ build, pages }) => ({ build, pages })),
      slowerCpu: slower.map(({ cpu, rows: slowRows, floorRow: slowFloor, beforeAfter: slowBeforeAfter, comparisons: slowComparisons }) => ({
        cpuSlowdown: cpu,
        floor: slowFloor,
        pages: slowRows,
        before: slowBeforeAfter,
        others: slowComparisons.slice(1).map(({ build, pages }) => ({ build, pages })),
      })),
      photos,
    };
    // Only on request: the figures that belong in the tree are the table below; a run's raw JSON is the runner's.
    if (process.env.BENCH_JSON) {
      writeFileSync(path.resolve(process.env.BENCH_JSON), `${JSON.stringify(results, null, 2)}\n`);
      console.log(`Written to ${process.env.BENCH_JSON}`);
    }
    if (!process.env.BENCH_PAGES) {
      const docFile = path.join(ROOT, 'docs', 'performance.md');
      const section = [
        `Latest figures (${results.date.slice(0, 16).replace('T', ' ')} UTC, ${chromium}, Lighthouse at ${CPU_RATES[0]}x CPU, ${RUNS} Lighthouse runs and ${CHROMIUM_RUNS} real-Chromium runs per page, Lighthouse benchmarkIndex ${benchmarkIndex}):`,
        '',
        markdownTable([floorRow, ...rows]),
        '',
        `The landing's exit, 3 s after opening, click to next frame (real Chromium, ${THROTTLING.cpuSlowdown}x CPU, median of ${CHROMIUM_RUNS}): ${Object.entries(
          landingExit,
        )
          .map(([p, ms]) => `${p} ${ms} ms`)
          .join(', ')} (target: at most 100 ms).`,
        ...(beforeAfterSection ? ['', beforeAfterSection] : []),
        ...slowerSections.flatMap((section) => ['', section]),
        ...(photosSection ? ['', photosSection] : []),
      ].join('\n');
      writeFileSync(docFile, withBenchSection(readFileSync(docFile, 'utf8'), section));
      console.log('Written to docs/performance.md');
    }
  } finally {
    chrome.kill();
    await Promise.all([
      site.close(),
      floorSite.close(),
      cdnCopy.close(),
      blank.close(),
      siteFiles.close(),
      blankFiles.close(),
      ...baselines.flatMap(({ proxy, files }) => [proxy.close(), files.close()]),
      backend.stop(),
    ]);
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
