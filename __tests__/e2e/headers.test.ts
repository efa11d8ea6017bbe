/**
 * Netlify's headers (README, "Deploying on Netlify"): every response carries the security headers, the CSP is
 * as strict as the site allows (and still admits every inline script a page
 * really has), and caching follows Gatsby's caching guide.
 */
import { createHash } from 'node:crypto';
import { baseUrl } from './support/browser';
import { FORM_ROUTES, NEWEST_POSTS, NOT_FOUND_ROUTES, ROUTES } from './support/site';
import { BLOG_SITE_SEARCH } from '../../src/config/constants';
import { LOCAL_SUPABASE_URL } from '../../src/config/localSupabase';

const REVALIDATE = /^public, max-age=0, must-revalidate$/;
const IMMUTABLE = /^public, max-age=31536000, immutable$/;

async function get(path: string) {
  const response = await fetch(`${baseUrl()}${path}`, { redirect: 'manual' });
  return { response, body: await response.text() };
}

/** The policy as a map: directive -> its sources. */
function parseCsp(header: string | null): Map<string, string[]> {
  const map = new Map<string, string[]>();
  for (const part of (header ?? '').split(';')) {
    const [name, ...sources] = part.trim().split(/\s+/);
    if (name) map.set(name, sources);
  }
  return map;
}

/** Hashes computed here, independently of the build step that writes them. */
function inlineScriptHashes(html: string): string[] {
  return (
    [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)]
      // JSON data blocks (JSON-LD, islands' props) are never run; speculation rules need a hash like code (csp.ts).
      .filter(([, attrs = '']) => !/\bsrc=/.test(attrs) && !/type="application\/(ld\+)?json"/.test(attrs))
      .map(([, , body = '']) => `'sha256-${createHash('sha256').update(body).digest('base64')}'`)
  );
}

/** A 404 page at an unknown root path carries the policy in a <meta> tag (src/gatsby/headers/headersFile.ts says why). */
function metaCsp(html: string): string | null {
  return /<meta http-equiv="Content-Security-Policy" content="([^"]*)"/.exec(html)?.[1] ?? null;
}

