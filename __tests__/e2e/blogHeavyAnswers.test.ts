/**
 * The feed against a backend that lies about how much it sends, in Chromium on the production build: answers of up to
 * 5 MB (500 rows where 5 were asked for, rows of 10 000 characters, a media list of 300 000 unusable strings, a
 * megabyte of text). The page takes at most a page of posts from each answer, and no task of its main thread runs
 * longer than 200 ms while it draws them, as a long-task observer in the page reports them
 * (https://w3c.github.io/longtasks/).
 *
 * Chromium runs unthrottled (1x CPU), and a case is drawn up to three times: a task the page makes long is long in
 * every attempt (the previous feed's were 2 to 30 s), while one a loaded machine makes long, by leaving the page
 * without a core for a moment, is not. The attempt with the shortest longest task stands for the page.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { BLOG_PAGE_SIZE } from '../../src/config/constants';
import { openPage } from './support/browser';
import { FEED_API, feedRow } from './support/hostileBackend';
import { cspViolations } from './support/site';

/** What the page may spend on one task while it draws an answer. */
const LONG_TASK_MS = 200;

type Row = Omit<ReturnType<typeof feedRow>, 'media_urls' | 'media_types'> & { media_urls: unknown[]; media_types: unknown[] };

const row = (n: number, extra: Partial<Row> = {}): Row => ({ ...feedRow(n), ...extra });
/** `length` characters (and bytes) of prose, words and spaces, as a pasted text would be. */
const prose = (length: number) => 'Frame by frame, a shooting day. '.repeat(Math.ceil(length / 32)).slice(0, length);
const PHOTO_HOST = 'https://cdn.kadr-studio.example';
const PHOTO = readFileSync(path.resolve(__dirname, '../../supabase/seed-media/backstage.jpg'));

/** The answers, in the order the feed asks for them (its first page, then each next one). */
const CASES: Array<[what: string, answers: Row[][]]> = [
  ['500 rows where 5 were asked for', [Array.from({ length: 500 }, (_, i) => row(i + 1))]],
  ['500 rows of 10 000 characters each (5 MB)', [Array.from({ length: 500 }, (_, i) => row(i + 1, { content: prose(10_000) }))]],
  [
    'a row whose media list holds 300 000 unusable strings, then its photos',
    [
      [
        row(1, {
          media_urls: [...Array.from({ length: 300_000 }, (_, i) => `not a link ${i}`), `${PHOTO_HOST}/1.jpg`],
          media_types: Array.from({ length: 300_001 }, () => 'photo'),
        }),
        ...[2, 3, 4, 5].map((n) => row(n)),
      ],
    ],
  ],
  [
    'five rows of a megabyte of text and 10 photos each, then 10 000 broken links each (5 MB)',
    [
      [1, 2, 3, 4, 5].map((n) => {
        const photos = Array.from({ length: 10 }, (_, i) => `${PHOTO_HOST}/${n}-${i}.jpg`);
        return row(n, {
          content: prose(1_000_000),
          media_urls: [...photos, ...Array.from({ length: 10_000 }, () => 'javascript:alert(1)')],
          media_types: [...photos.map(() => 'photo'), ...Array.from({ length: 10_000 }, () => 'photo')],
        });
      }),
    ],
  ],
  ['one row of a megabyte of text', [[row(1, { content: prose(1_000_000) })]]],
  [
    'a first page of five, then 500 rows of 10 000 characters through the feed’s worker',
    [[1, 2, 3, 4, 5].map((n) => row(n)), Array.from({ length: 500 }, (_, i) => row(i + 6, { content: prose(10_000) }))],
  ],
];

/** Records every long task of the page from its first moment (the observer is in place before any script runs). */
async function observeLongTasks(page: Page) {
  await page.addInitScript(() => {
    const tasks: number[] = [];
    (window as unknown as { longTasks: number[] }).longTasks = tasks;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) tasks.push(Math.round(entry.duration));
    }).observe({ type: 'longtask', buffered: true });
  });
  return () => page.evaluate(() => (window as unknown as { longTasks: number[] }).longTasks.slice());
}

/** Serves the feed's requests from `answers`, one after the other (the last one again after that), counting them. */
async function answerInTurn(page: Page, answers: Row[][]) {
  const bodies = answers.map((rows) => JSON.stringify(rows));
  let served = 0;
  await page.route(FEED_API, (route) => {
    const body = bodies[Math.min(served, bodies.length - 1)]!;
    served += 1;
    return route.fulfill({
      status: 200,
      contentType: 'application/json',
      headers: { 'access-control-allow-origin': '*', 'content-range': '0-0/*' },
      body,
    });
  });
  await page.route(`${PHOTO_HOST}/**`, (route) => route.fulfill({ status: 200, contentType: 'image/jpeg', body: PHOTO }));
  return () => served;
}

const cards = (page: Page) => page.locator('[data-testid="blog-post"]');

/** Waits until the feed has settled: no request of its own on the way, its cards and fonts drawn, two frames later. */
async function settled(page: Page) {
  await page.locator('[data-testid="blog-loading"]').waitFor({ state: 'detached', timeout: 30_000 });
  await page.waitForLoadState('networkidle');
  await page.evaluate(async () => {
    await document.fonts.ready;
    await new Promise((frame) => requestAnimationFrame(() => requestAnimationFrame(frame)));
  });
}

/** One visit of the blog with the feed answered by `answers`: how many posts it shows, from how many answers, and the
 * durations of its long tasks. */
async function draw(answers: Row[][]) {
  const { page, errors, close } = await openPage();
  try {
    const longTasks = await observeLongTasks(page);
    const served = await answerInTurn(page, answers);
    await page.goto(`${process.env.E2E_BASE_URL}/en/blog`);
    await cards(page).first().waitFor({ timeout: 30_000 });
    await settled(page);
    if (answers.length > 1) {
      // The next page, asked for by the feed's worker when the visitor reaches the bottom.
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      await cards(page).nth(BLOG_PAGE_SIZE).waitFor({ timeout: 30_000 });
      await settled(page);
    }
    return { shown: await cards(page).count(), answers: served(), tasks: await longTasks(), csp: cspViolations(errors) };
  } finally {
    await close();
  }
}

test.each(CASES)(
  '%s: at most a page of posts per answer, and no task over 200 ms',
  async (what, answers) => {
    const attempts: Array<Awaited<ReturnType<typeof draw>>> = [];
    do {
      const attempt = await draw(answers);
      attempts.push(attempt);
      console.log(`${what}: ${attempt.shown} posts from ${attempt.answers} answers; long tasks ${JSON.stringify(attempt.tasks)} ms`);
      expect(attempt.shown).toBeGreaterThan(0);
      expect(attempt.shown).toBeLessThanOrEqual(attempt.answers * BLOG_PAGE_SIZE);
      expect(attempt.csp).toEqual([]);
    } while (attempts.length < 3 && attempts.every(({ tasks }) => tasks.some((ms) => ms > LONG_TASK_MS)));
    const longest = Math.min(...attempts.map(({ tasks }) => Math.max(0, ...tasks)));
    expect(longest).toBeLessThanOrEqual(LONG_TASK_MS);
  },
  300_000,
);
