/**
 * `npm run bench:navigation`: click to next paint when a visitor follows a link of the site, in real Chromium with
 * the bench's throttling (bench/chromiumLcp.ts). Each run opens the first page cold, rests the pointer on the link
 * for 1.5 s (long enough for Speculation Rules' `moderate` eagerness: src/gatsby/ssr/speculationRules.tsx), clicks, and
 * times from the click to the next frame the new document draws, on the browser's own clock. Prints the median per
 * link and how many of its runs showed a prerendered page. Uses the build in public/. BENCH_NAV_RUNS sets the runs
 * per link (default 5).
 */
import path from 'node:path';
import { builtImageCdn } from '../src/gatsby/deploy/netlifyImages';
import { startStaticServer } from '../scripts/lib/staticServer';
import { startCompressingProxy } from './compressingProxy';
import { launchThrottledBrowser, throttledPage } from './chromiumLcp';
import { median } from './lighthouse';

const RUNS = Number(process.env.BENCH_NAV_RUNS ?? 5);
/** [page, the link's text in the page's main or footer, the page it leads to]. */
const LINKS: Array<[string, string, string]> = [
  ['/team', 'О нас', '/about'],
  ['/en/scripts', 'Production', '/en/production'],
  ['/cases', 'Контакты', '/contacts'],
  ['/en/about', 'Casting', '/en/casting'],
];

/** One visit: the page, a rest on the link, the click; ms from the click to the next page's next frame. */
async function clickToNextPaint(
  browser: Awaited<ReturnType<typeof launchThrottledBrowser>>,
  origin: string,
  [from, name, to]: [string, string, string],
) {
  // A mouse, whose hover starts the prerender (a fetch the click then uses, from the visit's cache).
  const { context, page } = await throttledPage(browser, { screen: { viewport: { width: 412, height: 823 }, isMobile: true } });
  try {
    await page.goto(`${origin}${from}`, { waitUntil: 'load' });
    await page.waitForTimeout(1000);
    const link = page.locator('footer a, main a').filter({ hasText: name }).first();
    await link.hover();
    await page.waitForTimeout(1500);
    const clickedAt = await page.evaluate(() => performance.timeOrigin + performance.now());
    await link.click();
    await page.waitForURL(`${origin}${to}`, { timeout: 60_000 });
    const next = await page.evaluate(
      () =>
        new Promise<{ at: number; prerendered: boolean }>((resolve) =>
          requestAnimationFrame(() => {
            const entry = performance.getEntriesByType('navigation')[0] as
              (PerformanceNavigationTiming & { activationStart?: number }) | undefined;
            resolve({ at: performance.timeOrigin + performance.now(), prerendered: (entry?.activationStart ?? 0) > 0 });
          }),
        ),
    );
    return { ms: next.at - clickedAt, prerendered: next.prerendered };
  } finally {
    await context.close();
  }
}

async function main() {
  const files = await startStaticServer(path.resolve(__dirname, '../public'), { images: builtImageCdn(path.resolve(__dirname, '..')) });
  const site = await startCompressingProxy(files.url);
  const browser = await launchThrottledBrowser();
  try {
    for (const link of LINKS) {
      const runs = [];
      for (let i = 0; i < RUNS; i += 1) runs.push(await clickToNextPaint(browser, site.url, link));
      const prerendered = runs.filter((run) => run.prerendered).length;
      console.log(
        `${link[0]} -> ${link[2]}: ${Math.round(median(runs.map((run) => run.ms)))} ms click to next paint (median of ${RUNS}; ${prerendered} prerendered)`,
      );
    }
  } finally {
    await browser.close();
    await site.close();
    await files.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
