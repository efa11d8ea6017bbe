/**
 * Netlify Image CDN (`/.netlify/images`) on this machine, for `npm run serve`, `npm start`, the e2e tests and the
 * bench: each transformation is made by Netlify's own implementation, `@netlify/images` (what `netlify dev` runs,
 * over ipx and sharp), and around it this module does what Netlify's CDN does and the package leaves out:
 * - the allow-list Netlify reads: netlify.toml's `[images] remote_images` and what the build wrote for Netlify's
 *   Frameworks API (`.netlify/v1/config.json`). Any other source gets Netlify's refusal, a 400 with
 *   `{"code":400,"msg":"url (…) is not an allowed pattern"}`; the site's own files are always allowed;
 * - a parameter with an invalid value is a 404, as Netlify documents;
 * - without `fm`, the format the request's Accept header names first in Netlify's order: WebP, then AVIF, else the
 *   source's own, with `Vary: Accept`; without `q`, Netlify's quality 75 for the lossy formats;
 * - the source's Cache-Control on the result (Netlify propagates a source's header rules and respects a remote source's
 *   cache headers), Netlify's default when it has none; and each transformation kept, as Netlify's edge keeps it, while
 *   the source's max-age lasts (bounded in bytes), with a 304 for the ETag a browser already holds.
 * https://docs.netlify.com/build/image-cdn/overview/
 */
import { existsSync, readFileSync } from 'node:fs';
import type http from 'node:http';
import path from 'node:path';
import TOML from '@iarna/toml';
import { ImageHandler } from '@netlify/images';
import { remoteImagePatterns } from '../../config/imageCdn';
import { FRAMEWORKS_CONFIG_FILE } from './imagesConfig';

/** Netlify's Cache-Control for a file no `_headers` rule gives one (scripts/lib/staticServer.ts sends it too). */
const DEFAULT_CACHE_CONTROL = 'public, max-age=0, must-revalidate';

/** What Netlify accepts for each transformation parameter (https://docs.netlify.com/build/image-cdn/overview/#transform-images). */
const POSITIVE = /^[1-9]\d{0,4}$/;
const size = (v: string) => POSITIVE.test(v);
const quality = (v: string) => POSITIVE.test(v) && Number(v) <= 100;
const PARAMETERS: Record<string, (value: string) => boolean> = {
  w: size,
  width: size,
  h: size,
  height: size,
  q: quality,
  quality,
  fm: (v) => ['avif', 'jpg', 'png', 'webp', 'gif', 'blurhash'].includes(v),
  fit: (v) => ['contain', 'cover', 'fill'].includes(v),
  position: (v) => ['center', 'top', 'bottom', 'left', 'right'].includes(v),
};

/** Each transformation parameter by its short name and its long one; the short one wins, as in @netlify/images. */
const ALIASES = [['w', 'width'], ['h', 'height'], ['q', 'quality'], ['fm'], ['fit'], ['position']] as const;
const valueOf = (params: URLSearchParams, names: readonly string[]) =>
  names.map((name) => params.get(name)).find((value) => value !== null) ?? '';

/** The image CDN's own path (any letter case, with or without the trailing slash): never a source of itself. */
const CDN_PATH = /^\/\.netlify\/images\/?$/i;

/** Netlify's order when `fm` is left out: WebP if the browser takes it, then AVIF, else the source's format. */
const NEGOTIATED = ['webp', 'avif'] as const;

/**
 * Netlify's quality when `q` is left out, for the lossy formats (ipx alone would encode at sharp's 80: a fifth more
 * bytes than Netlify sends). https://github.com/netlify/context-and-tools/blob/main/skills/netlify-image-cdn/SKILL.md
 */
const DEFAULT_QUALITY = '75';
const LOSSY = new Set(['webp', 'avif', 'jpg']);

/** How long the source's headers may take; past it the result gets Netlify's default caching. */
const SOURCE_TIMEOUT_MS = 10_000;

/** What a local image CDN keeps of its transformations at most. */
const CACHE_BYTES = 64 * 1024 * 1024;

export interface ImageCdn {
  /** One request to `/.netlify/images`, as a fetch Request on the site at `origin`. */
  handle(request: Request, origin: string): Promise<Response>;
  /** The same for a Node request; `headers` (the site's `_headers` rules for the path) go on the answer too. */
  answer(req: http.IncomingMessage, res: http.ServerResponse, origin: string, headers?: Record<string, string>): Promise<void>;
}

/** A transformation as answered: kept until `until` (ms), or not at all when that has passed. */
interface Kept {
  status: number;
  headers: Record<string, string>;
  body: ArrayBuffer;
  until: number;
}

