/**
 * What Netlify publishes is what the tests test (README, "Deploying on Netlify"): every build runs Gatsby's Netlify adapter
 * (src/gatsby/deploy/netlifyAdapter.ts), and its final `public/` is checked here the way Netlify reads it. Every route of
 * product §2, both 404 pages and the CMS answer with no redirect hop and with exactly one value per response header
 * after Netlify joins the `_headers` rules that match (read by Netlify's own parser), with their own policy and
 * caching; every other address of a page (`/blog.html`, `/BLOG`) carries the same policy.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { globSync } from 'tinyglobby';
import type { Header } from '@netlify/headers-parser';
import { builtRemoteImages } from '../../src/gatsby/deploy/netlifyImages';
import { headerValues, loadNetlifyRules } from '../../scripts/lib/staticServer';
import { remoteImagePatterns } from '../../src/config/imageCdn';
import { LOCAL_SUPABASE_URL } from '../../src/config/localSupabase';
import { FRAMEWORKS_CONFIG_FILE } from '../../src/gatsby/deploy/imagesConfig';
import { IMMUTABLE, REVALIDATE } from '../../src/config/pageHeaders';
import { baseUrl } from './support/browser';
import { FORM_ROUTES, NOT_FOUND_ROUTES, ROUTES } from './support/site';

const ROOT = path.resolve(__dirname, '../..');
const PUBLIC = path.join(ROOT, 'public');
const ADAPTER_BLOCK = /# gatsby-adapter-netlify start\n([\s\S]*?)# gatsby-adapter-netlify end/g;

/** Every file under `dir`, as a path relative to it with `/` between folders. */
const filesUnder = (dir: string) => globSync('**', { cwd: dir, dot: true });

async function get(urlPath: string) {
  const response = await fetch(`${baseUrl()}${urlPath}`, { redirect: 'manual' });
  await response.body?.cancel();
  return response;
}

let rules: Header[];
beforeAll(async () => {
  rules = (await loadNetlifyRules(PUBLIC)).headers;
});

/** The headers that more than one `_headers` rule sets on a path: Netlify would send each as one joined value. */
const repeatedHeaders = (urlPath: string) =>
  [...headerValues(rules, urlPath)].filter(([, values]) => values.length > 1).map(([name, values]) => `${name}: ${values.join(' | ')}`);

test('the pinned adapter ran, and was given no rules of its own to add', () => {
  const pinned = (
    JSON.parse(readFileSync(path.resolve(__dirname, '../../package.json'), 'utf8')) as { devDependencies: Record<string, string> }
  ).devDependencies['gatsby-adapter-netlify'];
  const installed = (JSON.parse(readFileSync(require.resolve('gatsby-adapter-netlify/package.json'), 'utf8')) as { version: string })
    .version;
  expect(installed).toBe(pinned);
  for (const file of ['_headers', '_redirects']) {
    const blocks = [...readFileSync(path.join(PUBLIC, file), 'utf8').matchAll(ADAPTER_BLOCK)].map(([, body = '']) => body.trim());
    expect([file, blocks]).toEqual([file, ['']]);
  }
});

