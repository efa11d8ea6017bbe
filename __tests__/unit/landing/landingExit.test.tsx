/**
 * The landing's exit (SPEC §2, §4, §9) is the page's only script (issue 9): the exact text the build inlines
 * (LANDING_EXIT_SCRIPT), run against the landing's markup as the build renders it (the page template in the
 * root/page wrappers, through the build's renderer). The window it gets is jsdom's document plus a stand-in for
 * what a document cannot observe: `location.assign`, the clock (jest's fake timers), `matchMedia`, `pageshow`.
 */
import '../support/serverRendering';
import type { PageProps } from 'gatsby';
import { I18nextProvider } from 'react-i18next';
import { LANDING_NAVIGATION_DELAY_MS } from '../../../src/config/constants';
import type { Language } from '../../../src/config/routes';
import { pageTemplate } from '../../../src/components/layout/pageTemplate';
import type { SitePageContext } from '../../../src/gatsby/createPages';
import { renderWithCriticalStyles } from '../../../src/gatsby/replaceRenderer';
import { wrapPageElement, wrapRootElement } from '../../../src/gatsby/wrapElements';
import { i18nContext } from '../../../src/i18n/paths';
import { uiStringsI18n } from '../../../src/i18n/uiStrings';
import { LANDING_EXIT_SCRIPT } from '../../../src/views/landing/landingExit';
import { LandingView } from '../../../src/views/landing/LandingView';
import en from '../../../data/en/landing.json';
import ru from '../../../data/ru/landing.json';

const LandingTemplate = pageTemplate<Queries.LandingPageQuery>(LandingView);

/** The landing's body as `npm run build` writes it (src/gatsby/replaceRenderer.tsx), without the scripts. */
function builtMarkup(language: Language): string {
  const pageContext: SitePageContext = { language, pageKey: 'landing', i18n: i18nContext(language, '/') };
  const props = { data: { page: language === 'ru' ? ru : en }, pageContext } as unknown as PageProps<Queries.LandingPageQuery, SitePageContext>;
  const page = wrapPageElement!({ element: <LandingTemplate {...props} />, props } as never, {} as never);
  const root = wrapRootElement!({ element: <I18nextProvider i18n={uiStringsI18n(language)}>{page}</I18nextProvider> } as never, {} as never);
  return renderWithCriticalStyles(root).html;
}
const MARKUP = { ru: builtMarkup('ru'), en: builtMarkup('en') };

/** Opens a fresh landing document and runs the inline script in it. */
function openLanding(language: Language = 'ru', { reducedMotion = false } = {}) {
  const doc = document.implementation.createHTMLDocument('landing');
  doc.body.innerHTML = MARKUP[language];
  const windowEvents = new EventTarget();
  const navigations: string[] = [];
  const win = {
    document: doc,
    location: { assign: (href: string) => navigations.push(href) },
    matchMedia: (query: string) => ({ matches: reducedMotion && query === '(prefers-reduced-motion: reduce)' }),
    setTimeout: (run: () => void, ms: number) => setTimeout(run, ms),
    clearTimeout: (id: number) => clearTimeout(id),
    addEventListener: windowEvents.addEventListener.bind(windowEvents),
  };
  // eslint-disable-next-line no-new-func -- runs the exact text the build inlines, with `window` being the stand-in
  new Function('window', LANDING_EXIT_SCRIPT)(win);

  const link = (name: string) => {
    const found = [...doc.querySelectorAll<HTMLAnchorElement>('a[data-landing-link]')].find((a) => a.textContent?.startsWith(name));
    if (!found) throw new Error(`no landing link ${name}`);
    return found;
  };
  /** Dispatches a click the way the browser does; true when the page left it to the browser (not prevented). */
  const click = (target: Element, init: MouseEventInit = {}) =>
    target.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, button: 0, ...init }));
  const pageshow = (persisted: boolean) => windowEvents.dispatchEvent(new PageTransitionEvent('pageshow', { persisted }));
  const falling = () => [...doc.querySelectorAll<HTMLElement>('[data-fall]')];
  /** The animation delays (ms) of a text's letters, or null for letters that do not fall. */
  const delays = (text: Element) =>
    [...text.querySelectorAll<HTMLElement>('[data-letter]')].map((l) => (l.hasAttribute('data-fall') ? parseFloat(l.style.animationDelay) : null));
  /** The delay of the first letter of each landing link, in the fall sequence's order (menu, then apply). */
  const linkDelays = () => [...doc.querySelectorAll('a[data-landing-link]')].map((a) => delays(a)[0]);
  return { doc, navigations, link, click, pageshow, falling, delays, linkDelays };
}

