import { LANGUAGES } from '../../src/config/routes';
import { pagePath } from '../../src/i18n/paths';
import { visit, withPage } from './support/browser';
import { pageData, sectionOf, titles } from './support/content';
import { mainText, texts } from './support/pageChecks';

/** The team's achievements (product §9: 50+ projects, 15 awards, 10 countries, 5M viewers), as each language writes them. */
const ACHIEVEMENTS = { ru: ['50+', '15', '10', '5 млн'], en: ['50+', '15', '10', '5M'] };

describe.each(LANGUAGES)('/team (product §2, §9), %s', (lang) => {
  test('a card per member, the philosophy, the achievements and a link to contacts', async () => {
    const data = pageData('team', lang);
    await withPage(async ({ page }) => {
      await visit(page, pagePath('team', lang));
      const cards = page.locator(`${sectionOf(data.members.heading)} li`);
      // Each card: name (h3), role, years of experience, description.
      expect(await cards.locator('h3').allInnerTexts()).toEqual(data.members.items.map((member) => member.name));
      await expect(cards.locator('p').count()).resolves.toBe(data.members.items.length * 3);
      // The English cards carry the member's initials in a badge (product §2), starting with the name's first letter.
      const badges = await page.getByTestId('initials').allInnerTexts();
      expect(badges.map((badge) => badge[0])).toEqual(data.showInitials ? data.members.items.map((m) => m.name[0]!.toUpperCase()) : []);
      // The philosophy, under product.md's heading in English.
      const approach = lang === 'en' ? 'Our Approach' : data.philosophy.heading;
      expect(await texts(page, `${sectionOf(approach)} h3`)).toEqual(titles(data.philosophy.items));
      expect(await texts(page, `${sectionOf(data.achievements.heading)} dd`)).toEqual(ACHIEVEMENTS[lang]);
      const links = await page.locator('main a').evaluateAll((as) => as.map((a) => a.getAttribute('href')));
      expect(links).toContain(pagePath('contacts', lang));
    });
  });
});

test.each(LANGUAGES)('/about (product §2), %s: its sections, history from 2018 to 2024, and a link to contacts', async (lang) => {
  const data = pageData('about', lang);
  await withPage(async ({ page }) => {
    await visit(page, pagePath('about', lang));
    expect(await mainText(page)).toContain(data.intro[0]);
    for (const section of data.sections) {
      expect(await texts(page, `${sectionOf(section.heading)} li h3`)).toEqual(titles(section.items));
    }
    if (lang === 'ru') {
      const [history] = data.sections;
      expect(await page.locator(`${sectionOf(history!.heading)} li > p:first-child`).allInnerTexts()).toEqual([
        '2018',
        '2020',
        '2022',
        '2024',
      ]);
    }
    expect(await page.locator(`main a[href="${pagePath('contacts', lang)}"]`).count()).toBe(1);
  });
});
