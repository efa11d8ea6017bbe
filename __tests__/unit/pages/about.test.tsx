import { screen, within } from '@testing-library/react';
import { AboutView } from '../../../src/views/about/AboutView';
import en from '../../../data/en/about.json';
import ru from '../../../data/ru/about.json';
import { shippedContent } from '../support/content';
import { cardTitlesOf, renderInPage } from '../support/render';

test.each([
  { lang: 'ru' as const, data: ru, contacts: '/contacts' },
  { lang: 'en' as const, data: en, contacts: '/en/contacts' },
])('about ($lang): the introduction, each section with its cards in order, the link to contacts', ({ lang, data, contacts }) => {
  renderInPage(<AboutView language={lang} content={shippedContent('about', lang)} />, lang);
  for (const paragraph of data.intro) expect(screen.getByText(paragraph)).toBeInTheDocument();
  for (const section of data.sections) {
    expect(cardTitlesOf(section.heading)).toEqual(section.items.map((item) => item.title));
    const cards = within(screen.getByRole('region', { name: section.heading })).getAllByRole('listitem');
    section.items.forEach((item, i) => {
      expect(cards[i]).toHaveTextContent(item.text);
      if ('label' in item && typeof item.label === 'string') expect(cards[i]).toHaveTextContent(item.label);
    });
  }
  expect(screen.getByRole('link', { name: data.cta.label })).toHaveAttribute('href', contacts);
});
