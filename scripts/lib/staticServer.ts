/**
 * A small static server that behaves like Netlify's CDN for the built site, so
 * the e2e tests and the bench see the responses (and the redirect hops) a
 * visitor would:
 * - pretty URLs as Netlify serves them: `/team` answers `team.html`; `/team/`
 *   is a 301 to `/team` when `team.html` exists; a folder with only
 *   `index.html` answers `/folder/`, and `/folder` is a 301 to it
 *   (https://answers.netlify.com/t/31191, the table in
 *   https://github.com/slorber/trailing-slash-guide);
 * - `_redirects` and `_headers` read by Netlify's own parsers
 *   (`@netlify/redirect-parser`, `@netlify/headers-parser`), with shadowing:
 *   a file that exists wins over a rule that is not forced;
 * - paths matched without regard to letter case, as Netlify does (it
 *   lowercases file names at deploy, and its header rules match
 *   case-insensitively): `/Team` answers `team.html`;
 * - Netlify's default `Cache-Control` where no rule sets one, no custom
 *   headers on a redirect (they apply to files Netlify serves), and a
 *   rewrite's target's headers on a rewrite (netlify-cli does the same);
 * - an address with doubled slashes is a 301 to its one-slash spelling, and
 *   one with an encoded slash (`%2F`) names no file, so no page is ever served
 *   at an address its header rules do not name (readPath);
 * - `404.html` with status 404 when nothing matches; byte ranges; 400 for a
 *   malformed %-escape. https://docs.netlify.com/routing/redirects/
 * - with `forms`, Netlify Forms: a POST of a form the build registered is kept
 *   and answered as Netlify answers it (scripts/lib/netlifyForms.ts);
 * - with `images`, Netlify Image CDN at `/.netlify/images` (src/gatsby/deploy/netlifyImages.ts);
 * - with `functions`, Netlify Functions at `/.netlify/functions/<name>` and at the addresses their `config.path`
 *   names (scripts/lib/netlifyFunctions.ts): Netlify adds no `_headers` rule to their answers, and neither does this.
 */
