/**
 * Accessibility, the site's one axe suite: on every page (the application form's thank-you and privacy pages and the
 * blog's post pages too) and 404 page, once the entrance animations have settled, axe (every rule it runs by default:
 * WCAG 2.0/2.1 A and AA plus best practices) finds nothing and no page trips the CSP; the keyboard and motion
 * foundations hold on every page.
 *
 * Each page's checks share one browser context and load the page as few times as they can: the focus walk goes on
 * from the load axe measured (nothing has had focus yet), the skip link and the language buttons are checked on one
 * load, and the reduced-motion check emulates the preference on the same page before loading it again.
 */
import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import { baseUrl, openPage, type TrackedPage, visit } from './support/browser';
import { cspViolations, FORM_ROUTES, NOT_FOUND_ROUTES, PAGE_TIMEOUT_MS, POST_ROUTES, ROUTES } from './support/site';

const ALL = [...ROUTES, ...FORM_ROUTES, ...POST_ROUTES, ...NOT_FOUND_ROUTES];

test('the walk includes the blog’s post pages', () => {
  expect(POST_ROUTES.filter(({ lang }) => lang === 'ru').length).toBeGreaterThan(0);
});

/**
 * Waits for every finite animation (title letters, card fade-ins) to end, so
 * axe measures contrast on the settled page rather than half-faded text.
 */
function settleAnimations(page: Page) {
  return page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => Number.isFinite(animation.effect?.getComputedTiming().endTime ?? Infinity))
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
}

/** The `data-testid` (or null) of the element that has focus. */
const focusedTestId = (page: Page) => page.evaluate(() => document.activeElement?.getAttribute('data-testid') ?? null);

describe.each(ALL)('$path', ({ path }) => {
  let tracked: TrackedPage;
  beforeAll(async () => {
    tracked = await openPage();
  }, PAGE_TIMEOUT_MS);
  afterAll(() => tracked.close());

  test(
    'axe reports no violation once the entrance animations have settled, and the CSP blocks nothing',
    async () => {
      const { page, errors } = tracked;
      await visit(page, path);
      await settleAnimations(page);
      // Passes and incomplete results are not read: axe then leaves out their nodes' details, the longest part of its
      // run on a long page, and reports every violation in full all the same.
      const { violations } = await new AxeBuilder({ page }).options({ resultTypes: ['violations'] }).analyze();
      const summary = violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
      expect(summary).toEqual([]);
      expect(cspViolations(errors)).toEqual([]);
    },
    PAGE_TIMEOUT_MS,
  );

  test(
    'every control shows a visible focus indicator; frames and videos are named',
    async () => {
      const { page } = tracked;
      // The load axe measured, where nothing has had focus yet; a load of its own if that one did not happen.
      if (page.url() !== `${baseUrl()}${path}`) await visit(page, path);
      const controls = await page.evaluate(() => {
        const selector = 'a[href], button, input, select, textarea, summary, [tabindex]:not([tabindex="-1"])';
        const visible = (el: Element) => (el as HTMLElement).getClientRects().length > 0 || el.matches(':focus-within');
        return [...document.querySelectorAll(selector)].filter(visible).length;
      });
      const unmarked: string[] = [];
      for (let i = 0; i < Math.min(controls, 80); i += 1) {
        await page.keyboard.press('Tab');
        // What the visitor sees once the focus move is painted: a frame's ring follows the window's blur event,
        // which reaches this page from the frame's process a moment after the key (TelegramEmbed.tsx).
        const focus = await page.evaluate(async () => {
          const marked = () => {
            const el = document.activeElement as HTMLElement | null;
            if (!el || el === document.body) return null;
            const style = getComputedStyle(el);
            const outline = style.outlineStyle !== 'none' && Number.parseFloat(style.outlineWidth) >= 2;
            const ring = style.boxShadow !== 'none';
            return {
              ok: outline || ring,
              name: `${el.tagName} ${el.getAttribute('href') ?? ''} ${el.textContent?.trim().slice(0, 30) ?? ''}`,
            };
          };
          for (let frame = 0; frame < 30 && marked()?.ok === false; frame += 1) {
            await new Promise((resolve) => requestAnimationFrame(resolve));
          }
          return marked();
        });
        if (focus && !focus.ok) unmarked.push(focus.name);
      }
      expect(unmarked).toEqual([]);
      const unnamed = await page.evaluate(() =>
        [...document.querySelectorAll('iframe, video')]
          .filter((el) => !(el.getAttribute('title') || el.getAttribute('aria-label') || el.getAttribute('aria-labelledby')))
          .map((el) => el.outerHTML.slice(0, 120)),
      );
      expect(unnamed).toEqual([]);
    },
    PAGE_TIMEOUT_MS,
  );

  // The landing pages have no site header to bypass (product §2: the menu is the page).
  if (path !== '/' && path !== '/en') {
    test(
      'keyboard: the first Tab stop is a visible skip link that moves focus to the main content',
      async () => {
        const { page } = tracked;
        await visit(page, path);
        await page.keyboard.press('Tab');
        const skip = await page.evaluate(() => {
          const el = document.activeElement as HTMLAnchorElement;
          const box = el.getBoundingClientRect();
          return { href: el.getAttribute('href'), inView: box.top >= 0 && box.bottom <= window.innerHeight && box.width > 0 };
        });
        expect(skip.href).toMatch(/^#./);
        expect(skip.inView).toBe(true);
        // The RU and EN buttons are in the Tab order right after the header's home link, and named.
        const stops: Array<string | null> = [await focusedTestId(page)];
        for (let i = 1; i < 5; i += 1) {
          await page.keyboard.press('Tab');
          stops.push(await focusedTestId(page));
        }
        expect(stops).toEqual(expect.arrayContaining(['lang-ru', 'lang-en']));
        const names = await page.locator('[data-testid^="lang-"]').evaluateAll((links) => links.map((a) => a.getAttribute('aria-label')));
        expect(names).toEqual(['RU — Русский', 'EN — English']);
        // Back to the first stop, the skip link, and through it.
        for (let i = 1; i < 5; i += 1) await page.keyboard.press('Shift+Tab');
        expect(await page.evaluate(() => document.activeElement?.getAttribute('href'))).toBe(skip.href);
        await page.keyboard.press('Enter');
        const focused = await page.evaluate(() => document.activeElement?.closest('main') !== null);
        expect(focused).toBe(true);
      },
      PAGE_TIMEOUT_MS,
    );
  }

  test(
    'with prefers-reduced-motion, nothing animates or transitions for longer than a frame',
    async () => {
      const { page } = tracked;
      await page.emulateMedia({ reducedMotion: 'reduce' });
      try {
        await visit(page, path);
        const moving = await page.evaluate(() => {
          const seconds = (value: string) =>
            Math.max(...value.split(',').map((v) => (v.trim().endsWith('ms') ? Number.parseFloat(v) / 1000 : Number.parseFloat(v))));
          const long = [...document.querySelectorAll('*')].filter((el) => {
            const style = getComputedStyle(el);
            return seconds(style.animationDuration) > 0.01 || seconds(style.transitionDuration) > 0.01;
          });
          const running = document
            .getAnimations()
            .filter((a) => a.playState === 'running' && Number(a.effect?.getComputedTiming().duration ?? 0) > 10);
          return [...long.map((el) => el.outerHTML.slice(0, 100)), ...running.map((a) => `animation ${a.id}`)];
        });
        expect(moving).toEqual([]);
      } finally {
        await page.emulateMedia({ reducedMotion: null });
      }
    },
    PAGE_TIMEOUT_MS,
  );
});
