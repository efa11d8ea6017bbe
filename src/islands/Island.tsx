import { type ComponentType, createElement } from 'react';
import { ISLAND_PROPS, ISLAND_ROOT, islandPropsJson } from './markup';
import { ISLAND_COMPONENTS, type IslandName, type IslandProps } from './components';

export interface IslandElementProps<K extends IslandName> {
  /** Its name in src/islands/components.ts. */
  name: K;
  /** What the build renders it with, and the browser hydrates it with: JSON, so data, not functions. */
  props: IslandProps<K>;
}

/**
 * Marks a component as an island (README, "Islands"): the build renders it here like any other, inside a root that
 * names it, with its props as JSON right after; the page's script (src/islands/client.ts) finds the root and
 * hydrates the same component (src/islands/components.ts) with the same props, so the first render in the browser is
 * the markup already there.
 * The root adds no box of its own (`display: contents`, GlobalStyles.tsx), so layouts see the component's markup.
 */
export function Island<K extends IslandName>({ name, props }: IslandElementProps<K>) {
  return (
    <>
      <div {...{ [ISLAND_ROOT]: name }}>{createElement(ISLAND_COMPONENTS[name] as ComponentType<object>, props as object)}</div>
      <script type="application/json" {...{ [ISLAND_PROPS]: '' }} dangerouslySetInnerHTML={{ __html: islandPropsJson(props) }} />
    </>
  );
}
