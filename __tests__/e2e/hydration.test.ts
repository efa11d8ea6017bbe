/**
 * Issue 11: the server-rendered markup (src/gatsby/replaceRenderer.tsx: renderToString, emotion's styles in the
 * head) is exactly what the browser's React renders, so no page reports a hydration mismatch in the console.
 * React's production build reports one as a recoverable error (minified errors #418-#425) through
 * `window.reportError`; the development build says "did not match" or "hydration".
 */
import type { Page } from 'playwright-core';
import { baseUrl, sharedBrowser } from './support/browser';
import { NOT_FOUND_ROUTES, PAGE_TIMEOUT_MS, ROUTES } from './support/site';

const HYDRATION_MESSAGE = /hydrat|did not match|does not match|Minified React error #(418|419|420|421|422|423|424|425)\b/i;

/** How long React may take to hydrate a page once its scripts are in, on a busy 2-core machine. */
const HYDRATION_TIMEOUT_MS = 15_000;

/**
 * Opens `path` (after `prepare`, e.g. a route override), waits until React has hydrated the page, if the page ships
 * React at all, and returns the hydration complaints and uncaught exceptions it logged.
 */
async function hydrationProblems(path: string, prepare?: (page: Page) => Promise<void>): Promise<string[]> {
  const context = await (await sharedBrowser()).newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  const problems: string[] = [];
  page.on('console', (msg) => {
    if (HYDRATION_MESSAGE.test(msg.text())) problems.push(`console.${msg.type()}: ${msg.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`uncaught: ${error.message}`));
  try {
    await prepare?.(page);
    await page.goto(`${baseUrl()}${path}`, { waitUntil: 'networkidle' });
    // React marks every node it has hydrated with a `__reactFiber$…` property; a page without scripts has nothing to
    // hydrate (and nothing to complain).
    const hasScripts = await page.evaluate(() => document.querySelector('script[src]') !== null);
    if (hasScripts) {
      await page.waitForFunction(
        () => {
          const root = document.getElementById('gatsby-focus-wrapper');
          return root !== null && Object.keys(root).some((key) => key.startsWith('__reactFiber$'));
        },
        undefined,
        { timeout: HYDRATION_TIMEOUT_MS },
      );
      // Recoverable errors are reported just after the commit: give them a moment to reach the console.
      await page.waitForTimeout(250);
    }
  } finally {
    await context.close();
  }
  return problems;
}

test(
  'no page logs a hydration mismatch',
  async () => {
    const found: string[] = [];
    for (const { path } of [...ROUTES, ...NOT_FOUND_ROUTES]) {
      for (const problem of await hydrationProblems(path)) found.push(`${path}: ${problem}`);
    }
    expect(found).toEqual([]);
  },
  10 * PAGE_TIMEOUT_MS,
);

test('the check sees a mismatch when the served markup differs from what React renders', async () => {
  // A hydrated page (the blog; static pages ship no React) with one word of its server HTML changed: React must
  // notice, or the test above proves nothing.
  const problems = await hydrationProblems('/en/blog', async (page) => {
    await page.route(
      (url) => url.pathname === '/en/blog' || url.pathname === '/en/blog/',
      async (route) => {
        const response = await route.fetch();
        const html = (await response.text()).replace(/(<h1[^>]*>)([^<]+)/, '$1Tampered $2');
        await route.fulfill({ response, body: html });
      },
    );
  });
  expect(problems).toEqual(expect.arrayContaining([expect.stringMatching(HYDRATION_MESSAGE)]));
});
