/**
 * Issue 9: no page loads Gatsby's runtime; every page is complete as built
 * (src/gatsby/onPreRenderHTML.tsx), the landing with one inline script for its
 * exit, the blog with its feed's script (src/gatsby/feedBundle.ts). What a visitor gets on those pages, with the browser's
 * JavaScript on and off.
 */
import { appErrors, openPage, visit } from './support/browser';
import { FORM_ROUTES, NOT_FOUND_MESSAGE, NOT_FOUND_ROUTES, PAGE_TIMEOUT_MS, ROUTES } from './support/site';

/** The pages that download a script: the blog, for its feed. */
const SCRIPTED = new Set(['blog']);


test(
  'the blog downloads scripts; no other page, the landing and 404s included, downloads any',
  async () => {
    const seen: string[] = [];
    for (const route of [...ROUTES, ...FORM_ROUTES, ...NOT_FOUND_ROUTES.map((r) => ({ ...r, key: '404' }))]) {
      const { page, errors, close } = await openPage();
      const scripts: string[] = [];
      page.on('request', (request) => {
        if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
      });
      try {
        await visit(page, route.path);
        await expect(page.locator('h1').count()).resolves.toBe(1);
        seen.push(`${route.path}: ${SCRIPTED.has(route.key) ? scripts.length > 0 : scripts.join(' ') || 'none'}`);
        // The 404 pages' inline script still logs the unknown path; nothing else logs.
        const expected = route.key === '404' ? [expect.stringMatching(NOT_FOUND_MESSAGE)] : [];
        expect(appErrors(errors)).toEqual(expected);
      } finally {
        await close();
      }
    }
    expect(seen).toEqual(
      [...ROUTES, ...FORM_ROUTES, ...NOT_FOUND_ROUTES.map((r) => ({ ...r, key: '404' }))].map(
        (r) => `${r.path}: ${SCRIPTED.has(r.key) ? 'true' : 'none'}`,
      ),
    );
  },
  PAGE_TIMEOUT_MS * 3,
);

describe('with JavaScript switched off in the browser', () => {
  test('RU/EN, header and footer links lead to the pages; the cases cards end up visible; videos have controls', async () => {
    const { page, close } = await openPage({ javaScriptEnabled: false });
    try {
      await visit(page, '/cases');
      await page.getByTestId('lang-en').click();
      await page.waitForURL((url) => url.pathname === '/en/cases');
      expect(await page.getAttribute('html', 'lang')).toBe('en');
      await page.getByTestId('lang-ru').click();
      await page.waitForURL((url) => url.pathname === '/cases');
      await page.waitForTimeout(1500);
      const opacities = await page.getByTestId('project-card').evaluateAll((cards) => cards.map((c) => getComputedStyle(c).opacity));
      expect(opacities).toEqual(['1', '1', '1', '1', '1']);
      expect(await page.locator('video[controls]').count()).toBe(2);
      await page.locator('footer a[href="/team"]').click();
      await page.waitForURL((url) => url.pathname === '/team');
      await expect(page.getByRole('heading', { level: 1 }).count()).resolves.toBe(1);
    } finally {
      await close();
    }
  });
});
