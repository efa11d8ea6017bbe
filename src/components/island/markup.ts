/**
 * The page script (client.ts, bundled by src/gatsby/islands/bundle.ts), which every page with an island loads. Named
 * without a hash so each page can name it before it is built; it is small and revalidated, and names the runtime by
 * its hashed, immutable file.
 */
export const ISLANDS_CLIENT_PATH = '/islands/client.js';

/**
 * The islands' runtime as a page names it before the build has bundled (and hashed) it: a page with an island that
 * hydrates at paint asks for it from its `<head>` (replaceRenderer.tsx), and the build puts the hashed file's path in
 * its place (src/gatsby/islands/bundle.ts, preloadIslandsRuntime).
 */
export const ISLANDS_RUNTIME_PLACEHOLDER = '/islands/runtime.js';

/** The attribute of an island's root element (its name) and of the props block after it. */
export const ISLAND_ROOT = 'data-island';
export const ISLAND_PROPS = 'data-island-props';

/**
 * An island's props as the text of a `<script type="application/json">`: JSON with every `<` escaped, so no text in
 * them (a `</script>` in a post, a heading) can end the element early, and the line separators escaped for the
 * engines that read JSON as JavaScript. They come from the page's query and its UI strings: nothing secret.
 */
export function islandPropsJson(props: unknown): string {
  return JSON.stringify(props)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/** The props the build wrote after an island's root; throws when the block is missing or is not JSON. */
export function readIslandProps(root: Element): unknown {
  const block = root.nextElementSibling;
  if (!block || !block.hasAttribute(ISLAND_PROPS)) throw new Error(`no ${ISLAND_PROPS} block after the island's root`);
  return JSON.parse(block.textContent ?? '');
}
