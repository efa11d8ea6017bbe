import { type MouseEvent, useCallback, useEffect, useRef, useState } from 'react';
import { LANDING_NAVIGATION_DELAY_MS } from '../../config/constants';
import { afterNextPaint } from '../../components/island/frames';
import { navigate } from './navigate';

/**
 * The landing's states (product §4): `idle`, then `leaving` from the moment a link is clicked until the page is left
 * 3.5 s later. Leaving takes two frames: the click's own frame shows the clicked link chosen (`falling` false), and
 * from the next one the letters of every other text fall (`falling` true). Starting a CSS animation on each of the
 * page's ~240 letters restyles every one of them, over 100 ms on a slow phone; kept out of the click's frame, the
 * visitor sees the click answered at once. A return from the back-forward cache puts the landing back to idle.
 */
export type LandingExit = { readonly phase: 'idle' } | { readonly phase: 'leaving'; readonly link: number; readonly falling: boolean };

const IDLE: LandingExit = { phase: 'idle' };

/** A click the browser should handle itself: another button, or a modifier (new tab, new window, download). */
const browsersOwn = (event: MouseEvent) => event.button !== 0 || event.ctrlKey || event.metaKey || event.shiftKey || event.altKey;

const prefersReducedMotion = () => window.matchMedia?.('(prefers-reduced-motion: reduce)').matches === true;

/** A landing link's click handler: its place in the fall sequence (menu links 0–7, then the apply link) and target. */
export type FollowLink = (link: number, href: string, event: MouseEvent) => void;

/**
 * The landing's exit (product §2, §4, §9). `follow(link, href, event)` handles a landing link's click: an unmodified
 * primary click (Enter on a focused link is one) keeps the page, turns the landing to `leaving` and loads `href`
 * 3.5 s later; with prefers-reduced-motion, at once. Ctrl/Cmd/Shift/Alt and other buttons are the browser's. Clicks
 * while leaving are swallowed, so a double click starts one exit. `follow` is the same function for the island's
 * life, so the links need not render again when the landing changes state.
 */
export function useLandingExit(): { exit: LandingExit; follow: FollowLink } {
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

  const follow = useCallback<FollowLink>((link, href, event) => {
    if (event.defaultPrevented || browsersOwn(event)) return;
    event.preventDefault();
    if (leaving.current) return;
    leaving.current = true;
    if (prefersReducedMotion()) {
      navigate(href);
      return;
    }
    setExit({ phase: 'leaving', link, falling: false });
    // The letters fall from the frame after the click's; a restore in between (back to idle) stays idle.
    afterNextPaint(() => setExit((now) => (now.phase === 'leaving' ? { ...now, falling: true } : now)));
    navigation.current = setTimeout(() => navigate(href), LANDING_NAVIGATION_DELAY_MS);
  }, []);

  return { exit, follow };
}
