/**
 * product §2, §8: the unknown path is logged to the console. One prefix for the
 * 404 view (client-side renders) and the built 404 pages' inline script
 * (src/gatsby/ssr/onPreRenderHTML.tsx), which log the same line.
 */
export const NOT_FOUND_LOG_PREFIX = '404 Error: User attempted to access non-existent route: ';
