/**
 * A small static server that behaves like Netlify for the built site:
 * directory index (`/scripts` -> scripts/index.html), `_redirects` rules with
 * splats and status codes (shadowing: a real file wins over a rule), `_headers`
 * path rules, and `404.html` with status 404 when nothing matches.
 * https://docs.netlify.com/routing/redirects/  https://docs.netlify.com/routing/headers/
 */
import { createReadStream, existsSync, readFileSync, statSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'application/javascript; charset=utf-8',
  '.mjs': 'application/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.mp4': 'video/mp4',
  '.webm': 'video/webm',
  '.pdf': 'application/pdf',
  '.map': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
};

export interface RedirectRule {
  from: string;
  to: string;
  status: number;
  force: boolean;
}

export interface HeaderRule {
  pattern: string;
  headers: Array<[string, string]>;
}

/** Parses Netlify's `_redirects`: `from to [status][!]` per line, `#` comments. */
export function parseRedirects(text: string): RedirectRule[] {
  return text
    .split('\n')
    .map((line) => line.replace(/#.*/, '').trim())
    .filter(Boolean)
    .map((line) => {
      const [from = '', to = '', code = '301'] = line.split(/\s+/);
      return { from, to, status: Number.parseInt(code, 10), force: code.endsWith('!') };
    });
}

/** Parses Netlify's `_headers`: a path line, then indented `Name: value` lines. */
export function parseHeaders(text: string): HeaderRule[] {
  const rules: HeaderRule[] = [];
  for (const raw of text.split('\n')) {
    if (!raw.trim() || raw.trim().startsWith('#')) continue;
    if (!/^\s/.test(raw)) {
      rules.push({ pattern: raw.trim(), headers: [] });
    } else {
      const line = raw.trim();
      const i = line.indexOf(':');
      const rule = rules[rules.length - 1];
      if (i > 0 && rule) rule.headers.push([line.slice(0, i).trim(), line.slice(i + 1).trim()]);
    }
  }
  return rules;
}

/** Netlify path patterns: `*` splat at the end, `:placeholder` segments. */
export function matchPattern(pattern: string, pathname: string): { splat: string } | null {
  const escaped = pattern
    .split('*')
    .map((part) => part.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replace(/:[A-Za-z]+/g, '[^/]+'))
    .join('(.*)');
  const match = new RegExp(`^${escaped}$`).exec(pathname);
  return match ? { splat: match[1] ?? '' } : null;
}

function readOptional(file: string): string {
  return existsSync(file) ? readFileSync(file, 'utf8') : '';
}

/** The file a path would be served from, if any: exact file, `x/index.html` or `x.html`. */
function resolveFile(root: string, pathname: string): string | null {
  const rel = path.normalize(decodeURIComponent(pathname)).replace(/^(\.\.[/\\])+/, '');
  const base = path.join(root, rel);
  if (!base.startsWith(root)) return null;
  for (const candidate of [base, path.join(base, 'index.html'), `${base}.html`]) {
    if (existsSync(candidate) && statSync(candidate).isFile()) return candidate;
  }
  return null;
}

export interface StaticServer {
  url: string;
  port: number;
  close(): Promise<void>;
}

export function startStaticServer(root: string, { host = '127.0.0.1', port = 0 } = {}): Promise<StaticServer> {
  const absRoot = path.resolve(root);
  // Read per request so a rebuild is picked up without a restart.
  const rules = () => ({
    redirects: parseRedirects(readOptional(path.join(absRoot, '_redirects'))),
    headers: parseHeaders(readOptional(path.join(absRoot, '_headers'))),
  });

  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    const { redirects, headers } = rules();
    const send = (file: string, status: number) => {
      const extra = headers.filter((rule) => matchPattern(rule.pattern, url.pathname)).flatMap((rule) => rule.headers);
      const merged = new Map<string, string>();
      for (const [name, value] of extra) {
        const key = name.toLowerCase();
        merged.set(key, merged.has(key) ? `${merged.get(key)}, ${value}` : value);
      }
      res.writeHead(status, {
        'content-type': TYPES[path.extname(file)] ?? 'application/octet-stream',
        'content-length': statSync(file).size,
        ...Object.fromEntries(merged),
      });
      if (req.method === 'HEAD') res.end();
      else createReadStream(file).pipe(res);
    };

    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.writeHead(405, { allow: 'GET, HEAD' }).end();
      return;
    }
    const file = resolveFile(absRoot, url.pathname);
    for (const rule of redirects) {
      if (file && !rule.force) continue;
      const match = matchPattern(rule.from, url.pathname);
      if (!match) continue;
      const target = rule.to.replace(':splat', match.splat);
      if (rule.status >= 300 && rule.status < 400) {
        res.writeHead(rule.status, { location: target }).end();
        return;
      }
      const rewritten = resolveFile(absRoot, target);
      if (rewritten) return send(rewritten, rule.status);
    }
    if (file) return send(file, 200);
    const notFound = path.join(absRoot, '404.html');
    if (existsSync(notFound)) return send(notFound, 404);
    res.writeHead(404, { 'content-type': 'text/plain' }).end('Not found');
  });

  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      const address = server.address() as AddressInfo;
      resolve({
        url: `http://${host}:${address.port}`,
        port: address.port,
        close: () => new Promise<void>((done) => server.close(() => done())),
      });
    });
  });
}
