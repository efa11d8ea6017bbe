/**
 * `npm run bench:feed`: how the blog feed scales with the number of posts
 * (docs/performance.md). Serves the production build (run `npm run build` first)
 * as Netlify would, answers the feed's requests from memory with POSTS rows
 * (default 2000, in pages of five as the view would), and scrolls the feed to
 * its end in Chromium. For each page of five it times the scroll until the
 * five new cards are in the document and a frame has been drawn, then prints
 * the median for the first and the last 20 pages and the whole run, and how
 * much of it Chromium spent in script, style recalculation and layout.
 * A feed whose cards re-render when others are appended slows down as it
 * grows; one that renders only the new cards stays flat.
 *   POSTS=2000 npm run bench:feed [-- path/to/public]
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { launchBrowser } from './lib/chromium';
import { startStaticServer } from './lib/staticServer';

/** The feed's requests to the view, whatever the backend's address. */
const FEED_API = '**/rest/v1/blog_posts_public?*';
const POSTS = Number(process.env.POSTS ?? 2000);
const PAGE = 5;
const WINDOW = 20;

function rows(count: number) {
  return Array.from({ length: count }, (_, i) => ({
    id: `timing-${String(i).padStart(6, '0')}`,
    content: `Post ${i + 1} of ${count}\nA second line, as studio posts have, to give the card its usual height.`,
    media_urls: [],
    media_types: [],
    published_at: new Date(Date.UTC(2026, 2, 14) - i * 3_600_000).toISOString(),
  }));
}

/**
 * Runs in the page: scroll to the bottom, wait for WANT cards and one more
 * frame, return the milliseconds. A string, because tsx's helpers (__name)
 * do not exist in the page.
 */
const MEASURE_PAGE = `(async () => {
  const t0 = performance.now();
  window.scrollTo(0, document.documentElement.scrollHeight);
  while (document.querySelectorAll('[data-testid="blog-post"]').length < WANT) {
    await new Promise((resolve) => requestAnimationFrame(resolve));
  }
  await new Promise((resolve) => requestAnimationFrame(resolve));
  return performance.now() - t0;
})()`;

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
};

async function main() {
  const root = path.resolve(process.argv[2] ?? path.join(__dirname, '../public'));
  if (!existsSync(path.join(root, 'blog.html'))) {
    console.error(`No production build in ${root}: run \`npm run build\` first.`);
    process.exit(1);
  }
  const all = rows(POSTS);
  const site = await startStaticServer(root);
  const browser = await launchBrowser();
  try {
    const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    await page.route(FEED_API, (route) => {
      const url = new URL(route.request().url());
      const offset = Number(url.searchParams.get('offset') ?? 0);
      const limit = Number(url.searchParams.get('limit') ?? PAGE);
      return route.fulfill({
        status: 200,
        contentType: 'application/json',
        headers: { 'access-control-allow-origin': '*', 'content-range': `${offset}-${offset + limit - 1}/*` },
        body: JSON.stringify(all.slice(offset, offset + limit)),
      });
    });
    await page.goto(`${site.url}/en/blog`, { waitUntil: 'networkidle' });
    await page
      .locator('[data-testid="blog-post"]')
      .nth(PAGE - 1)
      .waitFor();
    // Chromium's own counters say where each page's time went: script (React), style, layout.
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Performance.enable');
    const counters = async () => {
      const { metrics } = await cdp.send('Performance.getMetrics');
      const get = (name: string) => (metrics.find((m) => m.name === name)?.value ?? 0) * 1000;
      return { script: get('ScriptDuration'), style: get('RecalcStyleDuration'), layout: get('LayoutDuration') };
    };
    const spent: Array<{ script: number; style: number; layout: number }> = [];
    const times: number[] = [];
    const started = Date.now();
    for (let shown = await page.locator('[data-testid="blog-post"]').count(); shown < POSTS;) {
      const expected = Math.min(shown + PAGE, POSTS);
      const before = await counters();
      const ms: number = await page.evaluate(MEASURE_PAGE.replace('WANT', String(expected)));
      const after = await counters();
      times.push(ms);
      spent.push({ script: after.script - before.script, style: after.style - before.style, layout: after.layout - before.layout });
      shown = expected;
    }
    const total = (Date.now() - started) / 1000;
    const first = times.slice(0, WINDOW);
    const last = times.slice(-WINDOW);
    console.log(`${POSTS} posts, ${times.length} pages of ${PAGE} after the first, ${total.toFixed(1)} s in all`);
    console.log(
      `ms per page of ${PAGE}: first ${WINDOW} pages median ${median(first).toFixed(0)}, last ${WINDOW} median ${median(last).toFixed(0)}`,
    );
    for (const [label, slice] of [
      ['first', spent.slice(0, WINDOW)],
      ['last', spent.slice(-WINDOW)],
    ] as const) {
      const part = (key: 'script' | 'style' | 'layout') => median(slice.map((s) => s[key])).toFixed(0);
      console.log(`  ${label} ${WINDOW} pages, median ms of script ${part('script')}, style ${part('style')}, layout ${part('layout')}`);
    }
  } finally {
    await browser.close();
    await site.close();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
