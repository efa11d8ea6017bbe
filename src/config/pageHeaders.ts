/**
 * The values of a page's own headers, the same whoever serves it: `_headers` for the built pages
 * (src/gatsby/headers/headersFile.ts) and the blog's function for the pages it draws (src/blogServer/). No imports, so the function's
 * bundle takes these strings and nothing else of the build.
 */

/** The browser asks again every time: a page's HTML names the hashed files of its build. */
export const REVALIDATE = 'public, max-age=0, must-revalidate';
/** A hashed file never changes. */
export const IMMUTABLE = 'public, max-age=31536000, immutable';
/** The public pages' opener policy (the page editor's differs: its GitHub login popup reaches back to it). */
export const PAGE_OPENER_POLICY = 'same-origin';
