/**
 * The embedded local backend: a Supabase-compatible endpoint on 127.0.0.1
 * over PGlite, used by `npm start` and the tests when GATSBY_SUPABASE_URL is
 * not set. It answers what supabase-js sends for the blog feed the way
 * PostgREST does (JSON array, Content-Range, CORS, 401 without an API key,
 * JSON errors), and it runs every query as role `anon` inside a transaction,
 * so the migrations' grants and row level security decide what is visible,
 * not this code. It also serves supabase/seed-media like a public Storage
 * bucket so the seeded posts have pictures offline.
 * For the blog editor it also answers the part of Supabase Auth and Storage
 * the editor uses, and runs REST requests that carry a signed-in user's JWT as
 * role `authenticated` with its claims, filters and writes included
 * (localSupabase/: auth.ts, storage.ts, rest.ts; docs/decisions/0006). The Supabase CLI's demo service key
 * (localSupabase/jwt.ts) is taken too, its requests run as role service_role, as the Telegram webhook's are on a
 * project; and a function is called with the JSON body's arguments, as PostgREST calls it.
 * Development and test tooling only: nothing under src/ imports it.
 */
import { statSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import { createBlogDatabase, SUPABASE_DIR } from './blogDatabase';
import { LOCAL_SUPABASE_ANON_KEY, LOCAL_SUPABASE_HOST, LOCAL_SUPABASE_PORT } from '../../src/config/localSupabase';
import { decodePath, requestTarget, sendFile } from './httpRequest';
import { isIdentifier, parseReadQuery, type PostgrestError, quoteIdent, readSql } from './postgrestQuery';
import { readBody } from './requestBody';
import { addAccount, AUTH, createAuth, LOCAL_EDITOR, type LocalAccount, type Mail } from './localSupabase/auth';
import { type Claims, LOCAL_SUPABASE_SERVICE_KEY } from './localSupabase/jwt';
import {
  asCaller,
  callSql,
  databaseError,
  FUNCTION_RESULT_SQL,
  type FunctionResult,
  splitFilters,
  whereSql,
  writeSql,
  type WriteMethod,
} from './localSupabase/rest';
import { createStorage, STORAGE_OBJECT } from './localSupabase/storage';
import { lookup as lookupType } from 'mrmime';

export interface LocalSupabase {
  url: string;
  port: number;
  anonKey: string;
  db: PGlite;
  /**
   * The last REQUEST_LOG_SIZE REST requests that carried the API key, oldest
   * first (method, path and query string). Requests refused for their key are
   * not kept: the key is public, and a log of everything grew without end.
   */
  requests: Array<{ method: string; url: string }>;
  /** The password-reset messages Auth would have sent, newest last. */
  mails: Mail[];
  close(): Promise<void>;
}

export interface LocalSupabaseOptions {
  host?: string;
  /** 0 picks a free port. */
  port?: number;
  anonKey?: string;
  db?: PGlite;
  /** Accounts to create besides the local editor (LOCAL_EDITOR), e.g. a signed-in non-editor for tests. */
  accounts?: LocalAccount[];
  /** How long an access token lives, in seconds (an hour, as in Supabase). */
  accessTokenSeconds?: number;
  /** Auth's Site URL (LOCAL_SITE_URL: every local server of the site is on its host) and Redirect URLs, as in a project. */
  siteUrl?: string;
  redirectUrls?: readonly string[];
}

/** How many requests `requests` keeps: enough for a test to read back a feed's paging, bounded whatever the traffic. */
export const REQUEST_LOG_SIZE = 100;

const REST = '/rest/v1/';
const STORAGE = '/storage/v1/object/public/blog/';
const MEDIA_DIR = path.join(SUPABASE_DIR, 'seed-media');

const CORS = {
  'access-control-allow-origin': '*',
  'access-control-expose-headers': 'Content-Range, Content-Location, Range',
};

function sendJson(res: http.ServerResponse, status: number, body: string, extra: Record<string, string> = {}) {
  res.writeHead(status, { ...CORS, 'content-type': 'application/json; charset=utf-8', ...extra });
  res.end(body);
}

function sendError(res: http.ServerResponse, error: PostgrestError) {
  const { status, ...body } = error;
  sendJson(res, status, JSON.stringify(body));
}

function apiKeyError(req: http.IncomingMessage, anonKey: string, signedIn: boolean): PostgrestError | null {
  const apikey = req.headers.apikey;
  if (!apikey) {
    return {
      status: 401,
      code: 'PGRST301',
      message: 'No API key found in request',
      details: null,
      hint: 'No `apikey` request header or url param was found.',
    };
  }
  const bearer = req.headers.authorization;
  // The service key (production: the project's; here the CLI's demo one) is a key too: the Telegram webhook's.
  if (
    (apikey !== anonKey && apikey !== LOCAL_SUPABASE_SERVICE_KEY) ||
    (bearer !== undefined && bearer !== `Bearer ${anonKey}` && !signedIn)
  ) {
    return { status: 401, code: 'PGRST301', message: 'Invalid API key', details: null, hint: 'Use the anon key.' };
  }
  return null;
}

/** What PostgREST reads from a request's headers besides the key: the caller's claims, `Prefer` and `Accept`. */
interface Caller {
  claims: Claims | null;
  prefer: string;
  accept: string;
}

/** PostgREST's answer when `Accept: application/vnd.pgrst.object+json` asked for one row. */
const SINGLE = 'application/vnd.pgrst.object+json';
function notSingle(n: number): PostgrestError {
  return {
    status: 406,
    code: 'PGRST116',
    message: 'JSON object requested, multiple (or no) rows returned',
    details: `The result contains ${n} rows`,
    hint: null,
  };
}

async function answerRead(
  db: PGlite,
  relation: string,
  params: URLSearchParams,
  res: http.ServerResponse,
  head: boolean,
  range: string | undefined,
  caller: Caller,
) {
  const split = splitFilters(params);
  if ('status' in split) return sendError(res, split);
  const query = parseReadQuery(split.rest, range);
  if ('status' in query) return sendError(res, query);
  const where = (first: number) => whereSql(split.filters, first);
  const { sql, params: values } = readSql(relation, query, where);
  const counted = /count=exact/.test(caller.prefer);
  try {
    const run = async (tx: Parameters<Parameters<PGlite['transaction']>[0]>[0]) => {
      const rows = await tx.query<{ body: string; n: number }>(sql, values);
      const total = counted
        ? (
            await tx.query<{ total: number }>(
              `select count(*)::int as total from public.${quoteIdent(relation)}${where(1).sql}`,
              where(1).params,
            )
          ).rows[0]!.total
        : null;
      return { ...rows.rows[0]!, total };
    };
    const result = caller.claims
      ? await asCaller(db, caller.claims, run)
      : await db.transaction(async (tx) => {
          await tx.exec('set local role anon');
          return run(tx);
        });
    const { body, n, total } = result;
    const size = total === null ? '*' : String(total);
    const contentRange = n > 0 ? `${query.offset}-${query.offset + BigInt(n) - 1n}/${size}` : `*/${size}`;
    if (caller.accept.includes(SINGLE)) {
      if (n !== 1) return sendError(res, notSingle(n));
      return sendJson(res, 200, head ? '' : JSON.stringify((JSON.parse(body) as unknown[])[0]), { 'content-range': contentRange });
    }
    sendJson(res, 200, head ? '' : body, { 'content-range': contentRange });
  } catch (error) {
    sendError(res, databaseError(error, relation, caller.claims?.role === 'authenticated'));
  }
}

/**
 * A call of a function (`POST /rest/v1/rpc/<name>`), as the caller: the editor asks is_blog_editor(), the Telegram
 * webhook calls telegram_import(message), the feed search_blog_posts(q, ...). As PostgREST does, the JSON body's keys
 * are the arguments' names; each value goes to the database as text (an object or array as its JSON) and takes the
 * type of the argument it names; a function that returns a set is answered with a JSON array (rest.ts, callSql).
 */
async function answerCall(db: PGlite, name: string, req: http.IncomingMessage, res: http.ServerResponse, caller: Caller) {
  const claims = caller.claims ?? { role: 'anon' };
  const raw = await readBody(req, 1024 * 1024);
  if (!raw) return sendError(res, { status: 413, code: 'PGRST102', message: 'Request body too large', details: null, hint: null });
  let args: Record<string, unknown> = {};
  try {
    const parsed: unknown = raw.length === 0 ? {} : JSON.parse(raw.toString('utf8'));
    if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) throw new Error('not an object');
    args = parsed as Record<string, unknown>;
  } catch {
    return sendError(res, { status: 400, code: 'PGRST102', message: 'Empty or invalid json', details: null, hint: null });
  }
  const names = Object.keys(args);
  if (!names.every(isIdentifier)) {
    return sendError(res, {
      status: 404,
      code: 'PGRST202',
      message: `Could not find the function public.${name}`,
      details: null,
      hint: null,
    });
  }
  const values = names.map((key) => {
    const value = args[key];
    return value === null || value === undefined ? null : typeof value === 'string' ? value : JSON.stringify(value);
  });
  const list = names.map((key, i) => `${quoteIdent(key)} => $${i + 1}`).join(', ');
  try {
    const { rows } = await asCaller(db, claims, async (tx) => {
      const result = (await tx.query<FunctionResult>(FUNCTION_RESULT_SQL, [name])).rows[0]!;
      return tx.query<{ body: string }>(callSql(name, list, result), values);
    });
    sendJson(res, 200, rows[0]!.body);
  } catch (error) {
    const refused = databaseError(error, name, claims.role === 'authenticated');
    sendError(res, (error as { code?: string }).code === '42883' ? { ...refused, status: 404, code: 'PGRST202' } : refused);
  }
}

