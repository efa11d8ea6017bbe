/**
 * Develop equals production: `gatsby develop` runs the same island components with the same behaviour
 * (docs/decisions/0001-react-only-in-islands.md).
 * On the development server Gatsby's own runtime renders the pages, so what runs there is the islands' components
 * themselves: the landing's exit (its letters fall, the page is left after 3.5 s) and the blog's feed, which reads the
 * embedded backend (started by the e2e set-up) through the same worker and supabase-js client as on the built site.
 * The server runs on a temporary copy of the repository, so its .cache/ and public/ never touch the build under test.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { rmSync } from 'node:fs';
import { freePort, waitFor } from '../../scripts/lib/decapServer';
import { LANDING_NAVIGATION_DELAY_MS } from '../../src/config/constants';
import { appErrors, openPage, withPage } from './support/browser';
import { lettersFalling } from './support/landing';
import { copyProject } from './support/projectCopy';

let copy: string;
let develop: ChildProcess;
let origin: string;

beforeAll(async () => {
  copy = copyProject('kadr-develop-');
  const port = await freePort();
  origin = `http://127.0.0.1:${port}`;
  develop = spawn('npx', ['gatsby', 'develop', '-H', '127.0.0.1', '-p', String(port)], {
    cwd: copy,
    // Not jest's NODE_ENV=test: Gatsby sets its own for the command it runs.
    env: { ...process.env, NODE_ENV: undefined, GATSBY_TELEMETRY_DISABLED: '1', CI: 'true' },
    stdio: ['ignore', 'ignore', 'inherit'],
    detached: true,
  });
  // The first page is ready once webpack has compiled the development bundle.
  await waitFor('gatsby develop', async () => (await fetch(`${origin}/en/blog`)).ok, 300_000, develop);
}, 330_000);

afterAll(async () => {
  if (develop?.pid && develop.exitCode === null) {
    const exited = new Promise((resolve) => develop.once('exit', resolve));
    process.kill(-develop.pid, 'SIGTERM');
    await exited;
  }
  if (copy) rmSync(copy, { recursive: true, force: true });
});

test('the landing’s exit: the other texts fall, and the page is left 3.5 s after the click', async () => {
  await withPage(async ({ page, errors }) => {
    await page.goto(`${origin}/`);
    const blog = page.getByRole('link', { name: 'Блог', exact: true });
    await blog.waitFor({ timeout: 60_000 });
    // Gatsby's runtime has rendered the page and attached React's handlers once the link's click is prevented.
    await page.waitForFunction(
      () =>
        document.querySelector('main a') !== null &&
        Object.keys(document.querySelector('main a')!).some((key) => key.startsWith('__react')),
      null,
      { timeout: 60_000 },
    );
    const clickedAt = Date.now();
    await blog.click();
    await lettersFalling(page, 21);
    expect(new URL(page.url()).pathname).toBe('/');
    await page.waitForURL(`${origin}/blog`, { timeout: 15_000 });
    expect(Date.now() - clickedAt).toBeGreaterThanOrEqual(LANDING_NAVIGATION_DELAY_MS);
    expect(appErrors(errors)).toEqual([]);
  });
}, 120_000);

test('the blog shows posts from the embedded backend, and the next ones through the feed’s worker', async () => {
  const { page, errors, close } = await openPage();
  const workers: string[] = [];
  page.on('worker', (worker) => workers.push(worker.url()));
  try {
    await page.route('https://t.me/**', (route) => route.fulfill({ status: 200, contentType: 'text/html', body: '' }));
    await page.goto(`${origin}/en/blog`);
    await page.locator('[data-testid="blog-post"]').first().waitFor({ timeout: 60_000 });
    expect(await page.locator('[data-testid="blog-post"]').count()).toBeGreaterThanOrEqual(1);
    // Its photos come through the image CDN, as on the built site (src/gatsby/node/onCreateDevServer.ts).
    const photo = await page.locator('[data-testid="blog-post"] img').first().elementHandle();
    await page.waitForFunction((img) => (img as HTMLImageElement).complete && (img as HTMLImageElement).naturalWidth > 0, photo, {
      timeout: 60_000,
    });
    expect(new URL(await page.evaluate((img) => (img as HTMLImageElement).currentSrc, photo)).pathname).toBe('/.netlify/images');
    // The first page comes by a plain request (src/blog/firstPage.ts), the next by supabase-js in the worker.
    await page.mouse.wheel(0, 100_000);
    await page.locator('[data-testid="blog-post"]').nth(5).waitFor({ timeout: 60_000 });
    expect(workers.some((url) => url.endsWith('/__islands/blog-feed-worker.js'))).toBe(true);
    expect(appErrors(errors)).toEqual([]);
  } finally {
    await close();
  }
}, 120_000);

test('the brand faces come after the first paint, by the same loader as on the built site, served from source', async () => {
  await withPage(async ({ page, errors }) => {
    await page.goto(`${origin}/en/team`);
    const loaded = await page.waitForFunction(
      () => {
        const families = [...document.fonts].filter((face) => face.status === 'loaded').map((face) => face.family.replace(/"/g, ''));
        return families.includes('Manrope Variable') && families.includes('Unbounded Variable') && families;
      },
      null,
      { timeout: 60_000 },
    );
    expect(await loaded.jsonValue()).toEqual(expect.arrayContaining(['Manrope Variable', 'Unbounded Variable']));
    expect(await page.locator('script[data-loads="fonts"][src="/__fonts/web-font-loader.js"]').count()).toBe(1);
    expect(appErrors(errors)).toEqual([]);
  });
}, 120_000);
