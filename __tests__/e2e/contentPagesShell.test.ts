import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { type Language, type PageKey } from '../../src/config/routes';
import { pagePath } from '../../src/i18n/paths';
import { visit, withPage } from './support/browser';
import { inLanes } from './support/lanes';
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

/** The desktop window every other e2e test opens, and the widths of a phone and a wide screen. */
type Width = 1280 | 390 | 1440;

/**
 * What a visitor sees of a page in a window `width` wide: its shell and what sticks out sideways. One visit per page
 * and width, in lanes, in the order the tests below read them.
 */
const seenAt = inLanes(
  ROUTES.flatMap(({ path }) => ([1280, 390, 1440] as const).map((width: Width) => ({ path, width }))),
  ({ path, width }) =>
    withPage(
      async ({ page, errors }) => {
        const status = (await visit(page, path))?.status();
        const [scroll, client] = await page.evaluate(() => [document.body.scrollWidth, document.documentElement.clientWidth]);
        return {
          status,
          title: await page.title(),
          heading: (await page.locator('h1').innerText()).trim(),
          homeLinks: await page.locator('header').getByRole('link', { name: /KADR/ }).count(),
          footerLinks: await page.locator('footer nav a').count(),
          internal: await page.locator('main a[href^="/"]').evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? '')),
          errors,
          overflowing: await overflowingElements(page),
          scroll,
          client,
        };
      },
      width === 1280 ? {} : { viewport: { width, height: 900 } },
    ),
);

describe.each(ROUTES)('$path', ({ key, lang, path }) => {
  const data = JSON.parse(readFileSync(join(__dirname, `../../data/${lang}/${key}.json`), 'utf8')) as { title: string; heading: string };

  test('its title and heading, header and footer, internal links in its language, no console errors', async () => {
    const shell = await seenAt({ path, width: 1280 });
    expect(shell.status).toBe(200);
    expect(shell.title).toBe(data.title);
    expect(shell.heading).toBe(data.heading);
    expect(shell.homeLinks).toBe(1);
    expect(shell.footerLinks).toBe(10);
    if (lang === 'en') shell.internal.forEach((href) => expect(href).toMatch(/^\/en(\/|$)/));
    else shell.internal.forEach((href) => expect(href).not.toMatch(/^\/en(\/|$)/));
    expect(shell.errors).toEqual([]);
  });

  test.each([390, 1440] as const)('no horizontal scrolling at %i px', async (width) => {
    const { overflowing, scroll, client } = await seenAt({ path, width });
    expect(overflowing).toEqual([]);
    expect(scroll).toBeLessThanOrEqual(client);
  });
});
