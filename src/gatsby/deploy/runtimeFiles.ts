import { readdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';

/** Folders Gatsby writes for its browser runtime: page data the router fetches, Head slices, partytown's worker. */
const RUNTIME_DIRS = ['page-data', '_gatsby', '~partytown'];
/** Webpack's manifests of the same runtime. */
const RUNTIME_FILES = ['chunk-map.json', 'webpack.stats.json'];

/** Whether the HTML loads the top-level file `name` (a `src` or `href`; Gatsby's inlined CSS names its file in a `data-href`). */
export const loads = (html: string, name: string) => html.includes(` src="/${name}"`) || html.includes(` href="/${name}"`);

/**
 * Deletes from `public/` what Gatsby writes for its browser runtime, which no page loads: every page is complete as
 * built and carries none of Gatsby's scripts (onPreRenderHTML.tsx), so its router's page data, its webpack chunks
 * (`app-*.js`, `framework-*.js`, `component---*.js` ...) and their stylesheet would be published for nobody. A script
 * or stylesheet at the top of `public/` stays if any HTML file (the CMS's included) loads it. Returns what it deleted.
 */
export function removeRuntimeFiles(publicDir: string, htmlFiles: readonly string[]): string[] {
  const html = htmlFiles
    .filter((file) => !RUNTIME_DIRS.includes(file.split('/')[0]!))
    .map((file) => readFileSync(path.join(publicDir, file), 'utf8'))
    .join('\n');
  const top = readdirSync(publicDir, { withFileTypes: true });
  const chunks = top
    .filter((entry) => entry.isFile() && /\.(js|css)$|\.js\.LICENSE\.txt$/.test(entry.name))
    .map((entry) => entry.name)
    .filter((name) => !loads(html, name.replace(/\.LICENSE\.txt$/, '')));
  const present = new Set(top.map((entry) => entry.name));
  const removed = [...RUNTIME_DIRS, ...RUNTIME_FILES, ...chunks].filter((name) => present.has(name));
  for (const name of removed) rmSync(path.join(publicDir, name), { recursive: true, force: true });
  return removed;
}