/** The types a request's Accept header takes (q > 0), lower-cased, parameters dropped. */
function acceptedTypes(accept: string | null): Set<string> {
  const types = new Set<string>();
  for (const range of (accept ?? '').split(',')) {
    const [type = '', ...params] = range.split(';').map((part) => part.trim().toLowerCase());
    const q = params.find((p) => p.startsWith('q='));
    if (type && (q === undefined || Number(q.slice(2)) > 0)) types.add(type);
  }
  return types;
}

const maxAge = (cacheControl: string | null) => Number(/(?:^|[,\s])max-age=(\d+)/.exec(cacheControl ?? '')?.[1] ?? 0);

const text = (status: number, body: string, type = 'text/plain; charset=utf-8') =>
  new Response(body, { status, headers: { 'content-type': type, 'cache-control': 'no-store' } });

export function netlifyImageCdn(remoteImages: readonly string[], { cacheBytes = CACHE_BYTES } = {}): ImageCdn {
  // Netlify skips a pattern that is not a regular expression, and so does @netlify/images (with this warning).
  const patterns = remoteImages.flatMap((source) => {
    try {
      return [new RegExp(source)];
    } catch {
      return [];
    }
  });
  const images = new ImageHandler({ logger: console, imagesConfig: { remote_images: [...remoteImages] } });
  // Kept transformations, least recently used first; `bytes` is 0 while one is being made.
  const kept = new Map<string, { made: Promise<Kept>; bytes: number }>();
  let keptBytes = 0;
  const drop = (key: string) => {
    keptBytes -= kept.get(key)?.bytes ?? 0;
    kept.delete(key);
  };

  async function transform(url: URL, accept: string, source: URL, origin: string, negotiated: boolean): Promise<Kept> {
    // The source's caching applies to what is made of it (for the site's own files, what its `_headers` rules give them).
    const head = await fetch(source, { method: 'HEAD', signal: AbortSignal.timeout(SOURCE_TIMEOUT_MS) }).catch(() => null);
    const cacheControl = (head?.ok && head.headers.get('cache-control')) || DEFAULT_CACHE_CONTROL;
    let response = await images.match(new Request(url, { headers: { accept } }))?.handle(origin);
    if (!response) throw new Error(`${url.pathname} is not the image CDN's address`);
    if (response.status >= 500) {
      // sharp refusing its arguments (ipx's "Expected positive integer for height": w=99999&h=1 of a smaller photo,
      // bounded to the photo's width, leaves a height of 0) is a request that cannot be made, not a server fault.
      const failure = await response.text();
      if (/IPX_ERROR\] Expected /.test(failure)) {
        const message = `Bad Request: this transformation cannot be made of ${source.href}`;
        return {
          status: 400,
          headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' },
          body: new TextEncoder().encode(message).buffer,
          until: 0,
        };
      }
      response = new Response(failure, { status: response.status, headers: response.headers });
    }
    const body = await response.arrayBuffer();
    const headers: Record<string, string> = { 'content-type': response.headers.get('content-type') ?? 'application/octet-stream' };
    if (response.status !== 200) return { status: response.status, headers: { ...headers, 'cache-control': 'no-store' }, body, until: 0 };
    for (const name of ['etag', 'last-modified']) {
      const value = response.headers.get(name);
      if (value) headers[name] = value;
    }
    headers['cache-control'] = cacheControl;
    if (negotiated) headers.vary = 'Accept';
    return { status: 200, headers, body, until: Date.now() + maxAge(cacheControl) * 1000 };
  }

  /** The transformation for `key`, made once however many ask for it at a time, and kept while its source allows. */
  async function cached(key: string, make: () => Promise<Kept>): Promise<Kept> {
    const hit = kept.get(key);
    if (hit) {
      const entry = await hit.made.catch(() => null);
      if (entry && entry.until > Date.now()) {
        if (kept.get(key) === hit) {
          kept.delete(key);
          kept.set(key, hit);
        }
        return entry;
      }
      if (kept.get(key) === hit) drop(key);
    }
    const slot = { made: make(), bytes: 0 };
    kept.set(key, slot);
    const entry = await slot.made.catch((error: unknown) => {
      if (kept.get(key) === slot) kept.delete(key);
      throw error;
    });
    if (kept.get(key) !== slot) return entry;
    if (entry.until <= Date.now() || entry.body.byteLength > cacheBytes) {
      kept.delete(key);
      return entry;
    }
    slot.bytes = entry.body.byteLength;
    keptBytes += slot.bytes;
    for (const [oldKey, old] of kept) {
      if (keptBytes <= cacheBytes) break;
      if (old.bytes > 0 && oldKey !== key) drop(oldKey);
    }
    return entry;
  }

  async function handle(request: Request, origin: string): Promise<Response> {
    const head = request.method === 'HEAD';
    if (request.method !== 'GET' && !head) return new Response('Method Not Allowed', { status: 405, headers: { allow: 'GET, HEAD' } });
    const url = new URL(request.url);
    const param = url.searchParams.get('url');
    if (!param) return text(400, 'Bad Request: Missing "url" query parameter');
    let source: URL;
    try {
      source = new URL(param, origin);
    } catch {
      return text(400, `Bad Request: "url" is not an address: ${param}`);
    }
    // Netlify never fetches its own transformations as a source: a nested address would be made twice over, each a
    // full fetch and decode, for nothing.
    if (CDN_PATH.test(source.pathname)) return text(400, `Bad Request: "url" is the image CDN itself: ${param}`);
    if (source.origin !== origin && !patterns.some((pattern) => pattern.test(source.href))) {
      return text(400, JSON.stringify({ code: 400, msg: `url (${param}) is not an allowed pattern` }), 'application/json');
    }
    for (const [name, valid] of Object.entries(PARAMETERS)) {
      const value = url.searchParams.get(name);
      if (value !== null && !valid(value)) return text(404, `Not Found: invalid value for "${name}": ${value}`);
    }
    if (url.searchParams.get('fm') === 'blurhash') return text(501, 'Not Implemented: fm=blurhash is answered by Netlify only');
    const accept = request.headers.get('accept') ?? '';
    const negotiated = !url.searchParams.has('fm');
    if (negotiated) {
      const types = acceptedTypes(accept);
      const format = NEGOTIATED.find((fm) => types.has(`image/${fm}`));
      if (format) url.searchParams.set('fm', format);
    }
    if (!url.searchParams.has('q') && !url.searchParams.has('quality') && LOSSY.has(url.searchParams.get('fm') ?? '')) {
      url.searchParams.set('q', DEFAULT_QUALITY);
    }
    // Whether the format was negotiated is part of the answer (its Vary: Accept), so of the key too; each parameter by
    // the value the transformation uses, whichever of its names carried it.
    const key = [source.href, String(negotiated), ...ALIASES.map((names) => valueOf(url.searchParams, names))].join('\n');
    const entry = await cached(key, () => transform(url, accept, source, origin, negotiated));
    const etag = entry.headers.etag;
    if (entry.status === 200 && etag && request.headers.get('if-none-match') === etag) {
      return new Response(null, { status: 304, headers: { etag, 'cache-control': entry.headers['cache-control'] ?? '' } });
    }
    return new Response(head ? null : entry.body, { status: entry.status, headers: entry.headers });
  }

  async function answer(req: http.IncomingMessage, res: http.ServerResponse, origin: string, headers: Record<string, string> = {}) {
    const forwarded = new Headers();
    for (const name of ['accept', 'if-none-match']) {
      const value = req.headers[name];
      if (typeof value === 'string') forwarded.set(name, value);
    }
    const response = await handle(new Request(new URL(req.url ?? '/', origin), { method: req.method, headers: forwarded }), origin);
    const body = Buffer.from(await response.arrayBuffer());
    res.writeHead(response.status, { ...Object.fromEntries(response.headers), ...headers });
    res.end(req.method === 'HEAD' ? undefined : body);
  }

  return { handle, answer };
}