const letterCount = (doc: Document) => doc.querySelectorAll('[data-letter]').length;

/** Every element with its attributes (in any order) and text: what the visitor's page is made of. */
const snapshot = (doc: Document) =>
  [...doc.body.querySelectorAll('*')].map((el) => [el.tagName, ...[...el.attributes].map((a) => `${a.name}=${a.value}`).sort()].join(' '));

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

describe('an unmodified click on a landing link', () => {
  test('makes the letters of every other text fall with the per-link and per-letter delays, and navigates 3500 ms later', () => {
    const page = openLanding('ru');
    const cases = page.link('Кейсы');
    expect(page.click(cases)).toBe(false); // default prevented: the page stays for the animation

    // The clicked link and its number stay; everything else falls.
    expect(cases.hasAttribute('data-active')).toBe(true);
    expect(page.doc.querySelectorAll('[data-active]')).toHaveLength(1);
    expect(page.delays(cases).every((d) => d === null)).toBe(true);
    const number = cases.closest('li')!.querySelector('[data-letters]')!;
    expect(number.textContent).toBe('06');
    expect(page.delays(number)).toEqual([null, null]);
    expect(page.falling()).toHaveLength(letterCount(page.doc) - 'Кейсы'.length - 2);

    // Link 0 is five links from link 5: (5 - 1) × 500 ms, then 50 ms per letter (SPEC §9); its number likewise.
    expect(page.delays(page.link('Сценарии'))).toEqual([2000, 2050, 2100, 2150, 2200, 2250, 2300, 2350]);
    expect(page.delays(page.link('Сценарии').closest('li')!.querySelector('[data-letters]')!)).toEqual([2000, 2050]);
    // Ripple from link 5: neighbours first, 500 ms per link further; the apply link is link 8.
    expect(page.linkDelays()).toEqual([2000, 1500, 1000, 500, 0, null, 0, 500, 1000]);
    // The title, kicker and tagline fall first, letter by letter; the title's rise gives way to the fall.
    const title = page.doc.querySelector('h1 [data-letters]')!;
    expect(page.delays(title)).toEqual([0, 50, 100, 150]);
    expect(title.querySelectorAll('[data-intro]')).toHaveLength(0);
    expect(page.delays(page.doc.querySelector('main p [data-letters]')!)!.slice(0, 3)).toEqual([0, 50, 100]);
    // Each letter turns its own way as it falls.
    const turns = page.falling().map((l) => l.style.getPropertyValue('--fall-turn'));
    expect(turns.every((t) => /^-?\d+deg$/.test(t))).toBe(true);
    expect(new Set(turns.slice(0, 4)).size).toBe(4);

    jest.advanceTimersByTime(LANDING_NAVIGATION_DELAY_MS - 1);
    expect(page.navigations).toEqual([]);
    jest.advanceTimersByTime(1);
    expect(page.navigations).toEqual(['/cases']);
  });

  test('the ripple follows the clicked link (link 3, and the apply link), in English too', () => {
    const ru3 = openLanding('ru');
    ru3.click(ru3.link('Продакт-плейсмент'));
    expect(ru3.linkDelays()).toEqual([1000, 500, 0, null, 0, 500, 1000, 1500, 2000]);

    const apply = openLanding('en');
    apply.click(apply.link('Submit Application'));
    expect(apply.linkDelays()).toEqual([3500, 3000, 2500, 2000, 1500, 1000, 500, 0, null]);
    jest.advanceTimersByTime(LANDING_NAVIGATION_DELAY_MS);
    expect(apply.navigations).toEqual(['/en/contacts']);
  });

  test('a click on a letter inside the link counts as a click on the link', () => {
    const page = openLanding('en');
    expect(page.click(page.link('Kremlin Christmas Tree 2.0').querySelector('[data-letter]')!)).toBe(false);
    jest.advanceTimersByTime(LANDING_NAVIGATION_DELAY_MS);
    expect(page.navigations).toEqual(['/en/kremlin']);
  });

  test('further clicks while leaving are swallowed: one timer, the first target', () => {
    const page = openLanding('en');
    page.click(page.link('Cases'));
    jest.advanceTimersByTime(2000);
    const before = page.falling().map((l) => l.style.animationDelay);
    expect(page.click(page.link('Blog'))).toBe(false); // not left to the browser either
    expect(page.click(page.link('Cases'))).toBe(false);
    expect(page.link('Blog').hasAttribute('data-active')).toBe(false);
    expect(page.falling().map((l) => l.style.animationDelay)).toEqual(before);
    jest.advanceTimersByTime(1500);
    expect(page.navigations).toEqual(['/en/cases']);
    jest.advanceTimersByTime(10_000);
    expect(page.navigations).toEqual(['/en/cases']);
  });

  test('with prefers-reduced-motion: reduce, nothing falls and the navigation is immediate, once', () => {
    const page = openLanding('ru', { reducedMotion: true });
    expect(page.click(page.link('Подать заявку'))).toBe(false);
    expect(page.navigations).toEqual(['/contacts']);
    expect(page.falling()).toEqual([]);
    expect(page.click(page.link('Блог'))).toBe(false);
    jest.advanceTimersByTime(10_000);
    expect(page.navigations).toEqual(['/contacts']);
  });
});

