import { screen, within } from '@testing-library/react';
import { LandingView } from '../../../src/views/landing/LandingView';
import en from '../../../data/en/landing.json';
import ru from '../../../data/ru/landing.json';
import { renderInPage } from '../support/render';

const menu = () => within(screen.getByRole('navigation', { name: ru.menuLabel })).getAllByRole('link');

describe('landing page', () => {
  test('Russian: the title, the eight menu links in the spec order, the apply link and the tagline', () => {
    renderInPage(<LandingView language="ru" content={ru} />, 'ru');
    expect(screen.getByRole('heading', { level: 1, name: 'KADR' })).toBeInTheDocument();
    expect(menu().map((a) => [a.textContent?.slice(0, a.textContent.length / 2), a.getAttribute('href')])).toEqual([
      ['Сценарии', '/scripts'],
      ['Продакшн', '/production'],
      ['Кастинг', '/casting'],
      ['Продакт-плейсмент', '/product-placement'],
      ['Мероприятия', '/events'],
      ['Кейсы', '/cases'],
      ['Кремлёвская Ёлка 2.0', '/kremlin'],
      ['Блог', '/blog'],
    ]);
    expect(screen.getByRole('link', { name: 'Подать заявку' })).toHaveAttribute('href', '/contacts');
    expect(screen.getByText(/вертикальные многосерийные проекты для стриминговых платформ/)).toBeInTheDocument();
    expect(screen.getByText(/новые лица/)).toBeInTheDocument();
  });

  test('English: links stay under /en, Kremlin is "Kremlin Christmas Tree 2.0", apply is "Submit Application"', () => {
    renderInPage(<LandingView language="en" content={en} />, 'en');
    const links = within(screen.getByRole('navigation', { name: en.menuLabel })).getAllByRole('link');
    expect(links.map((a) => a.getAttribute('href'))).toEqual([
      '/en/scripts',
      '/en/production',
      '/en/casting',
      '/en/product-placement',
      '/en/events',
      '/en/cases',
      '/en/kremlin',
      '/en/blog',
    ]);
    expect(screen.getByRole('link', { name: 'Kremlin Christmas Tree 2.0' })).toHaveAttribute('href', '/en/kremlin');
    expect(screen.getByRole('link', { name: 'Submit Application' })).toHaveAttribute('href', '/en/contacts');
    expect(screen.getByText(/vertical multi-episode projects for streaming platforms/)).toBeInTheDocument();
  });

  test('screen readers get whole words: the letter spans are aria-hidden', () => {
    renderInPage(<LandingView language="ru" content={ru} />, 'ru');
    const link = screen.getByRole('link', { name: 'Сценарии' });
    const letters = link.querySelector('[data-letters]');
    expect(letters).toHaveAttribute('aria-hidden', 'true');
    expect(letters?.querySelectorAll('[data-letter]')).toHaveLength('Сценарии'.length);
  });
});
