import { LANGUAGES } from '../../src/config/routes';
import { pagePath } from '../../src/i18n/paths';
import { appErrors, baseUrl, visit, withPage } from './support/browser';
import { pageData, titles } from './support/content';
import { withDates } from '../support/dates';

/** What product.md fixes on the page (§2, §9), per language: its quoted strings and its figures. */
const SPEC_FIXES = {
  ru: { dates: '23 декабря 2025 — 8 января 2026', about: 'О проекте', download: 'Скачать презентацию', contact: 'Связаться с нами' },
  en: {},
} as const;
const FIGURES = ['100 000', '80%', '15 000 ₽'];

describe.each(LANGUAGES)('/kremlin, %s (product §2, §9)', (lang) => {
  test('title, meta description, dates, venue, about, figures, the integration options, both links', async () => {
    const data = pageData('kremlin', lang);
    const fixed: { dates?: string; about?: string; download?: string; contact?: string } = SPEC_FIXES[lang];
    await withPage(async ({ page, errors }) => {
      await visit(page, pagePath('kremlin', lang));
      expect(await page.evaluate(() => document.documentElement.lang)).toBe(lang);
      expect(await page.title()).toBe(data.title);
      // The meta description quotes the page's own dates (the build fills {{dates}} in) and the 100 thousand guests.
      const description = (await page.locator('meta[name="description"]').getAttribute('content')) ?? '';
      expect(description).toBe(withDates(data.description, data.dates));
      expect(description).toMatch(/100/);

      const main = await page.locator('main').innerText();
      const dates = fixed.dates ?? data.dates;
      for (const text of [dates, data.venue, fixed.about ?? data.about.heading, ...data.about.paragraphs, ...FIGURES]) {
        expect(main).toContain(text);
      }
      for (const { label } of data.figures) expect(main).toContain(label);
      await expect(page.getByTestId('integration-option').locator('h3').allInnerTexts()).resolves.toEqual(titles(data.options));
      await expect(page.getByTestId('integration-option').locator('p').allInnerTexts()).resolves.toEqual(
        data.options.map((option) => option.description),
      );

      await expect(page.getByRole('link', { name: fixed.download ?? data.presentationLabel }).getAttribute('href')).resolves.toBe(
        '/elka2026.pdf',
      );
      await expect(page.getByRole('link', { name: fixed.contact ?? data.contactLabel }).getAttribute('href')).resolves.toBe(
        pagePath('contacts', lang),
      );
      await expect(page.getByRole('banner').isVisible()).resolves.toBe(true);
      await expect(page.locator('footer').isVisible()).resolves.toBe(true);
      expect(appErrors(errors)).toEqual([]);
    });
  });
});

test('/elka2026.pdf answers 200 with application/pdf and holds the offer', async () => {
  await withPage(async ({ page }) => {
    const response = await page.request.get(`${baseUrl()}/elka2026.pdf`);
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toBe('application/pdf');
    const body = await response.body();
    expect(body.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(body.includes(Buffer.from('Unbounded'))).toBe(true); // the embedded font
  });
});

test('"Связаться с нами" leads to the contacts page', async () => {
  await withPage(async ({ page }) => {
    await visit(page, '/kremlin');
    await page.getByRole('link', { name: 'Связаться с нами' }).click();
    await page.waitForURL(`${baseUrl()}/contacts`);
  });
});

test('English Kremlin page: every internal link stays under /en (the PDF is shared)', async () => {
  await withPage(async ({ page }) => {
    await visit(page, '/en/kremlin');
    const hrefs = await page
      .locator('a[href^="/"]:not([data-testid="lang-ru"])')
      .evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''));
    expect(hrefs.filter((h) => !(h === '/en' || h.startsWith('/en/') || h === '/elka2026.pdf'))).toEqual([]);
  });
});
