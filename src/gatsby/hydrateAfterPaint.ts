import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { htmlUrlPath } from './headersFile';
import { isHydratedPage } from './hydratedPages';

const SCRIPT_TAG = /<script src="([^"]+\.js)" async(?:="")?><\/script>/g;

/**
 * The pages that hydrate (the landing, the blog) start Gatsby's bundles only
 * after their first paint: one inline script appends the same `<script src>`
 * tags Gatsby wrote once the browser has rendered a frame. Their HTML is
 * complete without JavaScript, so the visitor sees it sooner and the bundles
 * no longer share the connection with it (issue 9, measured on this build:
 * Lighthouse LCP of / 2461 -> 1749 ms, /blog 2510 -> 1824 ms, 2 runs each).
 * The bundles go in at the end of the document (in Gatsby 5 they come from the
 * `_gatsby-scripts` slice, stitched in after onPreRenderHTML), hence a rewrite
 * of the built file; onPostBuild hashes the loader into the CSP.
 */
export function hydrateAfterPaint(html: string): string {
  const sources = [...html.matchAll(SCRIPT_TAG)].map((m) => m[1] as string);
  if (sources.length === 0) return html;
  const loader =
    `<script data-loads="scripts">requestAnimationFrame(function(){setTimeout(function(){${JSON.stringify(sources)}.forEach(function(s){` +
    `var e=document.createElement("script");e.src=s;document.body.appendChild(e)})})})</script>`;
  return html.replace(SCRIPT_TAG, '').replace(/<\/body>/, `${loader}</body>`);
}

/** Rewrites the built HTML of every hydrated page under `publicDir` (paths relative to it). */
export function deferHydration(publicDir: string, htmlFiles: readonly string[]): string[] {
  const rewritten = htmlFiles.filter((file) => isHydratedPage(htmlUrlPath(file)));
  for (const file of rewritten) {
    const full = path.join(publicDir, file);
    writeFileSync(full, hydrateAfterPaint(readFileSync(full, 'utf8')));
  }
  return rewritten;
}
