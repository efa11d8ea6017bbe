/** Small HTTP helpers the embedded backend's Auth, Storage and REST modules share. */
import type http from 'node:http';
import { readBody } from '../requestBody';

export const CORS = {
  'access-control-allow-origin': '*',
  'access-control-expose-headers': 'Content-Range, Content-Location, Range',
};

export function sendJson(res: http.ServerResponse, status: number, body: unknown, extra: Record<string, string> = {}) {
  res.writeHead(status, { ...CORS, 'content-type': 'application/json; charset=utf-8', ...extra });
  res.end(typeof body === 'string' ? body : JSON.stringify(body));
}

/** A JSON body as an object, or null when it is not one. */
export async function readJsonObject(req: http.IncomingMessage, limit = 1024 * 1024): Promise<Record<string, unknown> | null> {
  const body = await readBody(req, limit);
  if (!body) return null;
  try {
    const value: unknown = JSON.parse(body.toString('utf8') || '{}');
    return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

/** The token of an `Authorization: Bearer …` header, or null. */
export function bearerToken(req: http.IncomingMessage): string | null {
  const match = /^Bearer\s+(\S+)$/i.exec(req.headers.authorization ?? '');
  return match?.[1] ?? null;
}
