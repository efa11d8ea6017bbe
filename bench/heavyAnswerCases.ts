/**
 * The feed against a backend that lies about how much it sends: answers of up to several megabytes (500 rows where 5
 * were asked for, rows of 10 000 characters, a media list of 300 000 unusable strings, megabytes of text), served to
 * the built blog page in Chromium. Shared by the end-to-end test, which asserts what the feed bounds (the posts it
 * draws, the answers it reads, the failure it reports), and by `npm run bench:heavy-answers`, which measures the
 * page's long tasks while it draws them. The feed's request pattern and row shape are the hostile-backend tests' too.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { BLOG_ANSWER_MAX_BYTES, BLOG_PAGE_SIZE } from '../src/config/constants';

/** Every feed request the page makes, whatever the backend's address. */
export const FEED_API = '**/rest/v1/blog_posts_public?*';

/** A row of blog_posts_public as PostgREST sends it. */
export function feedRow(n: number) {
  return {
    id: `hostile-${n}`,
    content: `Hostile post ${n}`,
    media_urls: [],
    media_types: [],
    published_at: new Date(Date.UTC(2026, 2, 20 - n, 12)).toISOString(),
  };
}

type Row = Omit<ReturnType<typeof feedRow>, 'media_urls' | 'media_types'> & { media_urls: unknown[]; media_types: unknown[] };

const row = (n: number, extra: Partial<Row> = {}): Row => ({ ...feedRow(n), ...extra });
/** `length` characters (and bytes) of prose, words and spaces, as a pasted text would be. */
const prose = (length: number) => 'Frame by frame, a shooting day. '.repeat(Math.ceil(length / 32)).slice(0, length);
const PHOTO_HOST = 'https://cdn.kadr-studio.example';
const PHOTO = readFileSync(path.resolve(__dirname, '../supabase/seed-media/backstage.jpg'));

export interface HeavyCase {
  what: string;
  /** The answers, in the order the feed asks for them (its first page, then each next one). */
  answers: Row[][];
}

export const HEAVY_CASES: HeavyCase[] = [
  { what: '500 rows where 5 were asked for', answers: [Array.from({ length: 500 }, (_, i) => row(i + 1))] },
  {
    what: '500 rows of 10 000 characters each (5 MB)',
    answers: [Array.from({ length: 500 }, (_, i) => row(i + 1, { content: prose(10_000) }))],
  },
  {
    what: 'a row whose media list holds 300 000 unusable strings, then its photos',
    answers: [
      [
        row(1, {
          media_urls: [...Array.from({ length: 300_000 }, (_, i) => `not a link ${i}`), `${PHOTO_HOST}/1.jpg`],
          media_types: Array.from({ length: 300_001 }, () => 'photo'),
        }),
        ...[2, 3, 4, 5].map((n) => row(n)),
      ],
    ],
  },
  {
    what: 'five rows of a megabyte of text and 10 photos each, then 10 000 broken links each (5 MB)',
    answers: [
      [1, 2, 3, 4, 5].map((n) => {
        const photos = Array.from({ length: 10 }, (_, i) => `${PHOTO_HOST}/${n}-${i}.jpg`);
        return row(n, {
          content: prose(1_000_000),
          media_urls: [...photos, ...Array.from({ length: 10_000 }, () => 'javascript:alert(1)')],
          media_types: [...photos.map(() => 'photo'), ...Array.from({ length: 10_000 }, () => 'photo')],
        });
      }),
    ],
  },
  { what: 'one row of a megabyte of text', answers: [[row(1, { content: prose(1_000_000) })]] },
  {
    what: 'a first page of five, then 500 rows of 10 000 characters through the feed’s worker',
    answers: [[1, 2, 3, 4, 5].map((n) => row(n)), Array.from({ length: 500 }, (_, i) => row(i + 6, { content: prose(10_000) }))],
  },
];

/** The bytes of an answer as the page receives it. */
export const answerBytes = (rows: Row[]) => Buffer.byteLength(JSON.stringify(rows));

/** Whether the feed may read `rows` at all: an answer past BLOG_ANSWER_MAX_BYTES fails unread. */
export const readable = (rows: Row[]) => answerBytes(rows) <= BLOG_ANSWER_MAX_BYTES;

/** Records every long task of the page from its first moment (the observer is in place before any script runs). */
export async function observeLongTasks(page: Page) {
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
export async function answerInTurn(page: Page, answers: Row[][]) {
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

/** Waits until the feed has settled: no load of its own on the way, its cards and fonts drawn, two frames later. */
async function settled(page: Page) {
  await page.locator('[data-testid="blog-loading"]').waitFor({ state: 'detached', timeout: 30_000 });
  await page.waitForLoadState('networkidle');
  await page.evaluate(async () => {
    await document.fonts.ready;
    await new Promise((frame) => requestAnimationFrame(() => requestAnimationFrame(frame)));
  });
}

/**
 * One visit of `origin`'s English blog with the feed answered by `answers`: how many posts it shows, how many answers
 * it asked for, and the durations of its long tasks. With a second answer, the visit scrolls to the bottom once the
 * first page is drawn, so the feed's worker asks for it.
 */
export async function drawAnswers(page: Page, origin: string, answers: Row[][]) {
  const longTasks = await observeLongTasks(page);
  const served = await answerInTurn(page, answers);
  await page.goto(`${origin}/en/blog`);
  await settled(page);
  if (answers.length > 1 && (await cards(page).count()) === BLOG_PAGE_SIZE) {
    // The worker's request for the next answer, which the scroll starts.
    const next = page.waitForRequest((request) => request.url().includes('/rest/v1/blog_posts_public?'), { timeout: 30_000 });
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await next;
    await settled(page);
  }
  return { shown: await cards(page).count(), answers: served(), tasks: await longTasks() };
}
