import type { Page } from 'playwright-core';
import { appErrors, baseUrl, visit, withPage } from './support/browser';
import { cardsFadedIn } from './support/pageChecks';

const region = (page: Page, name: string) => page.getByRole('region', { name, exact: true });

describe.each([
  {
    lang: 'ru',
    path: '/cases',
    h1: 'Кейсы',
    partners: 'Партнеры',
    projects: 'Креатив',
    videos: ['/videos/saratov.mp4', '/videos/tour.mp4'],
  },
  { lang: 'en', path: '/en/cases', h1: 'Cases', partners: 'Partners', projects: 'Creative', videos: [] },
])('$path', ({ lang, path, h1, partners, projects, videos }) => {
  test('title, sections, 9 partner and 5 project cards fading in on their staggers', async () => {
    await withPage(async ({ page, errors }) => {
      await visit(page, path);
      expect(await page.evaluate(() => document.documentElement.lang)).toBe(lang);
      const title = await page.title();
      expect(title).toMatch(
        lang === 'ru' ? /премиальные клиенты.*документальные фильмы и сериалы/i : /premium clients.*documentary films and series/i,
      );
      await expect(page.getByRole('heading', { level: 1 }).innerText()).resolves.toBe(h1);
      await expect(page.locator('header').count()).resolves.toBeGreaterThan(0);
      await expect(page.locator('footer').count()).resolves.toBe(1);

      const partnerCards = region(page, partners).getByTestId('partner-card');
      await expect(partnerCards.count()).resolves.toBe(9);
      const partnerDelays = await partnerCards.evaluateAll((cards) => cards.map((c) => getComputedStyle(c).animationDelay));
      expect(partnerDelays).toEqual(['0s', '0.1s', '0.2s', '0.3s', '0.4s', '0.5s', '0.6s', '0.7s', '0.8s']);
      const categories = await partnerCards.locator('span').allInnerTexts();
      expect(categories).toHaveLength(9);

      const projectCards = region(page, projects).getByTestId('project-card');
      await expect(projectCards.count()).resolves.toBe(5);
      const projectDelays = await projectCards.evaluateAll((cards) => cards.map((c) => getComputedStyle(c).animationDelay));
      expect(projectDelays).toEqual(['0s', '0.15s', '0.3s', '0.45s', '0.6s']);
      // A card is drawn in the frame after it comes near the screen (content-visibility): off screen it has no rendered
      // text yet, in the page's next frame after a jump to it, it does.
      await projectCards.nth(4).scrollIntoViewIfNeeded();
      await page.waitForFunction(
        ([el, title]) => (el as HTMLElement).innerText.includes(title as string),
        [await projectCards.nth(4).elementHandle(), lang === 'ru' ? 'Робинзон?' : 'Robinson?'] as const,
        { timeout: 2000 },
      );
      // every card ends up fully visible
      await cardsFadedIn(page);
      const opacities = await page.getByTestId('project-card').evaluateAll((cards) => cards.map((c) => getComputedStyle(c).opacity));
      expect(opacities).toEqual(['1', '1', '1', '1', '1']);

      const sources = await page.locator('video source').evaluateAll((els) => els.map((s) => s.getAttribute('src')));
      expect(sources).toEqual(videos);
      expect(appErrors(errors)).toEqual([]);
    });
  });
});

test('Russian videos: controls, metadata preload, fallback text, a title, and a real playable H.264 file', async () => {
  await withPage(async ({ page }) => {
    await visit(page, '/cases');
    const videos = page.locator('video');
    await expect(videos.count()).resolves.toBe(2);
    const attrs = await videos.evaluateAll((els) =>
      els.map((v) => ({
        controls: v.hasAttribute('controls'),
        preload: v.getAttribute('preload'),
        title: v.getAttribute('title'),
        fallback: v.textContent?.trim(),
      })),
    );
    expect(attrs).toEqual([
      { controls: true, preload: 'metadata', title: 'Саратов. Город на Волге', fallback: 'Ваш браузер не поддерживает видео.' },
      { controls: true, preload: 'metadata', title: 'Тур', fallback: 'Ваш браузер не поддерживает видео.' },
    ]);
    for (const src of ['/videos/saratov.mp4', '/videos/tour.mp4']) {
      const response = await page.request.get(`${baseUrl()}${src}`);
      expect(response.status()).toBe(200);
      expect(response.headers()['content-type']).toBe('video/mp4');
      const body = await response.body();
      expect(body.length).toBeLessThan(1024 * 1024);
      expect(body.subarray(4, 8).toString('latin1')).toBe('ftyp');
      expect(body.includes(Buffer.from('avc1'))).toBe(true); // H.264
    }
    // Chromium reads the metadata (preload="metadata"): the clips are real, about 4 s long
    await page.waitForFunction(() => [...document.querySelectorAll('video')].every((v) => v.readyState >= 1), null, { timeout: 10_000 });
    const durations = await videos.evaluateAll((els) => els.map((v) => Math.round((v as HTMLVideoElement).duration)));
    expect(durations).toEqual([4, 4]);
  });
});

test('English cases page: no videos, every internal link stays under /en', async () => {
  await withPage(async ({ page }) => {
    await visit(page, '/en/cases');
    await expect(page.locator('video').count()).resolves.toBe(0);
    const hrefs = await page
      .locator('a[href^="/"]:not([data-testid="lang-ru"])')
      .evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''));
    expect(hrefs.length).toBeGreaterThan(5);
    expect(hrefs.filter((h) => !(h === '/en' || h.startsWith('/en/')))).toEqual([]);
  });
});
