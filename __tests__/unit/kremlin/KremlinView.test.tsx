import { screen } from '@testing-library/react';
import { KremlinView } from '../../../src/views/kremlin/KremlinView';
import en from '../../../data/en/kremlin.json';
import ru from '../../../data/ru/kremlin.json';
import { renderInPage } from '../support/render';

describe('Kremlin page', () => {
  test('Russian: dates, venue, "О проекте", the figures, six options and both links', () => {
    renderInPage(<KremlinView language="ru" content={ru} />, 'ru');
    expect(screen.getByRole('heading', { level: 1, name: 'Кремлёвская Ёлка 2.0' })).toBeInTheDocument();
    expect(screen.getByText('23 декабря 2025 — 8 января 2026')).toBeInTheDocument();
    expect(screen.getByText('Государственный Кремлёвский дворец')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'О проекте' })).toBeInTheDocument();
    expect(screen.getByText(/балетное шоу: адаптация «Щелкунчика» для детей в постановке народного артиста/)).toBeInTheDocument();
    expect(screen.getByText('100 000')).toBeInTheDocument();
    expect(screen.getByText('80%')).toBeInTheDocument();
    expect(screen.getByText(/из Москвы и Московской области/)).toBeInTheDocument();
    expect(screen.getByText('15 000 ₽')).toBeInTheDocument();
    expect(screen.getAllByTestId('integration-option').map((li) => li.querySelector('h3')?.textContent)).toEqual([
      'Квест',
      'Пространство',
      'Подарки',
      'Диджитал',
      'Контент',
      'VIP',
    ]);
    expect(screen.getByRole('link', { name: 'Скачать презентацию' })).toHaveAttribute('href', '/elka2026.pdf');
    expect(screen.getByRole('link', { name: 'Связаться с нами' })).toHaveAttribute('href', '/contacts');
  });

  test('English: English labels, same PDF, contacts under /en', () => {
    renderInPage(<KremlinView language="en" content={en} />, 'en');
    expect(screen.getByText('State Kremlin Palace')).toBeInTheDocument();
    expect(screen.getByText('23 December 2025 — 8 January 2026')).toBeInTheDocument();
    expect(screen.getAllByTestId('integration-option')).toHaveLength(6);
    expect(screen.getByRole('link', { name: en.presentationLabel })).toHaveAttribute('href', '/elka2026.pdf');
    expect(screen.getByRole('link', { name: en.contactLabel })).toHaveAttribute('href', '/en/contacts');
  });
});
