/**
 * A local stand-in for the Telegram Bot API's file calls (https://core.telegram.org/bots/api#getfile), for the
 * webhook's tests through TELEGRAM_API_URL (and setWebhook, kept for `npm run telegram:webhook`'s): `getFile` answers a file_path for the files it holds, as Telegram does,
 * and refuses one over 20 MB ("file is too big"); the download serves the bytes. A file can be made to fail (a 502
 * on its download) to play a Bot API that is down. Every call is kept in `calls`.
 */
import { readFileSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';

export const STAND_IN_TOKEN = '123456:stand-in-token';
const MEDIA = path.resolve(__dirname, '../../supabase/seed-media');

/** The seed's photos as Telegram file ids: the tests send updates naming these. */
export const PHOTO_FILES = ['backstage.jpg', 'casting.jpg', 'location.jpg', 'premiere.jpg'] as const;
export const VIDEO_FILE = 'showreel.webm';
/** A video over the Bot API's 20 MB, made on demand (never committed). */
export const BIG_VIDEO_FILE = 'big-video.mp4';
export const BIG_VIDEO_BYTES = 25 * 1024 * 1024;

export interface BotApiStandIn {
  url: string;
  calls: string[];
  /** The bodies setWebhook was called with, parsed. */
  webhooks: unknown[];
  /** Files whose download answers 502 until `failing` no longer names them. */
  failing: Set<string>;
  close(): Promise<void>;
}

function fileBytes(id: string): Buffer | null {
  if (id === BIG_VIDEO_FILE) return Buffer.alloc(BIG_VIDEO_BYTES, 1);
  if (![...PHOTO_FILES, VIDEO_FILE].includes(id)) return null;
  return readFileSync(path.join(MEDIA, id));
}

export async function startBotApiStandIn(): Promise<BotApiStandIn> {
  const calls: string[] = [];
  const webhooks: unknown[] = [];
  const failing = new Set<string>();
  const json = (res: http.ServerResponse, status: number, body: unknown) =>
    res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));

  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://stand-in');
    calls.push(`${req.method} ${url.pathname}`);
    if (req.method === 'POST' && url.pathname === `/bot${STAND_IN_TOKEN}/getFile`) {
      const chunks: Buffer[] = [];
      req.on('data', (chunk: Buffer) => chunks.push(chunk));
      req.on('end', () => {
        let id = '';
        try {
          const fileId = (JSON.parse(Buffer.concat(chunks).toString('utf8')) as { file_id?: unknown }).file_id;
          id = typeof fileId === 'string' ? fileId : '';
        } catch {
          return json(res, 400, { ok: false, error_code: 400, description: 'Bad Request: invalid JSON' });
        }
        const bytes = fileBytes(id);
        if (!bytes) return json(res, 400, { ok: false, error_code: 400, description: 'Bad Request: invalid file_id' });
        if (bytes.length > 20 * 1024 * 1024)
          return json(res, 400, { ok: false, error_code: 400, description: 'Bad Request: file is too big' });
        json(res, 200, { ok: true, result: { file_id: id, file_unique_id: id, file_size: bytes.length, file_path: `media/${id}` } });
      });
      return;
    }
    if (req.method === 'POST' && url.pathname === `/bot${STAND_IN_TOKEN}/setWebhook`) {
      const chunks: Buffer[] = [];
      req.on('data', (chunk: Buffer) => chunks.push(chunk));
      req.on('end', () => {
        webhooks.push(JSON.parse(Buffer.concat(chunks).toString('utf8')));
        json(res, 200, { ok: true, result: true, description: 'Webhook was set' });
      });
      return;
    }
    const prefix = `/file/bot${STAND_IN_TOKEN}/media/`;
    if (req.method === 'GET' && url.pathname.startsWith(prefix)) {
      const id = decodeURIComponent(url.pathname.slice(prefix.length));
      if (failing.has(id)) return json(res, 502, { ok: false, error_code: 502, description: 'Bad Gateway' });
      const bytes = fileBytes(id);
      if (!bytes) return json(res, 404, { ok: false, error_code: 404, description: 'Not Found' });
      res.writeHead(200, { 'content-type': 'application/octet-stream', 'content-length': bytes.length }).end(bytes);
      return;
    }
    json(res, 404, { ok: false, error_code: 404, description: 'Not Found' });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    calls,
    webhooks,
    failing,
    close: () =>
      new Promise<void>((done) => {
        server.close(() => done());
        server.closeAllConnections();
      }),
  };
}

/** Updates as Telegram sends them for a channel's posts. */
export const CHANNEL = { id: -1001234567890, type: 'channel', title: 'KADR', username: 'kadr_studio' } as const;

let nextUpdate = 1000;
export function channelPost(message: Record<string, unknown>, edited = false, chat: object = CHANNEL) {
  return {
    update_id: nextUpdate++,
    [edited ? 'edited_channel_post' : 'channel_post']: { chat, date: Math.floor(Date.now() / 1000) - 60, ...message },
  };
}

/** A photo message's sizes, smallest first as Telegram lists them; the largest is `file`. */
export const photoSizes = (file: string) => [
  { file_id: `thumb-${file}`, file_unique_id: `t-${file}`, width: 90, height: 60, file_size: 1000 },
  { file_id: file, file_unique_id: file, width: 1280, height: 853, file_size: 10_000 },
];
