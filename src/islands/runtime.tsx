import { ThemeProvider } from '@emotion/react';
import { type ComponentType, createElement, startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { theme } from '../theme/theme';

/**
 * The islands' runtime, one chunk the page script loads after the first paint (client.ts): React, react-dom, emotion,
 * the theme and every island's component, shared by every page that has an island and cached for good. The build
 * makes its entry from the views' `<Island>` elements (src/gatsby/islands/registry.ts): `islandHydrator` over the
 * components they name.
 *
 * An island hydrates in place: the component and props the build rendered, under the same theme (the build rendered
 * it inside the site's ThemeProvider, src/gatsby/ssr/wrapElements.tsx), plus what the page script prepared for it.
 * Emotion adopts the styles the build put in the head (the same cache key, src/gatsby/ssr/replaceRenderer.tsx), so none
 * is inserted twice. In a transition, so React hydrates in slices and yields to the browser between them instead of
 * holding the main thread for the whole tree.
 */
export function islandHydrator(components: Readonly<Record<string, ComponentType<never>>>) {
  return function hydrateIsland(root: Element, name: string, props: object, prepared: object = {}): void {
    if (!Object.prototype.hasOwnProperty.call(components, name)) throw new Error(`unknown island "${name}"`);
    const component = components[name] as ComponentType<object>;
    startTransition(() => {
      hydrateRoot(root, <ThemeProvider theme={theme}>{createElement(component, { ...props, ...prepared })}</ThemeProvider>, {
        onRecoverableError: (error) => console.error(`Island ${name}: hydration error`, error),
      });
    });
  };
}
