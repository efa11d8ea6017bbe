import { prepareFeed } from '../views/blog/feedClient';
import { warmDateFormatter } from '../views/blog/formatDate';
import type { IslandName, IslandProps } from './components';
import { schedule } from './schedule';

/** What the page script does for an island besides hydrating it at its time (hydration.ts). */
export interface IslandTiming<K extends IslandName> {
  /**
   * An `idle` island whose links act only once hydrated (the landing's exit): a plain click on one of its links
   * before then is held, hydrates the island at once, and is handed to it (client.ts).
   */
  holdClicks?: boolean;
  /**
   * Work that may start as soon as the page script runs, before React arrives, given the island's props as built;
   * what it returns joins them in the browser (the feed's first request, begun while React downloads).
   */
  prepare?: (props: IslandProps<K>) => Partial<IslandProps<K>>;
}

/** The page script's table (client.ts), which holds no React. */
export const ISLAND_TIMING: { [K in IslandName]: IslandTiming<K> } = {
  blogFeed: {
    prepare: ({ language }) => {
      // The browser's date-locale data (formatDate.ts), loaded while React downloads, once the page is painted and
      // idle: the first formatter costs a long task on a phone (54 ms at 4x CPU), every later one a fraction of a
      // millisecond, so the feed's own formatter no longer holds the first cards back.
      schedule('idle', () => warmDateFormatter(language));
      return { loadPage: prepareFeed() };
    },
  },
  landing: { holdClicks: true },
  languageSwitch: {},
  notFound: {},
};

export function isIslandName(name: string | null): name is IslandName {
  return name !== null && Object.prototype.hasOwnProperty.call(ISLAND_TIMING, name);
}
