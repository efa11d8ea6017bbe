/**
 * One Lighthouse 13 run with its defaults: mobile form factor, simulated
 * throttling (https://github.com/GoogleChrome/lighthouse/blob/main/docs/throttling.md),
 * the CPU slowed down 4x unless told otherwise.
 */
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../scripts/lib/chromium';

export const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
export type Category = (typeof CATEGORIES)[number];

export interface RunResult {
  scores: Record<Category, number>;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  /** Bytes of JavaScript the page transferred (scripts it ran; Gatsby's idle prefetches excluded). */
  jsBytes: number;
  /** Paths of those scripts, to check what a page ships. */
  scripts: string[];
  /** Every request of the page: address and bytes transferred. */
  transfers: Array<{ url: string; bytes: number }>;
  /** Lighthouse's measure of this machine's speed (a fast desktop is ~1500-2000; below ~1000 CPU metrics inflate). */
  benchmarkIndex: number;
}

interface NetworkItem {
  url: string;
  resourceType?: string;
  transferSize?: number;
}

export interface Chrome {
  port: number;
  kill(): void;
}

/** Chromium headless, with the machine's flags from the e2e suite. */
export async function launchChrome(): Promise<Chrome> {
  const { launch } = await import('chrome-launcher');
  const chrome = await launch({
    chromePath: process.env.CHROME_PATH ?? CHROMIUM_PATH,
    chromeFlags: ['--headless=new', ...CHROMIUM_ARGS],
  });
  return { port: chrome.port, kill: () => void chrome.kill() };
}

/** Lighthouse's own CPU slowdown for its mobile runs. */
export const LIGHTHOUSE_CPU = 4;

/**
 * The CPU slowdowns Lighthouse runs every page at (BENCH_CPU=4,8), the first the main table's. A cost under 50 ms a
 * task on one machine may be over it on a slower one: at 8x, a task this machine runs in 7 ms counts 56 ms, as it
 * would at Lighthouse's 4x on a machine half as fast (docs/performance.md, "A slower machine").
 */
export const CPU_RATES = (process.env.BENCH_CPU ?? `${LIGHTHOUSE_CPU},8`).split(',').map((rate) => {
  const value = Number(rate);
  if (!(value >= 1)) throw new Error(`BENCH_CPU: "${rate}" is not a CPU slowdown (a number, 1 or more)`);
  return value;
});
/** BENCH_PAGES=/about,/en/blog measures only those pages (for a quick look); all pages otherwise. */
export const isChosenPage = (pathName: string) => !process.env.BENCH_PAGES || process.env.BENCH_PAGES.split(',').includes(pathName);

/**
 * `cpuSlowdown` replaces Lighthouse's 4x in its simulation (the rest of its throttling stays its mobile default): the
 * main thread's tasks, as recorded on this machine, count that many times longer. 8x shows on a fast machine what 4x
 * shows on one half as fast, or on a mid-range phone.
 */
export async function runLighthouse(url: string, port: number, cpuSlowdown = LIGHTHOUSE_CPU): Promise<RunResult> {
  const { default: lighthouse } = await import('lighthouse');
  const result = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: [...CATEGORIES],
    throttling: { cpuSlowdownMultiplier: cpuSlowdown },
  });
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  const { lhr } = result;
  if (lhr.runtimeError) throw new Error(`${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
  const score = (c: Category) => Math.round((lhr.categories[c]?.score ?? 0) * 100);
  const audit = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  const requests = (lhr.audits['network-requests']?.details as { items?: NetworkItem[] } | undefined)?.items ?? [];
  const items = requests.filter((item) => item.resourceType === 'Script');
  return {
    scores: {
      performance: score('performance'),
      accessibility: score('accessibility'),
      'best-practices': score('best-practices'),
      seo: score('seo'),
    },
    lcpMs: audit('largest-contentful-paint'),
    tbtMs: audit('total-blocking-time'),
    cls: audit('cumulative-layout-shift'),
    jsBytes: items.reduce((sum, item) => sum + (item.transferSize ?? 0), 0),
    scripts: items.map((item) => new URL(item.url).pathname),
    transfers: requests.map((item) => ({ url: item.url, bytes: item.transferSize ?? 0 })),
    benchmarkIndex: lhr.environment.benchmarkIndex,
  };
}

export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[mid] as number) : ((sorted[mid - 1] as number) + (sorted[mid] as number)) / 2;
}

/** Lighthouse now and then fails to record a trace (NO_NAVSTART, NO_FCP) on a busy machine: try again. */
export async function withRetries<T>(task: () => Promise<T>, attempts = 3): Promise<T> {
  for (let i = 1; ; i += 1) {
    try {
      return await task();
    } catch (error) {
      if (i >= attempts) throw error;
      console.warn(`  retrying after: ${error instanceof Error ? error.message : String(error)}`);
    }
  }
}
