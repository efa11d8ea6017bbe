/**
 * The landing's exit (product §2, §4, §9), an island (src/views/landing/LandingMain.tsx, useLandingExit.ts): the
 * landing's markup as the build renders it (the page template in the root/page wrappers, through the build's
 * renderer), hydrated the way the islands' page script does it, then clicked. What a document cannot observe has a
 * stand-in: the navigation (navigate.ts), the clock (jest's fake timers) and `matchMedia`.
 */
import '../support/serverRendering';
import { act } from '@testing-library/react';
import type { PageProps } from 'gatsby';
import { I18nextProvider } from 'react-i18next';
import { LANDING_NAVIGATION_DELAY_MS } from '../../../src/config/constants';
import type { Language } from '../../../src/config/routes';
import { pageTemplate } from '../../../src/components/layout/pageTemplate';
import type { SitePageContext } from '../../../src/config/pageContext';
import { renderWithCriticalStyles } from '../../../src/theme/criticalStyles';
import { wrapPageElement, wrapRootElement } from '../../../src/gatsby/ssr/wrapElements';
import { i18nContext } from '../../../src/i18n/paths';
import { uiStringsI18n } from '../../../src/i18n/uiStrings';
import { ISLAND_ROOT, readIslandProps } from '../../../src/components/island/markup';
import { hydrateIsland } from '../support/islands';
import { LandingView } from '../../../src/views/landing/LandingView';
import { navigate } from '../../../src/views/landing/navigate';
import en from '../../../data/en/landing.json';
import ru from '../../../data/ru/landing.json';

jest.mock('../../../src/views/landing/navigate');

const LandingTemplate = pageTemplate<Queries.LandingPageQuery>(LandingView);

/** The landing's body as `npm run build` writes it (src/gatsby/ssr/replaceRenderer.tsx), without the scripts. */
function builtMarkup(language: Language): string {
  const pageContext: SitePageContext = { language, pageKey: 'landing', i18n: i18nContext(language, '/') };
  const props = { data: { page: language === 'ru' ? ru : en }, pageContext } as unknown as PageProps<
    Queries.LandingPageQuery,
    SitePageContext
  >;
  const page = wrapPageElement!({ element: <LandingTemplate {...props} />, props } as never, {} as never);
  const root = wrapRootElement!(
    { element: <I18nextProvider i18n={uiStringsI18n(language)}>{page}</I18nextProvider> } as never,
    {} as never,
  );
  return renderWithCriticalStyles(root).html;
}
const MARKUP = { ru: builtMarkup('ru'), en: builtMarkup('en') };

