import { visit, withPage } from './support/browser';
import { FORM_ROUTES, ROUTES } from './support/site';

const CYRILLIC = /[А-Яа-яЁё]/;

/** product §2's pages, and the application form's thank-you and privacy pages, held to the same checks. */
const routes = [...ROUTES, ...FORM_ROUTES];

test('all 24 routes of product §2 exist', () => {
  expect(ROUTES.map((r) => r.path).sort()).toEqual(
    [
      '/',
      '/scripts',
      '/production',
      '/product-placement',
      '/events',
      '/contacts',
      '/casting',
      '/team',
      '/about',
      '/cases',
      '/kremlin',
      '/blog',
      '/en',
      '/en/scripts',
      '/en/production',
      '/en/product-placement',
      '/en/events',
      '/en/contacts',
      '/en/casting',
      '/en/team',
      '/en/about',
      '/en/cases',
      '/en/kremlin',
      '/en/blog',
    ].sort(),
  );
});

describe.each(routes)('$path', ({ lang, path }) => {
  test(`answers 200 in ${lang} with its own title and description, without errors`, async () => {
    await withPage(async ({ page, errors }) => {
      const response = await visit(page, path);
      expect(response?.status()).toBe(200);
      expect(await page.getAttribute('html', 'lang')).toBe(lang);
      const title = await page.title();
      const description = await page.getAttribute('meta[name="description"]', 'content');
      expect(title.length).toBeGreaterThan(3);
      expect(description?.length ?? 0).toBeGreaterThan(40);
      // Russian pages speak Russian; English pages have no Cyrillic in their title and description.
      if (lang === 'ru') expect(`${title} ${description}`).toMatch(CYRILLIC);
      else expect(`${title} ${description}`).not.toMatch(CYRILLIC);
      await expect(page.locator('h1').count()).resolves.toBe(1);
      expect(errors).toEqual([]);
    });
  });
});

test('every page has a title and description of its own', async () => {
  await withPage(async ({ page }) => {
    const seen = new Set<string>();
    for (const { path } of routes) {
      await page.goto(`${process.env.E2E_BASE_URL}${path}`);
      seen.add(`${await page.title()}|${await page.getAttribute('meta[name="description"]', 'content')}`);
    }
    expect(seen.size).toBe(routes.length);
  });
});
