import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { GatsbyNode } from 'gatsby';
import { SITE_URL } from '../config/site';
import { contentSecurityPolicy, inlineScriptHashes, supabaseOrigin } from './csp';
import { completeHeadersFile, htmlUrlPath, isHashedAsset } from './headersFile';
import { deferHydration } from './hydrateAfterPaint';

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
 * After the build: writes robots.txt and completes public/_headers with the
 * CSP (hashes of every inline script in every HTML file, one policy for all
 * paths since the 404 page answers any unknown path) and the caching rules.
 */
export const onPostBuild: GatsbyNode['onPostBuild'] = async ({ reporter }) => {
  const publicDir = path.resolve('public');
  // page-data, Gatsby's internal slices and partytown hold no pages of their own.
  const files = filesUnder(publicDir).filter((file) => !/^(page-data|_gatsby|~partytown)\//.test(file));
  const html = files.filter((file) => file.endsWith('.html'));
  // Before the CSP is computed: it adds an inline script to the hydrated pages.
  deferHydration(publicDir, html);
  const hashes = html.flatMap((file) => inlineScriptHashes(readFileSync(path.join(publicDir, file), 'utf8')));
  const csp = contentSecurityPolicy(hashes, supabaseOrigin());
  const headersFile = path.join(publicDir, '_headers');
  writeFileSync(
    headersFile,
    completeHeadersFile(readFileSync(headersFile, 'utf8'), {
      htmlPaths: html.map(htmlUrlPath).sort(),
      hashedAssetPaths: files.filter(isHashedAsset).map((file) => `/${file}`).sort(),
      csp,
    }),
  );
  writeFileSync(path.join(publicDir, 'robots.txt'), robotsTxt(SITE_URL));
  reporter.info(`_headers: CSP with ${new Set(hashes).size} inline-script hashes from ${html.length} HTML files`);
};
