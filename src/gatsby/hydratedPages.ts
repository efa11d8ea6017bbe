import { PAGE_PATHS, type PageKey } from '../config/routes';
import { stripLanguagePrefix } from '../i18n/paths';

/**
 * The pages that load Gatsby's runtime and hydrate: only the blog, whose live
 * feed is React state. Every other page is complete as built: its text, links,
 * language buttons, videos with controls, CSS fade-ins and focus styles need
 * no JavaScript, and hydrating them cost 150-730 ms of blocking time on a phone
 * (issue 9). The landing's exit (letter fall, navigation after 3.5 s) is one
 * small inline script instead (src/views/landing/landingExit.ts): hydrating
 * React, i18next and emotion for it cost the landing 165-460 ms of blocking
 * time and 105 KiB of JavaScript. src/gatsby/onPreRenderHTML.tsx removes the
 * runtime from the others; src/gatsby/hydrateAfterPaint.ts starts it after the
 * first paint on these.
 */
export const HYDRATED_PAGES: readonly PageKey[] = ['blog'];

/** Whether `pathname` (either language, with or without a trailing slash) is the page of `key`. */
export function isPageOf(key: PageKey, pathname: string): boolean {
  return PAGE_PATHS[key] === stripLanguagePrefix(pathname);
}

export function isHydratedPage(pathname: string): boolean {
  return HYDRATED_PAGES.some((key) => isPageOf(key, pathname));
}
