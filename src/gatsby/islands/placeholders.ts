import { createElement, type ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';

/**
 * The places the page renderer (src/gatsby/ssr/replaceRenderer.tsx) leaves for the islands' bundles, which exist only
 * once the pages are built: written once here, as the elements the renderer puts in a page and, serialised as Gatsby
 * serialises a page (renderToStaticMarkup, in gatsby/cache-dir/static-entry.js), as the markup the build finds and
 * fills (bundle.ts). Written without JSX: Gatsby compiles the Node side of the build (gatsby-node.ts) with Parcel.
 */

/**
 * Where a page's islands start: an empty module script the build fills with the islands' page script
 * (src/islands/client.ts). `data-loads` marks it as a loader the bench's floor twin leaves out.
 */
export const islandsScript = (): ReactElement =>
  createElement('script', { key: 'islands', type: 'module', 'data-islands': '', 'data-loads': '' });

/**
 * The islands' runtime as a page names it before the build has bundled (and hashed) it: a page with an island that
 * hydrates at paint asks for it from its `<head>`, and the build puts the hashed file's path in its place.
 */
export const ISLANDS_RUNTIME_PLACEHOLDER = '/islands/runtime.js';
export const runtimePreloadLink = (href = ISLANDS_RUNTIME_PLACEHOLDER): ReactElement =>
  createElement('link', { key: 'islands-runtime', rel: 'modulepreload', href });

/** An element as a built page holds it. */
export const markupOf = (element: ReactElement): string => renderToStaticMarkup(element);
