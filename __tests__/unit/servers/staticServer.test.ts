/** @jest-environment node */
/**
 * `scripts/lib/staticServer.ts` (npm run serve, the e2e tests, the bench)
 * answers as Netlify's CDN does: the same redirect hops for slashes
 * (docs/decisions/0004-slashless-pages.md), _headers and _redirects as
 * Netlify's parsers read them, and no request that can stop it.
 */
import http from 'node:http';
import type { Header } from '@netlify/headers-parser';
import { contentType, headerValues } from '../../../scripts/lib/staticServer';
import { FONT_BYTES, servedFixtureSite } from './fixtureSite';

const site = servedFixtureSite();

async function get(path: string, headers: Record<string, string> = {}) {
  const response = await fetch(`${site.server.url}${path}`, { redirect: 'manual', headers });
  return {
    status: response.status,
    location: response.headers.get('location'),
    headers: response.headers,
    body: Buffer.from(await response.arrayBuffer()),
  };
}

/** http.request sends the path exactly as written (fetch would too, but this also survives a dropped socket). */
function raw(path: string): Promise<number | string> {
  return new Promise((resolve) => {
    http
      .get({ host: '127.0.0.1', port: site.server.port, path }, (res) => {
        res.resume();
        resolve(res.statusCode ?? 0);
      })
      .on('error', (error) => resolve(error.message));
  });
}

test.each([
  // [path, status, Location, body]: the rows "Netlify" of the trailing-slash guide's table.
  ['/', 200, null, 'home'],
  ['/team', 200, null, '<h1>team</h1>'],
  ['/team/', 301, '/team', ''],
  ['/team/?a=1', 301, '/team?a=1', ''],
  ['/team.html', 200, null, '<h1>team</h1>'],
  ['/folder', 301, '/folder/', ''],
  ['/folder/', 200, null, '<h1>folder</h1>'],
  ['/en', 200, null, 'en home'],
  ['/en/', 301, '/en', ''],
  ['/en/team', 200, null, 'en team'],
  ['//team/', 301, '/team', ''],
])('%s answers %d (Location %s) as Netlify does', async (path, status, location, body) => {
  const response = await get(path);
  expect([response.status, response.location]).toEqual([status, location]);
  expect(response.body.toString()).toContain(body);
});

test('unknown paths get their language 404 page with status 404, through _redirects', async () => {
  expect((await get('/en/no-such-page')).body.toString()).toContain('en 404');
  expect((await get('/en/no-such-page')).status).toBe(404);
  expect((await get('/no-such-page')).body.toString()).toContain('ru 404');
  expect((await get('/../../etc/passwd')).status).toBe(404);
});

test("a rewrite answers with its target's headers: an unknown path gets those of its 404 page's own address", async () => {
  for (const [path, status, language] of [
    ['/no-such-page', 404, 'ru'],
    ['/deep/no/such/page.html', 404, 'ru'],
    ['/en/no-such-page', 404, 'en'],
    ['/404.html', 200, 'ru'],
  ] as const) {
    const response = await get(path);
    expect([path, response.status, response.headers.get('content-language')]).toEqual([path, status, language]);
    expect(response.headers.get('x-frame-options')).toBe('DENY');
  }
  expect((await get('/team')).headers.get('content-language')).toBeNull();
});

test('_headers rules apply by path, and only to what they name', async () => {
  const font = await get('/static/font-0123456789abcdef.woff2');
  expect(font.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  expect(font.headers.get('x-frame-options')).toBe('DENY');
  expect((await get('/team')).headers.get('cache-control')).toBe('public, max-age=0, must-revalidate');
  // A file that does not exist is no immutable: it gets Netlify's default, like any file without a rule.
  const missing = await get('/static/font-ffffffffffffffff.woff2');
  expect(missing.status).toBe(404);
  expect(missing.headers.get('cache-control')).toBe('public, max-age=0, must-revalidate');
  // Custom headers apply to files Netlify serves, not to its redirect hops.
  const hop = await get('/team/');
  expect([hop.status, hop.headers.get('x-frame-options')]).toEqual([301, null]);
});

test('letter case does not matter, as on Netlify: a path answers the file it names in any case, with its rules', async () => {
  for (const path of ['/Team', '/TEAM', '/Team.HTML', '/EN/Team']) {
    const response = await get(path);
    expect([path, response.status]).toEqual([path, 200]);
    expect(response.body.toString()).toMatch(/team/);
  }
  expect((await get('/TEAM')).headers.get('cache-control')).toBe('public, max-age=0, must-revalidate');
  expect((await get('/Static/FONT-0123456789ABCDEF.woff2')).headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  expect((await get('/Folder')).location).toBe('/Folder/');
});

test('a header set by several matching rules is one header with their values joined, as Netlify sends it', () => {
  const rules: Header[] = [
    { for: '/*', forRegExp: /^\/?(.*)\/?$/iu, values: { 'Referrer-Policy': 'same-origin', 'X-Frame-Options': 'DENY' } },
    { for: '/team', forRegExp: /^\/team\/?$/iu, values: { 'referrer-policy': 'strict-origin-when-cross-origin' } },
  ];
  expect(headerValues(rules, '/team')).toEqual(
    new Map([
      ['referrer-policy', ['same-origin', 'strict-origin-when-cross-origin']],
      ['x-frame-options', ['DENY']],
    ]),
  );
  expect(headerValues(rules, '/about').get('referrer-policy')).toEqual(['same-origin']);
});

test("each file's Content-Type by its extension (mime-db's table), text in UTF-8", async () => {
  expect(contentType('/x/team.html')).toBe('text/html; charset=utf-8');
  expect(contentType('app-0123.js')).toBe('text/javascript; charset=utf-8');
  expect(contentType('site.webmanifest')).toBe('application/manifest+json; charset=utf-8');
  expect(contentType('sitemap-0.xml')).toBe('text/xml; charset=utf-8');
  expect(contentType('clip.MP4')).toBe('video/mp4');
  expect(contentType('logo.svg')).toBe('image/svg+xml');
  expect(contentType('no-extension')).toBe('application/octet-stream');
  expect((await get('/static/font-0123456789abcdef.woff2')).headers.get('content-type')).toBe('font/woff2');
  expect((await get('/team')).headers.get('content-type')).toBe('text/html; charset=utf-8');
});

test('a malformed %-escape is a 400, and the server keeps serving', async () => {
  expect(await raw('/%E0%A4%A')).toBe(400);
  expect(await raw('/static/%E0%A4%A')).toBe(400);
  expect(await raw('/%')).toBe(400);
  expect((await get('/team')).status).toBe(200);
});

test('byte ranges: the last n bytes, a slice, and 416 for what cannot be satisfied', async () => {
  const path = '/static/font-0123456789abcdef.woff2';
  const suffix = await get(path, { range: 'bytes=-100' });
  expect([suffix.status, suffix.headers.get('content-range')]).toEqual([206, 'bytes 900-999/1000']);
  expect(suffix.body.equals(FONT_BYTES.subarray(900))).toBe(true);
  const slice = await get(path, { range: 'bytes=10-19' });
  expect(slice.body.equals(FONT_BYTES.subarray(10, 20))).toBe(true);
  for (const range of ['bytes=100-50', 'bytes=999999999-', 'bytes=-0']) {
    const response = await get(path, { range });
    expect([range, response.status, response.headers.get('content-range')]).toEqual([range, 416, 'bytes */1000']);
  }
  expect((await get(path, { range: 'bytes=0-1,5-6' })).status).toBe(200);
  expect((await get('/team')).status).toBe(200);
});
