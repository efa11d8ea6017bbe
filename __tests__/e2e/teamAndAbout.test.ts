import { openPage, visit } from './support/browser';
import { mainText, texts } from './support/pageChecks';

test.each([
  {
    path: '/team',
    members: 'Люди за кадром',
    cards: 11,
    badges: 0,
    approach: 'Философия',
    values: ['Качество', 'Инновации', 'Партнёрство'],
    achievements: 'Достижения',
    stats: ['50+', '15', '10', '5 млн'],
    contacts: '/contacts',
  },
  {
    path: '/en/team',
    members: 'The people behind the camera',
    cards: 10,
    badges: 10,
    approach: 'Our Approach',
    values: ['Quality', 'Innovation', 'Partnership'],
    achievements: 'Achievements',
    stats: ['50+', '15', '10', '5M'],
    contacts: '/en/contacts',
  },
])('$path (SPEC §2, §9): $cards cards, philosophy, achievements and a link to contacts', async (c) => {
  const { page, close } = await openPage();
  try {
    await visit(page, c.path);
    const cards = page.locator(`section:has(> h2:text-is("${c.members}")) li`);
    await expect(cards.count()).resolves.toBe(c.cards);
    // Each card: name (h3), role, years of experience, description.
    await expect(cards.locator('h3').count()).resolves.toBe(c.cards);
    await expect(cards.locator('p').count()).resolves.toBe(c.cards * 3);
    const badges = await page.getByTestId('initials').allInnerTexts();
    expect(badges).toHaveLength(c.badges);
    badges.forEach((badge) => expect(badge).toMatch(/^[A-Z]{2}$/));
    if (c.badges) expect(badges[0]).toBe('AV');
    expect(await texts(page, `section:has(> h2:text-is("${c.approach}")) h3`)).toEqual(c.values);
    expect(await texts(page, `section:has(> h2:text-is("${c.achievements}")) dd`)).toEqual(c.stats);
    const links = await page.locator('main a').evaluateAll((as) => as.map((a) => a.getAttribute('href')));
    expect(links).toContain(c.contacts);
  } finally {
    await close();
  }
});

test('/about (SPEC §2): history 2018, 2020, 2022, 2024, four directions, four principles', async () => {
  const { page, close } = await openPage();
  try {
    await visit(page, '/about');
    const years = await page.locator('section:has(> h2:text-is("История")) li > p:first-child').allInnerTexts();
    expect(years).toEqual(['2018', '2020', '2022', '2024']);
    await expect(page.locator('section:has(> h2:text-is("Направления")) li').count()).resolves.toBe(4);
    await expect(page.locator('section:has(> h2:text-is("Принципы")) li').count()).resolves.toBe(4);
    expect(await page.locator('main a[href="/contacts"]').count()).toBe(1);
  } finally {
    await close();
  }
});

test('/en/about (SPEC §2): company description, mission (quality, innovation, collaboration), four values', async () => {
  const { page, close } = await openPage();
  try {
    await visit(page, '/en/about');
    expect(await mainText(page)).toContain('KADR is a creative film and advertising production studio');
    expect(await texts(page, 'section:has(> h2:text-is("Our mission")) h3')).toEqual(['Quality', 'Innovation', 'Collaboration']);
    expect(await texts(page, 'section:has(> h2:text-is("Our values")) h3')).toEqual([
      'Authenticity',
      'Professionalism',
      'Creativity',
      'Responsibility',
    ]);
    expect(await page.locator('main a[href="/en/contacts"]').count()).toBe(1);
  } finally {
    await close();
  }
});
