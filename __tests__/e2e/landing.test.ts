import type { Page } from 'playwright-core';
import { afterFrames, appErrors, baseUrl, visit, waitForLang, withPage } from './support/browser';
import { fallingLetters, fallStarts, firstFallStarts, lettersFalling } from './support/landing';

const MENU = {
  ru: ['Сценарии', 'Продакшн', 'Кастинг', 'Продакт-плейсмент', 'Мероприятия', 'Кейсы', 'Кремлёвская Ёлка 2.0', 'Блог'],
  en: ['Scripts', 'Production', 'Casting', 'Product Placement', 'Events', 'Cases', 'Kremlin Christmas Tree 2.0', 'Blog'],
};
const PATHS = ['/scripts', '/production', '/casting', '/product-placement', '/events', '/cases', '/kremlin', '/blog'];

/** The menu's links by accessible name, in document order. */
const menuLinks = (page: Page) => page.locator('main nav').getByRole('link');
/** When the first letter of each landing link starts to fall (ms after the click; null: it stays), menu then apply. */
const linkStarts = (page: Page) => firstFallStarts(page.locator('main a'));

/** Opens the Russian landing and clicks Блог: the letters start falling, the navigation is pending. */
async function startLeavingForBlog(page: Page) {
  await visit(page, '/');
  await page.getByRole('link', { name: 'Блог', exact: true }).click();
  await lettersFalling(page);
}

/** The landing stands whole and stays: past the old 3.5 s, the cancelled navigation must not fire. */
async function expectLandingStays(page: Page) {
  expect(await fallingLetters(page)).toBe(0);
  // A fixed wait: what is checked is that nothing happens in this window (a cancelled timer leaves nothing to wait for).
  await page.waitForTimeout(4000);
  expect(new URL(page.url()).pathname).toBe('/');
}

/**
 * Remembers when the visitor clicked, on the browser's own clock and across the navigation: the landing loads its
 * target as a new document (the page ships no client-side router), so the time is kept in sessionStorage as an
 * absolute high-resolution time.
 */
async function markClicks(page: Page) {
  await page.evaluate(() => {
    document.addEventListener('click', () => sessionStorage.setItem('clickedAt', String(performance.timeOrigin + performance.now())), {
      capture: true,
    });
  });
}

/** How long after the click the current document's navigation started (its `performance.timeOrigin`). */
const navigationDelay = (page: Page) =>
  page.evaluate(() => performance.timeOrigin - Number(sessionStorage.getItem('clickedAt') ?? Number.NaN));

describe.each([
  {
    lang: 'ru' as const,
    path: '/',
    prefix: '',
    apply: 'Подать заявку',
    tagline: /вертикальные многосерийные проекты для стриминговых платформ.*новые лица/,
  },
  {
    lang: 'en' as const,
    path: '/en',
    prefix: '/en',
    apply: 'Submit Application',
    tagline: /vertical multi-episode projects for streaming platforms.*new faces/,
  },
])('landing $path', ({ lang, path, prefix, apply, tagline }) => {
  test('title, the eight menu links in order (Kremlin red), apply link, tagline, language buttons, no header/footer', async () => {
    await withPage(async ({ page, errors }) => {
      await visit(page, path);
      expect(await page.evaluate(() => document.documentElement.lang)).toBe(lang);
      expect(await page.title()).toContain('KADR');
      expect(await page.locator('meta[name="description"]').getAttribute('content')).toBeTruthy();
      await expect(page.getByRole('heading', { level: 1, name: 'KADR' }).count()).resolves.toBe(1);

      const links = menuLinks(page);
      const names = await links.evaluateAll((as) => as.map((a) => a.querySelector('[data-letters]')?.textContent?.replace(/\s+/g, ' ')));
      expect(names).toEqual(MENU[lang]);
      for (const name of MENU[lang]) await expect(page.getByRole('link', { name, exact: true }).count()).resolves.toBe(1);
      const hrefs = await links.evaluateAll((as) => as.map((a) => a.getAttribute('href')));
      expect(hrefs).toEqual(PATHS.map((p) => `${prefix}${p}`));

      const colours = await links.evaluateAll((as) => as.map((a) => getComputedStyle(a).color));
      const kremlin = colours[6]!.match(/\d+/g)!.map(Number);
      expect(kremlin[0]).toBeGreaterThan(200);
      expect(kremlin[1]).toBeLessThan(120);
      expect(colours.filter((c) => c === colours[6])).toHaveLength(1);

      await expect(page.getByRole('link', { name: apply, exact: true }).getAttribute('href')).resolves.toBe(`${prefix}/contacts`);
      expect(await page.locator('main').innerText()).toMatch(tagline);
      await expect(page.locator('[data-testid="lang-ru"]').isVisible()).resolves.toBe(true);
      await expect(page.locator('[data-testid="lang-en"]').isVisible()).resolves.toBe(true);
      await expect(page.locator('a[href="#main"]').count()).resolves.toBe(1);
      await expect(page.locator('footer').count()).resolves.toBe(0);
      await expect(page.getByRole('banner').count()).resolves.toBe(0);
      expect(appErrors(errors)).toEqual([]);
    });
  });
});

