import { type ComponentType, createElement } from 'react';
import { ISLAND_PROPS, ISLAND_ROOT, islandPropsJson } from './markup';

export interface IslandElementProps<P extends object> {
  /** Its name in the islands' registry (src/islands/components.ts), which names this same component. */
  name: string;
  /** The island's component, the one the registry holds under `name`. */
  component: ComponentType<P>;
  /** What the build renders it with, and the browser hydrates it with: JSON, so data, not functions. */
  props: P;
}

/**
 * Marks a component as an island (README, "Islands"): the build renders it here like any other, inside a root that
 * names it, with its props as JSON right after; the page's script (src/islands/client.ts) finds the root and
 * hydrates the component the registry holds under that name (src/islands/components.ts) with the same props, so the
 * first render in the browser is the markup already there. The view passes the component itself, so this module,
 * which views import, imports nothing of src/islands/ (whose registry imports the views' islands).
 * The root adds no box of its own (`display: contents`, GlobalStyles.tsx), so layouts see the component's markup.
 */
export function Island<P extends object>({ name, component, props }: IslandElementProps<P>) {
  return (
    <>
      <div {...{ [ISLAND_ROOT]: name }}>{createElement(component, props)}</div>
      <script type="application/json" {...{ [ISLAND_PROPS]: '' }} dangerouslySetInnerHTML={{ __html: islandPropsJson(props) }} />
    </>
  );
}