/** POST, PATCH and DELETE as the caller (localSupabase/rest.ts), answered as PostgREST answers them. */
async function answerWrite(
  db: PGlite,
  method: WriteMethod,
  relation: string,
  req: http.IncomingMessage,
  params: URLSearchParams,
  res: http.ServerResponse,
  caller: Caller,
) {
  const split = splitFilters(params);
  if ('status' in split) return sendError(res, split);
  let body: unknown = null;
  if (method !== 'DELETE') {
    const raw = await readBody(req, 1024 * 1024);
    if (!raw) return sendError(res, { status: 413, code: 'PGRST102', message: 'Request body too large', details: null, hint: null });
    try {
      body = JSON.parse(raw.toString('utf8'));
    } catch {
      return sendError(res, { status: 400, code: 'PGRST102', message: 'Empty or invalid json', details: null, hint: null });
    }
  }
  const statement = writeSql(method, relation, split.filters, body);
  if ('status' in statement) return sendError(res, statement);
  const claims = caller.claims ?? { role: 'anon' };
  try {
    const { rows } = await asCaller(db, claims, (tx) => tx.query<{ body: string; n: number }>(statement.sql, statement.params));
    const { body: written, n } = rows[0]!;
    const status = method === 'POST' ? 201 : 200;
    if (!/return=representation/.test(caller.prefer)) {
      res
        .writeHead(method === 'POST' ? 201 : 204, { 'access-control-allow-origin': '*', 'access-control-expose-headers': 'Content-Range' })
        .end();
      return;
    }
    if (caller.accept.includes(SINGLE)) {
      if (n !== 1) return sendError(res, notSingle(n));
      return sendJson(res, status, JSON.stringify((JSON.parse(written) as unknown[])[0]));
    }
    sendJson(res, status, written);
  } catch (error) {
    sendError(res, databaseError(error, relation, claims.role === 'authenticated'));
  }
}