import { readdirSync, statSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { type Header, parseAllHeaders } from '@netlify/headers-parser';
import { parseAllRedirects } from '@netlify/redirect-parser';
import { lookup as lookupType } from 'mrmime';
import { decodePath, requestTarget, sendFile } from './httpRequest';
import { FUNCTIONS_PATH, type NetlifyFunctions } from './netlifyFunctions';
import { netlifyForms, type NetlifyFormsOptions, type RegisteredForm } from './netlifyForms';
import type { ImageCdn } from '../../src/gatsby/deploy/netlifyImages';
import { IMAGE_CDN_PATH } from '../../src/config/imageCdn';

/**
 * A file's Content-Type: its extension's type from mrmime (mime-db's table, what sirv serves with), in UTF-8 when it
 * is text, as Netlify sends HTML, CSS, scripts and JSON (`text/html; charset=UTF-8`).
 */
export function contentType(file: string): string {
  const type = lookupType(file) ?? 'application/octet-stream';
  return /^text\/|^application\/(.+\+)?json$/.test(type) ? `${type}; charset=utf-8` : type;
}

/** The fields of a normalised rule from `@netlify/redirect-parser` this server acts on. */
export interface RedirectRule {
  from: string;
  path: string;
  to: string;
  status: number;
  force: boolean;
}

export interface NetlifyRules {
  redirects: RedirectRule[];
  headers: Header[];
  /** What Netlify's parsers rejected (Netlify skips those rules and logs them at deploy). */
  errors: string[];
}

/** `_redirects` and `_headers` of a publish directory, parsed as Netlify parses them. */
export async function loadNetlifyRules(root: string): Promise<NetlifyRules> {
  const [redirects, headers] = await Promise.all([
    parseAllRedirects({ redirectsFiles: [path.join(root, '_redirects')], configRedirects: [], minimal: false }),
    parseAllHeaders({ headersFiles: [path.join(root, '_headers')], configHeaders: [], minimal: false }),
  ]);
  return {
    redirects: redirects.redirects as RedirectRule[],
    headers: headers.headers as Header[],
    errors: [...(redirects.errors as Error[]), ...headers.errors].map((error) => error.message),
  };
}

/**
 * A `from` path as Netlify matches it: `:name` is one segment, a standalone `*`
 * the rest (possibly empty), and a trailing slash never matters (Netlify
 * normalises it before the rules run).
 */
function fromRegExp(from: string): RegExp {
  const pattern = from
    .split('/')
    .filter(Boolean)
    .map((part) => {
      if (part === '*') return '(?:/(?<splat>.*))?';
      if (part.startsWith(':')) return `/(?<${part.slice(1).replace(/\W/g, '_')}>[^/]+)`;
      return `/${part.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replace(/\*/g, '(?<splat>.*)')}`;
    })
    .join('');
  return new RegExp(`^${pattern}/?$`, 'u');
}

/**
 * The file at `target` (under `root`) as Netlify finds it: letter case does not matter, because Netlify lowercases
 * every path of a deploy (https://answers.netlify.com/t/1659). Null when there is none.
 */
function findFile(root: string, target: string): string | null {
  try {
    if (statSync(target).isFile()) return target;
  } catch {
    // Not there as spelt: look for it without regard to case below.
  }
  let dir = root;
  for (const part of path.relative(root, target).split(path.sep).filter(Boolean)) {
    let entries: string[];
    try {
      entries = readdirSync(dir);
    } catch {
      return null;
    }
    const entry = entries.find((name) => name.toLowerCase() === part.toLowerCase());
    if (entry === undefined) return null;
    dir = path.join(dir, entry);
  }
  try {
    return statSync(dir).isFile() ? dir : null;
  } catch {
    return null;
  }
}

/** Netlify's Cache-Control for a file no `_headers` rule gives one (netlify dev's static server sends the same). */
export const NETLIFY_DEFAULT_CACHE_CONTROL = 'public, max-age=0, must-revalidate';

/**
 * Each response header the `_headers` rules give a path, with every value a matching rule sets, in file order:
 * Netlify joins them with ", " (one header, several values). A name is lowercase.
 */
export function headerValues(headers: readonly Header[], decodedPath: string): Map<string, string[]> {
  const values = new Map<string, string[]>();
  for (const rule of headers) {
    if (!rule.forRegExp.test(decodedPath)) continue;
    for (const [name, value] of Object.entries(rule.values)) {
      const key = name.toLowerCase();
      values.set(key, [...(values.get(key) ?? []), value]);
    }
  }
  return values;
}

/** The same, each header's values joined as Netlify sends them. */
const joinedHeaders = (headers: readonly Header[], decodedPath: string): Record<string, string> =>
  Object.fromEntries([...headerValues(headers, decodedPath)].map(([name, values]) => [name, values.join(', ')]));

/**
 * A request path as this server matches files and rules against it: `decoded`, each segment decoded, or null for a
 * malformed escape (a 400). `oneSlash`: the path with each run of slashes made one, when it had such a run
 * (`//blog`, `/en//blog`; `/.//x` arrives as `//x`, the URL parser drops the dot), answered with a 301 there, never a
 * page served at an address its header rules do not name. `encodedSlash`: a segment holds `%2F`, which is data and
 * not a separator (RFC 3986 §2.2) and which no file's name can hold: nothing is served there (`/blog%2f` is not
 * `/blog/`, and no longer a 301 to itself).
 */
export function readPath(pathname: string): { decoded: string; oneSlash: string | null; encodedSlash: boolean } | null {
  const segments = pathname.split('/').map(decodePath);
  if (segments.some((segment) => segment === null)) return null;
  const oneSlash = pathname.replace(/\/{2,}/g, '/');
  return {
    decoded: segments.join('/'),
    oneSlash: oneSlash === pathname ? null : oneSlash,
    encodedSlash: segments.some((segment) => segment!.includes('/')),
  };
}

type Resolved = { file: string } | { redirect: string } | null;

/**
 * What Netlify's CDN does with a path before any rule: the file itself, then
 * `x.html` for `/x` (200), and a 301 that adds or removes the trailing slash
 * when only the other spelling exists (`/x/` -> `/x` when `x.html` exists,
 * `/folder` -> `/folder/` when only `folder/index.html` does).
 */
export function resolveStatic(root: string, pathname: string): Resolved {
  const decoded = decodePath(pathname);
  if (decoded === null) return null;
  const target = path.resolve(root, `.${path.posix.normalize(decoded)}`);
  if (target !== root && !target.startsWith(root + path.sep)) return null;
  const find = (file: string) => findFile(root, file);
  if (decoded.endsWith('/')) {
    const bare = target.replace(/[/\\]+$/, '');
    if (bare !== root && find(`${bare}.html`)) return { redirect: pathname.replace(/\/+$/, '') };
    const index = find(path.join(target, 'index.html'));
    return index ? { file: index } : null;
  }
  const file = find(target) ?? find(`${target}.html`);
  if (file) return { file };
  if (find(path.join(target, 'index.html'))) return { redirect: `${pathname}/` };
  return null;
}

export interface StaticServer {
  url: string;
  port: number;
  /** With `forms`: the forms the build registers, as the server sees them now. */
  forms?: () => RegisteredForm[];
  close(): Promise<void>;
}

export interface StaticServerOptions {
  host?: string;
  port?: number;
  /** Accept Netlify Forms submissions, stored in `forms.dir`; without it a POST is a 405 like any other method. */
  forms?: NetlifyFormsOptions;
  /** Answer `/.netlify/images` as Netlify Image CDN does; without it that path is a 404 like any other. */
  images?: ImageCdn;
  /** Run Netlify Functions at `/.netlify/functions/<name>`; without it that path is a 404 like any other. */
  functions?: NetlifyFunctions;
}

export function startStaticServer(
  root: string,
  { host = '127.0.0.1', port = 0, forms: formsOptions, images, functions }: StaticServerOptions = {},
): Promise<StaticServer> {
  let origin = '';
  const absRoot = path.resolve(root);
  const forms = formsOptions ? netlifyForms(absRoot, formsOptions) : undefined;
  // Re-parsed when either file changes, so a rebuild is picked up without a restart.
  let cached: { key: string; rules: Promise<NetlifyRules> } | null = null;
  const rules = () => {
    const key = ['_redirects', '_headers']
      .map((name) => {
        try {
          const stat = statSync(path.join(absRoot, name));
          return `${stat.mtimeMs}:${stat.size}`;
        } catch {
          return '-';
        }
      })
      .join('|');
    if (cached?.key !== key) {
      const parsed = loadNetlifyRules(absRoot);
      void parsed.then(({ errors }) => errors.forEach((error) => console.warn(`Netlify rules: ${error}`)));
      cached = { key, rules: parsed };
    }
    return cached.rules;
  };

  async function answer(req: http.IncomingMessage, res: http.ServerResponse) {
    const target = requestTarget(req.url);
    const read = target && readPath(target.pathname);
    if (!target || !read) {
      res.writeHead(400, { 'content-type': 'text/plain; charset=utf-8' }).end('Bad Request');
      return;
    }
    const { pathname, rawSearch } = target;
    if (read.oneSlash !== null) {
      // Straight to where the one-slash spelling leads (`//team/` -> `/team`): one hop, as for any other slash.
      const onward = resolveStatic(absRoot, read.oneSlash);
      const location = onward && 'redirect' in onward ? onward.redirect : read.oneSlash;
      res.writeHead(301, { location: `${location}${rawSearch}` }).end();
      return;
    }
    const decodedPath = read.decoded;
    if (images && (decodedPath === IMAGE_CDN_PATH || decodedPath === `${IMAGE_CDN_PATH}/`)) {
      return images.answer(req, res, origin, joinedHeaders((await rules()).headers, decodedPath));
    }
    if (functions && decodedPath.startsWith(FUNCTIONS_PATH) && (await functions.answer(req, res, decodedPath, origin))) return;
    // A function's own addresses (its `config.path`) come before every file and rule, as Netlify routes them.
    const routed = functions ? await functions.routed(decodedPath) : null;
    if (routed && functions && (await functions.answer(req, res, decodedPath, origin, routed))) return;
    const form = req.method === 'POST' && forms ? await forms.receive(req, res, decodedPath) : undefined;
    if (form === 'answered') return;
    if (form === 'not-a-form' || (form === undefined && req.method !== 'GET' && req.method !== 'HEAD')) {
      res.writeHead(405, { allow: 'GET, HEAD' }).end();
      return;
    }
    const { redirects, headers } = await rules();

    // `headersPath`: the address whose `_headers` rules apply, the rewrite's target for a rewrite (below).
    const send = (file: string, status: number, headersPath = decodedPath) => {
      const size = statSync(file).size;
      const base = {
        'content-type': contentType(file),
        'accept-ranges': 'bytes',
        'cache-control': NETLIFY_DEFAULT_CACHE_CONTROL,
        ...joinedHeaders(headers, headersPath),
      };
      sendFile(req, res, file, size, base, status);
    };

    // A POST for no registered form is answered as a path with nothing at it.
    const resolved = form === 'unknown-form' || read.encodedSlash ? null : resolveStatic(absRoot, pathname);
    for (const rule of redirects) {
      if (resolved && !rule.force) continue;
      const match = fromRegExp(rule.path).exec(decodedPath);
      if (!match) continue;
      const to = rule.to.replace(/:(\w+)/g, (all, name: string) => match.groups?.[name] ?? all);
      if (rule.status >= 300 && rule.status < 400) {
        res.writeHead(rule.status, { location: to }).end();
        return;
      }
      // A rewrite answers with its target's headers, as Netlify's own local server does (netlify-cli, src/utils/proxy.ts,
      // matches `_headers` against the rewritten path): docs/decisions/0009-headers-by-address.md.
      const rewritten = resolveStatic(absRoot, to);
      if (rewritten && 'file' in rewritten) return send(rewritten.file, rule.status, decodePath(to) ?? to);
    }
    if (resolved && 'redirect' in resolved) {
      res.writeHead(301, { location: `${resolved.redirect}${rawSearch}` }).end();
      return;
    }
    if (resolved) return send(resolved.file, 200);
    const notFound = findFile(absRoot, path.join(absRoot, '404.html'));
    if (notFound) return send(notFound, 404);
    res.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' }).end('Not found');
  }

  const server = http.createServer((req, res) => {
    answer(req, res).catch((error: unknown) => {
      // Whatever went wrong, this request fails alone and the server keeps serving.
      console.error(`static server: ${req.method} ${req.url}: ${String(error)}`);
      if (!res.headersSent) res.writeHead(500, { 'content-type': 'text/plain; charset=utf-8' });
      res.end();
    });
  });

  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      const address = server.address() as AddressInfo;
      origin = `http://${host}:${address.port}`;
      resolve({
        url: origin,
        port: address.port,
        ...(forms ? { forms: () => [...forms.forms().values()] } : {}),
        close: () =>
          new Promise<void>((done) => {
            server.close(() => done());
            server.closeAllConnections();
          }),
      });
    });
  });
}
