/**
 * A second opinion beside Lighthouse's simulation (targets: docs/performance.md): real Chromium
 * with DevTools throttling (4x CPU slowdown, 1.6 Mbit/s down, 750 kbit/s up,
 * 150 ms round trip: Lighthouse's own mobile settings, applied for real), a
 * phone-sized viewport, a cold cache, and LCP read from a PerformanceObserver.
 * https://web.dev/articles/lcp#measure-lcp-in-javascript
 */
import { type Browser, type BrowserContextOptions, chromium, type Page } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../scripts/lib/chromium';

/** DevTools' throttling; the CPU slowdown 4x unless BENCH_CHROMIUM_CPU says otherwise (6 for a phone slower than Lighthouse's). */
export const THROTTLING = {
  cpuSlowdown: Number(process.env.BENCH_CHROMIUM_CPU ?? 4),
  latencyMs: 150,
  downloadBytesPerSecond: (1.6 * 1024 * 1024) / 8,
  uploadBytesPerSecond: (750 * 1024) / 8,
} as const;

/** After load, LCP entries stop once nothing larger paints: this long with neither a new one nor a long task ends the watch. */
const QUIET_MS = 1500;

export function launchThrottledBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS, headless: true });
}

/** Lighthouse's mobile screen: 412x823 CSS pixels at 1.75x, touch. */
export const PHONE = { viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true } as const;

/**
 * A page in a new context of `browser` with the bench's network and CPU throttling, Lighthouse's phone unless `screen`
 * says otherwise. Cold as a first visit is, and as Lighthouse makes it: a new context starts with an empty HTTP cache,
 * and the cache works during the visit (a response the page fetched once serves the page's later requests for it).
 * Close the context when done.
 */
export async function throttledPage(browser: Browser, { screen = PHONE }: { screen?: BrowserContextOptions } = {}) {
  const context = await browser.newContext(screen);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: THROTTLING.latencyMs,
    downloadThroughput: THROTTLING.downloadBytesPerSecond,
    uploadThroughput: THROTTLING.uploadBytesPerSecond,
  });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: THROTTLING.cpuSlowdown });
  return { context, page };
}

/** What one cold visit measured: the largest contentful paint, and the main thread's blocking time after the first paint. */
export interface Visit {
  /** ms from navigation start. */
  lcpMs: number;
  /**
   * Total Blocking Time as real Chromium saw it: for each long task (Long Tasks API) that starts after the first
   * contentful paint, its time over 50 ms, summed until the page is quiet. Lighthouse computes TBT the same way from
   * its simulation; this is the same sum measured at 4x CPU, so a main-thread cost shows on its own.
   */
  blockingMs: number;
}

/** One cold visit of `url`: its LCP and its main thread's blocking time (Visit). */
export async function chromiumVisit(browser: Browser, url: string): Promise<Visit> {
  const { context, page } = await throttledPage(browser);
  try {
    return await pageVisit(page, url);
  } finally {
    await context.close();
  }
}

/** One cold visit of `url`; the page's largest contentful paint in ms from navigation start. */
export async function chromiumLcp(browser: Browser, url: string): Promise<number> {
  return (await chromiumVisit(browser, url)).lcpMs;
}

/**
 * `url` opened in `page`: its largest contentful paint in ms from navigation start, once no larger one follows, and
 * its main thread's blocking time after the first paint (Visit).
 */
export async function pageVisit(page: Page, url: string): Promise<Visit> {
  await page.addInitScript(() => {
    const w = window as unknown as { __lcp: number; __changedAt: number; __tasks: Array<[number, number]> };
    w.__lcp = 0;
    w.__changedAt = 0;
    w.__tasks = [];
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) {
        w.__lcp = entry.startTime;
        w.__changedAt = performance.now();
      }
    }).observe({ type: 'largest-contentful-paint', buffered: true });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) {
        w.__tasks.push([entry.startTime, entry.duration]);
        w.__changedAt = performance.now();
      }
    }).observe({ type: 'longtask', buffered: true });
  });
  await page.goto(url, { waitUntil: 'load', timeout: 120_000 });
  // Quiet: an LCP entry, then QUIET_MS with neither a new one nor a long task (the fonts' swaps come after the paint).
  await page.waitForFunction(
    (quiet) => {
      const w = window as unknown as { __lcp: number; __changedAt: number };
      return w.__lcp > 0 && performance.now() - w.__changedAt > quiet;
    },
    QUIET_MS,
    { timeout: 60_000, polling: 250 },
  );
  return await page.evaluate(() => {
    const w = window as unknown as { __lcp: number; __tasks: Array<[number, number]> };
    const fcp = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? 0;
    const blockingMs = w.__tasks.filter(([start]) => start >= fcp).reduce((sum, [, duration]) => sum + Math.max(0, duration - 50), 0);
    return { lcpMs: w.__lcp, blockingMs };
  });
}

/** `url` opened in `page`; its largest contentful paint in ms from navigation start, once no larger one follows. */
export async function pageLcp(page: Page, url: string): Promise<number> {
  return (await pageVisit(page, url)).lcpMs;
}
