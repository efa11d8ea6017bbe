/**
 * The blog feed in Chromium, on the production build, against the embedded
 * local backend (13 seeded posts) that globalSetup starts: product §2, §4, §7, §8.
 */
import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import { afterFrames, until, visit, withPage } from './support/browser';
import { cards, feedSettled, scrollToBottom } from './support/feed';
import { answerFeedWith, FEED_API } from './support/hostileBackend';

/** Offsets of the feed requests the page makes, in order. */
function trackFeedRequests(page: Page): URL[] {
  const seen: URL[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (request.method() === 'GET' && url.pathname === '/rest/v1/blog_posts_public') seen.push(url);
  });
  return seen;
}

/** The messenger is not reachable here: answer its widget with a tiny page. */
async function stubTelegram(page: Page) {
  await page.route('https://t.me/**', (route) => route.fulfill({ status: 200, contentType: 'text/html', body: '<p>Telegram post</p>' }));
}

describe.each([
  { lang: 'ru', path: '/blog', firstDate: '14 марта 2026 г.', loading: 'Загрузка...' },
  { lang: 'en', path: '/en/blog', firstDate: 'March 14, 2026', loading: 'Loading...' },
])('$path', ({ path, firstDate, loading }) => {
  test('shows 5 cards, then 10 and 13 as the visitor scrolls, and makes exactly three requests', async () => {
    await withPage(async ({ page, errors }) => {
      await stubTelegram(page);
      const requests = trackFeedRequests(page);
      await visit(page, path);
      await expect(cards(page).count()).resolves.toBe(5);
      // The first page fills the screen: nothing more loads until the visitor scrolls.
      await feedSettled(page);
      expect(requests).toHaveLength(1);
      await expect(cards(page).first().locator('time').textContent()).resolves.toBe(firstDate);

      await scrollToBottom(page);
      await page.waitForFunction(() => document.querySelectorAll('[data-testid="blog-post"]').length === 10);
      await scrollToBottom(page);
      await page.waitForFunction(() => document.querySelectorAll('[data-testid="blog-post"]').length === 13);

      // The third page was short: the feed has ended, and a scroll to the bottom asks for nothing more.
      await scrollToBottom(page);
      await feedSettled(page);
      await expect(cards(page).count()).resolves.toBe(13);
      expect(requests.map((url) => [url.searchParams.get('offset'), url.searchParams.get('limit')])).toEqual([
        ['0', '5'],
        ['5', '5'],
        ['10', '5'],
      ]);
      expect(requests[0]!.searchParams.get('select')).toBe('*');
      expect(requests[0]!.searchParams.get('order')).toBe('published_at.desc,id.desc');
      await expect(page.getByText(loading).count()).resolves.toBe(0);
      // Every id once, newest first: the two posts sharing a timestamp come in id order.
      const ids = await cards(page).evaluateAll((els) => els.map((el) => el.textContent));
      expect(new Set(ids).size).toBe(13);
      expect(errors).toEqual([]);
    });
  });

  test(`shows '${loading}' while the backend is slow`, async () => {
    await withPage(async ({ page }) => {
      let release = () => {};
      const held = new Promise<void>((resolve) => {
        release = resolve;
      });
      await page.route(FEED_API, async (route) => {
        await held;
        await route.continue();
      });
      await page.goto(`${process.env.E2E_BASE_URL}${path}`);
      await page.getByText(loading).waitFor({ state: 'visible' });
      await expect(cards(page).count()).resolves.toBe(0);
      release();
      await cards(page).first().waitFor();
      await page.getByText(loading).waitFor({ state: 'detached' });
    });
  });
});

test('a failing backend leaves a working page: no loading text, no message, an error in the console', async () => {
  await withPage(async ({ page, errors }) => {
    await page.route(FEED_API, (route) =>
      route.fulfill({ status: 500, contentType: 'application/json', body: '{"message":"internal error"}' }),
    );
    const failed = page.waitForResponse((response) => response.status() === 500);
    await visit(page, '/blog');
    await failed;
    // The feed reports the failure after the answer arrives; wait for that, not for a moment in between.
    await until(() => errors.some((e) => e.startsWith('Blog feed: could not load posts')));
    await page.waitForFunction(() => !document.body.innerText.includes('Загрузка...'));
    await expect(cards(page).count()).resolves.toBe(0);
    const main = await page.locator('main').innerText();
    expect(main).not.toContain('Пока нет постов');
    expect(main).not.toContain('internal error');
    expect(errors.some((e) => e.startsWith('Blog feed: could not load posts'))).toBe(true);
    // Still a working page: the language switch navigates.
    await page.locator('[data-testid="lang-en"]').click();
    await page.waitForURL((url) => url.pathname === '/en/blog');
    await expect(page.locator('h1').innerText()).resolves.toBe('Blog');
  });
});

