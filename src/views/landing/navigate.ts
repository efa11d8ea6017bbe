/** Leaves the landing for `href` (a full page load: the site has no client-side router). */
export function navigate(href: string): void {
  window.location.assign(href);
}
