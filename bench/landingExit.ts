/**
 * The landing's exit, measured as a visitor meets it (target: docs/performance.md): real Chromium with the bench's throttling
 * (bench/chromiumLcp.ts), the landing open for 3 s, then a click on a menu link; the click's Event Timing entry gives
 * the time from the click to the next frame the browser drew after handling it, the frame that shows the clicked link
 * chosen (the letters start to fall in the frame after it, src/views/landing/useLandingExit.ts).
 * https://developer.mozilla.org/en-US/docs/Web/API/PerformanceEventTiming
 */
import type { Browser } from 'playwright-core';
import { throttledPage } from './chromiumLcp';

/** A visitor reads the landing this long before clicking. */
const OPEN_MS = 3000;

/** One cold visit of the landing at `url`: ms from a click made 3 s after navigation to the next frame drawn. */
export async function landingExitMs(browser: Browser, url: string): Promise<number> {
  const { context, page } = await throttledPage(browser);
  try {
    await page.addInitScript(() => {
      const w = window as unknown as { __click: number };
      w.__click = 0;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) if (entry.name === 'click') w.__click = entry.duration;
      }).observe({ type: 'event', durationThreshold: 16, buffered: true } as PerformanceObserverInit);
    });
    await page.goto(url, { waitUntil: 'load', timeout: 120_000 });
    await page.waitForFunction((open) => performance.now() >= open, OPEN_MS, { polling: 50, timeout: 30_000 });
    await page.locator('main nav a').last().click({ noWaitAfter: true });
    await page.waitForFunction(
      () => (window as unknown as { __click: number }).__click > 0 && document.querySelector('[data-fall]') !== null,
      null,
      {
        timeout: 10_000,
        polling: 20,
      },
    );
    return await page.evaluate(() => (window as unknown as { __click: number }).__click);
  } finally {
    await context.close();
  }
}
