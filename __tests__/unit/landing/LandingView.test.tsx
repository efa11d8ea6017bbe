import { screen, within } from '@testing-library/react';
import { LandingView } from '../../../src/views/landing/LandingView';
import en from '../../../data/en/landing.json';
import ru from '../../../data/ru/landing.json';
import { renderInPage } from '../support/render';

/** The menu's links in product.md's order: each the page's key in the data's menu, and where it leads. */
const MENU = [
  ['scripts', '/scripts'],
  ['production', '/production'],
  ['casting', '/casting'],
  ['productPlacement', '/product-placement'],
  ['events', '/events'],
  ['cases', '/cases'],
  ['kremlin', '/kremlin'],
  ['blog', '/blog'],
] as const;

describe.each([
  { lang: 'ru' as const, data: ru, prefix: '' },
  { lang: 'en' as const, data: en, prefix: '/en' },
])('landing page ($lang)', ({ lang, data, prefix }) => {
  test('the title, the eight menu links in the spec order, the apply link and the tagline', () => {
    renderInPage(<LandingView language={lang} content={data} />, lang);
    expect(screen.getByRole('heading', { level: 1, name: data.heading })).toBeInTheDocument();
    const links = within(screen.getByRole('navigation', { name: data.menuLabel })).getAllByRole('link');
    expect(links.map((a) => [a.textContent?.slice(0, a.textContent.length / 2), a.getAttribute('href')])).toEqual(
      MENU.map(([key, path]) => [data.menu[key], `${prefix}${path}`]),
    );
    for (const [key, path] of MENU) expect(screen.getByRole('link', { name: data.menu[key] })).toHaveAttribute('href', `${prefix}${path}`);
    expect(screen.getByRole('link', { name: data.apply })).toHaveAttribute('href', `${prefix}/contacts`);
    expect(screen.getByText(data.tagline)).toBeInTheDocument();
    expect(screen.getByText(data.kicker)).toBeInTheDocument();
  });

  test('screen readers get whole words: the letter spans are aria-hidden', () => {
    renderInPage(<LandingView language={lang} content={data} />, lang);
    const link = screen.getByRole('link', { name: data.menu.scripts });
    const letters = link.querySelector('[data-letters]');
    expect(letters).toHaveAttribute('aria-hidden', 'true');
    expect(letters?.querySelectorAll('[data-letter]')).toHaveLength([...data.menu.scripts.replace(/\s/g, '')].length); // a box per letter; a space is a space
  });
});
