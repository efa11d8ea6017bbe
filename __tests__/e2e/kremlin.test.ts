import { appErrors, baseUrl, openPage, visit } from './support/browser';

const CASES = [
  {
    lang: 'ru',
    path: '/kremlin',
    title: /интеграция в кремлёвскую ёлку 2\.0/i,
    description: [/100 тысяч гостей/, /23 декабря 2025 — 8 января 2026/, /^[^{}]*$/],
    strings: [
      'Кремлёвская Ёлка 2.0',
      '23 декабря 2025 — 8 января 2026',
      'Государственный Кремлёвский дворец',
      'О проекте',
      'Щелкунчика',
      'народного артиста',
    ],
    figures: ['100 000', '80%', '15 000 ₽'],
    region: /из Москвы и Московской области/,
    options: ['Квест', 'Пространство', 'Подарки', 'Диджитал', 'Контент', 'VIP'],
    download: 'Скачать презентацию',
    contact: 'Связаться с нами',
    contacts: '/contacts',
  },
  {
    lang: 'en',
    path: '/en/kremlin',
    title: /integration into the kremlin christmas tree 2\.0/i,
    description: [/100 thousand guests/, /23 December 2025 — 8 January 2026/, /^[^{}]*$/],
    strings: [
      'Kremlin Christmas Tree 2.0',
      '23 December 2025 — 8 January 2026',
      'State Kremlin Palace',
      'About the Project',
      'Nutcracker',
      "People's Artist",
    ],
    figures: ['100 000', '80%', '15 000 ₽'],
    region: /from Moscow and the Moscow region/,
    options: ['Quest', 'Space', 'Gifts', 'Digital', 'Content', 'VIP'],
    download: 'Download Presentation',
    contact: 'Contact Us',
    contacts: '/en/contacts',
  },
];

describe.each(CASES)('$path', (c) => {
  test('title, meta description, dates, venue, about, figures, six options, both links', async () => {
    const { page, errors, close } = await openPage();
    try {
      await visit(page, c.path);
      expect(await page.evaluate(() => document.documentElement.lang)).toBe(c.lang);
      expect(await page.title()).toMatch(c.title);
      const description = (await page.locator('meta[name="description"]').getAttribute('content')) ?? '';
      for (const part of c.description) expect(description).toMatch(part);

      const main = await page.locator('main').innerText();
      for (const text of [...c.strings, ...c.figures]) expect(main).toContain(text);
      expect(main).toMatch(c.region);
      await expect(page.getByTestId('integration-option').locator('h3').allInnerTexts()).resolves.toEqual(c.options);
      const optionTexts = await page.getByTestId('integration-option').locator('p').allInnerTexts();
      expect(optionTexts.every((t) => t.length > 20)).toBe(true);

      await expect(page.getByRole('link', { name: c.download }).getAttribute('href')).resolves.toBe('/elka2026.pdf');
      await expect(page.getByRole('link', { name: c.contact }).getAttribute('href')).resolves.toBe(c.contacts);
      await expect(page.getByRole('banner').isVisible()).resolves.toBe(true);
      await expect(page.locator('footer').isVisible()).resolves.toBe(true);
      expect(appErrors(errors)).toEqual([]);
    } finally {
      await close();
    }
  });
});

test('/elka2026.pdf answers 200 with application/pdf and holds the offer', async () => {
  const { page, close } = await openPage();
  try {
    const response = await page.request.get(`${baseUrl()}/elka2026.pdf`);
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toBe('application/pdf');
    const body = await response.body();
    expect(body.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(body.includes(Buffer.from('Unbounded'))).toBe(true); // the embedded font
  } finally {
    await close();
  }
});

test('"Связаться с нами" leads to the contacts page', async () => {
  const { page, close } = await openPage();
  try {
    await visit(page, '/kremlin');
    await page.getByRole('link', { name: 'Связаться с нами' }).click();
    await page.waitForURL(`${baseUrl()}/contacts`);
  } finally {
    await close();
  }
});

test('English Kremlin page: every internal link stays under /en (the PDF is shared)', async () => {
  const { page, close } = await openPage();
  try {
    await visit(page, '/en/kremlin');
    const hrefs = await page
      .locator('a[href^="/"]:not([data-testid="lang-ru"])')
      .evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''));
    expect(hrefs.filter((h) => !(h === '/en' || h.startsWith('/en/') || h === '/elka2026.pdf'))).toEqual([]);
  } finally {
    await close();
  }
});
