import type { Page } from 'playwright-core';
import { openPage, type TrackedPage, visit } from './support/browser';
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
const cardTitles = (name: string) => texts(page, `section:has(> h2:text-is("${name}")) h3`);
/** The figures (dd) of the section whose heading is `name`. */
const figures = (name: string) => texts(page, `section:has(> h2:text-is("${name}")) dd`);

describe('/scripts (SPEC §2)', () => {
  test('ru: three offerings, four steps, contacts link', async () => {
    await visit(page, '/scripts');
    expect(await cardTitles('Что мы пишем')).toEqual(['Полнометражные фильмы', 'Многосерийные проекты', 'Креативная реклама']);
    expect(await texts(page, 'section:has(> h2:text-is("Как мы работаем")) ol > li h3')).toEqual([
      'Исследование',
      'Концепция',
      'Сценарий',
      'Доработка',
    ]);
    expect(await page.getByRole('link', { name: /Обсудить сценарий/ }).getAttribute('href')).toBe('/contacts');
  });
  test('en: feature films, premium series, creative advertising; research to refinement', async () => {
    await visit(page, '/en/scripts');
    expect(await cardTitles('What we write')).toEqual(['Feature films', 'Premium series', 'Creative advertising']);
    expect(await texts(page, 'section:has(> h2:text-is("How we work")) ol > li h3')).toEqual([
      'Research',
      'Concept',
      'Script',
      'Refinement',
    ]);
    expect(await page.getByRole('link', { name: /Discuss your script/ }).getAttribute('href')).toBe('/en/contacts');
  });
});

describe('/production (SPEC §2: the two readings differ)', () => {
  test('ru: four columns and three project types', async () => {
    await visit(page, '/production');
    expect(await cardTitles('Полный цикл производства')).toEqual(['Препродакшн', 'Продакшн', 'Постпродакшн', 'Дистрибуция']);
    expect(await cardTitles('Типы проектов')).toEqual(['Художественные фильмы', 'Сериалы', 'Документальные фильмы']);
    // Four columns side by side on a wide screen.
    await page.setViewportSize({ width: 1440, height: 900 });
    const tops = await page
      .locator('section:has(> h2:text-is("Полный цикл производства")) li')
      .evaluateAll((lis) => lis.map((li) => li.getBoundingClientRect().top));
    expect(new Set(tops).size).toBe(1);
  });
  test('en: pre-production, filming, post-production; equipment; services', async () => {
    await visit(page, '/en/production');
    expect(await cardTitles('From script to screen')).toEqual(['Pre-production', 'Filming', 'Post-production']);
    expect(await cardTitles('Equipment')).toEqual(['4K/8K cameras', 'Cinema lenses', 'Lighting and grip', 'Stabilization']);
    expect(await cardTitles('Services')).toEqual([
      'Director and crew',
      'Location management',
      'Production coordination',
      'Quality control',
    ]);
  });
});

describe('/product-placement (SPEC §2, §9)', () => {
  test('ru: 85% / 70% / 3x, visual and plot integration, benefits, two projects with their reach', async () => {
    await visit(page, '/product-placement');
    expect(await figures('Почему это работает')).toEqual(['85%', '70%', '3x']);
    expect(await cardTitles('Форматы интеграции')).toEqual(['Визуальная интеграция', 'Сюжетная интеграция']);
    expect(await cardTitles('Что получает бренд')).toEqual(['Естественная интеграция', 'Целевая аудитория', 'Измеримые результаты']);
    const projects = page.locator('section:has(> h2:text-is("Проекты")) > div > ul > li');
    await expect(projects.count()).resolves.toBe(2);
    expect(await projects.nth(0).locator('dd').allInnerTexts()).toEqual(['2,5 млн', '25-45']);
    expect(await projects.nth(0).innerText()).toContain('Премиальный сериал'.toUpperCase());
    expect(await projects.nth(1).locator('dd').allInnerTexts()).toEqual(['1,8 млн']);
  });
  test('en: the same claims and reach figures', async () => {
    await visit(page, '/en/product-placement');
    expect(await figures('Why it works')).toEqual(['85%', '70%', '3x']);
    expect(await cardTitles('Integration formats')).toEqual(['Visual integration', 'Plot integration']);
    expect(await cardTitles('What your brand gets')).toEqual(['Natural integration', 'Target audience', 'Measurable results']);
    const projects = page.locator('section:has(> h2:text-is("Projects")) > div > ul > li');
    await expect(projects.count()).resolves.toBe(2);
    expect(await projects.nth(0).locator('dd').allInnerTexts()).toEqual(['2.5M', '25-45']);
    expect(await projects.nth(1).locator('dd').allInnerTexts()).toEqual(['1.8M']);
    const text = await mainText(page);
    expect(text).toMatch(/PREMIUM SERIES/);
    expect(text).toMatch(/AUTEUR CINEMA/);
  });
});

describe('/events (SPEC §2, §9)', () => {
  test('ru: premieres, ceremonies, festivals; planning and realization; 50+ / 100 тыс. / 5 млн', async () => {
    await visit(page, '/events');
    expect(await cardTitles('Какие события мы делаем')).toEqual(['Премьеры', 'Церемонии награждения', 'Фестивали']);
    expect(await cardTitles('Что мы берём на себя')).toEqual(['Планирование', 'Реализация']);
    expect(await figures('В цифрах')).toEqual(['50+', '100 тыс.', '5 млн']);
    expect(await texts(page, 'section:has(> h2:text-is("В цифрах")) dt')).toEqual(['мероприятий в год', 'участников', 'медиаохват']);
  });
  test('en: 50+ events a year, 100K participants, 5M media reach', async () => {
    await visit(page, '/en/events');
    expect(await cardTitles('Events we produce')).toEqual(['Premieres', 'Award ceremonies', 'Festivals']);
    expect(await cardTitles('What we take on')).toEqual(['Planning', 'Realization']);
    expect(await figures('In numbers')).toEqual(['50+', '100K', '5M']);
    expect(await texts(page, 'section:has(> h2:text-is("In numbers")) dt')).toEqual(['events a year', 'participants', 'media reach']);
  });
});
