import { readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { GatsbyNode } from 'gatsby';
import { SITE_URL } from '../config/site';
import { contentSecurityPolicy, inlineScriptHashes, supabaseOrigin } from './csp';
import { completeHeadersFile, htmlUrlPath, isHashedAsset, isImmutableFile } from './headersFile';
import { writeSlashlessPages } from './slashlessPages';

function filesUnder(root: string, dir = ''): string[] {
  return readdirSync(path.join(root, dir), { withFileTypes: true }).flatMap((entry) => {
    const rel = dir ? `${dir}/${entry.name}` : entry.name;
    return entry.isDirectory() ? filesUnder(root, rel) : [rel];
  });
}

/** robots.txt from the one site URL setting (src/config/site.ts), pointing at the sitemap index. */
export function robotsTxt(siteUrl: string): string {
  return `User-agent: *\nAllow: /\n\nSitemap: ${siteUrl}/sitemap-index.xml\n`;
}

/**
 * After the build: moves each page to the file Netlify serves at its
 * slashless URL (x/index.html -> x.html), writes robots.txt and completes
 * public/_headers with the CSP (hashes of every inline script in every HTML
 * file, one policy for all paths since the 404 page answers any unknown path)
 * and the caching rules.
 */
export const onPostBuild: GatsbyNode['onPostBuild'] = async ({ reporter }) => {
  const publicDir = path.resolve('public');
  // page-data, Gatsby's internal slices and partytown hold no pages of their own.
  const siteFiles = () => filesUnder(publicDir).filter((file) => !/^(page-data|_gatsby|~partytown)\//.test(file));
  // Webpack writes no source maps any more (onCreateWebpackConfig.ts); a public/ kept from an
  // earlier build (Gatsby never deletes old bundles) may still hold some: none is published.
  const maps = filesUnder(publicDir).filter((file) => file.endsWith('.js.map'));
  for (const file of maps) rmSync(path.join(publicDir, file));
  if (maps.length > 0) reporter.info(`Removed ${maps.length} source maps left from an earlier build`);
  const moves = writeSlashlessPages(publicDir, siteFiles().filter((file) => file.endsWith('/index.html')));
  reporter.info(`Slashless URLs: ${moves.length} pages moved to x.html, which Netlify serves at /x with no redirect`);
  const files = siteFiles();
  const html = files.filter((file) => file.endsWith('.html'));
  const hashes = html.flatMap((file) => inlineScriptHashes(readFileSync(path.join(publicDir, file), 'utf8')));
  const csp = contentSecurityPolicy(hashes, supabaseOrigin());
  const headersFile = path.join(publicDir, '_headers');
  writeFileSync(
    headersFile,
    completeHeadersFile(readFileSync(headersFile, 'utf8'), {
      htmlPaths: [...new Set(html.map(htmlUrlPath))].sort(),
      hashedAssetPaths: files.filter(isImmutableFile).map((file) => `/${file}`).sort(),
      csp,
    }),
  );
  writeFileSync(path.join(publicDir, 'robots.txt'), robotsTxt(SITE_URL));
  reporter.info(`_headers: CSP with ${new Set(hashes).size} inline-script hashes from ${html.length} HTML files`);
};