/** Opens a fresh landing document and hydrates its island, as the page script does once the page is idle. */
function openLanding(language: Language = 'ru', { reducedMotion = false } = {}) {
  document.body.innerHTML = MARKUP[language];
  Object.assign(window, {
    matchMedia: (query: string) => ({ matches: reducedMotion && query === '(prefers-reduced-motion: reduce)' }),
  });
  // A fresh visit: the previous document's pending navigation went with it.
  jest.clearAllTimers();
  jest.mocked(navigate).mockClear();
  const root = document.querySelector(`[${ISLAND_ROOT}="landing"]`)!;
  act(() => hydrateIsland(root, 'landing', readIslandProps(root) as object));
  act(() => jest.runOnlyPendingTimers());
  const doc = document;

  const link = (name: string) => {
    const found = [...doc.querySelectorAll<HTMLAnchorElement>('main a')].find((a) => a.textContent?.startsWith(name));
    if (!found) throw new Error(`no landing link ${name}`);
    return found;
  };
  /** Dispatches a click the way the browser does; true when the page left it to the browser (not prevented). */
  const click = (target: Element, init: MouseEventInit = {}) => {
    let allowed = true;
    clickedAt = Date.now();
    act(() => {
      allowed = target.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, button: 0, ...init }));
    });
    return allowed;
  };
  const pageshow = (persisted: boolean) => act(() => void window.dispatchEvent(new PageTransitionEvent('pageshow', { persisted })));
  /** Lets the browser draw a frame: the click's own frame, then what the landing does after it (useLandingExit.ts). */
  const nextFrame = () => act(() => jest.advanceTimersByTime(FRAME_MS));
  /** Lets time pass until `ms` after the click that started the exit (the navigation's clock). */
  const untilAfterClick = (ms: number) => act(() => jest.advanceTimersByTime(clickedAt + ms - Date.now()));
  let clickedAt = 0;
  /** The landing's root once it is leaving: marked `data-fall`, the clicked link's place in `--clicked`. */
  const leavingRoot = () => doc.querySelector<HTMLElement>(`[${ISLAND_ROOT}="landing"] [data-fall]`);
  /**
   * The letters that fall: FallingText's CSS gives the fall to every letter under the leaving root, except those of
   * the texts marked to stay (the e2e test finds the same letters by their running animation in Chromium).
   */
  const falling = () => [...doc.querySelectorAll<HTMLElement>('[data-fall] [data-letters]:not([data-stays]) [data-letter]')];
  /**
   * When each letter of a text starts falling (ms after the click), or null for letters that stand: FallingText's CSS
   * computes it from the leaving root's `--clicked`, the text's `--link` (none: the text of no link, at once) and the
   * letter's `--i`, as product §9 puts it: (links away - 1) × 500 ms, then 50 ms per letter. The e2e test reads Chromium's
   * computed delays for the same clicks.
   */
  const delays = (text: Element) => {
    const letters = text.querySelector<HTMLElement>('[data-letters]') ?? (text as HTMLElement);
    const root = leavingRoot();
    const all = [...letters.querySelectorAll<HTMLElement>('[data-letter]')];
    if (!root?.contains(letters) || letters.hasAttribute('data-stays')) return all.map(() => null);
    const clicked = Number(root.style.getPropertyValue('--clicked'));
    const link = letters.style.getPropertyValue('--link');
    const start = link === '' ? 0 : Math.max(0, Math.abs(Number(link) - clicked) - 1) * 500;
    return all.map((l) => start + 50 * Number(l.style.getPropertyValue('--i')));
  };
  /** The delay of the first letter of each landing link, in the fall sequence's order (menu, then apply). */
  const linkDelays = () => [...doc.querySelectorAll('main a')].map((a) => delays(a)[0]);
  return {
    doc,
    /** The pages the landing has loaded, each as navigate's arguments. */
    get navigations() {
      return jest.mocked(navigate).mock.calls;
    },
    link,
    click,
    pageshow,
    nextFrame,
    untilAfterClick,
    falling,
    delays,
    linkDelays,
  };
}

/** A frame at 60 Hz (the fake clock runs animation frames every 16 ms) and the tasks queued right after it. */
const FRAME_MS = 20;

/** Lets time pass, with React rendering what the landing does meanwhile (its next frame, its navigation). */
const advance = (ms: number) => act(() => jest.advanceTimersByTime(ms));

const letterCount = (doc: Document) => doc.querySelectorAll('[data-letter]').length;

/**
 * Every element with its attributes (in any order; a style as the browser reads it, an empty one as none, which React
 * leaves when it removes the last property): what the visitor's page is made of.
 */
const snapshot = (doc: Document) =>
  [...doc.body.querySelectorAll<HTMLElement>('*')].map((el) =>
    [
      el.tagName,
      ...[...el.attributes]
        .filter((a) => a.name !== 'style' || el.style.cssText !== '')
        .map((a) => `${a.name}=${a.name === 'style' ? el.style.cssText : a.value}`)
        .sort(),
    ].join(' '),
  );

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

