import { type MouseEvent, useCallback, useEffect, useRef, useState } from 'react';
import { LANDING_LINK_DELAY_STEP_MS, LANDING_NAVIGATION_DELAY_MS } from '../../config/constants';
import { navigate } from './navigate';

/**
 * The landing's states (SPEC §4): `idle`, then `leaving` from the moment a link is clicked (the letters of every
 * other text fall) until the page is left 3.5 s later. A return from the back-forward cache puts it back to idle.
 */
export type LandingExit = { readonly phase: 'idle' } | { readonly phase: 'leaving'; readonly link: number };

const IDLE: LandingExit = { phase: 'idle' };

/**
 * When the letters of a text start falling (ms after the click), or null while they stand: the texts that follow no
 * link (title, kicker, tagline) fall at once; a link's label and number d links away from the clicked one wait
 * (d - 1) × 500 ms (SPEC §9), so the fall ripples out from the click; the clicked link and its number stay.
 * Letter i of a text starts i × 50 ms after its text (FallingText.tsx).
 */
export function fallDelay(exit: LandingExit, link: number | undefined): number | null {
  if (exit.phase !== 'leaving' || link === exit.link) return null;
  const distance = link === undefined ? 0 : Math.abs(link - exit.link);
  return Math.max(0, distance - 1) * LANDING_LINK_DELAY_STEP_MS;
}

/** A click the browser should handle itself: another button, or a modifier (new tab, new window, download). */
const browsersOwn = (event: MouseEvent) => event.button !== 0 || event.ctrlKey || event.metaKey || event.shiftKey || event.altKey;

const prefersReducedMotion = () => window.matchMedia?.('(prefers-reduced-motion: reduce)').matches === true;

/**
 * The landing's exit (SPEC §2, §4, §9). `follow(link, href)` is a landing link's click handler: an unmodified
 * primary click (Enter on a focused link is one) keeps the page, turns the landing to `leaving` and loads `href`
 * 3.5 s later; with prefers-reduced-motion, at once. Ctrl/Cmd/Shift/Alt and other buttons are the browser's. Clicks
 * while leaving are swallowed, so a double click starts one exit.
 */
export function useLandingExit(): { exit: LandingExit; follow: (link: number, href: string) => (event: MouseEvent) => void } {
  const [exit, setExit] = useState<LandingExit>(IDLE);
  // Read by a second click in the same frame, before React has rendered the first one's state.
  const leaving = useRef(false);
  const navigation = useRef<ReturnType<typeof setTimeout>>();

  useEffect(() => {
    const restore = (event: PageTransitionEvent) => {
      if (!event.persisted) return;
      clearTimeout(navigation.current);
      leaving.current = false;
      setExit(IDLE);
    };
    window.addEventListener('pageshow', restore);
    return () => {
      window.removeEventListener('pageshow', restore);
      clearTimeout(navigation.current);
    };
  }, []);

  const follow = useCallback(
    (link: number, href: string) => (event: MouseEvent) => {
      if (event.defaultPrevented || browsersOwn(event)) return;
      event.preventDefault();
      if (leaving.current) return;
      leaving.current = true;
      if (prefersReducedMotion()) {
        navigate(href);
        return;
      }
      setExit({ phase: 'leaving', link });
      navigation.current = setTimeout(() => navigate(href), LANDING_NAVIGATION_DELAY_MS);
    },
    [],
  );

  return { exit, follow };
}
