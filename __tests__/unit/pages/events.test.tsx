import { screen, within } from '@testing-library/react';
import { EventsView } from '../../../src/views/events/EventsView';
import en from '../../../data/en/events.json';
import ru from '../../../data/ru/events.json';
import { shippedContent } from '../support/content';
import { renderInPage } from '../support/render';

test.each([
  { lang: 'ru' as const, data: ru },
  { lang: 'en' as const, data: en },
])('events ($lang): event types, services and the figures', ({ lang, data }) => {
  renderInPage(<EventsView language={lang} content={shippedContent('events', lang)} />, lang);
  const h3 = (name: string) =>
    within(screen.getByRole('region', { name }))
      .getAllByRole('heading', { level: 3 })
      .map((h) => h.textContent);
  expect(h3(data.types.heading)).toEqual(data.types.items.map((item) => item.title));
  expect(h3(data.services.heading)).toEqual(data.services.items.map((item) => item.title));
  const figures = within(screen.getByRole('region', { name: data.stats.heading }));
  expect(figures.getAllByRole('definition').map((dd) => dd.textContent)).toEqual(data.stats.items.map((s) => s.value));
  expect(figures.getAllByRole('term').map((dt) => dt.textContent)).toEqual(data.stats.items.map((s) => s.label));
});
