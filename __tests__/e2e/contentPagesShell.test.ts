import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { type Language, type PageKey } from '../../src/config/routes';
import { pagePath } from '../../src/i18n/paths';
import { visit, withPage } from './support/browser';
import { overflowingElements } from './support/pageChecks';

/**
 * The eight content pages that share the header/footer shell and card layout, and the application form's
 * thank-you and privacy pages, in both languages.
 */
const PAGES: PageKey[] = [
  'scripts',
  'production',
  'product-placement',
  'events',
  'contacts',
  'casting',
  'team',
  'about',
  'thanks',
  'privacy',
];
const ROUTES = PAGES.flatMap((key) => (['ru', 'en'] as Language[]).map((lang) => ({ key, lang, path: pagePath(key, lang) })));

describe.each(ROUTES)('$path', ({ key, lang, path }) => {
  const data = JSON.parse(readFileSync(join(__dirname, `../../data/${lang}/${key}.json`), 'utf8')) as { title: string; heading: string };

  test('its title and heading, header and footer, internal links in its language, no console errors', async () => {
    await withPage(async ({ page, errors }) => {
      expect((await visit(page, path))?.status()).toBe(200);
      expect(await page.title()).toBe(data.title);
      expect((await page.locator('h1').innerText()).trim()).toBe(data.heading);
      await expect(page.locator('header').getByRole('link', { name: /KADR/ }).count()).resolves.toBe(1);
      await expect(page.locator('footer nav a').count()).resolves.toBe(10);
      const internal = await page.locator('main a[href^="/"]').evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''));
      if (lang === 'en') internal.forEach((href) => expect(href).toMatch(/^\/en(\/|$)/));
      else internal.forEach((href) => expect(href).not.toMatch(/^\/en(\/|$)/));
      expect(errors).toEqual([]);
    });
  });

  test.each([390, 1440])('no horizontal scrolling at %i px', async (width) => {
    await withPage(
      async ({ page }) => {
        await visit(page, path);
        expect(await overflowingElements(page)).toEqual([]);
        const [scroll, client] = await page.evaluate(() => [document.body.scrollWidth, document.documentElement.clientWidth]);
        expect(scroll).toBeLessThanOrEqual(client);
      },
      { viewport: { width, height: 900 } },
    );
  });
});
