import { LANDING_LETTER_DELAY_MS, LANDING_LINK_DELAY_STEP_MS, LANDING_NAVIGATION_DELAY_MS } from '../../config/constants';

/** The exit's timings (SPEC §9), handed to the inline script as its argument. */
export interface LandingExitTimings {
  /** A click navigates this long after it (3500 ms). */
  readonly navigationDelayMs: number;
  /** Each letter of a text starts falling this long after the previous one (50 ms). */
  readonly letterDelayMs: number;
  /** Each link further from the clicked one starts this much later (500 ms). */
  readonly linkStepMs: number;
}

export const LANDING_EXIT_TIMINGS: LandingExitTimings = {
  navigationDelayMs: LANDING_NAVIGATION_DELAY_MS,
  letterDelayMs: LANDING_LETTER_DELAY_MS,
  linkStepMs: LANDING_LINK_DELAY_STEP_MS,
};

/**
 * The landing's exit (SPEC §2, §4, §9), the page's only script: idle ->
 * leaving -> navigated. An unmodified primary click on a landing link (Enter
 * on a focused link is such a click) keeps the page, marks the link
 * `data-active`, and gives every letter of the other texts `data-fall` with its
 * delay (the CSS of FallingText/LandingLink animates them); 3.5 s later it
 * loads the link's page. With `prefers-reduced-motion: reduce` it loads it at
 * once. Ctrl/Cmd/Shift/Alt and other buttons (new tab, new window, download)
 * are the browser's. Clicks while leaving are swallowed, so a double click
 * starts one exit. A return from the back-forward cache (`pageshow` with
 * `persisted`) puts back the attributes and styles it changed and drops the
 * pending navigation.
 *
 * The markup says which texts belong together (FallingText): `data-letters`
 * holds the index of the link a text follows (its label, and a menu item's
 * number), empty for the title, kicker and tagline, which fall first; each
 * letter is a `data-letter` span. A text `d` links away from the clicked one
 * (d > 1) waits (d - 1) × linkStepMs, the fall rippling out from the click;
 * letter i of a text starts i × letterDelayMs after its text and turns by
 * ((i × 47) mod 71) - 35 degrees as it falls: varied, the same on every visit.
 *
 * Written out as the page's inline script by `LANDING_EXIT_SCRIPT` (its
 * source text, via Function.prototype.toString), so it must stand alone: no
 * imports, no helpers, no syntax the build would rewrite into a helper call
 * (spread, for-of, classes); everything it needs comes in its arguments.
 * Comments go here, not in the body, which ships as it is (minified). The
 * unit test runs that exact text.
 */
export function landingExit(win: Window, timings: LandingExitTimings): void {
  const doc = win.document;
  let leaving = false;
  let timer: number | undefined;
  let changed: Array<{ el: Element; style: string | null; intro: boolean }> = [];

  doc.addEventListener('click', (event: MouseEvent) => {
    const target = event.target as Element | null;
    const link = target && target.closest ? target.closest('a[data-landing-link]') : null;
    if (!link || event.defaultPrevented) return;
    if (event.button !== 0 || event.ctrlKey || event.metaKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    if (leaving) return;
    leaving = true;
    const href = link.getAttribute('href') || '/';
    if (win.matchMedia && win.matchMedia('(prefers-reduced-motion: reduce)').matches) {
      win.location.assign(href);
      return;
    }
    const source = link.getAttribute('data-landing-link');
    link.setAttribute('data-active', '');
    const texts = doc.querySelectorAll('[data-letters]');
    for (let t = 0; t < texts.length; t++) {
      const item = texts[t]!.getAttribute('data-letters');
      if (item === source) continue;
      const distance = item ? Math.abs(Number(item) - Number(source)) : 0;
      const delay = Math.max(0, distance - 1) * timings.linkStepMs;
      const letters = texts[t]!.querySelectorAll<HTMLElement>('[data-letter]');
      for (let i = 0; i < letters.length; i++) {
        const el = letters[i]!;
        changed.push({ el, style: el.getAttribute('style'), intro: el.hasAttribute('data-intro') });
        el.removeAttribute('data-intro');
        el.setAttribute('data-fall', '');
        el.style.setProperty('--fall-turn', `${((i * 47) % 71) - 35}deg`);
        el.style.animationDelay = `${delay + i * timings.letterDelayMs}ms`;
      }
    }
    timer = win.setTimeout(() => win.location.assign(href), timings.navigationDelayMs);
  });

  win.addEventListener('pageshow', (event: PageTransitionEvent) => {
    if (!event.persisted) return;
    win.clearTimeout(timer);
    leaving = false;
    for (let c = 0; c < changed.length; c++) {
      const { el, style, intro } = changed[c]!;
      el.removeAttribute('data-fall');
      if (style === null) el.removeAttribute('style');
      else el.setAttribute('style', style);
      if (intro) el.setAttribute('data-intro', '');
    }
    changed = [];
    const active = doc.querySelectorAll('[data-active]');
    for (let a = 0; a < active.length; a++) active[a]!.removeAttribute('data-active');
  });
}

/** The inline script the landing pages carry (src/gatsby/onPreRenderHTML.tsx); onPostBuild hashes it into the CSP. */
export const LANDING_EXIT_SCRIPT = `(${landingExit.toString()})(window,${JSON.stringify(LANDING_EXIT_TIMINGS)});`;
