/**
 * The blog's photos in Chromium, on the production build served with Netlify's image CDN
 * (src/gatsby/deploy/netlifyImages.ts) and the embedded backend's 13 seeded posts: each photo arrives at the size its card
 * draws it (src/blog/photoSources.ts), in its frame from the start, the first one asked for once; a photo on
 * another host is shown as it is.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { BrowserContextOptions, Page } from 'playwright-core';
import { PHOTO_WIDTHS } from '../../src/blog/photoSources';
import { afterFrames, baseUrl, openPage, visit, withPage } from './support/browser';
import { answerFeedWith } from './support/hostileBackend';

const SEED_PHOTO = readFileSync(path.resolve(__dirname, '../../supabase/seed-media/location.jpg'));
const cards = (page: Page) => page.locator('[data-testid="blog-post"]');

/**
 * Every photo of the feed: its box, the candidate the browser chose, and, once it has arrived, its size in pixels
 * (what `naturalWidth` gives is in CSS pixels, divided by the candidate's density).
 */
const photos = (page: Page) =>
  page.locator('[data-testid="blog-post"] img').evaluateAll((images) =>
    Promise.all(
      (images as HTMLImageElement[]).map(async (img) => {
        const box = img.getBoundingClientRect();
        const bitmap = img.complete && img.currentSrc ? await createImageBitmap(img) : null;
        return {
          src: img.getAttribute('src') ?? '',
          srcset: img.getAttribute('srcset'),
          currentSrc: img.currentSrc,
          width: box.width,
          height: box.height,
          pixels: bitmap ? [bitmap.width, bitmap.height] : [],
        };
      }),
    ),
  );

/** The source photo and the width of an image CDN address, or null for any other address. */
function transformation(address: string): { source: string; width: number } | null {
  const url = new URL(address, baseUrl());
  if (url.pathname !== '/.netlify/images') return null;
  return { source: url.searchParams.get('url') ?? '', width: Number(url.searchParams.get('w')) };
}

/** Scrolls to the end of the feed half a screen at a time, so that every page of posts and every lazy photo loads. */
async function loadEveryPhoto(page: Page) {
  for (let step = 0; step < 200; step += 1) {
    // Where the scroll ended and how many posts were drawn then, read together: a page of posts arriving between the
    // two would make the end look reached with the longer feed's count.
    const { atEnd, shown } = await page.evaluate(() => {
      window.scrollBy(0, window.innerHeight / 2);
      return {
        atEnd: window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 1,
        shown: document.querySelectorAll('[data-testid="blog-post"]').length,
      };
    });
    // What the scroll started (the feed's trigger, the lazy photos' observer) has run before the next step.
    await afterFrames(page);
    if (!atEnd) continue;
    if (shown >= 13) break;
    // At the end with posts still to come: the feed's next page lengthens it.
    await page.waitForFunction((before) => document.querySelectorAll('[data-testid="blog-post"]').length > before, shown);
  }
  await expect(cards(page).count()).resolves.toBe(13);
  await page.waitForFunction(() =>
    [...document.querySelectorAll<HTMLImageElement>('[data-testid="blog-post"] img')].every((img) => img.complete && img.naturalWidth > 0),
  );
}

const SCREENS: Array<{ name: string; screen: BrowserContextOptions }> = [
  { name: 'a 390 px phone at 3x', screen: { viewport: { width: 390, height: 844 }, deviceScaleFactor: 3, isMobile: true, hasTouch: true } },
  { name: 'a 1280 px screen at 1x', screen: { viewport: { width: 1280, height: 800 }, deviceScaleFactor: 1 } },
  { name: 'a 1280 px screen at 2x', screen: { viewport: { width: 1280, height: 800 }, deviceScaleFactor: 2 } },
];

describe.each(SCREENS)('/blog on $name', ({ screen }) => {
  test('every photo comes through the image CDN as the candidate its drawn width needs, at most a step above it, in its frame from the start', async () => {
    const { page, errors, close } = await openPage({ ...screen, reducedMotion: 'reduce' });
    try {
      await page.route('https://t.me/**', (route) => route.fulfill({ status: 200, contentType: 'text/html', body: '' }));
      await page.addInitScript(() => {
        const w = window as unknown as { __shifts: number };
        w.__shifts = 0;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as Array<PerformanceEntry & { value: number; hadRecentInput: boolean }>) {
            if (!entry.hadRecentInput) w.__shifts += entry.value;
          }
        }).observe({ type: 'layout-shift', buffered: true });
      });
      await visit(page, '/blog');
      await cards(page).nth(4).waitFor();
      // The first screen, its photos in: nothing has moved (later pages of posts, added below, are another matter).
      await page.waitForFunction(() =>
        [...document.querySelectorAll<HTMLImageElement>('[data-testid="blog-post"] img')]
          .filter((img) => img.getBoundingClientRect().top < window.innerHeight)
          .every((img) => img.complete && img.naturalWidth > 0),
      );
      await expect(page.evaluate(() => (window as unknown as { __shifts: number }).__shifts)).resolves.toBe(0);
      const before = await photos(page);
      await loadEveryPhoto(page);
      const dpr = screen.deviceScaleFactor ?? 1;
      const after = await photos(page);
      expect(after.length).toBeGreaterThan(15);
      for (const [i, photo] of after.entries()) {
        const chosen = transformation(photo.currentSrc);
        expect(chosen?.source).toMatch(/\/storage\/v1\/object\/public\/blog\//);
        const needed = Math.ceil(photo.width * dpr);
        const next = PHOTO_WIDTHS.findIndex((w) => w >= needed);
        const at = next === -1 ? PHOTO_WIDTHS.length - 1 : next;
        // At most the next step above what the screen needs; Chromium may take the step below it when the need sits
        // close to that one, never less.
        const allowed: number[] = [PHOTO_WIDTHS[at]!, PHOTO_WIDTHS[Math.max(at - 1, 0)]!];
        expect({ photo: photo.currentSrc, needed, allowed: allowed.includes(chosen?.width ?? 0) }).toMatchObject({ allowed: true });
        // What arrived is that candidate (never wider than the 1200 px source), cropped to the frame.
        const [pixelsWide = 0, pixelsHigh = 1] = photo.pixels;
        expect(pixelsWide).toBe(Math.min(chosen?.width ?? 0, 1200));
        expect(pixelsWide / pixelsHigh).toBeCloseTo(photo.width / photo.height, 1);
        // Its frame had that size before the photo arrived.
        const earlier = before[i];
        if (earlier) expect([earlier.width, earlier.height]).toEqual([photo.width, photo.height]);
      }
      expect(errors).toEqual([]);
    } finally {
      await close();
    }
  });
});

