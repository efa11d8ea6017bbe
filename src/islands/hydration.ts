import type { IslandName } from './components';

/**
 * When the browser hydrates an island, always after the page's first paint (schedule.ts):
 * - `paint`: at once (the blog's feed, which SPEC §4 loads on open); a page with such an island asks for the
 *   runtime from its `<head>` (src/gatsby/islands/bundle.ts, preloadIslandsRuntime);
 * - `idle`: when the main thread is idle, or at the visitor's first pointer, touch or key press, whichever comes
 *   first: nothing there needs React before the visitor acts (the landing's exit, the 404 page's log).
 * A table of its own, free of browser code, so the build reads it too.
 */
export type HydrationTime = 'paint' | 'idle';

export const HYDRATION_TIME: { [K in IslandName]: HydrationTime } = {
  blogFeed: 'paint',
  landing: 'idle',
  languageSwitch: 'idle',
  notFound: 'idle',
};
