/**
 * A second opinion beside Lighthouse's simulation (issue 9): real Chromium
 * with DevTools throttling (4x CPU slowdown, 1.6 Mbit/s down, 750 kbit/s up,
 * 150 ms round trip: Lighthouse's own mobile settings, applied for real), a
 * phone-sized viewport, a cold cache, and LCP read from a PerformanceObserver.
 * https://web.dev/articles/lcp#measure-lcp-in-javascript
 */
import { type Browser, type BrowserContextOptions, chromium, type Page } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../scripts/lib/chromium';

export const THROTTLING = {
  cpuSlowdown: 4,
  latencyMs: 150,
  downloadBytesPerSecond: (1.6 * 1024 * 1024) / 8,
  uploadBytesPerSecond: (750 * 1024) / 8,
} as const;

/** After load, LCP entries stop once nothing larger paints; this long without a new one ends the watch. */
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

/** One cold visit of `url`; the page's largest contentful paint in ms from navigation start. */
export async function chromiumLcp(browser: Browser, url: string): Promise<number> {
  const { context, page } = await throttledPage(browser);
  try {
    return await pageLcp(page, url);
  } finally {
    await context.close();
  }
}

/** `url` opened in `page`; its largest contentful paint in ms from navigation start, once no larger one follows. */
export async function pageLcp(page: Page, url: string): Promise<number> {
  await page.addInitScript(() => {
    const w = window as unknown as { __lcp: number; __lcpAt: number };
    w.__lcp = 0;
    w.__lcpAt = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) {
        w.__lcp = entry.startTime;
        w.__lcpAt = performance.now();
      }
    }).observe({ type: 'largest-contentful-paint', buffered: true });
  });
  await page.goto(url, { waitUntil: 'load', timeout: 120_000 });
  await page.waitForFunction(
    (quiet) => {
      const w = window as unknown as { __lcp: number; __lcpAt: number };
      return w.__lcp > 0 && performance.now() - w.__lcpAt > quiet;
    },
    QUIET_MS,
    { timeout: 60_000, polling: 250 },
  );
  return await page.evaluate(() => (window as unknown as { __lcp: number }).__lcp);
}
