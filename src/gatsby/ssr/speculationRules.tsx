import type { ReactElement } from 'react';

/**
 * Instant navigation without a client-side router: Speculation Rules ask Chromium-based browsers to prerender a page
 * of the site when the visitor shows they are about to open it (`moderate`: a pointer resting on the link, or pressed
 * on it), so the click shows it at once; other browsers ignore the rules and load it as usual.
 * Only the site's own pages: not the CMS, no file (the presentation PDF, videos: a path with a dot), no link that opens
 * elsewhere. https://developer.chrome.com/docs/web-platform/prerender-pages
 */
export const SPECULATION_RULES = {
  prerender: [
    {
      source: 'document',
      where: {
        and: [
          { href_matches: '/*' },
          { not: { href_matches: '/admin/*' } },
          { not: { href_matches: '/*.*' } },
          { not: { selector_matches: '[download], [target="_blank"], [rel~="nofollow"]' } },
        ],
      },
      eagerness: 'moderate',
    },
  ],
} as const;

/** The rules as the page's data block (the CSP admits it by its hash, src/gatsby/headers/csp.ts). */
export function speculationRulesScript(): ReactElement {
  return <script key="speculation-rules" type="speculationrules" dangerouslySetInnerHTML={{ __html: JSON.stringify(SPECULATION_RULES) }} />;
}
