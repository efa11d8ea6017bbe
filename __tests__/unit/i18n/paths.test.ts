import { languageOfPath, localizePath, normalizePath, pagePath, stripLanguagePrefix } from '../../../src/i18n/paths';

describe('language switch paths (product §2: EN goes to /en plus the current path, RU removes the prefix)', () => {
  test.each([
    ['/', '/en'],
    ['/scripts', '/en/scripts'],
    ['/product-placement', '/en/product-placement'],
    ['/no/such/page', '/en/no/such/page'],
  ])('EN from %s goes to %s, and RU from there comes back', (ru, en) => {
    expect(localizePath(ru, 'en')).toBe(en);
    expect(localizePath(en, 'ru')).toBe(ru);
  });

  test('switching to the language you are in keeps the path', () => {
    expect(localizePath('/en/team', 'en')).toBe('/en/team');
    expect(localizePath('/team', 'ru')).toBe('/team');
    expect(localizePath('/en', 'en')).toBe('/en');
  });

  test('trailing slashes, queries and hashes do not leak into the target', () => {
    expect(localizePath('/scripts/', 'en')).toBe('/en/scripts');
    expect(localizePath('/en/', 'ru')).toBe('/');
    expect(localizePath('/en/cases?x=1#partners', 'ru')).toBe('/cases');
    expect(normalizePath('')).toBe('/');
  });

  test('only a real /en segment is the English prefix', () => {
    expect(languageOfPath('/en')).toBe('en');
    expect(languageOfPath('/en/blog')).toBe('en');
    expect(languageOfPath('/english')).toBe('ru');
    expect(languageOfPath('/events')).toBe('ru');
    expect(stripLanguagePrefix('/enigma')).toBe('/enigma');
    expect(localizePath('/events', 'en')).toBe('/en/events');
  });

  test('pagePath places every page in both languages', () => {
    expect(pagePath('landing', 'ru')).toBe('/');
    expect(pagePath('landing', 'en')).toBe('/en');
    expect(pagePath('kremlin', 'en')).toBe('/en/kremlin');
  });
});
