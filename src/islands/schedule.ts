import { afterNextPaint } from '../components/island/frames';
import type { HydrationTime } from '../components/island/markup';

/** How long an idle island waits for an idle moment at most: a page kept busy still gets it within a few seconds. */
export const IDLE_TIMEOUT_MS = 2000;

/** The visitor's first act: anywhere, it starts every island still waiting for idle time; inside an `intent` island, that one. */
const INTENT_EVENTS = ['pointerdown', 'touchstart', 'keydown', 'focusin'] as const;

/** `task` as a function that runs it the first time it is called and does nothing after. */
function once(task: () => void): () => void {
  let done = false;
  return () => {
    if (done) return;
    done = true;
    task();
  };
}

/**
 * Runs `task` when the main thread is idle (at most IDLE_TIMEOUT_MS after it is asked), or at the visitor's first
 * intent, whichever comes first; once either way. Browsers without requestIdleCallback (Safari) wait a task.
 * Returns a function that runs it now (if it has not run).
 */
export function whenIdleOrIntent(task: () => void): () => void {
  const run = whenReachedFor(document, task);
  if (typeof requestIdleCallback === 'function') requestIdleCallback(run, { timeout: IDLE_TIMEOUT_MS });
  else setTimeout(run, 1);
  return run;
}

/**
 * Runs `task` once the browser has reported the page's first contentful paint, the frame on screen (or, where
 * nothing is reported, IDLE_TIMEOUT_MS after the next frame). The report can come tens of milliseconds after an
 * animation frame's task; a download begun in between counts, in Lighthouse's simulation, among what the first paint
 * waited for, so an idle island's runtime started there would set the page's simulated LCP in some runs.
 */
export function afterFirstPaintShown(task: () => void): void {
  const shown = once(() => {
    observer?.disconnect();
    task();
  });
  const observer =
    typeof PerformanceObserver === 'function' && PerformanceObserver.supportedEntryTypes?.includes('paint')
      ? new PerformanceObserver((list) => {
          if (list.getEntriesByName('first-contentful-paint').length > 0) shown();
        })
      : null;
  observer?.observe({ type: 'paint', buffered: true });
  afterNextPaint(observer ? () => setTimeout(shown, IDLE_TIMEOUT_MS) : shown);
}

/**
 * Runs `task` at the visitor's first pointer, touch, key press or focus inside `root` (the document: anywhere), once;
 * never without one. Returns a function that runs it now (if it has not run), its listeners then removed.
 */
export function whenReachedFor(root: Element | Document, task: () => void): () => void {
  const run = once(() => {
    for (const type of INTENT_EVENTS) root.removeEventListener(type, run, true);
    task();
  });
  for (const type of INTENT_EVENTS) root.addEventListener(type, run, { capture: true, passive: true });
  return run;
}

/**
 * Runs `task` once, at the island's hydration time (markup.ts, HydrationTime), `root` being the island's (which
 * `intent` needs); returns a function that runs it now instead.
 */
export function schedule(when: HydrationTime, task: () => void, root?: Element): () => void {
  const run = once(task);
  if (when === 'paint') afterNextPaint(run);
  else if (when === 'intent') {
    if (!root) throw new Error('an island that hydrates on intent needs its root');
    return whenReachedFor(root, run);
  } else afterFirstPaintShown(() => whenIdleOrIntent(run));
  return run;
}