describe('an unmodified click on a landing link', () => {
  test('makes the letters of every other text fall with the per-link and per-letter delays, and navigates 3500 ms later', () => {
    const page = openLanding('ru');
    const cases = page.link(ru.menu.cases);
    expect(page.click(cases)).toBe(false); // default prevented: the page stays for the animation

    // The click's own frame answers it: the clicked link is marked (its colour and shift); nothing falls yet, as
    // starting every letter's animation in that frame would hold it back.
    expect(cases.hasAttribute('data-active')).toBe(true);
    expect(page.doc.querySelectorAll('[data-active]')).toHaveLength(1);
    expect(page.doc.querySelector('[data-fall]')).toBeNull();
    expect(page.falling()).toEqual([]);

    // From the next frame, the clicked link and its number stay; everything else falls.
    page.nextFrame();
    expect(page.doc.querySelectorAll('[data-active]')).toHaveLength(1);
    expect(cases.hasAttribute('data-active')).toBe(true);
    expect(page.delays(cases).every((d) => d === null)).toBe(true);
    const number = cases.closest('li')!.querySelector('span')!;
    expect(number.querySelector('[data-letters]')?.textContent).toBe('06');
    expect(page.delays(number)).toEqual([null, null]);
    expect(page.falling()).toHaveLength(letterCount(page.doc) - [...ru.menu.cases.replace(/\s/g, '')].length - 2);

    // Link 0 is five links from link 5: (5 - 1) × 500 ms, then 50 ms per letter (product §9); its number likewise.
    expect(page.delays(page.link(ru.menu.scripts))).toEqual([...ru.menu.scripts.replace(/\s/g, '')].map((_, i) => 2000 + 50 * i));
    expect(page.delays(page.link(ru.menu.scripts).closest('li')!.querySelector('span')!)).toEqual([2000, 2050]);
    // Ripple from link 5: neighbours first, 500 ms per link further; the apply link is link 8.
    expect(page.linkDelays()).toEqual([2000, 1500, 1000, 500, 0, null, 0, 500, 1000]);
    // The title, kicker and tagline fall first, letter by letter.
    expect(page.delays(page.doc.querySelector('h1')!).slice(0, 4)).toEqual([0, 50, 100, 150]);
    expect(page.delays(page.doc.querySelector('main p')!).slice(0, 3)).toEqual([0, 50, 100]);
    // Each letter turns its own way as it falls.
    const turns = page.falling().map((l) => l.style.getPropertyValue('--fall-turn'));
    expect(turns.every((t) => /^-?\d+deg$/.test(t))).toBe(true);
    expect(new Set(turns.slice(0, 4)).size).toBe(4);

    page.untilAfterClick(LANDING_NAVIGATION_DELAY_MS - 1);
    expect(page.navigations).toEqual([]);
    page.untilAfterClick(LANDING_NAVIGATION_DELAY_MS);
    expect(page.navigations).toEqual([['/cases']]);
  });

  test('the ripple follows the clicked link (link 3, and the apply link), in English too', () => {
    const ru3 = openLanding('ru');
    ru3.click(ru3.link(ru.menu.productPlacement));
    ru3.nextFrame();
    expect(ru3.linkDelays()).toEqual([1000, 500, 0, null, 0, 500, 1000, 1500, 2000]);

    const apply = openLanding('en');
    apply.click(apply.link(en.apply));
    apply.nextFrame();
    expect(apply.linkDelays()).toEqual([3500, 3000, 2500, 2000, 1500, 1000, 500, 0, null]);
    advance(LANDING_NAVIGATION_DELAY_MS);
    expect(apply.navigations).toEqual([['/en/contacts']]);
  });

  test('a click on a letter inside the link counts as a click on the link', () => {
    const page = openLanding('en');
    expect(page.click(page.link(en.menu.kremlin).querySelector('[data-letter]')!)).toBe(false);
    advance(LANDING_NAVIGATION_DELAY_MS);
    expect(page.navigations).toEqual([['/en/kremlin']]);
  });

  test('further clicks while leaving are swallowed: one timer, the first target', () => {
    const page = openLanding('en');
    page.click(page.link(en.menu.cases));
    advance(2000);
    const before = page.linkDelays();
    expect(page.click(page.link(en.menu.blog))).toBe(false); // not left to the browser either
    expect(page.click(page.link(en.menu.cases))).toBe(false);
    expect(page.link(en.menu.blog).hasAttribute('data-active')).toBe(false);
    expect(page.linkDelays()).toEqual(before);
    advance(1500);
    expect(page.navigations).toEqual([['/en/cases']]);
    advance(10_000);
    expect(page.navigations).toEqual([['/en/cases']]);
  });

  test('with prefers-reduced-motion: reduce, nothing falls and the navigation is immediate, once', () => {
    const page = openLanding('ru', { reducedMotion: true });
    expect(page.click(page.link(ru.apply))).toBe(false);
    expect(page.navigations).toEqual([['/contacts']]);
    page.nextFrame();
    expect(page.falling()).toEqual([]);
    expect(page.click(page.link(ru.menu.blog))).toBe(false);
    advance(10_000);
    expect(page.navigations).toEqual([['/contacts']]);
  });
});

