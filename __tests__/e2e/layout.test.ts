import { baseUrl, openPage, visit, waitForLang } from './support/browser';

describe('language buttons keep the page', () => {
  test.each([
    ['/scripts', '/en/scripts'],
    ['/product-placement', '/en/product-placement'],
    ['/kremlin', '/en/kremlin'],
    ['/cases', '/en/cases'],
    ['/blog', '/en/blog'],
    ['/', '/en'],
  ])('%s <-> %s', async (ru, en) => {
    const { page, errors, close } = await openPage();
    try {
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
    } finally {
      await close();
    }
  });
});

const FOOTER = ['/scripts', '/production', '/team', '/about', '/', '/casting', '/contacts', '/product-placement', '/events', '/kremlin'];

describe.each([
  { lang: 'ru', path: '/about', prefix: '' },
  { lang: 'en', path: '/en/about', prefix: '/en' },
])('header and footer ($lang)', ({ path, prefix }) => {
  test('the wordmark goes home and the footer lists the spec links in order, separated by slashes', async () => {
    const { page, close } = await openPage();
    try {
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
    } finally {
      await close();
    }
  });
});

test('the home emoji link in the footer navigates to the landing page', async () => {
  const { page, close } = await openPage();
  try {
    await visit(page, '/en/team');
    await page.locator('footer nav').getByRole('link', { name: 'Home' }).click();
    await page.waitForURL(`${baseUrl()}/en`);
    await waitForLang(page, 'en');
  } finally {
    await close();
  }
});
