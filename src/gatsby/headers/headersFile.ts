/**
 * Completes the hand-written `_headers` (static/_headers) for the built site:
 * the Content-Security-Policy of the public pages, and caching rules are added
 * per file, as Gatsby's caching guide prescribes:
 * https://www.gatsbyjs.com/docs/how-to/previews-deploys-hosting/caching/
 */
import { buildPolicy, PAGE_EDITOR_TABLE } from './csp';
import { IMMUTABLE, PAGE_OPENER_POLICY, REVALIDATE } from '../../config/pageHeaders';

export interface BuiltPage {
  /** Its HTML file, relative to public/: "index.html", "en/scripts/index.html", "404.html". */
  file: string;
  /** Its own Content-Security-Policy: the hashes of its own inline scripts, no other page's (csp.ts). */
  csp: string;
}

export interface BuiltSite {
  /** The public pages. */
  pages: readonly BuiltPage[];
  /** URL paths of the files to cache for a year: "/app-1a2b.js", "/static/font-1a2b.woff2". */
  hashedAssetPaths: readonly string[];
  /** The CMS's files, relative to public/: "admin/index.html", "admin/cms.js". */
  cmsFiles: readonly string[];
}

/**
 * The URL path a built HTML file answers at on Netlify, slashless:
 * scripts.html and scripts/index.html -> /scripts.
 */
export function htmlUrlPath(relativeFile: string): string {
  const posix = relativeFile.split('\\').join('/');
  if (posix === 'index.html') return '/';
  return `/${posix.replace(/(\/index)?\.html$/, '')}`;
}

/**
 * Every address at which Netlify serves a page: Gatsby's Netlify adapter writes `scripts/index.html` as
 * `scripts.html` (src/gatsby/deploy/netlifyAdapter.ts), which Netlify serves at `/scripts` and, as a file, at
 * `/scripts.html`; the root `index.html` at `/` and `/index.html`. (Letter case needs no rule of its own: Netlify
 * matches header paths case-insensitively, as its parser does.)
 */
export function servedPaths(relativeFile: string): string[] {
  const urlPath = htmlUrlPath(relativeFile);
  return urlPath === '/' ? ['/', '/index.html'] : [urlPath, `${urlPath}.html`];
}

/** Webpack's JS/CSS output at the root carries a content hash; sw.js (if any) never may be cached. */
export function isHashedAsset(relativeFile: string): boolean {
  return !relativeFile.includes('/') && /-[0-9a-f]{16,}\.js$|\.[0-9a-f]{16,}\.css$/.test(relativeFile);
}

/**
 * Files that get `immutable` for a year: the hashed root JS/CSS, webpack's
 * hashed output under static/ (fonts, images) and the islands' hashed
 * bundles (esbuild's hash: 8 base32 characters; src/gatsby/islands/bundle.ts).
 * One rule per file that exists: a `/static/*` rule would also mark a 404
 * there immutable.
 */
export function isImmutableFile(relativeFile: string): boolean {
  const posix = relativeFile.split('\\').join('/');
  return isHashedAsset(posix) || posix.startsWith('static/') || /^islands\/[\w-]+-[A-Z2-7]{8}\.js$/.test(posix);
}

function rule(path: string, headers: Array<[string, string]>): string {
  return [path, ...headers.map(([name, value]) => `  ${name}: ${value}`)].join('\n');
}

/**
 * Where the public pages' CSP goes. Not under `/*`: Netlify joins the values of a header set by several rules that
 * match a path, and two CSPs are both enforced, so /admin/ (the CMS, with its own looser policy, CMS_HEADERS) would
 * be held to the public one, and each page allows only its own inline scripts anyway. Instead each page's own rule, at
 * every address that serves it; a path that is no page is answered by a 404 page, which carries its policy in a
 * <meta> tag (src/gatsby/postBuild/pipeline.ts) and, through static/_redirects, the headers of the 404 page's own address
 * (docs/decisions/0009-headers-by-address.md). The opener policy follows the same split: the CMS logs in through a
 * GitHub popup that must reach back to its opener.
 */
export const CMS_PATH = '/admin';

export function isCmsPath(urlPath: string): boolean {
  return urlPath === CMS_PATH || urlPath.startsWith(`${CMS_PATH}/`);
}

/**
 * The CMS's headers (Decap, src/cms/): noindex, never cached stale, and its own policy (PAGE_EDITOR_TABLE in csp.ts).
 * The GitHub login runs in a popup that answers through window.opener, which a same-origin opener policy would cut
 * (public pages keep theirs).
 */
