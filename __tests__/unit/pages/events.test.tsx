import { screen, within } from '@testing-library/react';
import { EventsView } from '../../../src/views/events/EventsView';
import en from '../../../data/en/events.json';
import ru from '../../../data/ru/events.json';
import { shippedContent } from '../support/content';
import { renderInPage } from '../support/render';

test.each([
  { lang: 'ru' as const, data: ru, types: ['Премьеры', 'Церемонии награждения', 'Фестивали'], services: ['Планирование', 'Реализация'], stats: ['50+', '100 тыс.', '5 млн'] },
  { lang: 'en' as const, data: en, types: ['Premieres', 'Award ceremonies', 'Festivals'], services: ['Planning', 'Realization'], stats: ['50+', '100K', '5M'] },
])('events ($lang): event types, services and the figures', ({ lang, data, types, services, stats }) => {
  renderInPage(<EventsView language={lang} content={shippedContent('events', lang)} />, lang);
  const h3 = (name: string) => within(screen.getByRole('region', { name })).getAllByRole('heading', { level: 3 }).map((h) => h.textContent);
  expect(h3(data.types.heading)).toEqual(types);
  expect(h3(data.services.heading)).toEqual(services);
  const figures = within(screen.getByRole('region', { name: data.stats.heading }));
  expect(figures.getAllByRole('definition').map((dd) => dd.textContent)).toEqual(stats);
  expect(figures.getAllByRole('term').map((dt) => dt.textContent)).toEqual(data.stats.items.map((s) => s.label));
});