test('a click makes the other texts fall and navigates after 3.5 s, not before 3 s', async () => {
  await withPage(async ({ page, errors }) => {
    await visit(page, '/');
    await markClicks(page);
    await page.getByRole('link', { name: 'Кейсы', exact: true }).click();
    await lettersFalling(page, 21);
    const clicked = page.getByRole('link', { name: 'Кейсы', exact: true });
    expect(new Set(await fallStarts(clicked))).toEqual(new Set([null]));
    const delays = await page
      .getByRole('link', { name: 'Сценарии', exact: true })
      .locator('[data-letter]')
      .evaluateAll((ls) => ls.slice(0, 3).map((l) => getComputedStyle(l).animationDelay));
    expect(delays).toEqual(['2s', '2.05s', '2.1s']);

    // 3 s after the click by the page's own clock (the checks above take their time on a busy machine): still here.
    await page.waitForFunction(() => performance.timeOrigin + performance.now() >= Number(sessionStorage.getItem('clickedAt')) + 3000);
    expect(new URL(page.url()).pathname).toBe('/');

    await page.waitForURL(`${baseUrl()}/cases`, { timeout: 5000 });
    const elapsed = await navigationDelay(page);
    // product §2's 3.5 s, and 1 s of margin for a loaded machine (the navigation starts in a timer of the page's).
    expect(elapsed).toBeGreaterThanOrEqual(3500);
    expect(elapsed).toBeLessThan(4500);
    await expect(page.getByRole('heading', { level: 1, name: 'Кейсы' }).isVisible()).resolves.toBe(true);

    // back to the landing: whole again, nothing falling
    await page.goBack();
    await page.waitForURL(`${baseUrl()}/`);
    await page.getByRole('heading', { level: 1, name: 'KADR' }).waitFor();
    expect(await fallingLetters(page)).toBe(0);
    expect(appErrors(errors)).toEqual([]);
  });
});

test('the fall ripples out from the clicked link, which stays with its number: Chromium’s delays from the CSS', async () => {
  await withPage(async ({ page, errors }) => {
    await visit(page, '/');
    const clicked = page.getByRole('link', { name: 'Кейсы', exact: true });
    await clicked.click();
    await page.waitForFunction(() => document.querySelector('[data-fall]') !== null);
    expect(new Set(await fallStarts(clicked))).toEqual(new Set([null]));
    expect(await fallStarts(clicked.locator('xpath=preceding-sibling::span'))).toEqual([null, null]);
    // 500 ms per link further from the clicked one (product §9), the apply link last.
    expect(await linkStarts(page)).toEqual([2000, 1500, 1000, 500, 0, null, 0, 500, 1000]);
    // Then 50 ms per letter, in the links and their numbers as in the title and the kicker, which fall at once.
    expect((await fallStarts(page.getByRole('link', { name: 'Сценарии', exact: true }))).slice(0, 3)).toEqual([2000, 2050, 2100]);
    expect(await fallStarts(page.locator('main li').first().locator('span').first())).toEqual([2000, 2050]);
    expect((await fallStarts(page.locator('main h1'))).slice(0, 4)).toEqual([0, 50, 100, 150]);
    expect((await fallStarts(page.locator('main p').first())).slice(0, 3)).toEqual([0, 50, 100]);
    expect(appErrors(errors)).toEqual([]);
  });
});

