/** The issue 5 performance targets and the table `npm run bench` prints. */
export const TARGETS = {
  scores: 100,
  lcpMs: 1200,
  tbtMs: 50,
  cls: 0.01,
  /** Content pages' JavaScript, relative to a blank Gatsby 5 site. */
  jsRatio: 1.15,
} as const;

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
}

/** What misses a target on this row ("" when it meets them all). */
export function misses(row: PageRow): string {
  const out: string[] = [];
  for (const [name, value] of [
    ['perf', row.performance],
    ['a11y', row.accessibility],
    ['bp', row.bestPractices],
    ['seo', row.seo],
  ] as const) {
    if (value < TARGETS.scores) out.push(name);
  }
  if (row.lcpMs > TARGETS.lcpMs) out.push('LCP');
  if (row.tbtMs > TARGETS.tbtMs) out.push('TBT');
  if (row.cls > TARGETS.cls) out.push('CLS');
  if (row.key !== 'blog' && row.key !== 'floor' && row.jsRatio > TARGETS.jsRatio) out.push('JS');
  if (row.key !== 'blog' && row.shipsSupabase) out.push('supabase-js');
  return out.join(',');
}

export function printTable(rows: readonly PageRow[], floorBytes: number): void {
  const header = ['page', 'perf', 'a11y', 'bp', 'seo', 'LCP ms', 'TBT ms', 'CLS', 'JS KiB', 'x floor', 'supabase', 'misses'];
  const lines = rows.map((r) => [
    r.path,
    r.performance,
    r.accessibility,
    r.bestPractices,
    r.seo,
    r.lcpMs,
    r.tbtMs,
    r.cls,
    (r.jsBytes / 1024).toFixed(1),
    r.jsRatio.toFixed(2),
    r.shipsSupabase ? 'yes' : 'no',
    misses(r),
  ]);
  const table = [header, ...lines].map((cells) => cells.map(String));
  const widths = header.map((_, i) => Math.max(...table.map((cells) => (cells[i] ?? '').length)));
  const format = (cells: string[]) => `| ${cells.map((c, i) => c.padEnd(widths[i] ?? 0)).join(' | ')} |`;
  console.log(`\nBlank Gatsby 5 floor: ${(floorBytes / 1024).toFixed(1)} KiB of JavaScript`);
  console.log(format(table[0] ?? []));
  console.log(`|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`);
  for (const cells of table.slice(1)) console.log(format(cells));
}