test('the first post’s photo is asked for once, as the first page arrives, and that request is the one its card shows', async () => {
  await withPage(
    async ({ page }) => {
      // No page.route here: Playwright turns the HTTP cache off while any route is set.
      const cdp = await page.context().newCDPSession(page);
      await cdp.send('Network.enable');
      const sent: Array<{ url: string; at: number }> = [];
      cdp.on('Network.requestWillBeSent', ({ request, timestamp }) => {
        if (request.url.includes('/.netlify/images') || request.url.includes('/storage/v1/object/public/'))
          sent.push({ url: request.url, at: timestamp });
      });
      await page.addInitScript(() => {
        new MutationObserver((_, observer) => {
          if (!document.querySelector('[data-testid="blog-post"]')) return;
          (window as unknown as { __cardAt: number }).__cardAt = performance.now();
          observer.disconnect();
        }).observe(document, { childList: true, subtree: true });
      });
      await visit(page, '/en/blog');
      const image = cards(page).first().locator('img').first();
      await page.waitForFunction(
        (img) => (img as HTMLImageElement).complete && (img as HTMLImageElement).naturalWidth > 0,
        await image.elementHandle(),
      );
      const shown = await image.evaluate((img: HTMLImageElement) => img.currentSrc);
      const lead = transformation(shown);
      expect(lead?.source).toMatch(/\/storage\/v1\/object\/public\/blog\/location\.jpg$/);
      // Every request for any of its candidates (the same photo further down, in a column, is another image): one, the
      // candidate the image shows.
      const candidates = new Set(
        ((await image.getAttribute('srcset')) ?? '').split(', ').map((candidate) => new URL(candidate.split(' ')[0]!, baseUrl()).href),
      );
      expect(sent.filter(({ url }) => candidates.has(url)).map(({ url }) => url)).toEqual([shown]);
      // The page script asked for it before React drew the first card.
      const asked = await page.evaluate((url) => performance.getEntriesByName(url)[0]?.startTime ?? Infinity, shown);
      await expect(page.evaluate(() => (window as unknown as { __cardAt: number }).__cardAt)).resolves.toBeGreaterThan(asked);
      // Nothing of the photo travels in its original form.
      expect(sent.filter(({ url }) => url.includes('/storage/v1/object/public/') && !url.includes('/.netlify/images'))).toEqual([]);
    },
    { viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true },
  );
});

test('a photo on another host is shown as it is, never through the image CDN, which refuses it; the project’s photo beside it goes through', async () => {
  await withPage(async ({ page, errors }) => {
    const foreign = 'https://photos.example.org/studio/set.jpg';
    const own = 'http://127.0.0.1:54321/storage/v1/object/public/blog/casting.jpg';
    await answerFeedWith(page, [
      { id: 'f1', content: 'Elsewhere', media_urls: [foreign], media_types: ['photo'], published_at: '2026-03-02T12:00:00+00:00' },
      { id: 'o1', content: 'Ours', media_urls: [own], media_types: ['photo'], published_at: '2026-03-01T12:00:00+00:00' },
    ]);
    const direct: string[] = [];
    await page.route('https://photos.example.org/**', (route) => {
      direct.push(route.request().url());
      return route.fulfill({ status: 200, contentType: 'image/jpeg', body: SEED_PHOTO });
    });
    const cdn: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/.netlify/images')) cdn.push(request.url());
    });
    await visit(page, '/en/blog');
    await page.waitForFunction(() =>
      [...document.querySelectorAll<HTMLImageElement>('[data-testid="blog-post"] img')].every(
        (img) => img.complete && img.naturalWidth > 0,
      ),
    );
    const [elsewhere, ours] = await photos(page);
    expect(elsewhere).toMatchObject({ src: foreign, srcset: null, currentSrc: foreign });
    expect(direct).toContain(foreign);
    expect(transformation(ours!.currentSrc)?.source).toBe(own);
    expect(cdn.map((url) => transformation(url)?.source)).not.toContain(foreign);
    expect(cdn.length).toBeGreaterThan(0);
    expect(errors).toEqual([]);

    const refused = await fetch(`${baseUrl()}/.netlify/images?url=${encodeURIComponent(foreign)}&w=640&h=360&fit=cover`);
    expect(refused.status).toBe(400);
    await expect(refused.json()).resolves.toEqual({ code: 400, msg: `url (${foreign}) is not an allowed pattern` });
  });
});