test('markup in post content shows as text and runs nothing; unsafe media never render', async () => {
  await withPage(async ({ page, errors }) => {
    const payload = '<img src=x onerror="window.__xss=1"><script>window.__xss=2</script>\nline two';
    await answerFeedWith(page, [
      {
        id: 'a1',
        content: payload,
        media_urls: ['javascript:window.__xss=3', 'https://t.me.example.org/post/1', 'data:image/png;base64,AAAA'],
        media_types: ['photo', 'video', 'photo'],
        published_at: '2026-03-01T12:00:00+00:00',
      },
    ]);
    // The look-alike host does not exist here; answer it so the browser logs no network error.
    await page.route('https://t.me.example.org/**', (route) => route.fulfill({ status: 404, body: '' }));
    let dialogs = 0;
    page.on('dialog', (dialog) => {
      dialogs += 1;
      void dialog.dismiss();
    });
    await page.goto(`${process.env.E2E_BASE_URL}/en/blog`);
    const content = page.locator('[data-testid="blog-post-content"]');
    await expect(content.innerText()).resolves.toBe('<img src=x onerror="window.__xss=1"><script>window.__xss=2</script>\nline two');
    // No element came of the markup (nothing there could load and fail, or run later), and nothing ran.
    // javascript: and data: addresses render nothing; a look-alike of t.me is not embedded (it is an ordinary video URL).
    await expect(cards(page).locator('img, iframe, script').count()).resolves.toBe(0);
    await afterFrames(page);
    await expect(page.evaluate(() => (window as unknown as { __xss?: number }).__xss)).resolves.toBeUndefined();
    await expect(cards(page).locator('video').getAttribute('src')).resolves.toBe('https://t.me.example.org/post/1');
    expect(dialogs).toBe(0);
    expect(errors.filter((e) => e.startsWith('pageerror'))).toEqual([]);
  });
});

test('on a phone, a video a screen or more below gets its controls and loads its metadata as the visitor nears it, in a frame of the same size', async () => {
  await withPage(
    async ({ page, errors }) => {
      await stubTelegram(page);
      const videoRequests: string[] = [];
      page.on('request', (request) => {
        if (request.resourceType() === 'media') videoRequests.push(request.url());
      });
      await visit(page, '/en/blog');
      await expect(cards(page).count()).resolves.toBe(5);
      const video = cards(page).locator('video').first();
      const state = () =>
        video.evaluate((el: HTMLVideoElement) => {
          const box = el.getBoundingClientRect();
          return {
            controls: el.controls,
            top: box.top + window.scrollY,
            width: box.width,
            height: box.height,
            screens: (box.top + window.scrollY) / window.innerHeight,
          };
        });
      const before = await state();
      // The seeded first page puts its first video (the fourth post) more than two screens down on a phone.
      expect(before.screens).toBeGreaterThan(2);
      expect(before.controls).toBe(false);
      // The page has settled with the video far below: it has asked for nothing (the browser's own state says so too).
      await feedSettled(page);
      expect(videoRequests).toEqual([]);
      await expect(video.evaluate((el: HTMLVideoElement) => [el.readyState, el.networkState !== el.NETWORK_LOADING])).resolves.toEqual([
        0,
        true,
      ]);

      await page.evaluate((top) => window.scrollTo(0, top - 1.5 * window.innerHeight), before.top);
      await page.waitForFunction(() => document.querySelector<HTMLVideoElement>('[data-testid="blog-post"] video')?.controls === true);
      await video.evaluate(
        (el: HTMLVideoElement) =>
          new Promise((resolve) => (el.readyState >= 1 ? resolve(null) : el.addEventListener('loadedmetadata', resolve, { once: true }))),
      );
      expect(videoRequests.length).toBeGreaterThan(0);
      const after = await state();
      // The same box with its controls as without (the page's web fonts may have moved it by a pixel meanwhile).
      expect(after.width).toBeCloseTo(before.width, 1);
      expect(after.height).toBeCloseTo(before.height, 1);
      expect(errors).toEqual([]);
    },
    { viewport: { width: 412, height: 823 }, isMobile: true, hasTouch: true },
  );
});

