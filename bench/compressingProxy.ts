/**
 * Netlify serves text assets compressed (brotli or gzip), and Lighthouse's
 * simulated throttling times downloads by their transferred size; the e2e
 * static server sends files as they are. This proxy in front of it compresses
 * text responses the way a CDN would, so the benchmark measures what a
 * visitor would download. Compressed bodies are cached per URL.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

/** A CDN's on-the-fly level: fast enough never to stall the next request. */
const BROTLI_QUALITY = 5;
const COMPRESSIBLE = /^(text\/|application\/(javascript|json|xml|manifest\+json)|image\/svg\+xml)/;

export interface Proxy {
  url: string;
  close(): Promise<void>;
}

/** `transformHtml` rewrites HTML responses before compression (the twins of bench/floorTwin.ts, bench/blogTwin.tsx). */
export function startCompressingProxy(upstream: string, transformHtml?: (html: string, path: string) => string): Promise<Proxy> {
  const cache = new Map<string, Buffer>();
  const server = http.createServer((req, res) => {
    const target = new URL(req.url ?? '/', upstream);
    http
      .get(target, { headers: { ...req.headers, host: target.host, 'accept-encoding': 'identity' } }, (up) => {
        const chunks: Buffer[] = [];
        up.on('data', (chunk: Buffer) => chunks.push(chunk));
        up.on('end', () => {
          let body = Buffer.concat(chunks);
          const headers = { ...up.headers };
          // The body goes on whole, with its length: a function's chunked answer is not chunked any more.
          delete headers['transfer-encoding'];
          if (transformHtml && String(headers['content-type'] ?? '').startsWith('text/html')) {
            body = Buffer.from(transformHtml(body.toString('utf8'), target.pathname), 'utf8');
          }
          headers['content-length'] = String(body.length);
          const accepts = String(req.headers['accept-encoding'] ?? '');
          const encoding = accepts.includes('br') ? 'br' : accepts.includes('gzip') ? 'gzip' : null;
          if (encoding && COMPRESSIBLE.test(String(headers['content-type'] ?? '')) && body.length > 0) {
            const key = `${encoding} ${target.pathname} ${up.statusCode}`;
            const packed =
              cache.get(key) ??
              (encoding === 'br'
                ? brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY } })
                : gzipSync(body, { level: 6 }));
            cache.set(key, packed);
            headers['content-encoding'] = encoding;
            headers['content-length'] = String(packed.length);
            headers.vary = 'Accept-Encoding';
            res.writeHead(up.statusCode ?? 200, headers).end(req.method === 'HEAD' ? undefined : packed);
            return;
          }
          res.writeHead(up.statusCode ?? 200, headers).end(req.method === 'HEAD' ? undefined : body);
        });
      })
      .on('error', (error) => res.writeHead(502).end(String(error)));
  });
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      resolve({ url: `http://127.0.0.1:${port}`, close: () => new Promise<void>((done) => server.close(() => done())) });
    });
  });
}

/** Requests a page and every local file its HTML names once, so measured runs meet a warm cache. */
export async function warmUp(baseUrl: string, paths: readonly string[]): Promise<void> {
  for (const p of paths) {
    const html = await (await fetch(`${baseUrl}${p}`)).text();
    const files = [...html.matchAll(/(?:src|href)="(\/[^"#?]+)"/g)].map((m) => m[1] as string);
    for (const file of new Set(files)) await (await fetch(`${baseUrl}${file}`)).arrayBuffer();
  }
}
