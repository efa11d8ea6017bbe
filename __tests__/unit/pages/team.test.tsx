import { screen, within } from '@testing-library/react';
import { TeamView } from '../../../src/views/team/TeamView';
import { initials } from '../../../src/views/team/initials';
import en from '../../../data/en/team.json';
import ru from '../../../data/ru/team.json';
import { shippedContent } from '../support/content';
import { renderInPage } from '../support/render';

test.each([
  { lang: 'ru' as const, data: ru, contacts: '/contacts' },
  { lang: 'en' as const, data: en, contacts: '/en/contacts' },
])('team ($lang): a card per member, philosophy, achievements, link to contacts', ({ lang, data, contacts }) => {
  renderInPage(<TeamView language={lang} content={shippedContent('team', lang)} />, lang);
  const members = within(screen.getByRole('region', { name: data.members.heading })).getAllByRole('listitem');
  expect(members).toHaveLength(data.members.items.length);
  expect(screen.queryAllByTestId('initials')).toHaveLength(data.showInitials ? data.members.items.length : 0);
  data.members.items.forEach((member, i) => {
    for (const text of [member.name, member.role, member.experience, member.description]) expect(members[i]).toHaveTextContent(text);
  });
  const approach = screen.getByRole('region', { name: data.philosophy.heading });
  expect(
    within(approach)
      .getAllByRole('heading', { level: 3 })
      .map((h) => h.textContent),
  ).toEqual(data.philosophy.items.map((item) => item.title));
  const achievements = within(screen.getByRole('region', { name: data.achievements.heading }));
  expect(achievements.getAllByRole('definition').map((dd) => dd.textContent)).toEqual(data.achievements.items.map((item) => item.value));
  expect(screen.getByRole('link', { name: data.cta.label })).toHaveAttribute('href', contacts);
});

test('the English badges show each member’s initials', () => {
  renderInPage(<TeamView language="en" content={shippedContent('team', 'en')} />, 'en');
  expect(screen.getAllByTestId('initials').map((b) => b.textContent)).toEqual(en.members.items.map((m) => initials(m.name)));
});

test('initials: first and last word, upper case', () => {
  expect(initials('Alexey Vorontsov')).toBe('AV');
  expect(initials('  maria   de la  Cruz ')).toBe('MC');
  expect(initials('Cher')).toBe('C');
});