function expectSecurityHeaders(headers: Headers, body = '', document = true) {
  // HSTS for at least a year (https://hstspreload.org/#deployment-recommendations).
  const hsts = /max-age=(\d+)/.exec(headers.get('strict-transport-security') ?? '');
  expect(Number(hsts?.[1])).toBeGreaterThanOrEqual(31_536_000);
  expect(headers.get('x-content-type-options')).toBe('nosniff');
  expect(headers.get('x-frame-options')).toBe('DENY');
  expect(headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
  expect(headers.get('permissions-policy')).toMatch(/camera=\(\).*microphone=\(\)/);
  // A CSP governs documents only; since it is set per page (not under /*), scripts, styles and fonts carry none.
  if (!document) return new Map<string, string[]>();
  const header = headers.get('content-security-policy');
  const csp = parseCsp(header ?? metaCsp(body));
  // frame-ancestors only works as a header; X-Frame-Options (above) covers framing where it is a <meta>.
  if (header || !metaCsp(body)) expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
  expect(csp.get('default-src')).toEqual(["'self'"]);
  expect(csp.get('object-src')).toEqual(["'none'"]);
  // The application form posts to the site itself (Netlify Forms); the blog's search field without JavaScript is a
  // GET to the web search it names (BLOG_SITE_SEARCH); nothing else.
  expect(csp.get('form-action')).toEqual(["'self'", new URL(BLOG_SITE_SEARCH.action).origin]);
  expect(csp.get('frame-src')).toEqual(['https://t.me']);
  // Photos from any https host, the blog's own through the image CDN on the site itself (src/blog/photoSources.ts).
  expect(csp.get('img-src')).toEqual(["'self'", 'data:', 'https:']);
  const connect = csp.get('connect-src') ?? [];
  expect(connect[0]).toBe("'self'");
  expect(connect.slice(1)).toEqual([new URL(process.env.GATSBY_SUPABASE_URL || 'http://127.0.0.1:54321').origin]);
  const scripts = csp.get('script-src') ?? [];
  expect(scripts).toContain("'self'");
  expect(scripts.filter((s) => s.startsWith("'unsafe") || s === '*' || /^https?:/.test(s) || s === 'data:')).toEqual([]);
  return csp;
}

describe.each([...ROUTES, ...FORM_ROUTES, ...NEWEST_POSTS, ...NOT_FOUND_ROUTES.map((r) => ({ ...r, key: '404' }))])(
  '$path',
  ({ path, key }) => {
    test('security headers, a CSP admitting exactly its inline scripts, and HTML revalidated', async () => {
      const { response, body } = await get(path);
      expect(response.status).toBe(key === '404' ? 404 : 200);
      const csp = expectSecurityHeaders(response.headers, key === '404' ? body : '');
      const inline = inlineScriptHashes(body);
      // Every page carries the web-font loader (src/gatsby/fonts/lateFonts.tsx) and no other inline script but the speculation
      // rules and, on a page with an island, the islands' page script (built from src/islands/client.ts).
      const islandsScript = /<script type="module" data-islands="" data-loads="">[\s\S]*?<\/script>/g;
      expect([path, islandsScript.test(body)]).toEqual([path, ['landing', 'blog', 'post', '404'].includes(key)]);
      const others = inlineScriptHashes(
        body.replace(/<script (data-loads="fonts"|type="speculationrules")>[\s\S]*?<\/script>/g, '').replace(islandsScript, ''),
      );
      expect(others).toEqual([]);
      // Speculation rules on every page, admitted by their hash (checked with the others below).
      expect(body).toContain('<script type="speculationrules">');
      // Its own inline scripts and no other page's: each page's policy carries only its own hashes.
      const allowed = (csp.get('script-src') ?? []).filter((source) => source.startsWith("'sha256-"));
      expect([path, allowed.sort()]).toEqual([path, [...new Set(inline)].sort()]);
      // HTML always revalidates, by its page's rule (a 404 by its 404 page's, below).
      expect(response.headers.get('cache-control')).toMatch(REVALIDATE);
      // A page keeps its browsing context to itself; /admin/ allows the GitHub login popup instead (below).
      expect(response.headers.get('cross-origin-opener-policy')).toBe('same-origin');
    });
  },
);

/** The headers a document's safety and caching depend on (not Date, Content-Length and the like). */
const DOCUMENT_HEADERS = [
  'content-type',
  'content-security-policy',
  'cross-origin-opener-policy',
  'cache-control',
  'x-robots-tag',
  'strict-transport-security',
  'x-content-type-options',
  'x-frame-options',
  'referrer-policy',
  'permissions-policy',
];
const documentHeaders = (headers: Headers) => Object.fromEntries(DOCUMENT_HEADERS.map((name) => [name, headers.get(name)]));

describe("an unknown address, one that looks like the CMS's too, has exactly the headers of its 404 page's own address", () => {
  const LOOK_ALIKES = ['/admin.html', '/administrator', '/admin-x', '/adminfoo.html', '/admin/no-such-file', '/en/admin.html'];
  test.each([...NOT_FOUND_ROUTES.map(({ path }) => path), ...LOOK_ALIKES])('%s', async (path) => {
    const [{ response }, own] = await Promise.all([get(path), get(path.startsWith('/en/') ? '/en/404' : '/404')]);
    expect([path, response.status, own.response.status]).toEqual([path, 404, 200]);
    expect(documentHeaders(response.headers)).toEqual(documentHeaders(own.response.headers));
    // That is the public policy as a header (frame-ancestors included), the page's opener policy, and no noindex.
    const csp = parseCsp(response.headers.get('content-security-policy'));
    expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
    expect(csp.get('script-src')).not.toContain("'unsafe-eval'");
    expect(response.headers.get('cross-origin-opener-policy')).toBe('same-origin');
    expect(response.headers.get('x-robots-tag')).toBeNull();
  });
});

describe('an address with doubled or encoded slashes is never a page without its headers', () => {
  test.each([
    // [path, status, Location, the page whose headers it must carry]: the one-slash spelling, in one hop, or nothing at
    // all. Every row has all four: with fewer, jest would pass its `done` callback as the fourth.
    ['//admin/', 301, '/admin/', null],
    ['///admin/', 301, '/admin/', null],
    ['/.//admin/', 301, '/admin/', null],
    ['//blog', 301, '/blog', null],
    ['/en//blog', 301, '/en/blog', null],
    ['//en/contacts', 301, '/en/contacts', null],
    ['/%2Fadmin/', 404, null, null],
    ['/%2fblog', 404, null, null],
    // Under /blog/, every address is the blog's function's: one naming no post is its 404 page, with that page's headers.
    ['/blog%2f', 404, null, null],
    ['/en/contacts%2F', 404, null, null],
  ] as Array<[string, number, string | null, string | null]>)('%s answers %d (Location %s)', async (path, status, location, page) => {
    const { response } = await get(path);
    expect([response.status, response.headers.get('location')]).toEqual([status, location]);
    const own = (await get(page ?? location ?? (path.startsWith('/en/') ? '/en/404' : '/404'))).response;
    expect(own.status).toBe(200);
    if (status === 404) expect(documentHeaders(response.headers)).toEqual(documentHeaders(own.headers));
    else expect((page ? response : own).headers.get('content-security-policy')).toMatch(/^default-src 'self';/);
  });
});

test('hashed JS and CSS, fonts and other /static/ files are immutable; no page data is published', async () => {
  // The English blog: its inline islands' page script names the runtime and the feed's worker, and its font loader's
  // JSON block the fonts.
  const { body } = await get('/en/blog');
  const clientScript = /<script type="module" data-islands="" data-loads="">([\s\S]+?)<\/script>/.exec(body)?.[1] ?? '';
  const islands = [...clientScript.matchAll(/"(\/islands\/[\w-]+-[A-Z2-7]{8}\.js)"/g)].map((m) => m[1] as string);
  expect(islands.map((file) => file.replace(/-[A-Z2-7]{8}\.js$/, '')).sort()).toEqual(['/islands/blog-feed-worker', '/islands/runtime']);
  // As url(...) in the font loader's rules.
  const fonts = [...body.matchAll(/url\((\/[^"?#()<>\s]+\.(?:css|woff2))\)/g)].map((m) => m[1] as string);
  expect(fonts.length).toBeGreaterThan(0);
  const assets = [...islands, ...fonts];
  for (const asset of new Set(assets)) {
    const { response } = await get(asset);
    expect([asset, response.status]).toEqual([asset, 200]);
    expect([asset, response.headers.get('cache-control')]).toEqual([asset, expect.stringMatching(IMMUTABLE)]);
    expectSecurityHeaders(response.headers, '', false);
  }
  // Gatsby's router data is not published (no page loads it: src/gatsby/deploy/runtimeFiles.ts).
  for (const data of ['/page-data/en/about/page-data.json', '/page-data/app-data.json']) {
    const { response } = await get(data);
    expect([data, response.status]).toEqual([data, 404]);
  }
});

test('fonts: only latin and cyrillic files, none inlined as base64 or preloaded; the loader waits for the language’s subsets', async () => {
  // The landing of each language (src/gatsby/fonts/lateFonts.tsx) and a content page.
  const landings = ROUTES.filter((r) => r.key === 'landing');
  for (const { path, lang } of [...landings, ROUTES.find((r) => r.key !== 'landing')!]) {
    const { body } = await get(path);
    expect(body).not.toMatch(/data:font|base64,d09G/);
    expect(body).not.toMatch(/greek|vietnamese|latin-ext|cyrillic-ext/);
    expect(body).not.toMatch(/<link[^>]+as="font"/);
    // src/gatsby/fonts/lateFonts.tsx: the faces are the loader's JSON block, [family, src, descriptors, eager] each.
    const block = /<script type="application\/json" data-loads="fonts" data-web-fonts="">([^<]*)<\/script>/.exec(body)?.[1] ?? '[]';
    const faces = JSON.parse(block) as Array<[string, string, unknown, boolean]>;
    // And the loader itself is inline, right after it: code, admitted by its hash like every inline script.
    expect(body).toMatch(/data-web-fonts="">[^<]*<\/script><script data-loads="fonts">[^<]+<\/script>/);
    const file = (src: string) => /url\(([^)]+)\)/.exec(src)?.[1] ?? '';
    const eager = faces.filter(([, , , e]) => e).map(([, src]) => file(src));
    // The content subsets (src/gatsby/fonts/subsetFonts.ts). Russian pages: both faces in cyrillic and latin (wordmark,
    // digits); English pages: latin only.
    expect(eager.map((href) => href.replace(/.*\/(\w+-\w+)-subset-.*/, '$1')).sort()).toEqual(
      lang === 'ru' ? ['manrope-cyrillic', 'manrope-latin', 'unbounded-cyrillic', 'unbounded-latin'] : ['manrope-latin', 'unbounded-latin'],
    );
    expect(faces.length).toBe(8);
    for (const href of faces.map(([, src]) => file(src))) {
      const { response } = await get(href);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('font/woff2');
    }
  }
});

test('/.netlify/images (the blog’s photos): security headers, the source’s caching, the format the browser takes; a foreign source refused', async () => {
  const photo = `${LOCAL_SUPABASE_URL}/storage/v1/object/public/blog/location.jpg`;
  const address = (source: string) => `/.netlify/images?url=${encodeURIComponent(source)}&w=640&h=360&fit=cover`;
  const response = await fetch(`${baseUrl()}${address(photo)}`, { headers: { accept: 'image/avif,image/webp,image/*,*/*;q=0.8' } });
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toBe('image/webp');
  expect(response.headers.get('vary')).toBe('Accept');
  // A transformation keeps its source's caching: the embedded backend's, as Supabase Storage gives a public object.
  const source = await fetch(photo, { method: 'HEAD' });
  expect(response.headers.get('cache-control')).toBe(source.headers.get('cache-control'));
  expect(response.headers.get('cache-control')).toMatch(/max-age=\d+/);
  expectSecurityHeaders(response.headers, '', false);
  const refused = await fetch(`${baseUrl()}${address('https://elsewhere.example/photo.jpg')}`);
  expect(refused.status).toBe(400);
  expectSecurityHeaders(refused.headers, '', false);
});

test('/admin/ (the CMS) has its own single CSP, is noindex and revalidated; it is not in the sitemap', async () => {
  const { response, body } = await get('/admin/');
  expect(response.status).toBe(200);
  expect(body).toContain('<meta name="robots" content="none">');
  expect(response.headers.get('x-robots-tag')).toBe('noindex, nofollow');
  expect(response.headers.get('cache-control')).toMatch(REVALIDATE);
  const header = response.headers.get('content-security-policy') ?? '';
  // One policy: Netlify joins a header set by several rules with ", ", and the public one would then apply too.
  expect(header).not.toContain(',');
  const csp = parseCsp(header);
  expect(csp.get('connect-src')).toEqual(["'self'", 'https://api.github.com', 'https://api.netlify.com']);
  expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
  expect(response.headers.get('cross-origin-opener-policy')).toBe('same-origin-allow-popups');
  // Each of its files carries its rule, written at that file's own address.
  for (const file of ['/admin/index.html', '/admin/cms.js']) {
    const own = await get(file);
    expect([file, own.response.status, own.response.headers.get('x-robots-tag')]).toEqual([file, 200, 'noindex, nofollow']);
    expect(own.response.headers.get('content-security-policy')).toBe(header);
  }
  const publicCsp = parseCsp((await get('/team')).response.headers.get('content-security-policy'));
  expect(publicCsp.get('script-src')).not.toContain("'unsafe-eval'");
  const sitemap = (await get('/sitemap-0.xml')).body;
  expect(sitemap).toContain('/team');
  expect(sitemap).not.toContain('/admin');
});
