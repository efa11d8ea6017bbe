/**
 * Netlify Functions for the local server: every function of the folders it is given (netlify/functions/, the site's
 * own; .netlify/v1/functions/, what the build writes for Netlify's Frameworks API) as Netlify finds them (a `name.ts`
 * or `name/index.ts`, `name/name.mjs`), answered at /.netlify/functions/<name>, and at the addresses a function's
 * `config.path` names, before any file, as Netlify routes them; run in this process with the environment the server
 * was started with, as `netlify dev` runs them. Both of Netlify's signatures: the current one (a default export taking
 * a Request and giving a Response) and the older `handler(event)` giving `{ statusCode, body }`.
 * https://docs.netlify.com/build/functions/get-started/ https://docs.netlify.com/build/functions/lambda-compatibility/
 * https://docs.netlify.com/build/functions/routing/
 */
import { existsSync, readdirSync, statSync } from 'node:fs';
import type http from 'node:http';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { readBody } from './requestBody';
import { BLOG_FUNCTION_DIR } from '../../src/gatsby/blogPages/bundle';

export const FUNCTIONS_PATH = '/.netlify/functions/';

/** Netlify's own limit on a synchronous function's request body (6 MB): more is refused before the function runs. */
export const FUNCTION_BODY_LIMIT = 6 * 1024 * 1024;

type ModernHandler = (req: Request, context: object) => Response | Promise<Response>;
interface LegacyResult {
  statusCode: number;
  headers?: Record<string, string>;
  body?: string;
  isBase64Encoded?: boolean;
}
type LegacyHandler = (event: object, context: object) => LegacyResult | Promise<LegacyResult>;

/** The functions of a folder by name, each its file. */
export function findFunctions(dir: string): Map<string, string> {
  const found = new Map<string, string>();
  if (!existsSync(dir)) return found;
  for (const entry of readdirSync(dir)) {
    const full = path.join(dir, entry);
    const match = /^([\w-]+)\.(?:ts|mts|js|mjs)$/.exec(entry);
    if (match && statSync(full).isFile()) found.set(match[1]!, full);
    else if (statSync(full).isDirectory()) {
      const index = ['index.ts', 'index.mts', 'index.js', 'index.mjs', `${entry}.ts`, `${entry}.js`, `${entry}.mjs`]
        .map((name) => path.join(full, name))
        .find(existsSync);
      if (index) found.set(entry, index);
    }
  }
  return found;
}

export interface NetlifyFunctions {
  names(): string[];
  /** The function whose `config.path` names `decodedPath`, if one does (Netlify routes that address to it). */
  routed(decodedPath: string): Promise<string | null>;
  /**
   * Answers a request under FUNCTIONS_PATH, or, given `name`, a request routed to that function by its `config.path`;
   * false when no function has that name (the caller answers 404).
   */
  answer(req: http.IncomingMessage, res: http.ServerResponse, decodedPath: string, origin: string, name?: string): Promise<boolean>;
}

/**
 * A `config.path` as Netlify reads it (URLPattern's pathname syntax, the parts the site uses): `*` any characters,
 * `:name` one segment.
 */
function pathPattern(pattern: string): RegExp {
  const source = pattern
    .split(/(\*|:\w+)/)
    .map((part) => (part === '*' ? '.*' : part.startsWith(':') ? '[^/]+' : part.replace(/[.+?^${}()|[\]\\]/g, '\\$&')))
    .join('');
  return new RegExp(`^${source}$`);
}

