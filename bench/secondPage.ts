/**
 * `npm run bench:second-page`: what the brand faces cost a visitor's second page, beside a first visit of the same
 * page, in real Chromium with the bench's throttling (bench/chromiumLcp.ts; BENCH_CHROMIUM_CPU=6 for a slow phone).
 * A first visit paints in the fallback faces and the loader swaps the brand faces in after the paint; the second page
 * is opened in the same browser context after the landing of its language, whose loader has listed the files it
 * loaded, so its loader, in the head, declares the faces before the first paint from the cache and nothing swaps
 * (docs/decisions/0003-fonts-after-first-paint.md). Per page, medians of BENCH_CHROMIUM_RUNS visits each (default 5):
 * LCP, the main thread's blocking time after the first contentful paint, and whether the brand faces were in place at
 * that paint. Uses the build in public/; BENCH_PAGES narrows the pages (default: every static page but the blog).
 */
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { ROUTES } from '../scripts/lib/siteRoutes';
import { startStaticServer } from '../scripts/lib/staticServer';
import { localizePath } from '../src/i18n/paths';
import { CACHED_FACES_KEY, CACHED_FACES_MARK } from '../src/theme/fontLoader';
import { launchThrottledBrowser, pageVisit, throttledPage, type Visit } from './chromiumLcp';
import { startCompressingProxy } from './compressingProxy';
import { isChosenPage, median, withRetries } from './lighthouse';

const RUNS = Number(process.env.BENCH_CHROMIUM_RUNS ?? 5);
const PAGES = ROUTES.filter((r) => r.key !== 'landing' && r.key !== 'blog')
  .map((r) => r.path)
  .filter(isChosenPage);

interface Seen extends Visit {
  /** The loader declared the brand faces from the cache before the first paint (CACHED_FACES_MARK). */
  warm: boolean;
}

async function visitIn(page: Page, url: string): Promise<Seen> {
  const visit = await pageVisit(page, url);
  return { ...visit, warm: await page.evaluate((mark) => document.documentElement.hasAttribute(mark), CACHED_FACES_MARK) };
}

/** `pathName` opened cold, or (`after` given) after that page, once its loader has listed the files it loaded. */
async function visitOf(browser: Browser, origin: string, pathName: string, after?: string): Promise<Seen> {
  const { context, page } = await throttledPage(browser);
  try {
    if (after) {
      await page.goto(`${origin}${after}`, { waitUntil: 'load', timeout: 120_000 });
      await page.waitForFunction((key) => sessionStorage.getItem(key) !== null, CACHED_FACES_KEY, { timeout: 60_000 });
    }
    return await visitIn(page, `${origin}${pathName}`);
  } finally {
    await context.close();
  }
}

async function main() {
  const publicDir = path.resolve(__dirname, '..', 'public');
  const files = await startStaticServer(publicDir);
  const site = await startCompressingProxy(files.url);
  const browser = await launchThrottledBrowser();
  const rows: string[] = [
    '| page | first visit LCP ms | second page LCP ms | first visit blocking ms | second page blocking ms | second pages painted in the brand faces |',
    '|---|---|---|---|---|---|',
  ];
  try {
    for (const p of PAGES) {
      const landing = localizePath('/', p.startsWith('/en') ? 'en' : 'ru');
      const cold: Seen[] = [];
      const second: Seen[] = [];
      // Interleaved, so a slow minute of the machine falls on both.
      for (let i = 0; i < RUNS; i += 1) {
        cold.push(await withRetries(() => visitOf(browser, site.url, p)));
        second.push(await withRetries(() => visitOf(browser, site.url, p, landing)));
      }
      const m = (visits: Seen[], key: 'lcpMs' | 'blockingMs') => Math.round(median(visits.map((v) => v[key])));
      const row = `| ${p} | ${m(cold, 'lcpMs')} | ${m(second, 'lcpMs')} | ${m(cold, 'blockingMs')} | ${m(second, 'blockingMs')} | ${second.filter((v) => v.warm).length}/${RUNS} |`;
      console.log(row);
      rows.push(row);
    }
  } finally {
    await browser.close();
    await Promise.all([site.close(), files.close()]);
  }
  console.log(`\n${rows.join('\n')}`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
