import { screen, within } from '@testing-library/react';
import { ProductionView } from '../../../src/views/production/ProductionView';
import en from '../../../data/en/production.json';
import ru from '../../../data/ru/production.json';
import { shippedContent } from '../support/content';
import { renderInPage } from '../support/render';

const titles = (name: string) =>
  within(screen.getByRole('region', { name })).getAllByRole('heading', { level: 3 }).map((h) => h.textContent);

test('production (ru): four stages and three project types', () => {
  renderInPage(<ProductionView language="ru" content={shippedContent('production', 'ru')} />, 'ru');
  expect(titles('Полный цикл производства')).toEqual(['Препродакшн', 'Продакшн', 'Постпродакшн', 'Дистрибуция']);
  expect(titles('Типы проектов')).toEqual(['Художественные фильмы', 'Сериалы', 'Документальные фильмы']);
  expect(screen.getByRole('link', { name: /Запустить проект/ })).toHaveAttribute('href', '/contacts');
});

test('production (en): three stages, equipment and services', () => {
  renderInPage(<ProductionView language="en" content={shippedContent('production', 'en')} />, 'en');
  expect(titles('From script to screen')).toEqual(['Pre-production', 'Filming', 'Post-production']);
  expect(titles('Equipment')).toEqual(['4K/8K cameras', 'Cinema lenses', 'Lighting and grip', 'Stabilization']);
  expect(titles('Services')).toEqual(['Director and crew', 'Location management', 'Production coordination', 'Quality control']);
  expect(screen.getByRole('link', { name: /Start a project/ })).toHaveAttribute('href', '/en/contacts');
});