test('every page exists once, at the file Netlify serves at its address', () => {
  const files = new Set(filesUnder(PUBLIC));
  for (const { path: route } of [...ROUTES, ...FORM_ROUTES]) {
    const served = route === '/' ? 'index.html' : `${route.slice(1)}.html`;
    expect([route, files.has(served), route !== '/' && files.has(`${route.slice(1)}/index.html`)]).toEqual([route, true, false]);
  }
  // The two 404 pages, each once; no page written for a match path (en/[...].html) or left at 404/index.html.
  expect(['404.html', 'en/404.html'].filter((file) => files.has(file))).toEqual(['404.html', 'en/404.html']);
  expect([...files].filter((file) => /\[|(^|\/)404\/index\.html$/.test(file))).toEqual([]);
  expect(existsSync(path.join(PUBLIC, 'admin/index.html'))).toBe(true);
});

test('the build gives Netlify the image CDN’s allow-list: the backend’s photo buckets, and nothing from netlify.toml', () => {
  // Netlify's Frameworks API adds this file's list to netlify.toml's (src/gatsby/deploy/imagesConfig.ts).
  const written = JSON.parse(readFileSync(path.join(ROOT, FRAMEWORKS_CONFIG_FILE), 'utf8')) as { images: { remote_images: string[] } };
  const backend = process.env.GATSBY_SUPABASE_URL || LOCAL_SUPABASE_URL;
  expect(written.images.remote_images).toEqual(remoteImagePatterns(backend));
  expect(builtRemoteImages(ROOT)).toEqual(remoteImagePatterns(backend));
  // What the local servers answer /.netlify/images under is that same list (e2e/support/globalSetup.ts).
  expect(repeatedHeaders('/.netlify/images')).toEqual([]);
});

const PAGES = [
  ...[...ROUTES, ...FORM_ROUTES].map(({ path: urlPath }) => ({ urlPath, status: 200, kind: 'page' as const })),
  ...NOT_FOUND_ROUTES.map(({ path: urlPath }) => ({ urlPath, status: 404, kind: 'not-found' as const })),
  { urlPath: '/admin/', status: 200, kind: 'cms' as const },
];

describe.each(PAGES)('$urlPath', ({ urlPath, status, kind }) => {
  test(`answers ${status} with no hop, one value per header, its own policy and caching`, async () => {
    const response = await get(urlPath);
    expect(response.status).toBe(status);
    expect(repeatedHeaders(urlPath)).toEqual([]);
    const header = (name: string) => response.headers.get(name);
    expect(header('x-xss-protection')).toBeNull();
    expect(header('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(header('x-frame-options')).toBe('DENY');
    expect(header('cache-control')).toBe(REVALIDATE);
    const csp = header('content-security-policy');
    if (kind === 'cms') {
      expect(csp).toMatch(/script-src 'self' 'unsafe-eval';/);
      expect(header('cross-origin-opener-policy')).toBe('same-origin-allow-popups');
    } else if (kind === 'page') {
      // The public policy: the landing's, but for the hashes of the page's own inline scripts (headers.test.ts).
      const withoutHashes = (policy: string | null) => policy?.replace(/ 'sha256-[^']+'/g, '');
      expect(withoutHashes(csp)).toBe(withoutHashes((await get('/')).headers.get('content-security-policy')));
      expect(csp).not.toMatch(/unsafe-eval/);
      expect(header('cross-origin-opener-policy')).toBe('same-origin');
    } else {
      // A rewrite to its 404 page, with the headers of that page's own address (docs/decisions/0009-headers-by-address.md).
      expect(csp).toBe((await get(urlPath.startsWith('/en/') ? '/en/404' : '/404')).headers.get('content-security-policy'));
      expect(header('cross-origin-opener-policy')).toBe('same-origin');
    }
  });
});

describe('every address that serves a page carries its policy, or hops to the one that does', () => {
  const variants = (route: string) =>
    route === '/' ? ['/index.html', '/INDEX.HTML'] : [`${route}.html`, route.toUpperCase(), `${route.toUpperCase()}.HTML`];

  test.each(ROUTES.map(({ path: urlPath }) => urlPath))('%s', async (route) => {
    const csp = (await get(route)).headers.get('content-security-policy');
    expect(csp).toMatch(/^default-src 'self';/);
    for (const variant of variants(route)) {
      const response = await get(variant);
      expect([variant, response.status]).toEqual([variant, 200]);
      expect([variant, response.headers.get('content-security-policy')]).toEqual([variant, csp]);
      expect([variant, response.headers.get('cache-control')]).toEqual([variant, REVALIDATE]);
      expect([variant, repeatedHeaders(variant)]).toEqual([variant, []]);
    }
    if (route !== '/') {
      const hop = await get(`${route}/`);
      expect([hop.status, hop.headers.get('location')]).toEqual([301, route]);
    }
  });

  test('the CMS keeps its own policy in any letter case', async () => {
    for (const variant of ['/ADMIN/', '/Admin/', '/admin/index.html']) {
      const response = await get(variant);
      expect([variant, response.status]).toEqual([variant, 200]);
      expect([variant, response.headers.get('content-security-policy')]).toEqual([variant, expect.stringMatching(/'unsafe-eval'/)]);
      expect([variant, repeatedHeaders(variant)]).toEqual([variant, []]);
    }
  });
});

test('hashed scripts, styles and fonts are immutable, with no second Cache-Control', async () => {
  const hashed = rules.filter((rule) => Object.values(rule.values).includes(IMMUTABLE)).map((rule) => rule.for);
  expect(hashed.some((file) => file.endsWith('.js'))).toBe(true);
  expect(hashed.some((file) => file.endsWith('.woff2'))).toBe(true);
  for (const file of hashed) {
    expect([file, repeatedHeaders(file)]).toEqual([file, []]);
    const response = await get(file);
    expect([file, response.status, response.headers.get('cache-control')]).toEqual([file, 200, IMMUTABLE]);
  }
});
