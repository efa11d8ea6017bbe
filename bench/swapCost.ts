/**
 * `npm run bench:swap`: what the brand faces' swap on a visitor's first page costs the main thread, and what
 * Lighthouse's simulated throttling makes of it (docs/decisions/0003-fonts-after-first-paint.md). Lighthouse does not
 * slow the page down: it times each task of an unthrottled load and multiplies it by the CPU slowdown (4x, 8x), and a
 * task blocks by what it then runs over 50 ms. So this opens each page unthrottled, on Lighthouse's phone screen, holds
 * the font files back until the first paint is long past, lets them through, and traces the main thread until the
 * loader is done: the tasks that follow are the swap (the files' decoding, the faces' adding, the relayout). Per page,
 * medians of BENCH_CHROMIUM_RUNS visits (default 5): the swap's main-thread time, its longest task, how much of its
 * layout went to creating the faces' font data (a face at a size and weight, each asked of the system's font service),
 * and the blocking those tasks come to at each rate of BENCH_CPU (default 4,8). The control is the same page with its
 * faces block emptied, its loader finding no face to add: what the same second costs without a swap. Uses the build in public/; BENCH_PAGES narrows the pages
 * (default: every static page but the blog).
 */
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { ROUTES } from '../scripts/lib/siteRoutes';
import { startStaticServer } from '../scripts/lib/staticServer';
import { WEB_FONTS_BLOCK } from '../src/theme/fontLoader';
import { launchThrottledBrowser, PHONE } from './chromiumLcp';
import { CPU_RATES, isChosenPage, median, withRetries } from './lighthouse';

const RUNS = Number(process.env.BENCH_CHROMIUM_RUNS ?? 5);
const PAGES = ROUTES.filter((r) => r.key !== 'blog')
  .map((r) => r.path)
  .filter(isChosenPage);
/** Long enough after the first paint for the page's islands; long enough after the files for the loader. */
const SETTLE_MS = 700;
const SWAP_MS = 1000;

interface TraceEvent {
  name: string;
  ph: string;
  dur?: number;
}

interface Swap {
  /** The main thread's tasks over 1 ms after the files were let through, in ms. */
  tasks: number[];
  layoutMs: number;
  fontDataMs: number;
}

const sum = (values: readonly number[]) => values.reduce((a, b) => a + b, 0);
/** Lighthouse's blocking of a task timed at `ms` on this machine, at `rate`: what it runs over 50 ms once multiplied. */
const blockingAt = (tasks: readonly number[], rate: number) => sum(tasks.map((ms) => Math.max(0, ms * rate - 50)));

/** The page's faces block (WEB_FONTS_BLOCK) emptied: the same page, its loader finding no face to add. */
const withoutFaces = (html: string) => html.replace(new RegExp(`(<script[^>]*${WEB_FONTS_BLOCK}[^>]*>)[\\s\\S]*?(</script>)`), '$1[]$2');

/** `url` opened unthrottled, its font files held until the first paint is long past; `swap` false: the control. */
async function swapOf(browser: Browser, url: string, swap: boolean): Promise<Swap> {
  const context = await browser.newContext(PHONE);
  try {
    const page = await context.newPage();
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route(/\.woff2$/, async (route) => {
      await held;
      await route.continue();
    });
    if (!swap)
      await page.route(url, async (route) => {
        const response = await route.fetch();
        await route.fulfill({ response, body: withoutFaces(await response.text()) });
      });
    // Not the load event: a page whose images are still coming when it paints asks for its fonts before that event.
    await page.goto(url, { waitUntil: 'domcontentloaded' });
    await page.waitForFunction(() => performance.getEntriesByName('first-contentful-paint').length > 0);
    await page.waitForTimeout(SETTLE_MS);
    await browser.startTracing(page, {
      categories: ['toplevel', 'devtools.timeline', 'disabled-by-default-devtools.timeline', 'fonts'],
    });
    release();
    await page.waitForTimeout(SWAP_MS);
    const { traceEvents } = JSON.parse((await browser.stopTracing()).toString()) as { traceEvents: TraceEvent[] };
    const complete = traceEvents.filter((e) => e.ph === 'X' && e.dur !== undefined);
    const ms = (name: string) => sum(complete.filter((e) => e.name === name).map((e) => e.dur! / 1000));
    return {
      tasks: complete.filter((e) => e.name === 'RunTask' && e.dur! > 1000).map((e) => e.dur! / 1000),
      layoutMs: ms('Layout'),
      fontDataMs: ms('FontCache::GetFontPlatformData'),
    };
  } finally {
    await context.close();
  }
}

async function main() {
  const files = await startStaticServer(path.resolve(__dirname, '..', 'public'));
  const browser = await launchThrottledBrowser();
  const rows = [
    `| page | swap ms | longest task ms | layout ms | font data ms | ${CPU_RATES.map((r) => `blocking at ${r}x ms (control)`).join(' | ')} |`,
    `|---|---|---|---|---|${CPU_RATES.map(() => '---|').join('')}`,
  ];
  try {
    for (const p of PAGES) {
      const swaps: Swap[] = [];
      const controls: Swap[] = [];
      // Interleaved, so a slow moment of the machine falls on both.
      for (let i = 0; i < RUNS; i += 1) {
        swaps.push(await withRetries(() => swapOf(browser, `${files.url}${p}`, true)));
        controls.push(await withRetries(() => swapOf(browser, `${files.url}${p}`, false)));
      }
      const m = (of: Swap[], value: (s: Swap) => number) => Math.round(median(of.map(value)));
      const blocking = CPU_RATES.map(
        (rate) => `${m(swaps, (s) => blockingAt(s.tasks, rate))} (${m(controls, (s) => blockingAt(s.tasks, rate))})`,
      );
      const row = `| ${p} | ${m(swaps, (s) => sum(s.tasks))} | ${m(swaps, (s) => Math.max(0, ...s.tasks))} | ${m(swaps, (s) => s.layoutMs)} | ${m(swaps, (s) => s.fontDataMs)} | ${blocking.join(' | ')} |`;
      console.log(row);
      rows.push(row);
    }
  } finally {
    await browser.close();
    await files.close();
  }
  console.log(`\n${rows.join('\n')}`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
