import { ThemeProvider } from '@emotion/react';
import { type ComponentType, createElement, startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { theme } from '../theme/theme';
import { ISLAND_COMPONENTS, type IslandName } from './components';

/**
 * The islands' runtime, one chunk the page script loads after the first paint (client.ts): React, react-dom, emotion,
 * the theme and every island's component, shared by every page that has an island and cached for good.
 *
 * Hydrates one island in place: the component and props the build rendered, under the same theme (the build rendered
 * it inside the site's ThemeProvider, src/gatsby/ssr/wrapElements.tsx), plus what the page script prepared for it.
 * Emotion adopts the styles the build put in the head (the same cache key, src/gatsby/ssr/replaceRenderer.tsx), so none
 * is inserted twice. In a transition, so React hydrates in slices and yields to the browser between them instead of
 * holding the main thread for the whole tree.
 */
export function hydrateIsland(root: Element, name: IslandName, props: object, prepared: object = {}): void {
  const component = ISLAND_COMPONENTS[name] as ComponentType<object>;
  startTransition(() => {
    hydrateRoot(root, <ThemeProvider theme={theme}>{createElement(component, { ...props, ...prepared })}</ThemeProvider>, {
      onRecoverableError: (error) => console.error(`Island ${name}: hydration error`, error),
    });
  });
}
