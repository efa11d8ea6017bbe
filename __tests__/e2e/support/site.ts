export { FORM_ROUTES, NOT_FOUND_ROUTES, ROUTES } from '../../../scripts/lib/siteRoutes';

/** Chromium reports a blocked load or inline code as a console error naming the Content Security Policy. */
export function cspViolations(errors: readonly string[]): string[] {
  return errors.filter((e) => /Content[ -]Security[ -]Policy/i.test(e));
}

/** The 404 page's own console message (product §8), the only console error a page may log. */
export const NOT_FOUND_MESSAGE = /404 Error: User attempted to access non-existent route/;

/** Seconds to milliseconds for jest timeouts of whole-site tests. */
export const PAGE_TIMEOUT_MS = 60_000;
