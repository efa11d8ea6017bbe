/**
 * Netlify serves text assets compressed (brotli or gzip), and Lighthouse's
 * simulated throttling times downloads by their transferred size; the e2e
 * static server sends files as they are. This proxy in front of it compresses
 * text responses the way a CDN would, so the benchmark measures what a
 * visitor would download. Compressed bodies are cached per URL. With `cdn`, it also keeps what Netlify's CDN keeps: an
 * answer that says so (`Netlify-CDN-Cache-Control: public` with an `s-maxage`, the blog's function's) is answered again
 * from the copy, by its path alone (the function's `Netlify-Vary` keeps the query out of the key), never asking the
 * upstream again; Netlify's own headers are not passed on.
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

interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

/** Whether Netlify's CDN keeps an answer of these headers (docs/decisions/0014-blog-pages-on-demand.md). */
const kept = (headers: http.IncomingHttpHeaders) => /\bpublic\b.*\bs-maxage=\d+/.test(String(headers['netlify-cdn-cache-control'] ?? ''));

/**
 * `transformHtml` rewrites HTML responses before compression (the twins of bench/floorTwin.ts, bench/blogTwin.tsx);
 * `cdn` keeps what Netlify's CDN would keep (above).
 */
export function startCompressingProxy(
  upstream: string,
  transformHtml?: (html: string, path: string) => string,
  { cdn = false }: { cdn?: boolean } = {},
): Promise<Proxy> {
  const cache = new Map<string, Buffer>();
  const copies = new Map<string, Answer>();
  const fetchUpstream = (req: http.IncomingMessage, target: URL) =>
    new Promise<Answer>((resolve, reject) => {
      const copy = cdn && req.method === 'GET' ? copies.get(target.pathname) : undefined;
      if (copy) return resolve(copy);
      http
        .get(target, { headers: { ...req.headers, host: target.host, 'accept-encoding': 'identity' } }, (up) => {
          const chunks: Buffer[] = [];
          up.on('data', (chunk: Buffer) => chunks.push(chunk));
          up.on('end', () => {
            const answer = { status: up.statusCode ?? 200, headers: up.headers, body: Buffer.concat(chunks) };
            if (cdn && req.method === 'GET' && kept(up.headers)) copies.set(target.pathname, answer);
            resolve(answer);
          });
          up.on('error', reject);
        })
        .on('error', reject);
    });
  const server = http.createServer((req, res) => {
    const target = new URL(req.url ?? '/', upstream);
    fetchUpstream(req, target).then(
      (up) => {
        let body = up.body;
        const headers = { ...up.headers };
        if (cdn) for (const name of Object.keys(headers)) if (name.startsWith('netlify-')) delete headers[name];
        // The body goes on whole, with its length: a function's chunked answer is not chunked any more.
        delete headers['transfer-encoding'];
        if (transformHtml && String(headers['content-type'] ?? '').startsWith('text/html')) {
          body = Buffer.from(transformHtml(body.toString('utf8'), target.pathname), 'utf8');
        }
        headers['content-length'] = String(body.length);
        const accepts = String(req.headers['accept-encoding'] ?? '');
        const encoding = accepts.includes('br') ? 'br' : accepts.includes('gzip') ? 'gzip' : null;
        if (encoding && COMPRESSIBLE.test(String(headers['content-type'] ?? '')) && body.length > 0) {
          const key = `${encoding} ${target.pathname} ${up.status}`;
          const packed =
            cache.get(key) ??
            (encoding === 'br'
              ? brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY } })
              : gzipSync(body, { level: 6 }));
          cache.set(key, packed);
          headers['content-encoding'] = encoding;
          headers['content-length'] = String(packed.length);
          headers.vary = 'Accept-Encoding';
          res.writeHead(up.status, headers).end(req.method === 'HEAD' ? undefined : packed);
          return;
        }
        res.writeHead(up.status, headers).end(req.method === 'HEAD' ? undefined : body);
      },
      (error: unknown) => res.writeHead(502).end(String(error)),
    );
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
