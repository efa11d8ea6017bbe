import type { Page } from 'playwright-core';
import { LANGUAGES } from '../../src/config/routes';
import { pagePath } from '../../src/i18n/paths';
import { openPage, type TrackedPage, visit } from './support/browser';
import { pageData, sectionOf, titles } from './support/content';
import { mainText, texts } from './support/pageChecks';

let tracked: TrackedPage;
let page: Page;
beforeEach(async () => {
  tracked = await openPage();
  page = tracked.page;
});
afterEach(async () => {
  await tracked.close();
});

/** The card titles (h3) of the section whose heading is `name`. */
const cardTitles = (name: string) => texts(page, `${sectionOf(name)} h3`);
/** The figures (dd) of the section whose heading is `name`. */
const figures = (name: string) => texts(page, `${sectionOf(name)} dd`);

describe.each(LANGUAGES)('/scripts (product §2), %s', (lang) => {
  test('its offerings, the steps of its process, and its link to contacts', async () => {
    const data = pageData('scripts', lang);
    await visit(page, pagePath('scripts', lang));
    expect(await cardTitles(data.offerings.heading)).toEqual(titles(data.offerings.items));
    expect(await texts(page, `${sectionOf(data.process.heading)} ol > li h3`)).toEqual(titles(data.process.items));
    expect(await page.getByRole('link', { name: data.cta.label }).getAttribute('href')).toBe(pagePath('contacts', lang));
  });
});

describe('/production (product §2: the two readings differ)', () => {
  test('ru: its columns, side by side on a wide screen, and its project types', async () => {
    const data = pageData('production', 'ru');
    await visit(page, '/production');
    const [cycle, types] = data.sections;
    expect(await cardTitles(cycle!.heading)).toEqual(titles(cycle!.items));
    expect(await cardTitles(types!.heading)).toEqual(titles(types!.items));
    // The columns side by side on a wide screen.
    await page.setViewportSize({ width: 1440, height: 900 });
    const tops = await page
      .locator(`${sectionOf(cycle!.heading)} li`)
      .evaluateAll((lis) => lis.map((li) => li.getBoundingClientRect().top));
    expect(new Set(tops).size).toBe(1);
  });
  test('en: its stages, equipment and services', async () => {
    const data = pageData('production', 'en');
    await visit(page, '/en/production');
    expect(data.sections).toHaveLength(3);
    for (const section of data.sections) expect(await cardTitles(section.heading)).toEqual(titles(section.items));
  });
});

describe.each([
  { lang: 'ru', figures: ['85%', '70%', '3x'], reach: [['2,5 млн', '25-45'], ['1,8 млн']] },
  { lang: 'en', figures: ['85%', '70%', '3x'], reach: [['2.5M', '25-45'], ['1.8M']] },
] as const)('/product-placement (product §2, §9), $lang', ({ lang, figures: claims, reach }) => {
  test('85% / 70% / 3x, its integration formats and benefits, two projects with their reach', async () => {
    const data = pageData('product-placement', lang);
    await visit(page, pagePath('product-placement', lang));
    expect(await figures(data.stats.heading)).toEqual(claims);
    expect(await cardTitles(data.integrations.heading)).toEqual(titles(data.integrations.items));
    expect(await cardTitles(data.benefits.heading)).toEqual(titles(data.benefits.items));
    const projects = page.locator(`${sectionOf(data.projects.heading)} > div > ul > li`);
    await expect(projects.count()).resolves.toBe(2);
    for (const [i, figuresOf] of reach.entries()) expect(await projects.nth(i).locator('dd').allInnerTexts()).toEqual(figuresOf);
    // Each project under its kind, set in capitals.
    const text = await mainText(page);
    for (const project of data.projects.items) expect(text).toContain(project.type.toUpperCase());
  });
});

describe.each([
  { lang: 'ru', figures: ['50+', '100 тыс.', '5 млн'] },
  { lang: 'en', figures: ['50+', '100K', '5M'] },
] as const)('/events (product §2, §9), $lang', ({ lang, figures: stats }) => {
  test('its kinds of event, what it takes on, and 50+ a year, 100K participants, 5M media reach', async () => {
    const data = pageData('events', lang);
    await visit(page, pagePath('events', lang));
    expect(await cardTitles(data.types.heading)).toEqual(titles(data.types.items));
    expect(await cardTitles(data.services.heading)).toEqual(titles(data.services.items));
    expect(await figures(data.stats.heading)).toEqual(stats);
    expect(await texts(page, `${sectionOf(data.stats.heading)} dt`)).toEqual(data.stats.items.map((stat) => stat.label));
  });
});
