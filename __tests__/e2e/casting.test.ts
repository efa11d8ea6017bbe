import { visit, withPage } from './support/browser';
import { mainText, texts } from './support/pageChecks';

const SUBJECT = 'Кастинг - [your name]';

test.each([
  {
    path: '/casting',
    seeking: { 'Кого мы ищем': ['Главные роли', 'Эпизодические роли', 'Лица для рекламы'] },
    requirements: 'Требования',
    apply: 'Как подать заявку',
    figures: ['18-35 лет', '16-45 лет', '1-2 минуты', 'в течение 2 недель'],
    social: 'Следите за кастингами',
  },
  {
    path: '/en/casting',
    seeking: { 'What we do': ['Actor search', 'Screen tests', 'Full support'], 'Casting types': ['Films and series', 'Advertising'] },
    requirements: 'Requirements',
    apply: 'How to apply',
    figures: ['18-35', '16-45', '1-2 minutes', 'within 2 weeks'],
    social: 'Follow our castings',
  },
])('$path (product §2, §9): who we seek, requirements, three steps by email, review time, social links', async (c) => {
  await withPage(async ({ page }) => {
    await visit(page, c.path);
    for (const [heading, titles] of Object.entries(c.seeking)) {
      expect(await texts(page, `section:has(> h2:text-is("${heading}")) h3`)).toEqual(titles);
    }
    await expect(page.locator(`section:has(> h2:text-is("${c.requirements}")) li`).count()).resolves.toBe(3);
    await expect(page.locator(`section:has(> h2:text-is("${c.apply}")) ol > li`).count()).resolves.toBe(3);
    const text = await mainText(page);
    c.figures.forEach((figure) => expect(text).toContain(figure));
    expect(await page.getByTestId('casting-subject').innerText()).toBe(SUBJECT);
    const mail = page.locator(`section:has(> h2:text-is("${c.apply}")) a[href^="mailto:"]`).first();
    expect(await mail.getAttribute('href')).toBe(`mailto:casting@kadr.studio?subject=${encodeURIComponent(SUBJECT)}`);
    const social = await page
      .locator(`section:has(> h2:text-is("${c.social}")) a`)
      .evaluateAll((links) => links.map((a) => a.getAttribute('href')));
    expect(social).toEqual(['https://t.me/kadr_studio', 'https://vk.com/kadr_studio']);
  });
});
