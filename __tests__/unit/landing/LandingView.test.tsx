import { act, fireEvent, screen, within } from '@testing-library/react';
import { navigate } from 'gatsby';
import { LandingView } from '../../../src/views/landing/LandingView';
import en from '../../../data/en/landing.json';
import ru from '../../../data/ru/landing.json';
import { renderInPage } from '../support/render';

const navigateMock = navigate as unknown as jest.Mock;

beforeEach(() => {
  jest.useFakeTimers();
  navigateMock.mockClear();
});
afterEach(() => {
  jest.useRealTimers();
});

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

  test('a click makes the letters of every other text fall, keeps the clicked link, and navigates after 3.5 s', () => {
    renderInPage(<LandingView language="ru" content={ru} />, 'ru');
    const cases = screen.getByRole('link', { name: 'Кейсы' });
    fireEvent.click(cases);

    expect(cases.querySelector('[data-fall]')).toBeNull();
    expect(cases).toHaveAttribute('data-active');
    const scripts = screen.getByRole('link', { name: 'Сценарии' });
    const falling = [...scripts.querySelectorAll<HTMLElement>('[data-fall]')];
    expect(falling).toHaveLength('Сценарии'.length);
    // link 0 is five links away from link 5: (5 - 1) × 500 ms, then 50 ms per letter (SPEC §9)
    expect(falling[0]!.style.animationDelay).toBe('2000ms');
    expect(falling[2]!.style.animationDelay).toBe('2100ms');
    expect(screen.getByRole('heading', { level: 1 }).querySelectorAll('[data-fall]')).toHaveLength(4);
    expect(screen.getByRole('link', { name: 'Подать заявку' }).querySelectorAll('[data-fall]').length).toBeGreaterThan(0);

    act(() => jest.advanceTimersByTime(3499));
    expect(navigateMock).not.toHaveBeenCalled();
    act(() => jest.advanceTimersByTime(1));
    expect(navigateMock).toHaveBeenCalledWith('/cases');
  });

  test('a Ctrl-click opens normally: nothing falls and we do not navigate', () => {
    renderInPage(<LandingView language="ru" content={ru} />, 'ru');
    const notPrevented = fireEvent.click(screen.getByRole('link', { name: 'Кейсы' }), { ctrlKey: true });
    expect(notPrevented).toBe(true);
    expect(document.querySelector('[data-fall]')).toBeNull();
    act(() => jest.advanceTimersByTime(3500));
    expect(navigateMock).not.toHaveBeenCalled();
  });
});