export const CMS_HEADERS: ReadonlyArray<[string, string]> = [
  ['Content-Security-Policy', buildPolicy(PAGE_EDITOR_TABLE)],
  ['X-Robots-Tag', 'noindex, nofollow'],
  ['Cache-Control', REVALIDATE],
  ['Cross-Origin-Opener-Policy', 'same-origin-allow-popups'],
];

/**
 * The addresses of one of the CMS's files: its index at `/admin/` (a rule for `/admin/` also matches `/admin`, the
 * hop to it) and as itself, every other file as itself. Never a pattern such as `/admin/*`: Netlify's parser reads
 * it as `^/admin/?(.*)/?$`, which also matches `/admin.html`, `/administrator` and `/adminfoo.html`
 * (@netlify/headers-parser, for_regexp.js), and would give them the CMS's looser policy and noindex.
 */
export function cmsServedPaths(relativeFile: string): string[] {
  const posix = relativeFile.split('\\').join('/');
  const index = /(^|\/)index\.html$/.exec(posix);
  return index ? [`/${posix.slice(0, index.index)}${index[1]}`, `/${posix}`] : [`/${posix}`];
}

/** Each address that serves a public page, with that page's policy; an address two pages with different policies claim is an error. */
function policiesByPath(pages: readonly BuiltPage[]): Map<string, string> {
  const policies = new Map<string, { file: string; csp: string }>();
  for (const page of pages.filter(({ file }) => !isCmsPath(htmlUrlPath(file)))) {
    for (const path of servedPaths(page.file)) {
      const claimed = policies.get(path);
      if (claimed && claimed.csp !== page.csp) {
        throw new Error(`${claimed.file} and ${page.file} are both served at ${path}, with different Content-Security-Policies`);
      }
      policies.set(path, page);
    }
  }
  return new Map([...policies.keys()].sort().map((path) => [path, policies.get(path)?.csp ?? '']));
}

export function completeHeadersFile(base: string, site: BuiltSite): string {
  const lines = base.split('\n');
  if (!lines.some((line) => line.trim() === '/*')) {
    throw new Error('static/_headers needs a "/*" rule for the security headers');
  }
  const page = (csp: string): Array<[string, string]> => [
    ['Content-Security-Policy', csp],
    ['Cross-Origin-Opener-Policy', PAGE_OPENER_POLICY],
    ['Cache-Control', REVALIDATE],
  ];
  const generated = [
    '# Public pages, at every address that serves them: their own CSP, opener policy, always revalidate',
    '# (generated by src/gatsby/postBuild/pipeline.ts).',
    ...[...policiesByPath(site.pages)].map(([path, csp]) => rule(path, page(csp))),
    '# Hashed JS, CSS and static/ files, each one that exists: immutable for a year (generated).',
    ...site.hashedAssetPaths.map((path) => rule(path, [['Cache-Control', IMMUTABLE]])),
    '# The CMS, at the address of each of its files and nowhere else: its own policy, noindex (generated).',
    ...[...new Set(site.cmsFiles.flatMap(cmsServedPaths))].sort().map((path) => rule(path, [...CMS_HEADERS])),
  ];
  return `${lines.join('\n').trimEnd()}\n\n${generated.join('\n')}\n`;
}

/** The policy as a <meta> tag for 404.html: frame-ancestors is ignored there (X-Frame-Options covers framing). */
export function cspMetaTag(csp: string): string {
  const policy = csp
    .split(';')
    .map((directive) => directive.trim())
    .filter((directive) => directive && !directive.startsWith('frame-ancestors'))
    .join('; ');
  return `<meta http-equiv="Content-Security-Policy" content="${policy}">`;
}

/**
 * The headers of the `/*` rule (static/_headers: HSTS, nosniff, framing, referrer and permissions policies), which
 * Netlify adds to the files it serves but not to a function's answers: the blog's function sends them itself.
 */
export function siteRule(headersText: string): Array<[string, string]> {
  const lines = headersText.split('\n');
  const start = lines.findIndex((line) => line.trim() === '/*');
  if (start < 0) throw new Error('_headers has no "/*" rule for the security headers');
  const headers: Array<[string, string]> = [];
  for (const line of lines.slice(start + 1)) {
    if (!/^\s+\S/.test(line)) break;
    if (line.trim().startsWith('#')) continue;
    const colon = line.indexOf(':');
    if (colon < 0) throw new Error(`_headers: "${line.trim()}" in the "/*" rule is no header`);
    headers.push([line.slice(0, colon).trim(), line.slice(colon + 1).trim()]);
  }
  return headers;
}
