/**
 * The part of Supabase Storage the blog editor uses, for the embedded backend:
 * upload, replace (`x-upsert` or PUT), delete, and public read of a public
 * bucket, with Storage's paths and answers. As the real service does, it
 * refuses a file over the bucket's file_size_limit or of a type outside its
 * allowed_mime_types, and writes storage.objects as the caller (role and JWT
 * claims), so the migrations' policies decide who may upload, replace or
 * delete. The files live in a temporary directory, removed on close.
 * https://supabase.com/docs/guides/storage/security/access-control
 * https://github.com/supabase/storage
 */
import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import type http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import { sendFile } from '../httpRequest';
import { readBody } from '../requestBody';
import type { Claims } from './jwt';
import { asCaller } from './rest';
import { CORS, readJsonObject, sendJson } from './respond';

export const STORAGE_OBJECT = '/storage/v1/object/';

interface Bucket {
  id: string;
  public: boolean;
  file_size_limit: number | string | null;
  allowed_mime_types: string[] | null;
}

/** Room for the multipart envelope around a file at the size limit. */
const ENVELOPE_BYTES = 64 * 1024;

const storageError = (res: http.ServerResponse, status: number, error: string, message: string) =>
  sendJson(res, status, { statusCode: String(status), error, message });

/**
 * The characters Supabase Storage takes in an object name: those S3 calls safe, and a few it handles specially
 * (storage's isValidKey). So no right-to-left override, zero-width character, `<`, backslash or control character.
 * https://docs.aws.amazon.com/AmazonS3/latest/userguide/object-keys.html
 */
