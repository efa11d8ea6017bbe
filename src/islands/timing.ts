import { prepareFeed } from '../views/blog/feedClient';
import type { IslandName, IslandProps } from './components';

/** What the page script does for an island besides hydrating it at its time (hydration.ts). */
export interface IslandTiming<K extends IslandName> {
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

/** The page script's table (client.ts), which holds no React. */
export const ISLAND_TIMING: { [K in IslandName]: IslandTiming<K> } = {
  blogFeed: { prepare: () => ({ loadPage: prepareFeed() }) },
  landing: { holdClicks: true },
  languageSwitch: {},
  notFound: {},
};

export function isIslandName(name: string | null): name is IslandName {
  return name !== null && Object.prototype.hasOwnProperty.call(ISLAND_TIMING, name);
}
