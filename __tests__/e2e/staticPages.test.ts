/**
 * No page loads Gatsby's runtime; every page is complete as built. The pages with an island that hydrates by itself
 * (src/islands/: the landing's exit, the blog's feed, the 404 pages' log and language buttons) load the islands' page
 * script and their runtime; a post page, whose share button waits for the visitor, and every other page load no script
 * at all. What a visitor gets, with the browser's JavaScript on and off.
 */
import { appErrors, islandsHydrated, until, visit, withPage } from './support/browser';
import { allInLanes } from './support/lanes';
import { cardsFadedIn } from './support/pageChecks';
import { FORM_ROUTES, NEWEST_POSTS, NOT_FOUND_MESSAGE, NOT_FOUND_ROUTES, PAGE_TIMEOUT_MS, ROUTES } from './support/site';

/**
 * What each page with an island downloads on open; any other page downloads nothing, a post page included: its share
 * control loads the runtime only once touched (blogPosts.test.ts). (The blog's feed worker comes only when the feed
 * wants its second page: blogBundle.test.ts.)
 */
const ISLAND_SCRIPTS: Record<string, string[]> = {
  landing: ['runtime'],
  '404': ['runtime'],
  blog: ['runtime'],
};
const scriptsOf = (key: string) => ISLAND_SCRIPTS[key]?.slice().sort().join(' ') ?? 'none';

const WALKED = [...ROUTES, ...FORM_ROUTES, ...NEWEST_POSTS, ...NOT_FOUND_ROUTES.map((r) => ({ ...r, key: '404' }))];

test(
  'the landing, the blog and the 404 pages download their islands’ scripts; no other page, a post page neither, downloads any',
  async () => {
    const seen = await allInLanes(WALKED, (route) =>
      withPage(async ({ page, errors }) => {
        const scripts: string[] = [];
        page.on('request', (request) => {
          if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
        });
        await visit(page, route.path);
        // A page's islands ask for their runtime at the browser's idle time, which on a busy machine (or with other
        // pages loading beside it) can come after the network's quiet: wait until they have hydrated (at once on a page
        // without one).
        await islandsHydrated(page);
        // The 404 pages' island logs the unknown path; nothing else logs. It logs once hydrated, at the browser's idle
        // time, which on a busy machine can come after the network's quiet; a message that never comes fails below.
        if (route.key === '404') await until(() => errors.some((e) => NOT_FOUND_MESSAGE.test(e))).catch(() => undefined);
        const expected = route.key === '404' ? [expect.stringMatching(NOT_FOUND_MESSAGE)] : [];
        expect({ path: route.path, headings: await page.locator('h1').count(), errors: appErrors(errors) }).toEqual({
          path: route.path,
          headings: 1,
          errors: expected,
        });
        // Named without their content hash: /islands/runtime-ABCD1234.js is "runtime".
        const names = scripts.map((script) => script.replace(/^\/islands\//, '').replace(/(-[A-Z2-7]{8})?\.js$/, ''));
        return `${route.path}: ${names.sort().join(' ') || 'none'}`;
      }),
    );
    expect(seen).toEqual(WALKED.map((r) => `${r.path}: ${scriptsOf(r.key)}`));
  },
  PAGE_TIMEOUT_MS * 3,
);

describe('with JavaScript switched off in the browser', () => {
  test('RU/EN, header and footer links lead to the pages; the cases cards end up visible; videos have controls', async () => {
    await withPage(
      async ({ page }) => {
        await visit(page, '/cases');
        await page.getByTestId('lang-en').click();
        await page.waitForURL((url) => url.pathname === '/en/cases');
        expect(await page.getAttribute('html', 'lang')).toBe('en');
        await page.getByTestId('lang-ru').click();
        await page.waitForURL((url) => url.pathname === '/cases');
        await cardsFadedIn(page);
        const opacities = await page.getByTestId('project-card').evaluateAll((cards) => cards.map((c) => getComputedStyle(c).opacity));
        expect(opacities).toEqual(['1', '1', '1', '1', '1']);
        expect(await page.locator('video[controls]').count()).toBe(2);
        await page.locator('footer a[href="/team"]').click();
        await page.waitForURL((url) => url.pathname === '/team');
        await expect(page.getByRole('heading', { level: 1 }).count()).resolves.toBe(1);
      },
      { javaScriptEnabled: false },
    );
  });
});
