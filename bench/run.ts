/**
 * `npm run bench`: Lighthouse 12 (mobile, simulated throttling) on every page
 * of src/config/routes.ts, BENCH_RUNS times each (default 3), against the
 * production build served like Netlify; medians printed and written to
 * bench/results.json, with each page's JavaScript compared to a blank Gatsby
 * site's. BENCH_RUNS and BENCH_PAGES narrow a quick look. Reuses public/ unless it is missing or `--rebuild` is given.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { ROUTES } from '../scripts/lib/siteRoutes';
import { startStaticServer } from '../scripts/lib/staticServer';
import { startBackend } from './backend';
import { startCompressingProxy, warmUp } from './compressingProxy';
import { buildBlankSite } from './blankSite';
import { launchChrome, median, runLighthouse, type RunResult } from './lighthouse';
import { type PageRow, printTable, TARGETS } from './report';

const ROOT = path.resolve(__dirname, '..');
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
/** BENCH_PAGES=/about,/en/blog measures only those pages (for a quick look); all pages otherwise. */
const PAGES = ROUTES.filter((r) => !process.env.BENCH_PAGES || process.env.BENCH_PAGES.split(',').includes(r.path));
/** A marker supabase-js keeps in minified code (its X-Client-Info header). */
const SUPABASE_MARKER = /supabase-js/;

/** Lighthouse now and then fails to record a trace (NO_NAVSTART, NO_FCP) on a busy machine: try again. */
async function withRetries<T>(task: () => Promise<T>, attempts = 3): Promise<T> {
  for (let i = 1; ; i += 1) {
    try {
      return await task();
    } catch (error) {
      if (i >= attempts) throw error;
      console.warn(`  retrying after: ${error instanceof Error ? error.message : String(error)}`);
    }
  }
}

async function measure(baseUrl: string, paths: readonly string[], port: number): Promise<Map<string, RunResult[]>> {
  const runs = new Map<string, RunResult[]>();
  for (const p of paths) {
    for (let i = 0; i < RUNS; i += 1) {
      const result = await withRetries(() => runLighthouse(`${baseUrl}${p}`, port));
      runs.set(p, [...(runs.get(p) ?? []), result]);
      process.stdout.write(`  ${p} run ${i + 1}/${RUNS}: perf ${result.scores.performance}, LCP ${Math.round(result.lcpMs)} ms\n`);
    }
  }
  return runs;
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
  const blankDir = buildBlankSite(ROOT);
  const backend = await startBackend();
  console.log(`Backend: ${backend.note}`);
  const siteFiles = await startStaticServer(publicDir);
  const blankFiles = await startStaticServer(blankDir);
  const site = await startCompressingProxy(siteFiles.url);
  const blank = await startCompressingProxy(blankFiles.url);
  await warmUp(blank.url, ['/']);
  await warmUp(site.url, PAGES.map((r) => r.path));
  const chrome = await launchChrome();
  try {
    console.log(`Blank Gatsby site (${RUNS} runs):`);
    const floorRuns = (await measure(blank.url, ['/'], chrome.port)).get('/') ?? [];
    const floorBytes = median(floorRuns.map((r) => r.jsBytes));
    console.log(`Site (${PAGES.length} pages x ${RUNS} runs):`);
    const runs = await measure(site.url, PAGES.map((r) => r.path), chrome.port);
    const rows = PAGES.map((r) => row(r.path, r.key, runs.get(r.path) ?? [], floorBytes, publicDir));
    const floorRow = row('/ (blank Gatsby 5)', 'floor', floorRuns, floorBytes, blankDir);
    const benchmarkIndex = Math.round(median([...runs.values(), floorRuns].flat().map((r) => r.benchmarkIndex)));
    printTable([floorRow, ...rows], floorBytes);
    console.log(`Lighthouse benchmarkIndex of this machine (median): ${benchmarkIndex}`);
    const results = {
      date: new Date().toISOString(),
      lighthouse: '12 (mobile, simulated throttling)',
      runsPerPage: RUNS,
      backend: backend.note,
      benchmarkIndex,
      targets: TARGETS,
      floor: floorRow,
      pages: rows,
    };
    writeFileSync(path.join(__dirname, 'results.json'), `${JSON.stringify(results, null, 2)}\n`);
    console.log('Written to bench/results.json');
  } finally {
    chrome.kill();
    await Promise.all([site.close(), blank.close(), siteFiles.close(), blankFiles.close(), backend.stop()]);
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
