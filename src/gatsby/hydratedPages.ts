import { PAGE_PATHS, type PageKey } from '../config/routes';
import { stripLanguagePrefix } from '../i18n/paths';

/**
 * The pages a visitor interacts with, which therefore load Gatsby's runtime
 * and hydrate: the landing's exit (letter fall, navigation after 3.5 s) and the
 * blog's live feed. Every other page is complete as built: its text, links,
 * language buttons, videos with controls, CSS fade-ins and focus styles need
 * no JavaScript, and hydrating them cost 150-730 ms of blocking time on a phone
 * (issue 9). src/gatsby/onPreRenderHTML.tsx removes the runtime from the
 * others; src/gatsby/hydrateAfterPaint.ts starts it after the first paint on these.
 */
export const HYDRATED_PAGES: readonly PageKey[] = ['landing', 'blog'];

export function isHydratedPage(pathname: string): boolean {
  const neutral = stripLanguagePrefix(pathname);
  return HYDRATED_PAGES.some((key) => PAGE_PATHS[key] === neutral);
}
