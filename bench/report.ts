/** The performance targets of a page without an island. */
export const TARGETS = {
  scores: 100,
  /** Lighthouse LCP relative to the page's own floor twin (bench/floorTwin.ts), same run. */
  lcpRatio: 1.15,
  /** Lighthouse TBT at most this much over the floor twin's, same run (what the page's scripts and fonts may cost). */
  tbtOverFloorMs: 50,
  cls: 0.01,
  /** Content pages' JavaScript, relative to a blank Gatsby 5 site. */
  jsRatio: 1.15,
  /** Real Chromium with DevTools throttling (bench/chromiumLcp.ts): LCP relative to the floor twin. */
  chromeLcpRatio: 1.2,
  /** Real Chromium: the main thread's blocking time after the first paint, at most this much over the twin's. */
  chromeTbtOverFloorMs: 50,
} as const;

/** A page's targets; a page with islands is held to an absolute TBT (`tbtMs`) instead of one relative to its twin. */
type Targets = Omit<{ [K in keyof typeof TARGETS]: number }, 'tbtOverFloorMs'> & {
  performance: number;
  tbtOverFloorMs?: number;
  tbtMs?: number;
};

/**
 * What each kind of page is held to. A page without an island: performance at least 98 (Lighthouse's score moves by
 * a point or two with its own noise when every metric is at its floor), TBT at most its twin's + 50 ms. The landing
 * and the 404 pages load React for their islands when the page is idle: performance 99, TBT 100 ms. The blog's feed
 * must load on open (product §4), so React's evaluation falls inside the window: performance 95, TBT 150 ms, and its LCP
 * is compared with its twin that has the first page of posts in the HTML (bench/blogTwin.tsx), at most 1.5x in
 * Lighthouse and in real Chromium. In real Chromium, a page's blocking time may exceed its twin's by its TBT budget.
 */
export function targetsFor(key: string): Targets {
  const { tbtOverFloorMs, ...islands } = { ...TARGETS, performance: 98 };
  if (key === 'landing' || key === '404') return { ...islands, performance: 99, tbtMs: 100, chromeTbtOverFloorMs: 100 };
  if (key === 'blog') return { ...islands, performance: 95, tbtMs: 150, lcpRatio: 1.5, chromeLcpRatio: 1.5, chromeTbtOverFloorMs: 150 };
  return { ...islands, tbtOverFloorMs };
}

export interface PageRow {
  path: string;
  key: string;
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  jsBytes: number;
  jsRatio: number;
  shipsSupabase: boolean;
  /** Lighthouse LCP of the page's floor twin and the page's ratio to it (absent for the blank-Gatsby row). */
  floorLcpMs?: number;
  lcpRatio?: number;
  /** Lighthouse TBT of the page's floor twin. */
  floorTbtMs?: number;
  /** Real-Chromium LCP of the page and of its floor twin, and their ratio. */
  chromeLcpMs?: number;
  chromeFloorLcpMs?: number;
  chromeLcpRatio?: number;
  /** Real-Chromium blocking time after the first paint (bench/chromiumLcp.ts) of the page and of its floor twin. */
  chromeTbtMs?: number;
  chromeFloorTbtMs?: number;
}

/** What misses a target on this row ("" when it meets them all). */
export function misses(row: PageRow): string {
  const targets = targetsFor(row.key);
  const out: string[] = [];
  if (row.performance < targets.performance) out.push('perf');
  for (const [name, value] of [
    ['a11y', row.accessibility],
    ['bp', row.bestPractices],
    ['seo', row.seo],
  ] as const) {
    // A 404 page logs the unknown path to the console (product §2, §8), which Lighthouse's best practices count against
    // it, and asks not to be indexed (noindex), which its SEO score counts against it: both are what product.md asks for.
    if (row.key === '404' && (name === 'bp' || name === 'seo')) continue;
    if (value < targets.scores) out.push(name);
  }
  if (row.lcpRatio !== undefined && row.lcpRatio > targets.lcpRatio) out.push('LCP');
  const tbtLimit =
    targets.tbtMs ??
    (row.floorTbtMs !== undefined && targets.tbtOverFloorMs !== undefined ? row.floorTbtMs + targets.tbtOverFloorMs : undefined);
  if (tbtLimit !== undefined && row.tbtMs > tbtLimit) out.push('TBT');
  if (row.cls > targets.cls) out.push('CLS');
  if (row.key !== 'blog' && row.key !== 'floor' && row.jsRatio > targets.jsRatio) out.push('JS');
  if (row.key !== 'blog' && row.shipsSupabase) out.push('supabase-js');
  if (row.chromeLcpRatio !== undefined && row.chromeLcpRatio > targets.chromeLcpRatio) out.push('Chromium LCP');
  if (
    row.chromeTbtMs !== undefined &&
    row.chromeFloorTbtMs !== undefined &&
    row.chromeTbtMs > row.chromeFloorTbtMs + targets.chromeTbtOverFloorMs
  )
    out.push('Chromium TBT');
  return out.join(',');
}

