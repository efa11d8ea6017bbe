import { screen, within } from '@testing-library/react';
import { ProductPlacementView } from '../../../src/views/product-placement/ProductPlacementView';
import en from '../../../data/en/product-placement.json';
import ru from '../../../data/ru/product-placement.json';
import { shippedContent } from '../support/content';
import { renderInPage } from '../support/render';

/** Each figure with what it counts, as a screen reader pairs them (dd after dt). */
const figures = (region: HTMLElement) =>
  within(region).getAllByRole('definition').map((dd) => dd.textContent);

test.each([
  { lang: 'ru' as const, data: ru, kinds: ['Визуальная интеграция', 'Сюжетная интеграция'], benefits: ['Естественная интеграция', 'Целевая аудитория', 'Измеримые результаты'], reach: [['2,5 млн', '25-45'], ['1,8 млн']], types: ['Премиальный сериал', 'Авторское кино'] },
  { lang: 'en' as const, data: en, kinds: ['Visual integration', 'Plot integration'], benefits: ['Natural integration', 'Target audience', 'Measurable results'], reach: [['2.5M', '25-45'], ['1.8M']], types: ['Premium series', 'Auteur cinema'] },
])('product placement ($lang): 85% / 70% / 3x, integrations, benefits and the two projects', ({ lang, data, kinds, benefits, reach, types }) => {
  renderInPage(<ProductPlacementView language={lang} content={shippedContent('product-placement', lang)} />, lang);
  expect(figures(screen.getByRole('region', { name: data.stats.heading }))).toEqual(['85%', '70%', '3x']);
  const h3 = (name: string) => within(screen.getByRole('region', { name })).getAllByRole('heading', { level: 3 }).map((h) => h.textContent);
  expect(h3(data.integrations.heading)).toEqual(kinds);
  expect(h3(data.benefits.heading)).toEqual(benefits);
  const projects = within(screen.getByRole('region', { name: data.projects.heading })).getAllByRole('listitem');
  expect(projects).toHaveLength(2);
  projects.forEach((card, i) => {
    expect(card).toHaveTextContent(types[i]!);
    expect(figures(card)).toEqual(reach[i]);
  });
});