export function netlifyFunctions(dirs: string | readonly string[], log: (line: string) => void = console.error): NetlifyFunctions {
  const functions = new Map([...(typeof dirs === 'string' ? [dirs] : dirs)].flatMap((dir) => [...findFunctions(dir)]));
  const loaded = new Map<string, Promise<Record<string, unknown>>>();
  const load = (name: string, file: string) => {
    // A plain absolute path where the platform takes one, so jest's runtime (which turns import() into require()) loads
    // it as Node does; Windows needs a file: URL.
    const specifier = process.platform === 'win32' ? pathToFileURL(file).href : file;
    if (!loaded.has(name)) loaded.set(name, import(specifier) as Promise<Record<string, unknown>>);
    return loaded.get(name)!;
  };

  let routes: Promise<Array<{ name: string; patterns: RegExp[] }>> | null = null;
  // A function that fails to load routes nothing (its own address answers its error): the site and the other
  // functions are served all the same.
  const routesOf = () =>
    (routes ??= Promise.all(
      [...functions].map(async ([name, file]) => {
        const mod: Record<string, unknown> = await load(name, file).catch((error: unknown) => {
          log(`function ${name} did not load: ${error instanceof Error ? error.message : String(error)}`);
          return {};
        });
        const { config } = (typeof mod.default === 'object' && mod.default !== null && !('config' in mod) ? mod.default : mod) as {
          config?: { path?: string | string[] };
        };
        const paths = config?.path === undefined ? [] : ([] as string[]).concat(config.path);
        return { name, patterns: paths.map(pathPattern) };
      }),
    ));

  return {
    names: () => [...functions.keys()],
    async routed(decodedPath) {
      return (await routesOf()).find(({ patterns }) => patterns.some((pattern) => pattern.test(decodedPath)))?.name ?? null;
    },
    async answer(req, res, decodedPath, origin, routedTo) {
      const name = routedTo ?? decodedPath.slice(FUNCTIONS_PATH.length).split('/')[0] ?? '';
      const file = functions.get(name);
      if (!file) return false;
      const body = await readBody(req, FUNCTION_BODY_LIMIT);
      if (body === null) {
        res.writeHead(413, { 'content-type': 'text/plain; charset=utf-8' }).end('Payload Too Large');
        return true;
      }
      const mod = await load(name, file);
      // tsx hands an ES module's exports to import() as they are, or wrapped in `default` when it compiled to CommonJS.
      const exports = (typeof mod.default === 'object' && mod.default !== null ? mod.default : mod) as Record<string, unknown>;
      const modern = (typeof mod.default === 'function' ? mod.default : exports.default) as ModernHandler | undefined;
      const legacy = exports.handler as LegacyHandler | undefined;
      const headers = new Headers();
      for (const [key, value] of Object.entries(req.headers)) {
        if (value !== undefined) headers.set(key, Array.isArray(value) ? value.join(', ') : value);
      }
      const url = new URL(req.url ?? '/', origin);
      const method = req.method ?? 'GET';
      try {
        if (typeof modern === 'function') {
          const request = new Request(url, {
            method,
            headers,
            body: method === 'GET' || method === 'HEAD' ? undefined : new Uint8Array(body),
          });
          const response = await modern(request, {});
          res.writeHead(response.status, Object.fromEntries(response.headers));
          res.end(Buffer.from(await response.arrayBuffer()));
        } else if (typeof legacy === 'function') {
          const result = await legacy(
            {
              httpMethod: method,
              path: url.pathname,
              rawUrl: url.href,
              headers: Object.fromEntries(headers),
              queryStringParameters: Object.fromEntries(url.searchParams),
              body: body.length > 0 ? body.toString('utf8') : null,
              isBase64Encoded: false,
            },
            {},
          );
          res.writeHead(result.statusCode, result.headers ?? {});
          res.end(result.body === undefined ? undefined : Buffer.from(result.body, result.isBase64Encoded ? 'base64' : 'utf8'));
        } else {
          throw new Error(`${path.basename(file)} exports neither a default function nor handler`);
        }
      } catch (error) {
        // As on Netlify: the function's failure is a 500 for this request, and the server goes on.
        log(`function ${name}: ${String(error)}`);
        if (!res.headersSent) res.writeHead(500, { 'content-type': 'text/plain; charset=utf-8' });
        res.end();
      }
      return true;
    },
  };
}

/**
 * The functions a build wrote under `root` (the blog's: BLOG_FUNCTION_DIR) after those of `dirs`, run as `netlify dev`
 * runs them: NETLIFY_LOCAL set, so a cache purge, which has no CDN here, has nothing to do (purgeCache skips it).
 */
export function builtFunctions(root: string, dirs: readonly string[] = []): NetlifyFunctions {
  process.env.NETLIFY_LOCAL ??= 'true';
  return netlifyFunctions([...dirs, path.join(root, BLOG_FUNCTION_DIR, '..')]);
}
