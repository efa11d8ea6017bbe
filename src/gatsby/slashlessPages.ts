import { readdirSync, renameSync, rmdirSync } from 'node:fs';
import path from 'node:path';

/**
 * Netlify's CDN answers `/team` with a 301 to `/team/` when the deploy holds
 * only `team/index.html`, and that is not configurable; it answers `/team`
 * with a 200 when `team.html` exists (and sends `/team/` to `/team`).
 * https://answers.netlify.com/t/31191 and the measured table in
 * https://github.com/slorber/trailing-slash-guide (rows "Netlify").
 * The spec's URLs, canonicals, hreflang links and sitemap are slashless
 * (`trailingSlash: 'never'`), so each page moves from `x/index.html` to
 * `x.html`: every one of those URLs is then a 200 with no hop.
 *
 * Returns the moves made, as paths relative to `publicDir`.
 */
export function writeSlashlessPages(publicDir: string, htmlFiles: readonly string[]): Array<[string, string]> {
  const moves: Array<[string, string]> = [];
  for (const file of htmlFiles) {
    const posix = file.split('\\').join('/');
    if (!posix.endsWith('/index.html')) continue; // the root index.html answers "/" already
    // Gatsby writes its own 404.html from 404/index.html (with the path it is served at): keep both.
    if (/(^|\/)404\/index\.html$/.test(posix)) continue;
    const target = `${posix.slice(0, -'/index.html'.length)}.html`;
    // Overwrites the x.html of an earlier build: x/index.html is only there when Gatsby re-rendered the page.
    renameSync(path.join(publicDir, posix), path.join(publicDir, target));
    moves.push([posix, target]);
    const dir = path.join(publicDir, path.dirname(posix));
    if (readdirSync(dir).length === 0) rmdirSync(dir);
  }
  return moves;
}