const HEADER = [
  'page',
  'perf',
  'a11y',
  'bp',
  'seo',
  'LCP ms',
  'floor LCP ms',
  'x floor',
  'TBT ms',
  'floor TBT ms',
  'CLS',
  'JS KiB',
  'JS x blank',
  'Chromium LCP ms',
  'Chromium floor ms',
  'Chromium x floor',
  'Chromium TBT ms',
  'Chromium floor TBT ms',
  'misses',
];

const dash = (value: number | undefined, digits = 0) => (value === undefined ? '-' : value.toFixed(digits));

function cells(r: PageRow): string[] {
  return [
    r.path,
    String(r.performance),
    String(r.accessibility),
    String(r.bestPractices),
    String(r.seo),
    String(r.lcpMs),
    dash(r.floorLcpMs),
    dash(r.lcpRatio, 2),
    String(r.tbtMs),
    dash(r.floorTbtMs),
    String(r.cls),
    (r.jsBytes / 1024).toFixed(1),
    r.jsRatio.toFixed(2),
    dash(r.chromeLcpMs),
    dash(r.chromeFloorLcpMs),
    dash(r.chromeLcpRatio, 2),
    dash(r.chromeTbtMs),
    dash(r.chromeFloorTbtMs),
    misses(r) || '-',
  ];
}

/** The table as markdown (also what the console shows, padded). */
export function markdownTable(rows: readonly PageRow[], pad = false): string {
  const table = [HEADER, ...rows.map(cells)];
  const widths = HEADER.map((_, i) => (pad ? Math.max(...table.map((c) => (c[i] ?? '').length)) : 0));
  const format = (c: string[]) => `| ${c.map((v, i) => v.padEnd(widths[i] ?? 0)).join(' | ')} |`;
  const rule = `|${widths.map((w) => '-'.repeat(Math.max(w, 1) + 2)).join('|')}|`;
  return [format(HEADER), rule, ...table.slice(1).map(format)].join('\n');
}

export function printTable(rows: readonly PageRow[], floorBytes: number): void {
  console.log(`\nBlank Gatsby 5: ${(floorBytes / 1024).toFixed(1)} KiB of JavaScript`);
  console.log(markdownTable(rows, true));
}

/** Lighthouse's medians of one page on the build before (BENCH_BASELINE) and on this one, measured in the same run. */
export interface BeforeAfter {
  path: string;
  before: Pick<PageRow, 'performance' | 'lcpMs' | 'tbtMs'>;
  after: Pick<PageRow, 'performance' | 'lcpMs' | 'tbtMs'>;
}

/** The pages before and after as markdown: each Lighthouse median of the earlier build beside this build's. */
export function beforeAfterTable(rows: readonly BeforeAfter[], label: string): string {
  const head = ['page', `perf ${label}`, 'perf now', `LCP ms ${label}`, 'LCP ms now', `TBT ms ${label}`, 'TBT ms now'];
  const lines = rows.map(({ path: page, before, after }) =>
    [page, before.performance, after.performance, before.lcpMs, after.lcpMs, before.tbtMs, after.tbtMs].join(' | '),
  );
  return [`| ${head.join(' | ')} |`, `|${head.map(() => '---').join('|')}|`, ...lines.map((line) => `| ${line} |`)].join('\n');
}

export const BENCH_START = '<!-- bench:start -->';
export const BENCH_END = '<!-- bench:end -->';

/** Replaces docs/performance.md's figures between the bench markers (the lines a run owns), leaving the rest as written. */
export function withBenchSection(doc: string, section: string): string {
  const start = doc.indexOf(BENCH_START);
  const end = doc.indexOf(BENCH_END);
  if (start < 0 || end < start) throw new Error(`docs/performance.md has no ${BENCH_START} ... ${BENCH_END} section`);
  return `${doc.slice(0, start + BENCH_START.length)}\n${section}\n${doc.slice(end)}`;
}
