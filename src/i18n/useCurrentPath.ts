import { useEffect, useState } from 'react';

/**
 * The path the visitor is really on. During the build it is the page's own
 * path; after hydration it is read from the address bar, which differs on the
 * 404 pages (built once, shown for every unknown path).
 */
export function useCurrentPath(builtPath: string): string {
  const [path, setPath] = useState(builtPath);
  useEffect(() => {
    setPath(window.location.pathname);
  }, [builtPath]);
  return path;
}