const SAFE_KEY = /^[A-Za-z0-9_/!\-.*'() &$@=;:+,?]+$/;

/** An object name Storage takes: relative, no empty, `.` or `..` segment, only safe characters. */
function validName(name: string): boolean {
  return name.length <= 1024 && SAFE_KEY.test(name) && name.split('/').every((part) => part !== '' && part !== '.' && part !== '..');
}

/** Whether `mime` is one of the bucket's types (`image/*` style wildcards included); no list takes every type. */
function typeAllowed(bucket: Bucket, mime: string): boolean {
  if (!bucket.allowed_mime_types || bucket.allowed_mime_types.length === 0) return true;
  return bucket.allowed_mime_types.some((allowed) =>
    allowed.endsWith('/*') ? mime.startsWith(allowed.slice(0, -1)) : allowed.toLowerCase() === mime.toLowerCase(),
  );
}

export function createStorage(db: PGlite) {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'local-storage-'));
  const fileOf = (bucket: string, name: string) => path.join(dir, createHash('sha256').update(`${bucket}/${name}`).digest('hex'));

  async function bucketOf(id: string): Promise<Bucket | null> {
    const { rows } = await db.query<Bucket>('select id, public, file_size_limit, allowed_mime_types from storage.buckets where id = $1', [
      id,
    ]);
    return rows[0] ?? null;
  }

  /** The uploaded file of a request: a multipart form's file part (supabase-js in a browser) or the raw body. */
  async function uploadedFile(req: http.IncomingMessage, body: Buffer): Promise<{ bytes: Buffer; type: string } | null> {
    const contentType = req.headers['content-type'] ?? 'application/octet-stream';
    if (!contentType.startsWith('multipart/form-data')) return { bytes: body, type: contentType.split(';')[0]!.trim() };
    try {
      const form = await new Response(new Uint8Array(body), { headers: { 'content-type': contentType } }).formData();
      for (const [, value] of form) {
        if (typeof value !== 'string')
          return { bytes: Buffer.from(await value.arrayBuffer()), type: value.type || 'application/octet-stream' };
      }
    } catch {
      // A malformed form: answered below as a missing file.
    }
    return null;
  }

  async function upload(req: http.IncomingMessage, res: http.ServerResponse, claims: Claims, bucketId: string, name: string) {
    const bucket = await bucketOf(bucketId);
    if (!bucket) return storageError(res, 404, 'Bucket not found', 'Bucket not found');
    const limit = bucket.file_size_limit === null ? 50 * 1024 * 1024 : Number(bucket.file_size_limit);
    const tooLarge = () => storageError(res, 413, 'Payload too large', 'The object exceeded the maximum allowed size');
    const body = await readBody(req, limit + ENVELOPE_BYTES);
    if (!body) return tooLarge();
    const file = await uploadedFile(req, body);
    if (!file) return storageError(res, 400, 'InvalidRequest', 'No file in the request');
    if (file.bytes.length > limit) return tooLarge();
    if (!typeAllowed(bucket, file.type)) return storageError(res, 415, 'invalid_mime_type', `mime type ${file.type} is not supported`);
    const replace = req.method === 'PUT';
    const upsert = !replace && req.headers['x-upsert'] === 'true';
    const metadata = JSON.stringify({ mimetype: file.type, size: file.bytes.length, cacheControl: 'max-age=3600' });
    const owner = typeof claims.sub === 'string' ? claims.sub : null;
    let id: string | undefined;
    try {
      id = await asCaller(db, claims, async (tx) => {
        const sql = replace
          ? `update storage.objects set metadata = $3::jsonb, owner = $4::uuid, updated_at = now() where bucket_id = $1 and name = $2 returning id`
          : `insert into storage.objects (bucket_id, name, metadata, owner, owner_id) values ($1, $2, $3::jsonb, $4::uuid, $4::text)` +
            (upsert
              ? ` on conflict (bucket_id, name) do update set metadata = excluded.metadata, owner = excluded.owner, updated_at = now()`
              : '') +
            ` returning id`;
        return (await tx.query<{ id: string }>(sql, [bucketId, name, metadata, owner])).rows[0]?.id;
      });
    } catch (error) {
      const code = (error as { code?: string }).code;
      if (code === '23505') return storageError(res, 409, 'Duplicate', 'The resource already exists');
      if (code === '42501') return storageError(res, 403, 'Unauthorized', 'new row violates row-level security policy');
      throw error;
    }
    if (!id) return storageError(res, 404, 'not_found', 'Object not found');
    writeFileSync(fileOf(bucketId, name), file.bytes);
    return sendJson(res, 200, { Id: id, Key: `${bucketId}/${name}` });
  }

  async function remove(req: http.IncomingMessage, res: http.ServerResponse, claims: Claims, bucketId: string) {
    const body = await readJsonObject(req);
    const prefixes = Array.isArray(body?.prefixes) ? body.prefixes.filter((p): p is string => typeof p === 'string') : [];
    if (prefixes.length === 0) return storageError(res, 400, 'InvalidRequest', 'prefixes must be a list of object names');
    const deleted = await asCaller(db, claims, async (tx) => {
      const { rows } = await tx.query<{ name: string; id: string; metadata: unknown }>(
        'delete from storage.objects where bucket_id = $1 and name = any($2::text[]) returning name, id, metadata',
        [bucketId, prefixes],
      );
      return rows;
    });
    for (const { name } of deleted) rmSync(fileOf(bucketId, name), { force: true });
    return sendJson(
      res,
      200,
      deleted.map((row) => ({ ...row, bucket_id: bucketId })),
    );
  }

  async function readPublic(req: http.IncomingMessage, res: http.ServerResponse, bucketId: string, name: string) {
    const bucket = await bucketOf(bucketId);
    const { rows } = await db.query<{ metadata: { mimetype?: string } | null }>(
      'select metadata from storage.objects where bucket_id = $1 and name = $2',
      [bucketId, name],
    );
    const file = fileOf(bucketId, name);
    let size = -1;
    try {
      size = statSync(file).size;
    } catch {
      // No file: answered as not found.
    }
    if (!bucket?.public || !rows[0] || size < 0) return storageError(res, 400, 'not_found', 'Object not found');
    sendFile(req, res, file, size, {
      ...CORS,
      'content-type': rows[0].metadata?.mimetype ?? 'application/octet-stream',
      'accept-ranges': 'bytes',
      'cache-control': 'public, max-age=3600',
      'x-content-type-options': 'nosniff',
    });
  }

  /** Answers a request under /storage/v1/object/ (`rest`: the part after it, decoded); `claims`: the caller's, or null. */
  async function handle(req: http.IncomingMessage, res: http.ServerResponse, rest: string, claims: Claims | null): Promise<void> {
    const method = req.method ?? 'GET';
    const [first = '', ...parts] = rest.split('/');
    if (first === 'public' && (method === 'GET' || method === 'HEAD')) {
      const [bucketId = '', ...name] = parts;
      return readPublic(req, res, bucketId, name.join('/'));
    }
    if (!claims) return storageError(res, 400, 'Unauthorized', 'Invalid JWT');
    const name = parts.join('/');
    if ((method === 'POST' || method === 'PUT') && parts.length > 0) {
      // Storage's answer to a name it refuses.
      if (!validName(name)) return storageError(res, 400, 'InvalidKey', `Invalid key: ${name}`);
      return upload(req, res, claims, first, name);
    }
    if (method === 'DELETE' && parts.length === 0) return remove(req, res, claims, first);
    return storageError(res, 400, 'InvalidRequest', `${method} ${STORAGE_OBJECT}${rest} is not a Storage request`);
  }

  return {
    handle,
    close: () => rmSync(dir, { recursive: true, force: true }),
  };
}
