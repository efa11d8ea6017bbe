import { type ComponentType, createElement } from 'react';
import { type HydrationTime, ISLAND_HOLD_CLICKS, ISLAND_HYDRATE, ISLAND_PROPS, ISLAND_ROOT, islandPropsJson } from './markup';

export interface IslandElementProps<P extends object> {
  /** The island's name, written as a string: the build finds its component by it (src/gatsby/islands/registry.ts). */
  name: string;
  /** The island's component, imported by the view from its module (its default export or a named one). */
  component: ComponentType<P>;
  /** When the browser hydrates it (markup.ts, HydrationTime). */
  hydrate: HydrationTime;
  /**
   * For an `idle` island whose links act only once hydrated (the landing's exit): a plain click on one of its links
   * before then is held, hydrates the island at once, and is handed to it (src/islands/client.ts).
   */
  holdClicks?: boolean;
  /** What the build renders it with, and the browser hydrates it with: JSON, so data, not functions. */
  props: P;
}

/**
 * Marks a component as an island (README, "Islands"): the build renders it here like any other, inside a root that
 * names it and its hydration time, with its props as JSON right after; the page's script (src/islands/client.ts)
 * finds the root and, at that time, hydrates the same component with the same props, so the first render in the
 * browser is the markup already there. This element is the island's whole declaration: the build reads the
 * component's module from it (src/gatsby/islands/registry.ts) and bundles it into the islands' runtime.
 * The root adds no box of its own (`display: contents`, GlobalStyles.tsx), so layouts see the component's markup.
 */
export function Island<P extends object>({ name, component, hydrate, holdClicks = false, props }: IslandElementProps<P>) {
  const root = { [ISLAND_ROOT]: name, [ISLAND_HYDRATE]: hydrate, ...(holdClicks && { [ISLAND_HOLD_CLICKS]: '' }) };
  return (
    <>
      <div {...root}>{createElement(component, props)}</div>
      <script type="application/json" {...{ [ISLAND_PROPS]: '' }} dangerouslySetInnerHTML={{ __html: islandPropsJson(props) }} />
    </>
  );
}
