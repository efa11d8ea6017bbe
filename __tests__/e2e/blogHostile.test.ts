/**
 * The feed against backends that misbehave, in Chromium
 * on the production build: one that ignores `offset`, one that never answers,
 * one that is down, and posts whose media live on a foreign https host.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { BLOG_REQUEST_TIMEOUT_MS, BLOG_RETRY_DELAY_MS } from '../../src/config/constants';
import { openPage, until, visit, withPage } from './support/browser';
import { cards, feedSettled, scrollToBottom } from './support/feed';
import { answerFeedWith, downBackendUrl, feedRow, pointFeedAt, startHostileBackend } from './support/hostileBackend';
import { cspViolations } from './support/site';

const LOAD_FAILED = 'Blog feed: could not load posts';

const loadingShown = (page: Page) => page.locator('[data-testid="blog-loading"]').count();

test('a backend that ignores offset: a full page with no new post ends paging (two requests, not a storm)', async () => {
  const backend = await startHostileBackend('ignores-offset');
  const { page, errors, close } = await openPage();
  try {
    await pointFeedAt(page, backend.url);
    await page.goto(`${process.env.E2E_BASE_URL}/en/blog`);
    await cards(page).nth(4).waitFor();
    for (let i = 0; i < 3; i += 1) {
      await scrollToBottom(page);
      await feedSettled(page);
    }
    // The first page brings five posts; the second, the same five again, adds none: that is the end.
    expect(backend.requests.map((url) => url.searchParams.get('offset'))).toEqual(['0', '5']);
    await expect(cards(page).count()).resolves.toBe(5);
    await expect(loadingShown(page)).resolves.toBe(0);
    expect(errors).toEqual([]);
  } finally {
    await close();
    await backend.close();
  }
});

/** Waits for the feed to give up, returning ms from its first request until 'Loading...' is gone. */
async function timeUntilLoadingEnds(page: Page, sent: number[], errors: string[]): Promise<number> {
  await page.goto(`${process.env.E2E_BASE_URL}/en/blog`);
  await page.getByText('Loading...').waitFor({ state: 'visible' });
  await page.getByText('Loading...').waitFor({ state: 'detached', timeout: BLOG_REQUEST_TIMEOUT_MS + 10_000 });
  const elapsed = Date.now() - sent[0]!;
  // product §8: a failed fetch goes to the console only.
  await until(() => errors.some((e) => e.startsWith(LOAD_FAILED)), 2000);
  await expect(cards(page).count()).resolves.toBe(0);
  const main = await page.locator('main').innerText();
  expect(main).not.toContain('No posts yet');
  return elapsed;
}

test(`a backend that never answers: loading ends at the ${BLOG_REQUEST_TIMEOUT_MS} ms deadline, console only`, async () => {
  const backend = await startHostileBackend('hangs');
  const { page, errors, close } = await openPage();
  try {
    const sent = await pointFeedAt(page, backend.url);
    const elapsed = await timeUntilLoadingEnds(page, sent, errors);
    // Timed from the request, which leaves after the supabase-js chunk has loaded, inside the deadline; 2 s of margin
    // past it for a loaded machine (without the deadline, loading would last as long as the socket stays open).
    expect(elapsed).toBeGreaterThanOrEqual(BLOG_REQUEST_TIMEOUT_MS - 1500);
    expect(elapsed).toBeLessThan(BLOG_REQUEST_TIMEOUT_MS + 2000);
    // It gave up (the failure is logged once the feed has stopped paging): no further request after the deadline.
    expect(backend.requests).toHaveLength(1);
  } finally {
    await close();
    await backend.close();
  }
}, 40_000);

test('a backend that is down: loading ends after one retry, in about a second', async () => {
  await withPage(async ({ page, errors }) => {
    const sent = await pointFeedAt(page, await downBackendUrl());
    const elapsed = await timeUntilLoadingEnds(page, sent, errors);
    // The one pause before the retry, and 1.5 s of margin for a loaded machine: supabase-js's own back-off (1 + 2 + 4 s)
    // or the deadline (8 s) would be far later.
    expect(elapsed).toBeLessThan(BLOG_RETRY_DELAY_MS + 1500);
    // The retry came before the failure was logged.
    expect(sent).toHaveLength(2);
  });
}, 40_000);

test('photos and videos on a foreign https host load with no CSP violation', async () => {
  const { page, errors, close } = await openPage();
  const seedMedia = path.resolve(__dirname, '../../supabase/seed-media');
  try {
    const photo = 'https://cdn.kadr-studio.example/blog/backstage.jpg';
    const video = 'https://video.kadr-studio.example/blog/showreel.webm';
    await answerFeedWith(page, [{ ...feedRow(1), media_urls: [photo, video], media_types: ['photo', 'video'] }]);
    // A route only sees what the CSP let through: a blocked image or video never reaches it.
    const fetched: string[] = [];
    await page.route('https://*.kadr-studio.example/**', (route) => {
      fetched.push(route.request().url());
      const file = route.request().url().endsWith('.jpg') ? 'backstage.jpg' : 'showreel.webm';
      return route.fulfill({
        status: 200,
        contentType: file.endsWith('.jpg') ? 'image/jpeg' : 'video/webm',
        body: readFileSync(path.join(seedMedia, file)),
      });
    });
    await visit(page, '/en/blog');
    const img = cards(page).locator('img');
    await img.waitFor();
    await page.waitForFunction(() => {
      const el = document.querySelector<HTMLImageElement>('[data-testid="blog-post"] img');
      return el !== null && el.complete;
    });
    await expect(img.evaluate((el: HTMLImageElement) => el.naturalWidth)).resolves.toBeGreaterThan(0);
    // The video asks for its metadata (preload="metadata") once it is in the document.
    await until(() => fetched.length >= 2, 5000).catch(() => undefined);
    expect(new Set(fetched)).toEqual(new Set([photo, video]));
    expect(cspViolations(errors)).toEqual([]);
    expect(errors).toEqual([]);
  } finally {
    await close();
  }
});