test('without JavaScript the landing links simply lead to their pages', async () => {
  await withPage(
    async ({ page }) => {
      await visit(page, '/en');
      await page.getByRole('link', { name: 'Blog', exact: true }).click();
      await page.waitForURL(`${baseUrl()}/en/blog`, { timeout: 3000 });
      await visit(page, '/');
      await page.getByRole('link', { name: 'Подать заявку', exact: true }).click();
      await page.waitForURL(`${baseUrl()}/contacts`, { timeout: 3000 });
    },
    { javaScriptEnabled: false },
  );
});

test('keyboard activation (Enter) behaves like a click', async () => {
  await withPage(async ({ page }) => {
    await visit(page, '/en');
    await markClicks(page);
    await page.getByRole('link', { name: 'Kremlin Christmas Tree 2.0', exact: true }).focus();
    await page.keyboard.press('Enter');
    await lettersFalling(page, 21);
    expect(new URL(page.url()).pathname).toBe('/en');
    expect(await linkStarts(page)).toEqual([2500, 2000, 1500, 1000, 500, 0, null, 0, 500]);
    await page.waitForURL(`${baseUrl()}/en/kremlin`, { timeout: 5000 });
    await waitForLang(page, 'en');
    const elapsed = await navigationDelay(page);
    expect(elapsed).toBeGreaterThanOrEqual(3500);
  });
});

test('with prefers-reduced-motion: reduce, nothing falls and navigation is immediate', async () => {
  await withPage(
    async ({ page }) => {
      await visit(page, '/');
      await markClicks(page);
      await page.getByRole('link', { name: 'Подать заявку', exact: true }).click();
      await page.waitForURL(`${baseUrl()}/contacts`, { timeout: 2000 });
      const elapsed = await navigationDelay(page);
      // At once: 1.5 s of margin for a loaded machine, well short of the 3.5 s the animation would take.
      expect(elapsed).toBeLessThan(1500);
    },
    { reducedMotion: 'reduce' },
  );
});

test('a Ctrl-click opens the page in a new tab without the animation', async () => {
  await withPage(async ({ page }) => {
    await visit(page, '/');
    const [popup] = await Promise.all([
      page.context().waitForEvent('page'),
      page.getByRole('link', { name: 'Сценарии', exact: true }).click({ modifiers: ['Control'] }),
    ]);
    await popup.waitForLoadState();
    expect(new URL(popup.url()).pathname).toBe('/scripts');
    // The click was handled (and left to the browser) long before the new tab loaded; a frame later nothing falls.
    await afterFrames(page);
    expect(await fallingLetters(page)).toBe(0);
    expect(new URL(page.url()).pathname).toBe('/');
  });
});

test('a pageshow from the back-forward cache mid-animation resets the landing to idle and cancels the navigation', async () => {
  await withPage(async ({ page }) => {
    await startLeavingForBlog(page);
    // What the browser fires when it restores a page from the bfcache (headless Chromium under
    // Playwright reloads instead of restoring, so the event is dispatched here as the browser would).
    await page.evaluate(() => window.dispatchEvent(new PageTransitionEvent('pageshow', { persisted: true })));
    await expectLandingStays(page);
  });
});

test('leaving the document mid-animation and coming back shows the landing whole', async () => {
  await withPage(async ({ page }) => {
    await startLeavingForBlog(page);
    await page.goto(`${baseUrl()}/about`, { waitUntil: 'load' });
    await page.goBack({ waitUntil: 'load' });
    await page.getByRole('heading', { level: 1, name: 'KADR' }).waitFor();
    await expectLandingStays(page);
  });
});
