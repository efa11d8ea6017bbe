/**
 * `npm run bench`: Lighthouse 12 (mobile, simulated throttling) on every page
 * of src/config/routes.ts, BENCH_RUNS times each (default 3), against the
 * production build served like Netlify; medians printed and written to
 * bench/results.json, with each page's JavaScript compared to a blank Gatsby
 * site's. Reuses public/ unless it is missing or `--rebuild` is given.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { ROUTES } from '../__tests__/e2e/support/site';
import { startStaticServer } from '../scripts/lib/staticServer';
import { startBackend } from './backend';
import { buildBlankSite } from './blankSite';
import { launchChrome, median, runLighthouse, type RunResult } from './lighthouse';
import { type PageRow, printTable, TARGETS } from './report';

const ROOT = path.resolve(__dirname, '..');
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
/** A marker supabase-js keeps in minified code (its X-Client-Info header). */
const SUPABASE_MARKER = /supabase-js/;

async function measure(baseUrl: string, paths: readonly string[], port: number): Promise<Map<string, RunResult[]>> {
  const runs = new Map<string, RunResult[]>();
  for (const p of paths) {
    for (let i = 0; i < RUNS; i += 1) {
      const result = await runLighthouse(`${baseUrl}${p}`, port);
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
  const backend = await startBackend(ROOT);
  console.log(`Backend: ${backend.note}`);
  const site = await startStaticServer(publicDir);
  const blank = await startStaticServer(blankDir);
  const chrome = await launchChrome();
  try {
    console.log(`Blank Gatsby site (${RUNS} runs):`);
    const floorRuns = (await measure(blank.url, ['/'], chrome.port)).get('/') ?? [];
    const floorBytes = median(floorRuns.map((r) => r.jsBytes));
    console.log(`Site (${ROUTES.length} pages x ${RUNS} runs):`);
    const runs = await measure(site.url, ROUTES.map((r) => r.path), chrome.port);
    const rows = ROUTES.map((r) => row(r.path, r.key, runs.get(r.path) ?? [], floorBytes, publicDir));
    printTable(rows, floorBytes);
    const results = {
      date: new Date().toISOString(),
      lighthouse: '12 (mobile, simulated throttling)',
      runsPerPage: RUNS,
      backend: backend.note,
      targets: TARGETS,
      floor: { jsBytes: floorBytes },
      pages: rows,
    };
    writeFileSync(path.join(__dirname, 'results.json'), `${JSON.stringify(results, null, 2)}\n`);
    console.log('Written to bench/results.json');
  } finally {
    chrome.kill();
    await Promise.all([site.close(), blank.close(), backend.stop()]);
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