describe('clicks the landing leaves to the browser', () => {
  test.each([{ ctrlKey: true }, { metaKey: true }, { shiftKey: true }, { altKey: true }, { button: 1 }])(
    '%o: not prevented, nothing falls, no navigation of ours',
    (init) => {
      const page = openLanding('ru');
      expect(page.click(page.link(ru.menu.scripts), init)).toBe(true);
      page.nextFrame();
      expect(page.falling()).toEqual([]);
      expect(page.doc.querySelectorAll('[data-active]')).toHaveLength(0);
      advance(10_000);
      expect(page.navigations).toEqual([]);
      // and an ordinary click afterwards still starts the exit
      expect(page.click(page.link(ru.menu.scripts))).toBe(false);
      page.nextFrame();
      expect(page.falling().length).toBeGreaterThan(0);
    },
  );

  test('a click another handler already prevented, and clicks on the language buttons and the skip link', () => {
    const page = openLanding('ru');
    const cases = page.link(ru.menu.cases);
    cases.addEventListener('click', (event) => event.preventDefault(), { once: true });
    page.click(cases);
    const others = [...page.doc.querySelectorAll('a')].filter((a) => !a.closest('main'));
    for (const other of others) expect(page.click(other)).toBe(true);
    expect(others.length).toBeGreaterThanOrEqual(3); // RU, EN, skip link
    page.nextFrame();
    expect(page.falling()).toEqual([]);
    advance(10_000);
    expect(page.navigations).toEqual([]);
  });
});

describe('a return from the back-forward cache (pageshow, persisted)', () => {
  test('puts the page back as built, cancels the navigation, and the next click works again', () => {
    const page = openLanding('ru');
    const built = snapshot(page.doc);
    page.click(page.link(ru.menu.kremlin));
    page.untilAfterClick(1000);

    page.pageshow(false); // an ordinary load is not a restore
    expect(page.falling().length).toBeGreaterThan(0);

    page.pageshow(true);
    expect(snapshot(page.doc)).toEqual(built); // no data-fall, data-active or delays left
    advance(10_000);
    expect(page.navigations).toEqual([]);

    page.click(page.link(ru.menu.blog));
    page.nextFrame();
    expect(page.linkDelays()).toEqual([3000, 2500, 2000, 1500, 1000, 500, 0, null, 0]);
    advance(LANDING_NAVIGATION_DELAY_MS);
    expect(page.navigations).toEqual([['/blog']]);
  });

  test('a restore right after the click, before the letters start to fall, leaves nothing falling', () => {
    const page = openLanding('en');
    const built = snapshot(page.doc);
    page.click(page.link(en.menu.events));
    page.pageshow(true);
    page.nextFrame();
    expect(snapshot(page.doc)).toEqual(built);
    advance(10_000);
    expect(page.navigations).toEqual([]);
  });

  test('after the navigation has left (reduced motion or not), a restore makes the page usable again', () => {
    const page = openLanding('ru', { reducedMotion: true });
    page.click(page.link(ru.menu.casting));
    page.pageshow(true);
    page.click(page.link(ru.menu.production));
    expect(page.navigations).toEqual([['/casting'], ['/production']]);
  });
});
