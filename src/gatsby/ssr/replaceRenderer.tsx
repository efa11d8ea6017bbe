import type { GatsbySSR } from 'gatsby';
import type { ReactElement } from 'react';
import { renderWithCriticalStyles } from '../../theme/criticalStyles';
import { ISLAND_HYDRATE, ISLAND_ROOT } from '../../components/island/markup';
import { islandsScript, runtimePreloadLink } from '../islands/placeholders';

/**
 * Renders each page's body for the build (Gatsby's `replaceRenderer`, which switches off its own renderer).
 *
 * 1. `renderToString` instead of Gatsby's `renderToPipeableStream`: React 18.3's stream writer flushes its whole 2 KB
 *    buffer when a multi-byte UTF-8 character does not fit at its end, so NUL bytes leak into Russian text
 *    (https://github.com/facebook/react/issues/31134, fixed only in React 19). `renderToString` builds one JS string
 *    and never goes through that buffer. Gatsby awaits the whole stream before writing the file anyway, so nothing
 *    is lost: the page still arrives in one piece.
 * 2. Emotion's critical CSS in the `<head>` (src/theme/criticalStyles.tsx, which the blog's function renders with too).
 */
export const replaceRenderer: GatsbySSR['replaceRenderer'] = ({
  bodyComponent,
  replaceBodyHTMLString,
  setHeadComponents,
  setPostBodyComponents,
}) => {
  const { html, styles } = renderWithCriticalStyles(bodyComponent);
  replaceBodyHTMLString(html);
  setHeadComponents([...runtimePreload(html), ...styles]);
  setPostBodyComponents(islandScripts(html));
};

/**
 * The islands' page script (src/islands/client.ts) for a page whose markup has an island, none otherwise: a page
 * without one ships no script. An inline module script: it costs no request, never holds back parsing or the first
 * paint, and runs once the document is parsed; what it loads, it loads after the first paint (README, "Islands").
 */
export function islandScripts(html: string): ReactElement[] {
  // Empty: the build puts the page script in it once it is bundled (src/gatsby/islands/bundle.ts, inlineIslandsClient).
  return html.includes(`${ISLAND_ROOT}="`) ? [islandsScript()] : [];
}

/**
 * For a page with an island that hydrates at paint (the blog's feed, whose posts product §4 loads on open, so nothing of
 * the feed can show before React has run): the runtime asked for from the top of the `<head>`, before the page's
 * critical CSS, so its download starts with the document's first bytes instead of after the whole document has been
 * parsed, when the page script would ask for it. The build names the hashed file (bundle.ts, preloadIslandsRuntime).
 * Pages whose islands wait for idle time ask for nothing early: their first paint keeps the link to itself.
 */
export function runtimePreload(html: string): ReactElement[] {
  return html.includes(`${ISLAND_HYDRATE}="paint"`) ? [runtimePreloadLink()] : [];
}
