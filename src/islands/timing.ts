import { prepareFeed } from '../views/blog/feedClient';
import type { IslandName, IslandProps } from './components';

/**
 * When the browser hydrates an island, always after the page's first paint (schedule.ts):
 * - `paint`: at once (the blog's feed, which SPEC §4 loads on open);
 * - `idle`: when the main thread is idle, or at the visitor's first pointer, touch or key press, whichever comes
 *   first: nothing there needs React before the visitor acts (the landing's exit, the 404 page's log).
 */
export type HydrationTime = 'paint' | 'idle';

export interface IslandTiming<K extends IslandName> {
  when: HydrationTime;
  /**
   * An `idle` island whose links act only once hydrated (the landing's exit): a plain click on one of its links
   * before then is held, hydrates the island at once, and is handed to it (client.ts).
   */
  holdClicks?: boolean;
  /**
   * Work that may start as soon as the page script runs, before React arrives; what it returns joins the island's
   * props in the browser (the feed's first request, begun while React downloads).
   */
  prepare?: () => Partial<IslandProps<K>>;
}

/** Each island's hydration time: the page script's table (client.ts), which holds no React. */
export const ISLAND_TIMING: { [K in IslandName]: IslandTiming<K> } = {
  blogFeed: { when: 'paint', prepare: () => ({ loadPage: prepareFeed() }) },
  landing: { when: 'idle', holdClicks: true },
  languageSwitch: { when: 'idle' },
  notFound: { when: 'idle' },
};

export function isIslandName(name: string | null): name is IslandName {
  return name !== null && Object.prototype.hasOwnProperty.call(ISLAND_TIMING, name);
}
