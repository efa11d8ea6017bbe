import { visit, withPage } from './support/browser';
import { inLanes } from './support/lanes';
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

/** What a visitor's browser shows of each page: one visit per page, in lanes, read by both tests below. */
const seenOn = inLanes(routes, ({ path }) =>
  withPage(async ({ page, errors }) => {
    const response = await visit(page, path);
    return {
      status: response?.status(),
      lang: await page.getAttribute('html', 'lang'),
      title: await page.title(),
      description: await page.getAttribute('meta[name="description"]', 'content'),
      headings: await page.locator('h1').count(),
      errors,
    };
  }),
);

describe.each(routes)('$path', (route) => {
  const { lang } = route;
  test(`answers 200 in ${lang} with its own title and description, without errors`, async () => {
    const { status, lang: htmlLang, title, description, headings, errors } = await seenOn(route);
    expect(status).toBe(200);
    expect(htmlLang).toBe(lang);
    expect(title.length).toBeGreaterThan(3);
    expect(description?.length ?? 0).toBeGreaterThan(40);
    // Russian pages speak Russian; English pages have no Cyrillic in their title and description.
    if (lang === 'ru') expect(`${title} ${description}`).toMatch(CYRILLIC);
    else expect(`${title} ${description}`).not.toMatch(CYRILLIC);
    expect(headings).toBe(1);
    expect(errors).toEqual([]);
  });
});

test('every page has a title and description of its own', async () => {
  const seen = new Set<string>();
  for (const route of routes) {
    const { title, description } = await seenOn(route);
    seen.add(`${title}|${description}`);
  }
  expect(seen.size).toBe(routes.length);
});
