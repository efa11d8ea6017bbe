import { screen } from '@testing-library/react';
import { ProductionView } from '../../../src/views/production/ProductionView';
import en from '../../../data/en/production.json';
import ru from '../../../data/ru/production.json';
import { shippedContent } from '../support/content';
import { cardTitlesOf, renderInPage } from '../support/render';

test.each([
  { lang: 'ru' as const, data: ru, contacts: '/contacts' },
  { lang: 'en' as const, data: en, contacts: '/en/contacts' },
])('production ($lang): each section with its cards in order, and the link to contacts', ({ lang, data, contacts }) => {
  renderInPage(<ProductionView language={lang} content={shippedContent('production', lang)} />, lang);
  for (const section of data.sections) expect(cardTitlesOf(section.heading)).toEqual(section.items.map((item) => item.title));
  expect(screen.getByRole('link', { name: data.cta.label })).toHaveAttribute('href', contacts);
});
