import type { ComponentProps } from 'react';
import type BlogFeed from '../views/blog/BlogFeed';
import { prepareFeed } from '../views/blog/feedClient';
import { warmDateFormatter } from '../views/blog/formatDate';
import { schedule } from './schedule';

/**
 * Work the page script may start for an island as soon as it runs, before React arrives, given the island's props as
 * built; what it returns joins them in the browser (client.ts). By the island's name (its `<Island name>`); an island
 * with nothing to start has no entry.
 */
type Prepare<P> = (props: P) => Partial<P>;

/** The blog's feed: its first request, begun while React downloads. */
const blogFeed: Prepare<ComponentProps<typeof BlogFeed>> = ({ language }) => {
  // The browser's date-locale data (formatDate.ts), loaded while React downloads, once the page is painted and
  // idle: the first formatter costs a long task on a phone, every later one a fraction of a millisecond, so the
  // feed's own formatter no longer holds the first cards back.
  schedule('idle', () => warmDateFormatter(language));
  return { loadPage: prepareFeed() };
};

export const PREPARE: Readonly<Record<string, (props: never) => object>> = { blogFeed };

/** What PREPARE starts for the island `name` with its built props; nothing for an island without an entry. */
export function prepareIsland(name: string, props: object): object {
  if (!Object.prototype.hasOwnProperty.call(PREPARE, name)) return {};
  return (PREPARE[name] as unknown as Prepare<object>)(props);
}
