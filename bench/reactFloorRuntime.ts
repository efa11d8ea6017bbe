/**
 * The React floor's islands runtime (bench/reactFloor.ts), put in the place of the site's: React and react-dom alone.
 * The page script hands it each island at its time, the feed's with the loader that has already asked for the first
 * page (src/islands/prepare/blogFeed.ts); it waits for that page and draws the blog twin's cards (the feed's own markup,
 * bench/blogTwin.tsx) in one createRoot render. No emotion, no hydration, no feed code: what any React frontend whose
 * feed loads on open pays at least. Other islands stay as built.
 */
import { createElement } from 'react';
import { createRoot } from 'react-dom/client';

/** The first page's cards by language, as the blog's twin draws them; put in by the bundler. */
declare const REACT_FLOOR_LISTS: Record<string, string>;

interface FeedProps {
  language?: string;
  loadPage?: (offset: number) => Promise<unknown>;
}

export function hydrateIsland(root: Element, _name: string, props: FeedProps, prepared: FeedProps = {}): void {
  const section = root.querySelector('section');
  const list = REACT_FLOOR_LISTS[props.language ?? ''];
  if (!section || !prepared.loadPage || list === undefined) return;
  void prepared.loadPage(0).then(() => {
    // The twin's markup as it is: the cards React would draw, without the cost of drawing them element by element.
    createRoot(section).render(createElement('div', { style: { display: 'contents' }, dangerouslySetInnerHTML: { __html: list } }));
  });
}
