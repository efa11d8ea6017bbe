import { screen, within } from '@testing-library/react';
import { ProductPlacementView } from '../../../src/views/product-placement/ProductPlacementView';
import en from '../../../data/en/product-placement.json';
import ru from '../../../data/ru/product-placement.json';
import { shippedContent } from '../support/content';
import { renderInPage } from '../support/render';

/** Each figure with what it counts, as a screen reader pairs them (dd after dt). */
const figures = (region: HTMLElement) =>
  within(region)
    .getAllByRole('definition')
    .map((dd) => dd.textContent);

test.each([
  { lang: 'ru' as const, data: ru },
  { lang: 'en' as const, data: en },
])('product placement ($lang): the figures, integrations, benefits and the projects with their facts', ({ lang, data }) => {
  renderInPage(<ProductPlacementView language={lang} content={shippedContent('product-placement', lang)} />, lang);
  expect(figures(screen.getByRole('region', { name: data.stats.heading }))).toEqual(data.stats.items.map((s) => s.value));
  const h3 = (name: string) =>
    within(screen.getByRole('region', { name }))
      .getAllByRole('heading', { level: 3 })
      .map((h) => h.textContent);
  expect(h3(data.integrations.heading)).toEqual(data.integrations.items.map((item) => item.title));
  expect(h3(data.benefits.heading)).toEqual(data.benefits.items.map((item) => item.title));
  const projects = within(screen.getByRole('region', { name: data.projects.heading })).getAllByRole('listitem');
  expect(projects).toHaveLength(data.projects.items.length);
  projects.forEach((card, i) => {
    const project = data.projects.items[i]!;
    expect(card).toHaveTextContent(project.type);
    expect(figures(card)).toEqual(project.facts.map((fact) => fact.value));
  });
});
