import { navigate } from 'gatsby';
import { useCallback, useEffect, useRef, useState } from 'react';
import { LANDING_NAVIGATION_DELAY_MS } from '../../config/constants';

/**
 * The landing page's exit (SPEC §2, §4): idle -> leaving (the letters of the
 * other texts fall) -> navigated, LANDING_NAVIGATION_DELAY_MS after the click.
 * A return from the back-forward cache (`pageshow` with `persisted`) resets
 * it to idle, so the page is whole again.
 */
export type LandingPhase = 'idle' | 'leaving' | 'navigated';

export interface LandingExitState {
  readonly phase: LandingPhase;
  /** Where the visitor is going. */
  readonly to: string | null;
  /** Which link was clicked (its place in the landing's link sequence). */
  readonly source: number | null;
}

export const IDLE: LandingExitState = { phase: 'idle', to: null, source: null };

/** The parts of a click that decide whether it is ours or the browser's. */
export interface ClickLike {
  button: number;
  ctrlKey: boolean;
  metaKey: boolean;
  shiftKey: boolean;
  altKey: boolean;
  defaultPrevented: boolean;
  preventDefault(): void;
}

/** Ctrl/Cmd/Shift/Alt or a non-primary button: new tab, new window, download. Left to the browser. */
export function isModifiedClick(event: ClickLike): boolean {
  return event.button !== 0 || event.ctrlKey || event.metaKey || event.shiftKey || event.altKey;
}

export function prefersReducedMotion(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}

const goWithGatsby = (to: string) => void navigate(to);

export function useLandingExit(go: (to: string) => void = goWithGatsby) {
  const [state, setState] = useState<LandingExitState>(IDLE);
  // The phase as of now, not as of the last render: a double click must not start a second exit.
  const phase = useRef<LandingPhase>('idle');
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  const update = useCallback((next: LandingExitState) => {
    phase.current = next.phase;
    setState(next);
  }, []);

  useEffect(() => {
    const onPageShow = (event: PageTransitionEvent) => {
      if (!event.persisted) return;
      clearTimeout(timer.current);
      update(IDLE);
    };
    window.addEventListener('pageshow', onPageShow);
    return () => {
      window.removeEventListener('pageshow', onPageShow);
      clearTimeout(timer.current);
    };
  }, [update]);

  /** onClick of every landing link; keyboard activation (Enter) arrives here as a click too. */
  const leave = useCallback(
    (event: ClickLike, to: string, source: number) => {
      if (event.defaultPrevented || isModifiedClick(event)) return;
      event.preventDefault();
      if (phase.current !== 'idle') return;
      if (prefersReducedMotion()) {
        update({ phase: 'navigated', to, source });
        go(to);
        return;
      }
      update({ phase: 'leaving', to, source });
      timer.current = setTimeout(() => {
        update({ phase: 'navigated', to, source });
        go(to);
      }, LANDING_NAVIGATION_DELAY_MS);
    },
    [go, update],
  );

  return { state, leave };
}
