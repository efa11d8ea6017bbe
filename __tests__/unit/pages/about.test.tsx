import { screen, within } from '@testing-library/react';
import { AboutView } from '../../../src/views/about/AboutView';
import en from '../../../data/en/about.json';
import ru from '../../../data/ru/about.json';
import { shippedContent } from '../support/content';
import { renderInPage } from '../support/render';

const titles = (name: string) =>
  within(screen.getByRole('region', { name })).getAllByRole('heading', { level: 3 }).map((h) => h.textContent);

test('about (ru): history 2018-2024, four directions, four principles', () => {
  renderInPage(<AboutView language="ru" content={shippedContent('about', 'ru')} />, 'ru');
  const history = within(screen.getByRole('region', { name: 'История' })).getAllByRole('listitem');
  expect(history.map((card) => card.textContent?.slice(0, 4))).toEqual(['2018', '2020', '2022', '2024']);
  expect(titles('Направления')).toHaveLength(4);
  expect(titles('Принципы')).toHaveLength(4);
  expect(screen.getByRole('link', { name: /Связаться с нами/ })).toHaveAttribute('href', '/contacts');
});

test('about (en): description, mission (quality, innovation, collaboration) and the four values', () => {
  renderInPage(<AboutView language="en" content={shippedContent('about', 'en')} />, 'en');
  expect(screen.getByText(/creative film and advertising production studio/)).toBeInTheDocument();
  expect(titles('Our mission')).toEqual(['Quality', 'Innovation', 'Collaboration']);
  expect(titles('Our values')).toEqual(['Authenticity', 'Professionalism', 'Creativity', 'Responsibility']);
  expect(screen.getByRole('link', { name: /Contact us/ })).toHaveAttribute('href', '/en/contacts');
});
