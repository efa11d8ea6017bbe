import { baseUrl, visit, waitForLang, withPage } from './support/browser';
import { pageData, sectionOf } from './support/content';

describe('language buttons keep the page', () => {
  test.each([
    ['/scripts', '/en/scripts'],
    ['/product-placement', '/en/product-placement'],
    ['/kremlin', '/en/kremlin'],
    ['/cases', '/en/cases'],
    ['/blog', '/en/blog'],
    ['/', '/en'],
  ])('%s <-> %s', async (ru, en) => {
    await withPage(async ({ page, errors }) => {
      await visit(page, ru);
      await page.locator('[data-testid="lang-en"]').click();
      await page.waitForURL((url) => url.pathname === en);
      await waitForLang(page, 'en');
      await expect(page.locator('[data-testid="lang-en"]').getAttribute('aria-current')).resolves.toBe('true');

      await page.locator('[data-testid="lang-ru"]').click();
      await page.waitForURL((url) => url.pathname === ru);
      await waitForLang(page, 'ru');
      await expect(page.locator('[data-testid="lang-ru"]').getAttribute('aria-current')).resolves.toBe('true');
      expect(errors).toEqual([]);
    });
  });
});

const FOOTER = ['/scripts', '/production', '/team', '/about', '/', '/casting', '/contacts', '/product-placement', '/events', '/kremlin'];

describe.each([
  { lang: 'ru', path: '/about', prefix: '' },
  { lang: 'en', path: '/en/about', prefix: '/en' },
])('header and footer ($lang)', ({ path, prefix }) => {
  test('the wordmark goes home and the footer lists the spec links in order, separated by slashes', async () => {
    await withPage(async ({ page }) => {
      await visit(page, path);
      const header = page.locator('header');
      await expect(header.getByRole('link', { name: /KADR/ }).getAttribute('href')).resolves.toBe(prefix || '/');

      const footer = page.locator('footer nav');
      const hrefs = await footer.getByRole('link').evaluateAll((links) => links.map((a) => a.getAttribute('href')));
      expect(hrefs).toEqual(FOOTER.map((p) => (prefix ? (p === '/' ? prefix : `${prefix}${p}`) : p)));

      const text = (await footer.innerText()).replace(/\s+/g, ' ').trim();
      expect(text.split(' / ')).toHaveLength(FOOTER.length);
      expect(text).toContain('🎥🎥🎥');

      const colours = await footer.getByRole('link').evaluateAll((links) => links.map((a) => getComputedStyle(a).color));
      const kremlin = colours[colours.length - 1];
      expect(kremlin).toMatch(/^rgb\((\d+), (\d+), (\d+)\)$/);
      const [r, g, b] = (kremlin ?? '').match(/\d+/g)!.map(Number) as [number, number, number];
      expect(r).toBeGreaterThan(200);
      expect(g).toBeLessThan(120);
      expect(b).toBeLessThan(120);
      expect(new Set(colours.slice(0, -1)).has(kremlin!)).toBe(false);
    });
  });
});

test('the home emoji link in the footer navigates to the landing page', async () => {
  await withPage(async ({ page }) => {
    await visit(page, '/en/team');
    await page.locator('footer nav').getByRole('link', { name: 'Home' }).click();
    await page.waitForURL(`${baseUrl()}/en`);
    await waitForLang(page, 'en');
  });
});

/**
 * The one grid (src/components/ui/grid.ts), both of its ways: fixed columns from a breakpoint up (the cases and
 * Kremlin cards, the contacts, Kremlin hero and blog layouts) and as many columns as fit (card sections, steps,
 * figures, contact groups). Columns are counted as the distinct left edges of the grid's items at a phone width,
 * between the sm and md breakpoints, and on a desktop.
 */
describe('grid columns at 390 / 700 / 1440 px', () => {
  const WIDTHS = [390, 700, 1440] as const;
  test.each([
    ['/cases', '[data-testid="partner-card"]', [1, 2, 3]],
    ['/cases', '[data-testid="project-card"]', [1, 2, 2]],
    ['/kremlin', '[data-testid="integration-option"]', [1, 2, 3]],
    ['/kremlin', 'main > div:first-child > div:visible', [1, 1, 2]],
    ['/en/team', '[data-testid="stat"]', [1, 3, 4]],
    ['/contacts', '[data-testid="contact-group"], section:has(> form)', [1, 2, 3]],
    ['/scripts', 'ol > li:has(> h3)', [1, 2, 4]],
    ['/en/team', `${sectionOf(pageData('team', 'en').members.heading)} li`, [1, 2, 4]],
    // The feed's section is inside its island's root, which adds no box of its own.
    ['/blog', 'main > div > div:not([data-island]), main > div > [data-island] > section', [1, 1, 2]],
  ] as const)('%s %s', async (path, items, expected) => {
    await withPage(async ({ page }) => {
      await visit(page, path);
      const columns: number[] = [];
      for (const width of WIDTHS) {
        await page.setViewportSize({ width, height: 900 });
        const lefts = await page.locator(items).evaluateAll((els) => els.map((el) => Math.round(el.getBoundingClientRect().left)));
        expect(lefts.length).toBeGreaterThan(0);
        columns.push(new Set(lefts).size);
      }
      expect(columns).toEqual(expected);
    });
  });
});
