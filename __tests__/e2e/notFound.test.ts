import { appErrors, visit, withPage } from './support/browser';

describe.each([
  { path: '/no-such-page', lang: 'ru', home: '/' },
  { path: '/scripts/deeper/still', lang: 'ru', home: '/' },
  { path: '/en/no-such-page', lang: 'en', home: '/en' },
  { path: '/en/scripts/deeper', lang: 'en', home: '/en' },
])('unknown path $path', ({ path, lang, home }) => {
  test('answers 404 with the 404 page in its language and logs the path', async () => {
    await withPage(async ({ page, errors }) => {
      const response = await visit(page, path);
      expect(response?.status()).toBe(404);
      expect(await page.getAttribute('html', 'lang')).toBe(lang);
      await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toBe('Oops! Page not found');
      const link = page.getByRole('link', { name: 'Return to Home' });
      expect(await link.getAttribute('href')).toBe(home);
      // The unknown path, not the 404 page's own, is logged (and nothing else).
      expect(appErrors(errors)).toEqual([expect.stringContaining(path)]);
      // The header's language buttons keep the visitor on the path they asked for.
      const other = lang === 'ru' ? `/en${path}` : path.replace(/^\/en/, '');
      expect(await page.locator(`[data-testid="lang-${lang === 'ru' ? 'en' : 'ru'}"]`).getAttribute('href')).toBe(other);
      await link.click();
      await page.waitForURL((url) => url.pathname === home);
      await expect(page.locator('h1').count()).resolves.toBe(1);
    });
  });
});
