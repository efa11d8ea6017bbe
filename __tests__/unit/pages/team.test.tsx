import { screen, within } from '@testing-library/react';
import { TeamView } from '../../../src/views/team/TeamView';
import { initials } from '../../../src/views/team/initials';
import en from '../../../data/en/team.json';
import ru from '../../../data/ru/team.json';
import { shippedContent } from '../support/content';
import { renderInPage } from '../support/render';

test.each([
  { lang: 'ru' as const, data: ru, cards: 11, badges: 0, philosophy: ['Качество', 'Инновации', 'Партнёрство'], stats: ['50+', '15', '10', '5 млн'], contacts: '/contacts' },
  { lang: 'en' as const, data: en, cards: 10, badges: 10, philosophy: ['Quality', 'Innovation', 'Partnership'], stats: ['50+', '15', '10', '5M'], contacts: '/en/contacts' },
])('team ($lang): $cards cards, philosophy, achievements, link to contacts', ({ lang, data, cards, badges, philosophy, stats, contacts }) => {
  renderInPage(<TeamView language={lang} content={shippedContent('team', lang)} />, lang);
  const members = within(screen.getByRole('region', { name: data.members.heading })).getAllByRole('listitem');
  expect(members).toHaveLength(cards);
  expect(screen.queryAllByTestId('initials')).toHaveLength(badges);
  const first = data.members.items[0]!;
  for (const text of [first.name, first.role, first.experience, first.description]) expect(members[0]).toHaveTextContent(text);
  const approach = screen.getByRole('region', { name: lang === 'en' ? 'Our Approach' : 'Философия' });
  expect(within(approach).getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual(philosophy);
  const achievements = within(screen.getByRole('region', { name: data.achievements.heading }));
  expect(achievements.getAllByRole('definition').map((dd) => dd.textContent)).toEqual(stats);
  expect(screen.getByRole('link', { name: new RegExp(data.cta.label) })).toHaveAttribute('href', contacts);
});

test('the English badges show each member’s initials', () => {
  renderInPage(<TeamView language="en" content={shippedContent('team', 'en')} />, 'en');
  expect(screen.getAllByTestId('initials').map((b) => b.textContent)).toEqual(en.members.items.map((m) => initials(m.name)));
  expect(screen.getAllByTestId('initials')[0]).toHaveTextContent('AV');
});

test('initials: first and last word, upper case', () => {
  expect(initials('Alexey Vorontsov')).toBe('AV');
  expect(initials('  maria   de la  Cruz ')).toBe('MC');
  expect(initials('Cher')).toBe('C');
});