describe('clicks the landing leaves to the browser', () => {
  test.each([{ ctrlKey: true }, { metaKey: true }, { shiftKey: true }, { altKey: true }, { button: 1 }])(
    '%o: not prevented, nothing falls, no navigation of ours',
    (init) => {
      const page = openLanding('ru');
      expect(page.click(page.link('Сценарии'), init)).toBe(true);
      expect(page.falling()).toEqual([]);
      expect(page.doc.querySelectorAll('[data-active]')).toHaveLength(0);
      jest.advanceTimersByTime(10_000);
      expect(page.navigations).toEqual([]);
      // and an ordinary click afterwards still starts the exit
      expect(page.click(page.link('Сценарии'))).toBe(false);
      expect(page.falling().length).toBeGreaterThan(0);
    },
  );

  test('a click another handler already prevented, and clicks on the language buttons and the skip link', () => {
    const page = openLanding('ru');
    const cases = page.link('Кейсы');
    cases.addEventListener('click', (event) => event.preventDefault(), { once: true });
    page.click(cases);
    for (const other of page.doc.querySelectorAll('a:not([data-landing-link])')) expect(page.click(other)).toBe(true);
    expect(page.doc.querySelectorAll('a:not([data-landing-link])').length).toBeGreaterThanOrEqual(3); // RU, EN, skip link
    expect(page.falling()).toEqual([]);
    jest.advanceTimersByTime(10_000);
    expect(page.navigations).toEqual([]);
  });
});

describe('a return from the back-forward cache (pageshow, persisted)', () => {
  test('puts the page back as built, cancels the navigation, and the next click works again', () => {
    const page = openLanding('ru');
    const built = snapshot(page.doc);
    page.click(page.link('Кремлёвская Ёлка 2.0'));
    jest.advanceTimersByTime(1000);

    page.pageshow(false); // an ordinary load is not a restore
    expect(page.falling().length).toBeGreaterThan(0);

    page.pageshow(true);
    expect(snapshot(page.doc)).toEqual(built); // no data-fall, data-active or delays left; the title's intro is back
    jest.advanceTimersByTime(10_000);
    expect(page.navigations).toEqual([]);

    page.click(page.link('Блог'));
    expect(page.linkDelays()).toEqual([3000, 2500, 2000, 1500, 1000, 500, 0, null, 0]);
    jest.advanceTimersByTime(LANDING_NAVIGATION_DELAY_MS);
    expect(page.navigations).toEqual(['/blog']);
  });

  test('after the navigation has left (reduced motion or not), a restore makes the page usable again', () => {
    const page = openLanding('ru', { reducedMotion: true });
    page.click(page.link('Кастинг'));
    page.pageshow(true);
    page.click(page.link('Продакшн'));
    expect(page.navigations).toEqual(['/casting', '/production']);
  });
});
