/**
 * Request parsing both embedded servers share (the Netlify-like static server
 * and the local Supabase backend), written so that no request can throw:
 * a malformed %-escape is a 400 and an unsatisfiable Range a 416, as nginx,
 * Netlify's CDN and Supabase Storage answer, and the server keeps serving.
 */
import { createReadStream } from 'node:fs';
import type http from 'node:http';

/** The path and query of a request target, or null when it is not an origin-form target ("/..."). */
export function requestTarget(rawUrl: string | undefined): { pathname: string; search: URLSearchParams; rawSearch: string } | null {
  const raw = rawUrl ?? '';
  // Absolute-form ("http://host/x") and asterisk-form ("*") targets are for proxies and OPTIONS *.
  if (!raw.startsWith('/')) return null;
  try {
    // Prefixing an origin (not `new URL(raw, base)`) keeps "//x" a path instead of a host.
    const url = new URL(`http://localhost${raw}`);
    return { pathname: url.pathname, search: url.searchParams, rawSearch: url.search };
  } catch {
    return null;
  }
}

/** decodeURIComponent without the URIError: null for a malformed escape such as `%E0%A4%A` (a 400). */
export function decodePath(encoded: string): string | null {
  try {
    const decoded = decodeURIComponent(encoded);
    // A NUL byte is never part of a file name; fs would throw on it.
    return decoded.includes('\0') ? null : decoded;
  } catch {
    return null;
  }
}

export type ByteRange =
  /** No Range header, or one this server ignores (other units, several ranges): send the whole file, 200. */
  | { kind: 'whole' }
  /** 206 with `Content-Range: bytes start-end/size`. */
  | { kind: 'partial'; start: number; end: number }
  /** 416 with `Content-Range: bytes *\/size`. */
  | { kind: 'unsatisfiable' };

/**
 * One `bytes=` range of RFC 9110 §14.1.2: `a-b`, `a-` (from a to the end) and
 * `-n` (the last n bytes). A range that starts past the end, a suffix of 0 bytes
 * and a last position before the first (`100-50`, which nginx also refuses)
 * are unsatisfiable; anything that is not one `bytes=` range is ignored, as the
 * RFC allows, and the whole file is sent. Not sirv's: its parser (sirv 3) reads
 * `bytes=-100` as the first 101 bytes instead of the last 100, answers
 * `bytes=100-50` with a 206 of an inverted range and `items=0-1` as bytes, and
 * it sends every file with a 200, where the 404 page needs its 404.
 */
export function parseByteRange(header: string | undefined, size: number): ByteRange {
  if (header === undefined) return { kind: 'whole' };
  const match = /^bytes=\s*(\d*)\s*-\s*(\d*)\s*$/i.exec(header.trim());
  if (!match || (match[1] === '' && match[2] === '')) return { kind: 'whole' };
  const [, first = '', last = ''] = match;
  if (first === '') {
    const suffix = Number(last);
    if (suffix === 0 || size === 0) return { kind: 'unsatisfiable' };
    return { kind: 'partial', start: Math.max(0, size - suffix), end: size - 1 };
  }
  const start = Number(first);
  const end = last === '' ? size - 1 : Number(last);
  if (start >= size || end < start) return { kind: 'unsatisfiable' };
  return { kind: 'partial', start, end: Math.min(end, size - 1) };
}

/**
 * Sends `file` (`size` bytes) with `status` and the `base` headers, honouring
 * a byte Range on a 200 as both local servers do: 206 with Content-Range, 416
 * for a range past the end (RFC 9110 §14); a file that vanishes mid-read ends
 * the response, not the server.
 */
export function sendFile(
  req: http.IncomingMessage,
  res: http.ServerResponse,
  file: string,
  size: number,
  base: http.OutgoingHttpHeaders,
  status = 200,
): void {
  const range = status === 200 ? parseByteRange(req.headers.range, size) : { kind: 'whole' as const };
  if (range.kind === 'unsatisfiable') {
    res.writeHead(416, { ...base, 'content-range': `bytes */${size}`, 'content-length': 0 }).end();
    return;
  }
  const [start, end] = range.kind === 'partial' ? [range.start, range.end] : [0, size - 1];
  res.writeHead(range.kind === 'partial' ? 206 : status, {
    ...base,
    'content-length': size === 0 ? 0 : end - start + 1,
    ...(range.kind === 'partial' && { 'content-range': `bytes ${start}-${end}/${size}` }),
  });
  if (req.method === 'HEAD' || size === 0) {
    res.end();
    return;
  }
  createReadStream(file, { start, end })
    .on('error', () => res.destroy())
    .pipe(res);
}
