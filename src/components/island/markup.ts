/** The attributes of an island's root element (its name, its hydration time, whether it holds clicks) and of the props block after it. */
export const ISLAND_ROOT = 'data-island';
export const ISLAND_HYDRATE = 'data-hydrate';
export const ISLAND_HOLD_CLICKS = 'data-hold-clicks';
export const ISLAND_PROPS = 'data-island-props';

/**
 * When the browser hydrates an island, always after the page's first paint (src/islands/schedule.ts):
 * - `paint`: at once (the blog's feed, which product §4 loads on open); a page with such an island asks for the
 *   runtime from its `<head>` (src/gatsby/ssr/replaceRenderer.tsx, runtimePreload);
 * - `idle`: when the main thread is idle, or at the visitor's first pointer, touch or key press, whichever comes
 *   first: nothing there needs React before the visitor acts (the landing's exit, the 404 page's log);
 * - `intent`: when the visitor reaches for the island itself (a pointer or a touch on it, a key pressed or the focus
 *   moved into it), and never before: its page loads no script until then (a post page's share control). A click that
 *   comes before React has is held and handed to it (src/islands/client.ts).
 */
export const HYDRATION_TIMES = ['paint', 'idle', 'intent'] as const;
export type HydrationTime = (typeof HYDRATION_TIMES)[number];

/** The hydration time the build wrote on an island's root; throws when it is none of HYDRATION_TIMES. */
export function readHydrationTime(root: Element): HydrationTime {
  const when = root.getAttribute(ISLAND_HYDRATE);
  const time = HYDRATION_TIMES.find((t) => t === when);
  if (!time) throw new Error(`${ISLAND_HYDRATE}="${String(when)}" is not a hydration time (${HYDRATION_TIMES.join(', ')})`);
  return time;
}

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