test('a keyboard visitor tabs to every video of the first page and finds its controls there', async () => {
  await withPage(
    async ({ page }) => {
      await stubTelegram(page);
      await visit(page, '/en/blog');
      await expect(cards(page).count()).resolves.toBe(5);
      const total = await cards(page).locator('video').count();
      expect(total).toBeGreaterThan(0);
      const reached: boolean[] = [];
      for (let i = 0; i < 80 && reached.length < total; i += 1) {
        await page.keyboard.press('Tab');
        const focused = await page.evaluate(() => {
          const el = document.activeElement;
          return el instanceof HTMLVideoElement ? el.controls : null;
        });
        if (focused !== null) reached.push(focused);
      }
      expect(reached).toEqual(Array.from({ length: total }, () => true));
    },
    { viewport: { width: 412, height: 823 }, isMobile: true },
  );
});

test('a keyboard visitor inside an embedded Telegram post sees a ring around its frame', async () => {
  await withPage(async ({ page }) => {
    await answerFeedWith(page, [
      {
        id: 't1',
        content: 'From our channel',
        media_urls: ['https://t.me/kadr/42'],
        media_types: ['video'],
        published_at: '2026-03-01T12:00:00+00:00',
      },
    ]);
    await page.route('https://t.me/**', (route) =>
      route.fulfill({ status: 200, contentType: 'text/html', body: '<a href="https://t.me/kadr">KADR</a>' }),
    );
    await visit(page, '/en/blog');
    await page.locator('[data-testid="blog-embed"]').waitFor();
    let ring: { outline: string; width: number } | null = null;
    for (let i = 0; i < 60 && !ring; i += 1) {
      await page.keyboard.press('Tab');
      ring = await page.evaluate(() => {
        const el = document.activeElement;
        if (!(el instanceof HTMLIFrameElement)) return null;
        const style = getComputedStyle(el);
        return { outline: style.outlineStyle, width: Number.parseFloat(style.outlineWidth) };
      });
    }
    expect(ring).not.toBeNull();
    expect(ring!.outline).not.toBe('none');
    expect(ring!.width).toBeGreaterThanOrEqual(2);
    // Back out of the frame: the ring goes with the keyboard.
    await page.keyboard.press('Shift+Tab');
    await page.waitForFunction(() => !(document.activeElement instanceof HTMLIFrameElement));
    await expect(page.locator('[data-testid="blog-embed"]').evaluate((el) => getComputedStyle(el).outlineStyle)).resolves.toBe('none');
  });
});

test.each([
  ['no-preference', true],
  ['reduce', false],
] as const)('cards fade in with a 0.1 s stagger unless the visitor prefers reduced motion (%s)', async (reducedMotion, animated) => {
  await withPage(
    async ({ page }) => {
      await stubTelegram(page);
      await visit(page, '/en/blog');
      const styles = await cards(page).evaluateAll((els) =>
        els.map((el) => ({ name: getComputedStyle(el).animationName, delay: getComputedStyle(el).animationDelay })),
      );
      expect(styles).toHaveLength(5);
      if (animated) {
        expect(styles.every((s) => s.name !== 'none')).toBe(true);
        expect(styles.map((s) => s.delay)).toEqual(['0s', '0.1s', '0.2s', '0.3s', '0.4s']);
      } else {
        expect(styles.every((s) => s.name === 'none')).toBe(true);
      }
    },
    { reducedMotion },
  );
});

test.each(['/blog', '/en/blog'])('%s with its cards has no detectable accessibility violations', async (path) => {
  await withPage(
    async ({ page }) => {
      await stubTelegram(page);
      await visit(page, path);
      await cards(page).nth(4).waitFor();
      // The blog's own part of the page; the shared header and footer are tested with the layout.
      const { violations } = await new AxeBuilder({ page }).include('main').exclude('iframe').analyze();
      expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
    },
    { reducedMotion: 'reduce' },
  );
});
