/**
 * What `npm run build` leaves in public/ is what Netlify
 * publishes, so it is checked the way Netlify reads it. No source maps;
 * `_headers` and `_redirects` parsed by Netlify's own parsers, with
 * `immutable` only on files that exist; and every URL the site hands out (its
 * links, canonicals, hreflang alternates and sitemap) answering 200 with no
 * redirect hop from the Netlify-like server (scripts/lib/staticServer.ts).
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { globSync } from 'tinyglobby';
import { loadNetlifyRules } from '../../scripts/lib/staticServer';
import { SITE_URL } from '../../src/config/site';
import { baseUrl } from './support/browser';
import { FORM_ROUTES, ROUTES } from './support/site';

const PUBLIC = path.resolve(__dirname, '../../public');

/** Every file under `dir`, as a path relative to it with `/` between folders. */
const filesUnder = (dir: string) => globSync('**', { cwd: dir, dot: true });

async function status(urlPath: string): Promise<number> {
  const response = await fetch(`${baseUrl()}${urlPath}`, { redirect: 'manual' });
  await response.body?.cancel();
  return response.status;
}

test('no source maps are published, and no script points at one', () => {
  const files = filesUnder(PUBLIC);
  expect(files.filter((file) => file.endsWith('.map'))).toEqual([]);
  const scripts = files.filter((file) => file.endsWith('.js'));
  expect(scripts.length).toBeGreaterThan(0);
  expect(scripts.filter((file) => /^\/\/# sourceMappingURL=/m.test(readFileSync(path.join(PUBLIC, file), 'utf8')))).toEqual([]);
});

test("nothing of Gatsby's browser runtime is published: no page data, no slices, and every script or stylesheet is loaded by a page", () => {
  const files = filesUnder(PUBLIC);
  expect(files.filter((file) => /^(page-data|_gatsby|~partytown)\/|^(chunk-map|webpack\.stats)\.json$/.test(file))).toEqual([]);
  const html = files.filter((file) => file.endsWith('.html')).map((file) => readFileSync(path.join(PUBLIC, file), 'utf8'));
  // A top-level script or stylesheet is one of webpack's; the islands' page script loads the islands' other files.
  const loaded = (file: string) => html.some((page) => page.includes(` src="/${file}"`) || page.includes(` href="/${file}"`));
  expect(files.filter((file) => !file.includes('/') && /\.(js|css)$/.test(file) && !loaded(file))).toEqual([]);
});

describe('_headers and _redirects, as Netlify parses them', () => {
  test("parse without errors; unknown paths are a 404 rewrite to their language's 404 page, which exists", async () => {
    const rules = await loadNetlifyRules(PUBLIC);
    expect(rules.errors).toEqual([]);
    expect(rules.redirects.map(({ from, to, status: code, force }) => ({ from, to, status: code, force }))).toEqual([
      { from: '/en/*', to: '/en/404.html', status: 404, force: false },
      { from: '/*', to: '/404.html', status: 404, force: false },
    ]);
    expect(filesUnder(PUBLIC)).toEqual(expect.arrayContaining(['en/404.html', '404.html']));
  });

  test('immutable caching names only files that exist, one file per rule', async () => {
    const { headers } = await loadNetlifyRules(PUBLIC);
    const immutable = headers.filter((rule) =>
      Object.entries(rule.values).some(([name, value]) => name.toLowerCase() === 'cache-control' && /immutable/.test(value)),
    );
    expect(immutable.length).toBeGreaterThan(0);
    const files = new Set(filesUnder(PUBLIC).map((file) => `/${file}`));
    expect(immutable.map((rule) => rule.for).filter((path) => /[*:]/.test(path) || !files.has(path))).toEqual([]);
    // Fonts are among them (webpack's hashed output under /static/).
    expect(immutable.some((rule) => /^\/static\/.+\.woff2$/.test(rule.for))).toBe(true);
  });

  test('a missing file under /static/ is a 404 that is not cached as immutable', async () => {
    const response = await fetch(`${baseUrl()}/static/no-such-font-0123456789abcdef.woff2`, { redirect: 'manual' });
    await response.body?.cancel();
    expect(response.status).toBe(404);
    expect(response.headers.get('cache-control') ?? '').not.toMatch(/immutable/);
  });
});

test('every internal link, canonical, hreflang alternate and sitemap URL answers 200 with no redirect', async () => {
  const local = (href: string) => (href.startsWith(SITE_URL) ? href.slice(SITE_URL.length) || '/' : href);
  const urls = new Map<string, string>(); // path -> where it was found
  for (const { path: route } of [...ROUTES, ...FORM_ROUTES]) {
    const response = await fetch(`${baseUrl()}${route}`, { redirect: 'manual' });
    expect([route, response.status]).toEqual([route, 200]);
    const html = await response.text();
    for (const [, href = ''] of html.matchAll(/<a\b[^>]*\shref="(\/[^"#?]*)/g)) urls.set(href, `a link on ${route}`);
    for (const [, rel = '', href = ''] of html.matchAll(/<link\b[^>]*\srel="(canonical|alternate)"[^>]*\shref="([^"]+)"/g)) {
      if (href.startsWith(SITE_URL)) urls.set(local(href), `the ${rel} of ${route}`);
    }
  }
  const sitemap = readFileSync(path.join(PUBLIC, 'sitemap-0.xml'), 'utf8');
  for (const [, href = ''] of sitemap.matchAll(/(?:<loc>|href=")(https?:\/\/[^<"]+)/g)) urls.set(local(href), 'the sitemap');
  expect(urls.size).toBeGreaterThanOrEqual(ROUTES.length);
  const hops: string[] = [];
  for (const [urlPath, where] of urls) {
    const code = await status(urlPath);
    if (code !== 200) hops.push(`${urlPath} (${where}): ${code}`);
  }
  expect(hops).toEqual([]);
  // The slashed spelling is the one that hops, as on Netlify.
  expect(await status('/en/team/')).toBe(301);
});
