import { screen, within } from '@testing-library/react';
import { ScriptsView } from '../../../src/views/scripts/ScriptsView';
import en from '../../../data/en/scripts.json';
import ru from '../../../data/ru/scripts.json';
import { shippedContent } from '../support/content';
import { renderInPage } from '../support/render';

const titles = (region: HTMLElement) => within(region).getAllByRole('heading', { level: 3 }).map((h) => h.textContent);

test.each([
  { lang: 'ru' as const, data: ru, offerings: ['Полнометражные фильмы', 'Многосерийные проекты', 'Креативная реклама'], steps: ['Исследование', 'Концепция', 'Сценарий', 'Доработка'], contacts: '/contacts' },
  { lang: 'en' as const, data: en, offerings: ['Feature films', 'Premium series', 'Creative advertising'], steps: ['Research', 'Concept', 'Script', 'Refinement'], contacts: '/en/contacts' },
])('scripts ($lang): three offerings, the four steps in order, a link to contacts', ({ lang, data, offerings, steps, contacts }) => {
  renderInPage(<ScriptsView language={lang} content={shippedContent('scripts', lang)} />, lang);
  expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(data.heading);
  expect(titles(screen.getByRole('region', { name: data.offerings.heading }))).toEqual(offerings);
  const process = screen.getByRole('region', { name: data.process.heading });
  expect(within(process).getByRole('list').tagName).toBe('OL');
  expect(titles(process)).toEqual(steps);
  expect(screen.getByRole('link', { name: new RegExp(data.cta.label) })).toHaveAttribute('href', contacts);
});
