import { useSyncExternalStore } from 'react';

/** A loaded document's path never changes: nothing to subscribe to. */
const subscribe = () => () => undefined;

/**
 * The path the visitor is really on. During the build (and while hydrating) it is the page's own path; then it is
 * read from the address bar, which differs on the 404 pages (built once, shown for every unknown path).
 */
export function useCurrentPath(builtPath: string): string {
  return useSyncExternalStore(
    subscribe,
    () => window.location.pathname,
    () => builtPath,
  );
}
