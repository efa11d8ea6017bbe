/**
 * The CMS's live previews: while a field breaks a rule, the page
 * preview says so in Russian, naming the field by its labels, in the words
 * the form shows under it; «Общие тексты» preview the header and footer with
 * the strings as they are being edited.
 */
import { render, screen, within } from '@testing-library/react';
import { CommonTextsPreview } from '../../../src/cms/CommonTextsPreview';
import { PagePreview } from '../../../src/cms/PagePreview';
import ruTeam from '../../../data/ru/team.json';
import ruCommon from '../../../locales/ru/common.json';

/** What Decap hands a preview template: the entry (an Immutable map; `toJS` gives the data) and the iframe's document. */
const entry = (path: string, data: unknown) => ({
  get: ((key: string) => (key === 'path' ? path : { toJS: () => data })) as never,
});

test("a team member's emptied role: the preview names it in Russian, in the form's words, and shows no English", () => {
  const members = ruTeam.members.items.map((member, i) => (i === 2 ? { ...member, role: '' } : member));
  render(
    <PagePreview
      page="team"
      document={document}
      entry={entry('data/ru/team.json', { ...ruTeam, members: { ...ruTeam.members, items: members } })}
    />,
  );
  const alert = screen.getByRole('alert');
  expect(within(alert).getByRole('listitem').textContent).toBe('Участники команды › Участник 3 › Роль: Заполните поле «Роль».');
  expect(alert.textContent).not.toMatch(/field|must|items\[/);
});

test('an emptied philosophy list: «Философия › Карточки», with the count in Russian', () => {
  render(
    <PagePreview
      page="team"
      document={document}
      entry={entry('data/ru/team.json', { ...ruTeam, philosophy: { ...ruTeam.philosophy, items: [] } })}
    />,
  );
  expect(within(screen.getByRole('alert')).getByRole('listitem').textContent).toBe(
    'Философия › Карточки: «Карточки»: минимум 1 карточка; сейчас 0 карточек.',
  );
});

test('a valid entry previews the page itself', () => {
  render(<PagePreview page="team" document={document} entry={entry('data/ru/team.json', ruTeam)} />);
  expect(screen.queryByRole('alert')).toBeNull();
  expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(ruTeam.heading);
});

test("«Общие тексты»: the footer line as it is being edited, in the site's footer", () => {
  const edited = { ...ruCommon, footer: { copyright: '© {{year}} KADR. Новая строка подвала.' } };
  render(<CommonTextsPreview document={document} entry={entry('locales/ru/common.json', edited)} />);
  expect(screen.getByRole('contentinfo').textContent).toContain(`© ${new Date().getFullYear()} KADR. Новая строка подвала.`);
  expect(screen.getByText('Загрузка...')).toBeTruthy();
});

test('«Общие тексты» with a typo in a placeholder: the problem, not the footer', () => {
  const edited = { ...ruCommon, footer: { copyright: '© {{yaer}} KADR' } };
  render(<CommonTextsPreview document={document} entry={entry('locales/ru/common.json', edited)} />);
  expect(within(screen.getByRole('alert')).getByRole('listitem').textContent).toMatch(
    /^Подвал › Строка внизу подвала: «Строка внизу подвала»: не длиннее 300 знаков.*можно \{\{year\}\} \(текущий год\); других подстановок в \{\{…\}\} быть не может\.$/,
  );
  expect(screen.queryByRole('contentinfo')).toBeNull();
});