function serveMedia(req: http.IncomingMessage, res: http.ServerResponse, name: string) {
  const file = path.join(MEDIA_DIR, path.basename(name));
  let size: number;
  try {
    const stat = statSync(file);
    if (!stat.isFile()) throw new Error('not a file');
    size = stat.size;
  } catch {
    return sendJson(res, 404, JSON.stringify({ statusCode: '404', error: 'not_found', message: 'Object not found' }));
  }
  const type = lookupType(file) ?? 'application/octet-stream';
  const base = { ...CORS, 'content-type': type, 'accept-ranges': 'bytes', 'cache-control': 'public, max-age=3600' };
  // Video elements ask for byte ranges; answer them so seeking works (RFC 9110 §14).
  sendFile(req, res, file, size, base);
}

/** PostgREST's and Storage's answer to a request target that does not decode (a malformed %-escape). */
function badRequest(res: http.ServerResponse) {
  sendError(res, {
    status: 400,
    code: 'PGRST100',
    message: 'Bad Request',
    details: 'the request path is not valid percent-encoded UTF-8',
    hint: null,
  });
}

export async function startLocalSupabase(options: LocalSupabaseOptions = {}): Promise<LocalSupabase> {
  const { host = LOCAL_SUPABASE_HOST, port = LOCAL_SUPABASE_PORT, anonKey = LOCAL_SUPABASE_ANON_KEY } = options;
  const db = options.db ?? (await createBlogDatabase());
  const requests: LocalSupabase['requests'] = [];
  let url = '';
  const auth = createAuth(db, {
    url: () => url,
    accessTokenSeconds: options.accessTokenSeconds,
    siteUrl: options.siteUrl,
    redirectUrls: options.redirectUrls,
  });
  const storage = createStorage(db);
  for (const account of [LOCAL_EDITOR, ...(options.accounts ?? [])]) await addAccount(db, account);

  function answer(req: http.IncomingMessage, res: http.ServerResponse) {
    const target = requestTarget(req.url);
    if (!target || decodePath(target.pathname) === null) return badRequest(res);
    const { pathname, search } = target;
    if (req.method === 'OPTIONS') {
      // CORS preflight: the browser asks before sending apikey/authorization headers.
      res.writeHead(204, {
        ...CORS,
        'access-control-allow-methods': 'GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS',
        'access-control-allow-headers': req.headers['access-control-request-headers'] ?? 'apikey, authorization, content-type',
        'access-control-max-age': '86400',
      });
      res.end();
      return;
    }
    if (pathname.startsWith(STORAGE) && (req.method === 'GET' || req.method === 'HEAD')) {
      return serveMedia(req, res, decodePath(pathname.slice(STORAGE.length)) ?? '');
    }
    const bearer = /^Bearer\s+(\S+)$/i.exec(req.headers.authorization ?? '')?.[1] ?? null;
    const claims = auth.claimsOf(bearer);
    // A signed-in user's token, or the service key's (role service_role, which bypasses row level security).
    const signedIn = claims?.role === 'authenticated' || claims?.role === 'service_role';
    if (pathname.startsWith(STORAGE_OBJECT)) {
      return storage.handle(req, res, decodePath(pathname.slice(STORAGE_OBJECT.length)) ?? '', bearer === null ? null : claims);
    }
    if (pathname.startsWith(AUTH)) {
      const authKey = apiKeyError(req, anonKey, true);
      if (authKey) return sendJson(res, 401, JSON.stringify({ message: authKey.message }));
      return auth.handle(req, res, pathname.slice(AUTH.length), search);
    }
    if (!pathname.startsWith(REST)) {
      return sendJson(res, 404, JSON.stringify({ message: 'no Route matched with those values' }));
    }
    const keyError = apiKeyError(req, anonKey, signedIn);
    if (keyError) return sendError(res, keyError);
    requests.push({ method: req.method ?? '', url: `${pathname}${target.rawSearch}` });
    if (requests.length > REQUEST_LOG_SIZE) requests.splice(0, requests.length - REQUEST_LOG_SIZE);
    const caller: Caller = {
      claims: signedIn ? claims : null,
      prefer: String(req.headers.prefer ?? ''),
      accept: String(req.headers.accept ?? ''),
    };
    const write = req.method === 'POST' || req.method === 'PATCH' || req.method === 'DELETE';
    if (!write && req.method !== 'GET' && req.method !== 'HEAD') {
      return sendError(res, {
        status: 405,
        code: 'PGRST117',
        message: `Unsupported HTTP method: ${req.method}`,
        details: null,
        hint: null,
      });
    }
    const profile = req.headers['accept-profile'];
    if (profile !== undefined && profile !== 'public') {
      return sendError(res, {
        status: 406,
        code: 'PGRST106',
        message: 'Invalid schema: ' + String(profile),
        details: null,
        hint: 'Only the following schemas are exposed: public',
      });
    }
    const relation = decodePath(pathname.slice(REST.length)) ?? '';
    const rpc = /^rpc\/([A-Za-z_][A-Za-z0-9_]*)$/.exec(relation);
    if (rpc && req.method === 'POST') return answerCall(db, rpc[1]!, req, res, caller);
    if (!isIdentifier(relation)) {
      return sendError(res, { status: 404, code: 'PGRST125', message: `Invalid path specified in request URL`, details: null, hint: null });
    }
    // Anon writes nothing (the migrations grant it no write): refused as PostgREST refuses anon, before any body is read.
    if (write && !caller.claims) {
      return sendError(res, { status: 401, code: '42501', message: `permission denied for table ${relation}`, details: null, hint: null });
    }
    if (write) return answerWrite(db, req.method as WriteMethod, relation, req, search, res, caller);
    // PostgREST reads a Range header on GET only (RFC 9110 §14.2).
    return answerRead(db, relation, search, res, req.method === 'HEAD', req.method === 'GET' ? req.headers.range : undefined, caller);
  }

  const server = http.createServer((req, res) => {
    // Whatever goes wrong, this request fails alone and the backend keeps serving.
    Promise.resolve()
      .then(() => answer(req, res))
      .catch((error: unknown) => {
        console.error(`local Supabase: ${req.method} ${req.url}: ${String(error)}`);
        if (!res.headersSent) sendJson(res, 500, JSON.stringify({ message: 'internal error' }));
        else res.end();
      });
  });

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve());
  });
  const address = server.address() as AddressInfo;
  url = `http://${host}:${address.port}`;
  return {
    url,
    port: address.port,
    anonKey,
    db,
    requests,
    mails: auth.mails,
    close: async () => {
      await new Promise<void>((done) => {
        server.close(() => done());
        server.closeAllConnections();
      });
      storage.close();
      if (!options.db) await db.close();
    },
  };
}

/**
 * The embedded backend on its usual address, for a script the site's development server reads it from (`npm start`,
 * `npm run cms`); null when one already answers there (another script's, `npm run supabase:local`, the tests'):
 * every embedded backend has the same seed, keys and local account, so that one serves all the same.
 */
export async function startOrReuseLocalSupabase(): Promise<LocalSupabase | null> {
  try {
    return await startLocalSupabase();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EADDRINUSE') return null;
    throw error;
  }
}
