import { openPage, visit } from './support/browser';
import { mainText, texts } from './support/pageChecks';

const FORMS = [
  {
    path: '/contacts',
    name: 'Имя',
    email: 'Электронная почта',
    type: 'Тип проекта',
    description: 'Описание проекта',
    button: 'Отправить заявку',
  },
  {
    path: '/en/contacts',
    name: 'Name',
    email: 'Email',
    type: 'Project type',
    description: 'Project description',
    button: 'Send Application',
  },
];

describe.each(FORMS)('$path application form (SPEC §2; how it is sent: applicationForm.test.ts)', (form) => {
  test('fields with their labels, types and rows, and the button', async () => {
    const { page, close } = await openPage();
    try {
      await visit(page, form.path);
      await expect(page.getByRole('textbox', { name: form.name, exact: true }).getAttribute('type')).resolves.toBe('text');
      await expect(page.getByRole('textbox', { name: form.email, exact: true }).getAttribute('type')).resolves.toBe('email');
      await expect(page.getByRole('combobox', { name: form.type, exact: true }).evaluate((el) => el.tagName)).resolves.toBe('SELECT');
      const description = page.getByRole('textbox', { name: form.description, exact: true });
      await expect(description.evaluate((el) => el.tagName)).resolves.toBe('TEXTAREA');
      await expect(description.getAttribute('rows')).resolves.toBe('6');
      await expect(page.getByRole('button', { name: form.button, exact: true }).isVisible()).resolves.toBe(true);
    } finally {
      await close();
    }
  });
});

test('/contacts (ru): email, website, phone, Telegram, VKontakte, the office by appointment, hours, four directions', async () => {
  const { page, close } = await openPage();
  try {
    await visit(page, '/contacts');
    const list = page.locator('section:has(> h2:text-is("Связаться с нами"))');
    expect(await texts(page, 'section:has(> h2:text-is("Связаться с нами")) dt')).toEqual([
      'Почта',
      'Сайт',
      'Телефон',
      'Telegram',
      'ВКонтакте',
    ]);
    const hrefs = await list.locator('a').evaluateAll((links) => links.map((a) => a.getAttribute('href')));
    expect(hrefs).toEqual([
      'mailto:hello@kadr.studio',
      'https://kadr.studio',
      'tel:+74951204567',
      'https://t.me/kadr_studio',
      'https://vk.com/kadr_studio',
    ]);
    const text = await mainText(page);
    expect(text).toContain('По предварительной записи');
    expect(text).toContain('Пн-Пт 10:00-19:00, Сб 11:00-16:00, Вс выходной');
    await expect(page.locator('section:has(> h2:text-is("Направления")) dt').count()).resolves.toBe(4);
  } finally {
    await close();
  }
});

test('/en/contacts: general, production and casting blocks, the Moscow office, hours, messenger and social links', async () => {
  const { page, close } = await openPage();
  try {
    await visit(page, '/en/contacts');
    for (const block of ['General', 'Production', 'Casting']) {
      const section = page.locator(`section:has(> h2:text-is("${block}"))`);
      expect(await section.locator('dt').allInnerTexts()).toEqual(['EMAIL', 'PHONE']);
      const hrefs = await section.locator('a').evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''));
      expect(hrefs.map((h) => h.split(':')[0])).toEqual(['mailto', 'tel']);
    }
    const text = await mainText(page);
    expect(text).toContain('Moscow office');
    expect(text).toContain('15 Tsvetnoy Boulevard, Moscow, 127051');
    expect(text).toContain('Mon-Fri 10:00-19:00, Sat 11:00-16:00, Sun closed');
    const follow = page.locator('section:has(> h2:text-is("Follow us")) a');
    expect(await follow.evaluateAll((links) => links.map((a) => a.getAttribute('href')))).toEqual([
      'https://t.me/kadr_studio',
      'https://vk.com/kadr_studio',
    ]);
  } finally {
    await close();
  }
});