/** The `[images] remote_images` of a site's netlify.toml (Netlify reads it with this TOML parser too); none without one. */
export function tomlRemoteImages(root: string): string[] {
  const file = path.join(root, 'netlify.toml');
  if (!existsSync(file)) return [];
  const config = TOML.parse(readFileSync(file, 'utf8')) as { images?: { remote_images?: unknown } };
  const list = config.images?.remote_images ?? [];
  if (!Array.isArray(list) || !list.every((entry): entry is string => typeof entry === 'string')) {
    throw new Error('netlify.toml: [images] remote_images must be a list of strings');
  }
  return list;
}

/**
 * The allow-list a build of the site at `root` gives Netlify: netlify.toml's and, added to it as Netlify's Frameworks
 * API adds it, the one the build wrote (src/gatsby/deploy/imagesConfig.ts). Before any build, netlify.toml's alone.
 */
export function builtRemoteImages(root: string): string[] {
  let written: unknown = [];
  try {
    const config = JSON.parse(readFileSync(path.join(root, FRAMEWORKS_CONFIG_FILE), 'utf8')) as { images?: { remote_images?: unknown } };
    written = config.images?.remote_images ?? [];
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  return [...tomlRemoteImages(root), ...(Array.isArray(written) ? written.filter((p): p is string => typeof p === 'string') : [])];
}

/** The image CDN for the build of the site at `root` (its public/), under the allow-list that build gives Netlify. */
export const builtImageCdn = (root: string): ImageCdn => netlifyImageCdn(builtRemoteImages(root));

/** The allow-list the development server uses: netlify.toml's and the one a build for `backendUrl` would write. */
export const developRemoteImages = (root: string, backendUrl: string): string[] => [
  ...tomlRemoteImages(root),
  ...remoteImagePatterns(backendUrl),
];
