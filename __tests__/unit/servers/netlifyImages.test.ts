/** @jest-environment node */
/**
 * Netlify Image CDN on this machine (src/gatsby/deploy/netlifyImages.ts): Netlify's own transformation (@netlify/images)
 * under the allow-list a build gives Netlify, with Netlify's refusal, format negotiation and the source's caching;
 * and the static server's `/.netlify/images` (npm run serve, the e2e tests, the bench).
 */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { builtRemoteImages, netlifyImageCdn, tomlRemoteImages } from '../../../src/gatsby/deploy/netlifyImages';
import { startStaticServer } from '../../../scripts/lib/staticServer';
import { FRAMEWORKS_CONFIG_FILE, writeImagesConfig } from '../../../src/gatsby/deploy/imagesConfig';
import { fixtureSite } from './fixtureSite';

const ROOT = path.resolve(__dirname, '../../..');

/** A Storage-like origin: one photo with the cache header Supabase Storage sends, one without any. */
let storage: { url: string; requests: string[]; close(): Promise<void> };
let photo: Buffer;

beforeAll(async () => {
  photo = await sharp({ create: { width: 1200, height: 800, channels: 3, background: { r: 200, g: 120, b: 40 } } })
    .jpeg()
    .toBuffer();
  const requests: string[] = [];
  const server = http.createServer((req, res) => {
    requests.push(`${req.method} ${req.url}`);
    const cache = req.url === '/bucket/photo.jpg' ? { 'cache-control': 'public, max-age=3600' } : {};
    if (req.url !== '/bucket/photo.jpg' && req.url !== '/bucket/uncached.jpg') return void res.writeHead(404).end();
    res
      .writeHead(200, { 'content-type': 'image/jpeg', 'content-length': photo.length, ...cache })
      .end(req.method === 'HEAD' ? undefined : photo);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  storage = {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    requests,
    close: () => new Promise<void>((done) => server.close(() => done())),
  };
});

afterAll(() => storage.close());
beforeEach(() => storage.requests.splice(0));

const SITE = 'http://site.example';
const allowList = () => [`^${storage.url.replace(/\./g, '\\.')}/bucket/.+`];
const cdn = () => netlifyImageCdn(allowList());
const BROWSER_ACCEPT = 'image/avif,image/webp,image/apng,image/svg+xml,image/*,*/*;q=0.8';

function ask(images = cdn(), query: string, init: RequestInit = {}, origin = SITE) {
  return images.handle(new Request(`${SITE}/.netlify/images?${query}`, init), origin);
}
const q = (source: string, rest = 'w=320&h=180&fit=cover') => `url=${encodeURIComponent(source)}&${rest}`;
const sourceGets = () => storage.requests.filter((r) => r.startsWith('GET')).length;

describe('an allowed photo', () => {
  test.each([
    ['a browser that takes both', BROWSER_ACCEPT, 'webp'],
    ['a browser that takes AVIF only', 'image/avif,image/*;q=0.8', 'avif'],
    ['a client that names neither', '*/*', 'jpeg'],
    ['a browser that refuses WebP', 'image/webp;q=0, image/avif', 'avif'],
  ])('%s: the size asked, cropped to it, in the format Netlify negotiates (WebP, then AVIF)', async (_case, accept, format) => {
    const response = await ask(undefined, q(`${storage.url}/bucket/photo.jpg`), { headers: { accept } });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe(`image/${format}`);
    expect(response.headers.get('vary')).toBe('Accept');
    const { width, height, format: made } = await sharp(Buffer.from(await response.arrayBuffer())).metadata();
    expect([width, height]).toEqual([320, 180]);
    expect(made).toBe(format === 'avif' ? 'heif' : format);
  });

  test('a format asked for with fm is that format, whatever the Accept header, with no Vary', async () => {
    const response = await ask(undefined, q(`${storage.url}/bucket/photo.jpg`, 'w=200&fm=avif'), { headers: { accept: BROWSER_ACCEPT } });
    expect(response.headers.get('content-type')).toBe('image/avif');
    expect(response.headers.get('vary')).toBeNull();
  });

  test('without q, a lossy format is encoded at Netlify’s quality 75, byte for byte as q=75', async () => {
    // A photo with detail, so that quality shows in its size.
    const detailed = await sharp({
      create: { width: 800, height: 600, channels: 3, background: '#808080', noise: { type: 'gaussian', mean: 128, sigma: 40 } },
    })
      .jpeg()
      .toBuffer();
    const dir = mkdtempSync(path.join(os.tmpdir(), 'cdn-quality-'));
    try {
      writeFileSync(path.join(dir, 'detailed.jpg'), detailed);
      const site = await startStaticServer(dir);
      try {
        const images = netlifyImageCdn([]);
        const size = async (params: string) =>
          (
            await (
              await images.handle(new Request(`${site.url}/.netlify/images?url=/detailed.jpg&w=400&${params}`), site.url)
            ).arrayBuffer()
          ).byteLength;
        const [unset, netlifys, ipxs] = [await size('fm=webp'), await size('fm=webp&q=75'), await size('fm=webp&q=80')];
        expect(unset).toBe(netlifys);
        expect(unset).toBeLessThan(ipxs);
      } finally {
        await site.close();
      }
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  test('the same format asked with fm and negotiated are two answers: only the negotiated one varies with Accept', async () => {
    const images = cdn();
    const negotiated = await ask(images, q(`${storage.url}/bucket/photo.jpg`, 'w=120'), { headers: { accept: BROWSER_ACCEPT } });
    const named = await ask(images, q(`${storage.url}/bucket/photo.jpg`, 'w=120&fm=webp'), { headers: { accept: BROWSER_ACCEPT } });
    const negotiatedAgain = await ask(images, q(`${storage.url}/bucket/photo.jpg`, 'w=120'), { headers: { accept: BROWSER_ACCEPT } });
    expect([negotiated, named, negotiatedAgain].map((r) => r.headers.get('vary'))).toEqual(['Accept', null, 'Accept']);
  });

  test('carries its source’s Cache-Control, or Netlify’s default when the source sends none', async () => {
    const cached = await ask(undefined, q(`${storage.url}/bucket/photo.jpg`));
    expect(cached.headers.get('cache-control')).toBe('public, max-age=3600');
    const uncached = await ask(undefined, q(`${storage.url}/bucket/uncached.jpg`));
    expect(uncached.status).toBe(200);
    expect(uncached.headers.get('cache-control')).toBe('public, max-age=0, must-revalidate');
  });

  test('is made once while its source’s max-age lasts, however many ask at once, and is not sent again to a browser that has it', async () => {
    const images = cdn();
    const asks = await Promise.all([1, 2, 3].map(() => ask(images, q(`${storage.url}/bucket/photo.jpg`))));
    expect(asks.map((r) => r.status)).toEqual([200, 200, 200]);
    const again = await ask(images, q(`${storage.url}/bucket/photo.jpg`));
    expect(sourceGets()).toBe(1);
    const etag = again.headers.get('etag') ?? '';
    expect(etag).not.toBe('');
    const revalidated = await ask(images, q(`${storage.url}/bucket/photo.jpg`), { headers: { 'if-none-match': etag } });
    expect(revalidated.status).toBe(304);
    // Another size is another transformation; a source that allows no caching is fetched each time.
    await ask(images, q(`${storage.url}/bucket/photo.jpg`, 'w=100'));
    await ask(images, q(`${storage.url}/bucket/uncached.jpg`));
    await ask(images, q(`${storage.url}/bucket/uncached.jpg`));
    expect(sourceGets()).toBe(4);
  });

  test('width, height and quality are parameters as w, h and q are: each size is its own answer', async () => {
    const images = cdn();
    const source = `${storage.url}/bucket/photo.jpg`;
    const sizeOf = async (query: string) => {
      const response = await ask(images, query);
      expect(response.status).toBe(200);
      const { width, height } = await sharp(Buffer.from(await response.arrayBuffer())).metadata();
      return [width, height];
    };
    expect(await sizeOf(`url=${encodeURIComponent(source)}`)).toEqual([1200, 800]);
    expect(await sizeOf(`url=${encodeURIComponent(source)}&width=640`)).toEqual([640, 427]);
    expect(await sizeOf(`url=${encodeURIComponent(source)}&width=300&height=300&fit=cover`)).toEqual([300, 300]);
    const small = await ask(images, `url=${encodeURIComponent(source)}&w=300&fm=jpg&quality=10`);
    const large = await ask(images, `url=${encodeURIComponent(source)}&w=300&fm=jpg&quality=90`);
    expect((await small.arrayBuffer()).byteLength).toBeLessThan((await large.arrayBuffer()).byteLength);
  });

  test('position picks the part a crop keeps: the top, the bottom or the centre of a portrait', async () => {
    // A portrait red at the top, blue at the bottom (250 px each), green between: a 16:9 band (225 px) keeps one of the three.
    const band = (r: number, g: number, b: number) => ({
      input: { create: { width: 400, height: 250, channels: 3 as const, background: { r, g, b } } },
    });
    const portrait = await sharp({ create: { width: 400, height: 800, channels: 3, background: { r: 0, g: 255, b: 0 } } })
      .composite([
        { ...band(255, 0, 0), top: 0, left: 0 },
        { ...band(0, 0, 255), top: 550, left: 0 },
      ])
      .png()
      .toBuffer();
    const site = mkdtempSync(path.join(os.tmpdir(), 'position-'));
    writeFileSync(path.join(site, 'portrait.png'), portrait);
    const server = await startStaticServer(site, { images: netlifyImageCdn([]) });
    try {
      const colour = async (position: string) => {
        const response = await fetch(`${server.url}/.netlify/images?url=/portrait.png&w=160&h=90&fit=cover&fm=png&position=${position}`);
        expect(response.status).toBe(200);
        const { channels } = await sharp(Buffer.from(await response.arrayBuffer())).stats();
        return channels.slice(0, 3).map((channel) => Math.round(channel.mean));
      };
      expect(await colour('top')).toEqual([255, 0, 0]);
      expect(await colour('bottom')).toEqual([0, 0, 255]);
      expect(await colour('center')).toEqual([0, 255, 0]);
    } finally {
      await server.close();
      rmSync(site, { recursive: true, force: true });
    }
  });

  test('HEAD answers the headers alone', async () => {
    const response = await ask(undefined, q(`${storage.url}/bucket/photo.jpg`), { method: 'HEAD' });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/jpeg');
    expect((await response.arrayBuffer()).byteLength).toBe(0);
  });

  test('the site’s own files need no allow-list', async () => {
    const response = await netlifyImageCdn([]).handle(
      new Request(`${storage.url}/.netlify/images?url=/bucket/photo.jpg&w=64`),
      storage.url,
    );
    expect(response.status).toBe(200);
  });
});

describe('Netlify’s refusals', () => {
  test('a source outside the allow-list: 400 with Netlify’s message, and the source is never asked', async () => {
    for (const source of ['https://elsewhere.example/a.jpg', `${storage.url}/other/photo.jpg`, `${storage.url}/bucket/`]) {
      const response = await ask(undefined, q(source));
      expect(response.status).toBe(400);
      await expect(response.json()).resolves.toEqual({ code: 400, msg: `url (${source}) is not an allowed pattern` });
    }
    expect(storage.requests).toEqual([]);
  });

  test.each(['w=0', 'w=abc', 'h=-5', 'q=101', 'fm=bmp', 'fit=stretch', 'position=middle'])('an invalid value (%s): 404', async (param) => {
    const response = await ask(undefined, q(`${storage.url}/bucket/photo.jpg`, param));
    expect(response.status).toBe(404);
  });

  test.each(['width=100000', 'width=0', 'height=abc', 'quality=101', 'quality=0'])(
    'the long names are checked as the short ones are (%s): 404',
    async (param) => {
      const response = await ask(undefined, q(`${storage.url}/bucket/photo.jpg`, param));
      expect(response.status).toBe(404);
    },
  );

  test('a size past what can be made (w=99999&h=1&fit=fill) is refused as a bad request, not a server error', async () => {
    const response = await ask(undefined, q(`${storage.url}/bucket/photo.jpg`, 'w=99999&h=1&fit=fill'));
    expect(response.status).toBeGreaterThanOrEqual(400);
    expect(response.status).toBeLessThan(500);
  });

  test('the image CDN’s own address is no source: 400, and nothing is asked of anyone', async () => {
    const inner = `/.netlify/images?${q(`${storage.url}/bucket/photo.jpg`)}`;
    for (const source of [inner, `${SITE}${inner}`, `${SITE}/.netlify/images/`, `${SITE}/.NETLIFY/images?url=x`]) {
      const response = await ask(undefined, q(source));
      expect(response.status).toBe(400);
    }
    expect(storage.requests).toEqual([]);
  });

  test('no url: 400; a method other than GET or HEAD: 405', async () => {
    expect((await ask(undefined, 'w=100')).status).toBe(400);
    expect((await ask(undefined, q(`${storage.url}/bucket/photo.jpg`), { method: 'POST' })).status).toBe(405);
  });

  test('a source that is not there: not a 200, and nothing kept', async () => {
    const images = cdn();
    const missing = await ask(images, q(`${storage.url}/bucket/missing.jpg`));
    expect(missing.status).toBeGreaterThanOrEqual(400);
    expect(missing.headers.get('cache-control')).toBe('no-store');
  });
});

describe('the allow-list a build gives Netlify', () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'images-config-'));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  test('netlify.toml allows no remote image of its own: the only ones are those the build writes', () => {
    expect(tomlRemoteImages(ROOT)).toEqual([]);
  });

  test('is netlify.toml’s, joined by what the build wrote for the Frameworks API; other keys of that file are kept', () => {
    // A site without netlify.toml and before its build: nothing remote is allowed.
    expect(builtRemoteImages(dir)).toEqual([]);
    writeFileSync(path.join(dir, 'netlify.toml'), '[images]\n  remote_images = ["^https://cdn\\\\.example/.+"]\n');
    expect(builtRemoteImages(dir)).toEqual(['^https://cdn\\.example/.+']);
    mkdirSync(path.join(dir, '.netlify', 'v1'), { recursive: true });
    writeFileSync(path.join(dir, FRAMEWORKS_CONFIG_FILE), JSON.stringify({ redirects: [{ from: '/a', to: '/b' }] }));
    const written = writeImagesConfig(dir, 'https://abcdefghijklmnopqrst.supabase.co');
    expect(written).toEqual(['^https://abcdefghijklmnopqrst\\.supabase\\.co/storage/v1/object/public/blog-media/.+']);
    expect(builtRemoteImages(dir)).toEqual(['^https://cdn\\.example/.+', ...written]);
    expect(JSON.parse(readFileSync(path.join(dir, FRAMEWORKS_CONFIG_FILE), 'utf8'))).toEqual({
      redirects: [{ from: '/a', to: '/b' }],
      images: { remote_images: written },
    });
  });
});

describe('the static server’s /.netlify/images', () => {
  const root = fixtureSite();
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  test('answers as the image CDN with the site’s header rules for its path; without the CDN it is a 404 like any path', async () => {
    const withCdn = await startStaticServer(root, { images: cdn() });
    const without = await startStaticServer(root);
    try {
      const query = `/.netlify/images?${q(`${storage.url}/bucket/photo.jpg`)}`;
      const response = await fetch(`${withCdn.url}${query}`, { headers: { accept: BROWSER_ACCEPT } });
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('image/webp');
      // The fixture's `/*` rule, as Netlify applies it to every path of the site.
      expect(response.headers.get('x-frame-options')).toBe('DENY');
      const refused = await fetch(`${withCdn.url}/.netlify/images?${q('https://elsewhere.example/a.jpg')}`);
      expect(refused.status).toBe(400);
      expect((await fetch(`${without.url}${query}`)).status).toBe(404);
    } finally {
      await Promise.all([withCdn.close(), without.close()]);
    }
  });
});
