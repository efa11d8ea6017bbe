/**
 * The islands' page script (README, "Islands"), a module script on each page that has an island. It finds the page's
 * islands and starts what may start before React (an island's src/islands/prepare/<name>.ts, handed in by the build
 * for the islands of that page only: src/gatsby/islands/bundle.ts); at each island's hydration time (written on its
 * root by <Island hydrate>) it loads the islands' runtime (runtime.tsx: React, react-dom, emotion and the islands, one
 * chunk) and hydrates the island. Any failure stays in the console: the page as built is complete and usable without
 * its islands.
 */
import { ISLAND_HOLD_CLICKS, ISLAND_ROOT, readHydrationTime, readIslandProps } from '../components/island/markup';
import { schedule } from './schedule';

/** Work to start for an island before React arrives, by island name: its props as built in, what joins them out. */
export type PrepareTable = Readonly<Record<string, (props: never) => object>>;

/** The runtime's URL, set by the bundler (src/gatsby/islands/bundle.ts), which builds it first. */
declare const ISLANDS_RUNTIME_URL: string;

/** The runtime's entry, which the build makes from the views' islands (src/gatsby/islands/registry.ts, runtimeEntry). */
type Runtime = { hydrateIsland: ReturnType<typeof import('./runtime').islandHydrator> };

let runtime: Promise<Runtime> | null = null;
const loadRuntime = () => (runtime ??= import(ISLANDS_RUNTIME_URL) as Promise<Runtime>);

/** A plain click: the primary button and no modifier (the others open tabs and windows, the browser's own). */
const isPlainClick = (event: MouseEvent) =>
  event.button === 0 && !event.ctrlKey && !event.metaKey && !event.shiftKey && !event.altKey && !event.defaultPrevented;

/**
 * Holds a plain click on an element of `root` that `held` names (a link of an `idle` island that holds clicks; anything
 * of an `intent` island) and that comes before the island is hydrated: the island hydrates at once and the click is
 * dispatched again on the same element, where React, listening by then, hydrates the rest of the tree synchronously
 * and hands it to the island's handler (React 18 does this for clicks on a root still hydrating). Were the island to
 * fail, the click reaches the element anyway: a link is still followed.
 */
function holdClicks(root: HTMLElement, hydrate: () => Promise<void>, held: string): () => void {
  const hold = (event: MouseEvent) => {
    const target = event.target instanceof Element ? event.target : null;
    if (!target?.closest(held) || !isPlainClick(event)) return;
    event.preventDefault();
    event.stopPropagation();
    release();
    const replay = () => target.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, composed: true, button: 0 }));
    hydrate().then(replay, replay);
  };
  const release = () => root.removeEventListener('click', hold, true);
  root.addEventListener('click', hold, true);
  return release;
}

function start(root: HTMLElement, prepare: PrepareTable): void {
  const name = root.getAttribute(ISLAND_ROOT) ?? '';
  const fail = (error: unknown) => console.error(`Island ${name}: could not start`, error);
  try {
    const when = readHydrationTime(root);
    const props = readIslandProps(root) as object;
    const prepared = Object.prototype.hasOwnProperty.call(prepare, name) ? (prepare[name] as (props: object) => object)(props) : {};
    let release = () => undefined as void;
    let hydrated: Promise<void> | null = null;
    const hydrate = () =>
      (hydrated ??= loadRuntime().then(({ hydrateIsland }) => {
        release();
        hydrateIsland(root, name, props, prepared);
      }));
    // An island that hydrates at paint (the feed) has its runtime on the way at once (the page's <head> asked for it
    // already, a modulepreload this import adopts): it is evaluated when it arrives, after the first paint.
    if (when === 'paint') loadRuntime().catch(() => undefined);
    const now = schedule(when, () => void hydrate().catch(fail), root);
    if (when === 'intent') release = holdClicks(root, () => (now(), hydrate()), '*');
    else if (root.hasAttribute(ISLAND_HOLD_CLICKS)) release = holdClicks(root, () => (now(), hydrate()), 'a[href]');
  } catch (error) {
    fail(error);
  }
}

/** Starts every island of the page, with the work `prepare` names for some of them. */
export function startIslands(prepare: PrepareTable): void {
  document.querySelectorAll<HTMLElement>(`[${ISLAND_ROOT}]`).forEach((root) => start(root, prepare));
}
