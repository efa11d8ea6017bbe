import { screen, within } from '@testing-library/react';
import { ErrorBoundary } from '../../../src/components/ErrorBoundary';
import { Footer } from '../../../src/components/layout/Footer';
import { Header } from '../../../src/components/layout/Header';
import { NotFoundView } from '../../../src/views/not-found/NotFoundView';
import { renderInPage } from '../support/render';

function setLocation(path: string) {
  window.history.pushState({}, '', path);
}

describe('Header', () => {
  test('Russian page: wordmark to /, EN button to /en plus the current path, RU marked current', () => {
    setLocation('/production');
    renderInPage(<Header path="/production" />, 'ru');
    expect(screen.getByRole('link', { name: 'KADR — на главную' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('link', { name: 'EN — English' })).toHaveAttribute('href', '/en/production');
    expect(screen.getByRole('link', { name: 'RU — Русский' })).toHaveAttribute('aria-current', 'true');
    expect(screen.getByRole('link', { name: 'EN — English' })).toHaveTextContent('EN');
  });

  test('English page: wordmark to /en, RU button removes the prefix', () => {
    setLocation('/en/casting');
    renderInPage(<Header path="/en/casting" />, 'en');
    expect(screen.getByRole('link', { name: 'KADR — home' })).toHaveAttribute('href', '/en');
    expect(screen.getByRole('link', { name: 'RU — Русский' })).toHaveAttribute('href', '/casting');
    expect(screen.getByRole('link', { name: 'EN — English' })).toHaveAttribute('aria-current', 'true');
  });

  test('on a page built once for many paths (404), the buttons follow the real address', () => {
    setLocation('/en/some/old/link');
    renderInPage(<Header path="/en/404.html" />, 'en');
    expect(screen.getByRole('link', { name: 'RU — Русский' })).toHaveAttribute('href', '/some/old/link');
  });
});

describe('Footer', () => {
  test.each([
    ['ru', ['/scripts', '/production', '/team', '/about', '/', '/casting', '/contacts', '/product-placement', '/events', '/kremlin']],
    [
      'en',
      [
        '/en/scripts',
        '/en/production',
        '/en/team',
        '/en/about',
        '/en',
        '/en/casting',
        '/en/contacts',
        '/en/product-placement',
        '/en/events',
        '/en/kremlin',
      ],
    ],
  ] as const)('%s: the spec links in order, home as film cameras, slashes between', (lang, hrefs) => {
    renderInPage(<Footer language={lang} />, lang);
    const nav = screen.getByRole('navigation');
    const links = within(nav).getAllByRole('link');
    expect(links.map((a) => a.getAttribute('href'))).toEqual(hrefs);
    expect(links[4]).toHaveTextContent('🎥🎥🎥');
    expect(links[4]).toHaveAccessibleName(lang === 'ru' ? 'Главная' : 'Home');
    expect(nav.textContent?.match(/\//g)).toHaveLength(9);
    expect(links[9]).toHaveTextContent(lang === 'ru' ? 'Кремлёвская Ёлка 2.0' : 'Kremlin Christmas Tree 2.0');
  });
});

describe('ErrorBoundary', () => {
  test('shows the fallback heading with the error message instead of a blank page', () => {
    const spy = jest.spyOn(console, 'error').mockImplementation(() => {});
    const Broken = () => {
      throw new Error('content for "cases" is broken');
    };
    renderInPage(
      <ErrorBoundary>
        <Broken />
      </ErrorBoundary>,
    );
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Unexpected Application Error!');
    expect(screen.getByText('content for "cases" is broken')).toBeInTheDocument();
    spy.mockRestore();
  });

  test('renders children untouched when nothing fails', () => {
    renderInPage(
      <ErrorBoundary>
        <p>fine</p>
      </ErrorBoundary>,
    );
    expect(screen.getByText('fine')).toBeInTheDocument();
  });
});

describe('NotFoundView', () => {
  test('says the spec texts, links home and logs the unknown path', () => {
    const spy = jest.spyOn(console, 'error').mockImplementation(() => {});
    setLocation('/nope/here');
    renderInPage(<NotFoundView language="ru" />, 'ru');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Oops! Page not found');
    expect(screen.getByRole('link', { name: 'Return to Home' })).toHaveAttribute('href', '/');
    expect(spy).toHaveBeenCalledWith(expect.stringContaining('/nope/here'));
    spy.mockRestore();
  });
});
