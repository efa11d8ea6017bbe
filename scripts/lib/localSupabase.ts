/**
 * The embedded local backend: a Supabase-compatible endpoint on 127.0.0.1
 * over PGlite, used by `npm start` and the tests when GATSBY_SUPABASE_URL is
 * not set. It answers what supabase-js sends for the blog feed the way
 * PostgREST does (JSON array, Content-Range, CORS, 401 without an API key,
 * JSON errors), and it runs every query as role `anon` inside a transaction,
 * so the migration's grants and row level security decide what is visible,
 * not this code. It also serves supabase/seed-media like a public Storage
 * bucket so the seeded posts have pictures offline.
 * Development and test tooling only: nothing under src/ imports it.
 */
import { createReadStream, existsSync, statSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import { createBlogDatabase, SUPABASE_DIR } from './blogDatabase';
import { LOCAL_SUPABASE_ANON_KEY, LOCAL_SUPABASE_HOST, LOCAL_SUPABASE_PORT } from '../../src/config/localSupabase';
import { isIdentifier, parseReadQuery, type PostgrestError, readSql } from './postgrestQuery';

export interface LocalSupabase {
  url: string;
  port: number;
  anonKey: string;
  db: PGlite;
  /** Every REST request answered, in order (method, path and query string). */
  requests: Array<{ method: string; url: string }>;
  close(): Promise<void>;
}

export interface LocalSupabaseOptions {
  host?: string;
  /** 0 picks a free port. */
  port?: number;
  anonKey?: string;
  db?: PGlite;
}

const REST = '/rest/v1/';
const STORAGE = '/storage/v1/object/public/blog/';
const MEDIA_DIR = path.join(SUPABASE_DIR, 'seed-media');
const MEDIA_TYPES: Record<string, string> = { '.jpg': 'image/jpeg', '.webm': 'video/webm', '.png': 'image/png' };

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

/** PostgREST's mapping of the PostgreSQL errors a read can raise. https://postgrest.org/en/stable/references/errors.html */
function fromDatabaseError(error: unknown, relation: string): PostgrestError {
  const { code = '', message = String(error), detail = null, hint = null } = error as {
    code?: string;
    message?: string;
    detail?: string | null;
    hint?: string | null;
  };
  if (code === '42P01') {
    return {
      status: 404,
      code: 'PGRST205',
      message: `Could not find the table 'public.${relation}' in the schema cache`,
      details: null,
      hint: null,
    };
  }
  // An anonymous request without the privilege: 401, as PostgREST answers anon.
  const status = code === '42501' ? 401 : code.startsWith('XX') || code === '' ? 500 : 400;
  return { status, code, message, details: detail ?? null, hint: hint ?? null };
}

function apiKeyError(req: http.IncomingMessage, anonKey: string): PostgrestError | null {
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
  if (apikey !== anonKey || (bearer !== undefined && bearer !== `Bearer ${anonKey}`)) {
    return { status: 401, code: 'PGRST301', message: 'Invalid API key', details: null, hint: 'Use the anon key.' };
  }
  return null;
}

async function answerRead(db: PGlite, relation: string, params: URLSearchParams, res: http.ServerResponse, head: boolean) {
  const query = parseReadQuery(params);
  if ('status' in query) return sendError(res, query);
  const { sql, params: values } = readSql(relation, query);
  try {
    const result = await db.transaction(async (tx) => {
      await tx.exec('set local role anon');
      return tx.query<{ body: string; n: number }>(sql, values);
    });
    const { body, n } = result.rows[0]!;
    const range = n > 0 ? `${query.offset}-${query.offset + n - 1}/*` : '*/*';
    sendJson(res, 200, head ? '' : body, { 'content-range': range });
  } catch (error) {
    sendError(res, fromDatabaseError(error, relation));
  }
}

function serveMedia(req: http.IncomingMessage, res: http.ServerResponse, name: string) {
  const file = path.join(MEDIA_DIR, path.basename(name));
  if (!existsSync(file)) return sendJson(res, 404, JSON.stringify({ statusCode: '404', error: 'not_found', message: 'Object not found' }));
  const size = statSync(file).size;
  const type = MEDIA_TYPES[path.extname(file)] ?? 'application/octet-stream';
  // Video elements ask for byte ranges; answer them so seeking works.
  const match = /^bytes=(\d*)-(\d*)$/.exec(req.headers.range ?? '');
  if (match) {
    const start = match[1] ? Number(match[1]) : 0;
    const end = match[2] ? Math.min(Number(match[2]), size - 1) : size - 1;
    res.writeHead(206, { ...CORS, 'content-type': type, 'accept-ranges': 'bytes', 'content-range': `bytes ${start}-${end}/${size}`, 'content-length': end - start + 1 });
    createReadStream(file, { start, end }).pipe(res);
    return;
  }
  res.writeHead(200, { ...CORS, 'content-type': type, 'accept-ranges': 'bytes', 'content-length': size, 'cache-control': 'public, max-age=3600' });
  if (req.method === 'HEAD') res.end();
  else createReadStream(file).pipe(res);
}

export async function startLocalSupabase(options: LocalSupabaseOptions = {}): Promise<LocalSupabase> {
  const { host = LOCAL_SUPABASE_HOST, port = LOCAL_SUPABASE_PORT, anonKey = LOCAL_SUPABASE_ANON_KEY } = options;
  const db = options.db ?? (await createBlogDatabase());
  const requests: LocalSupabase['requests'] = [];

  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    if (req.method === 'OPTIONS') {
      // CORS preflight: the browser asks before sending apikey/authorization headers.
      res.writeHead(204, {
        ...CORS,
        'access-control-allow-methods': 'GET, HEAD, OPTIONS',
        'access-control-allow-headers': req.headers['access-control-request-headers'] ?? 'apikey, authorization, content-type',
        'access-control-max-age': '86400',
      });
      res.end();
      return;
    }
    if (url.pathname.startsWith(STORAGE) && (req.method === 'GET' || req.method === 'HEAD')) {
      return serveMedia(req, res, decodeURIComponent(url.pathname.slice(STORAGE.length)));
    }
    if (!url.pathname.startsWith(REST)) {
      return sendJson(res, 404, JSON.stringify({ message: 'no Route matched with those values' }));
    }
    requests.push({ method: req.method ?? '', url: `${url.pathname}${url.search}` });
    const keyError = apiKeyError(req, anonKey);
    if (keyError) return sendError(res, keyError);
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      return sendError(res, { status: 405, code: 'PGRST117', message: `Unsupported HTTP method: ${req.method}`, details: 'the local backend only reads', hint: null });
    }
    const profile = req.headers['accept-profile'];
    if (profile !== undefined && profile !== 'public') {
      return sendError(res, { status: 406, code: 'PGRST106', message: 'Invalid schema: ' + String(profile), details: null, hint: 'Only the following schemas are exposed: public' });
    }
    const relation = decodeURIComponent(url.pathname.slice(REST.length));
    if (!isIdentifier(relation)) {
      return sendError(res, { status: 404, code: 'PGRST125', message: `Invalid path specified in request URL`, details: null, hint: null });
    }
    void answerRead(db, relation, url.searchParams, res, req.method === 'HEAD');
  });

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve());
  });
  const address = server.address() as AddressInfo;
  return {
    url: `http://${host}:${address.port}`,
    port: address.port,
    anonKey,
    db,
    requests,
    close: async () => {
      await new Promise<void>((done) => {
        server.close(() => done());
        server.closeAllConnections();
      });
      if (!options.db) await db.close();
    },
  };
}
