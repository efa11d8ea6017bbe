/**
 * Accessibility, the site's one axe suite: on every page (the application form's thank-you and privacy pages and the
 * blog's post pages too) and 404 page, once the entrance animations have settled, axe (every rule it runs by default:
 * WCAG 2.0/2.1 A and AA plus best practices) finds nothing and no page trips the CSP; the keyboard and motion
 * foundations hold on every page.
 *
 * Each page is walked once, in a browser context of its own, a few pages at a time (support/lanes.ts): axe on the
 * settled page, then the focus walk on that same load (nothing has had focus yet), the skip link and the language
 * buttons on a second load, and the reduced-motion check on a third, with the preference emulated. The tests read
 * what their page's walk saw.
 */
import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import { visit, withPage } from './support/browser';
import { inLanes } from './support/lanes';
import { motionEnded } from './support/pageChecks';
import { cspViolations, FORM_ROUTES, NOT_FOUND_ROUTES, PAGE_TIMEOUT_MS, POST_ROUTES, ROUTES } from './support/site';

const ALL = [...ROUTES, ...FORM_ROUTES, ...POST_ROUTES, ...NOT_FOUND_ROUTES].map(({ path }) => path);

/** The landing pages have no site header to bypass (product §2: the menu is the page). */
const hasSiteHeader = (path: string) => path !== '/' && path !== '/en';

test('the walk includes the blog’s post pages', () => {
  expect(POST_ROUTES.filter(({ lang }) => lang === 'ru').length).toBeGreaterThan(0);
});

/** axe's violations, one line each; and what the page logged against the CSP. */
async function axeOn(page: Page, errors: readonly string[]) {
  // Passes and incomplete results are not read: axe then leaves out their nodes' details, the longest part of its run
  // on a long page, and reports every violation in full all the same.
  const { violations } = await new AxeBuilder({ page }).options({ resultTypes: ['violations'] }).analyze();
  return {
    violations: violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`),
    csp: cspViolations(errors),
  };
}

/** Tab through the page's controls (80 at most): those whose focus shows no ring; and frames and videos without a name. */
async function focusWalk(page: Page) {
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
  const unnamed = await page.evaluate(() =>
    [...document.querySelectorAll('iframe, video')]
      .filter((el) => !(el.getAttribute('title') || el.getAttribute('aria-label') || el.getAttribute('aria-labelledby')))
      .map((el) => el.outerHTML.slice(0, 120)),
  );
  return { unmarked, unnamed };
}

/** The `data-testid` (or null) of the element that has focus. */
const focusedTestId = (page: Page) => page.evaluate(() => document.activeElement?.getAttribute('data-testid') ?? null);

/**
 * From a fresh load: the first Tab stop (its link and whether it is in view), the first five stops, the language
 * buttons' names, the stop Shift+Tab comes back to, and whether Enter there moves the focus into `<main>`.
 */
async function keyboardWalk(page: Page) {
  await page.keyboard.press('Tab');
  const skip = await page.evaluate(() => {
    const el = document.activeElement as HTMLAnchorElement;
    const box = el.getBoundingClientRect();
    return { href: el.getAttribute('href'), inView: box.top >= 0 && box.bottom <= window.innerHeight && box.width > 0 };
  });
  const stops: Array<string | null> = [await focusedTestId(page)];
  for (let i = 1; i < 5; i += 1) {
    await page.keyboard.press('Tab');
    stops.push(await focusedTestId(page));
  }
  const names = await page.locator('[data-testid^="lang-"]').evaluateAll((links) => links.map((a) => a.getAttribute('aria-label')));
  for (let i = 1; i < 5; i += 1) await page.keyboard.press('Shift+Tab');
  const backTo = await page.evaluate(() => document.activeElement?.getAttribute('href') ?? null);
  await page.keyboard.press('Enter');
  const inMain = await page.evaluate(() => document.activeElement?.closest('main') !== null);
  return { skip, stops, names, backTo, inMain };
}

/** With the preference for reduced motion: what still animates or transitions for longer than a frame. */
function stillMoving(page: Page) {
  return page.evaluate(() => {
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
}

/** One page's walk, in a context of its own: what each test of the page checks. */
const walkOf = inLanes(ALL, (path) =>
  withPage(async ({ page, errors }) => {
    await visit(page, path);
    await motionEnded(page.locator(':root'));
    const axe = await axeOn(page, errors);
    const focus = await focusWalk(page);
    let keyboard: Awaited<ReturnType<typeof keyboardWalk>> | null = null;
    if (hasSiteHeader(path)) {
      await visit(page, path);
      keyboard = await keyboardWalk(page);
    }
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await visit(page, path);
    const moving = await stillMoving(page);
    return { axe, focus, keyboard, moving };
  }),
);

describe.each(ALL)('%s', (path) => {
  test(
    'axe reports no violation once the entrance animations have settled, and the CSP blocks nothing',
    async () => {
      const { axe } = await walkOf(path);
      expect(axe.violations).toEqual([]);
      expect(axe.csp).toEqual([]);
    },
    PAGE_TIMEOUT_MS,
  );

  test(
    'every control shows a visible focus indicator; frames and videos are named',
    async () => {
      const { focus } = await walkOf(path);
      expect(focus.unmarked).toEqual([]);
      expect(focus.unnamed).toEqual([]);
    },
    PAGE_TIMEOUT_MS,
  );

  if (hasSiteHeader(path)) {
    test(
      'keyboard: the first Tab stop is a visible skip link that moves focus to the main content',
      async () => {
        const { keyboard } = await walkOf(path);
        expect(keyboard!.skip.href).toMatch(/^#./);
        expect(keyboard!.skip.inView).toBe(true);
        // The RU and EN buttons are in the Tab order right after the header's home link, and named.
        expect(keyboard!.stops).toEqual(expect.arrayContaining(['lang-ru', 'lang-en']));
        expect(keyboard!.names).toEqual(['RU — Русский', 'EN — English']);
        // Shift+Tab comes back to the skip link, and Enter there moves the focus into the main content.
        expect(keyboard!.backTo).toBe(keyboard!.skip.href);
        expect(keyboard!.inMain).toBe(true);
      },
      PAGE_TIMEOUT_MS,
    );
  }

  test(
    'with prefers-reduced-motion, nothing animates or transitions for longer than a frame',
    async () => {
      const { moving } = await walkOf(path);
      expect(moving).toEqual([]);
    },
    PAGE_TIMEOUT_MS,
  );
});
