import { screen, within } from '@testing-library/react';
import { ScriptsView } from '../../../src/views/scripts/ScriptsView';
import en from '../../../data/en/scripts.json';
import ru from '../../../data/ru/scripts.json';
import { shippedContent } from '../support/content';
import { renderInPage } from '../support/render';

const titles = (region: HTMLElement) =>
  within(region)
    .getAllByRole('heading', { level: 3 })
    .map((h) => h.textContent);

test.each([
  { lang: 'ru' as const, data: ru, contacts: '/contacts' },
  { lang: 'en' as const, data: en, contacts: '/en/contacts' },
])('scripts ($lang): the offerings, the steps in order, a link to contacts', ({ lang, data, contacts }) => {
  renderInPage(<ScriptsView language={lang} content={shippedContent('scripts', lang)} />, lang);
  expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(data.heading);
  expect(titles(screen.getByRole('region', { name: data.offerings.heading }))).toEqual(data.offerings.items.map((item) => item.title));
  const process = screen.getByRole('region', { name: data.process.heading });
  expect(within(process).getByRole('list').tagName).toBe('OL');
  expect(titles(process)).toEqual(data.process.items.map((item) => item.title));
  expect(screen.getByRole('link', { name: data.cta.label })).toHaveAttribute('href', contacts);
});
