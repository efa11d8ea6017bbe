/**
 * `npm run bench:feed`: how the blog feed scales with the number of posts
 * (issue 12, item 5). Serves the production build (run `npm run build` first)
 * as Netlify would, answers the feed's requests from memory with POSTS rows
 * (default 2000, in pages of five as the view would), and scrolls the feed to
 * its end in Chromium. For each page of five it times the scroll until the
 * five new cards are in the document and a frame has been drawn, then prints
 * the median for the first and the last 20 pages and the whole run.
 * A feed whose cards re-render when others are appended slows down as it
 * grows; one that renders only the new cards stays flat.
 *   POSTS=2000 npm run bench:feed [-- path/to/public]
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../__tests__/e2e/support/browser';
import { FEED_API } from '../__tests__/e2e/support/hostileBackend';
import { startStaticServer } from './lib/staticServer';

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
  if (!existsSync(path.join(root, 'blog/index.html'))) {
    console.error(`No production build in ${root}: run \`npm run build\` first.`);
    process.exit(1);
  }
  const all = rows(POSTS);
  const site = await startStaticServer(root);
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS, headless: true });
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
    await page.locator('[data-testid="blog-post"]').nth(PAGE - 1).waitFor();
    const times: number[] = [];
    const started = Date.now();
    for (let shown = await page.locator('[data-testid="blog-post"]').count(); shown < POSTS; ) {
      const expected = Math.min(shown + PAGE, POSTS);
      const ms: number = await page.evaluate(MEASURE_PAGE.replace('WANT', String(expected)));
      times.push(ms);
      shown = expected;
    }
    const total = (Date.now() - started) / 1000;
    const first = times.slice(0, WINDOW);
    const last = times.slice(-WINDOW);
    console.log(`${POSTS} posts, ${times.length} pages of ${PAGE} after the first, ${total.toFixed(1)} s in all`);
    console.log(`ms per page of ${PAGE}: first ${WINDOW} pages median ${median(first).toFixed(0)}, last ${WINDOW} median ${median(last).toFixed(0)}`);
  } finally {
    await browser.close();
    await site.close();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
