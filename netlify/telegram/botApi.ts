/**
 * The two Bot API calls the import needs: getFile, and the file's download
 * (https://core.telegram.org/bots/api#getfile). Both at TELEGRAM_API_URL, so tests point them at a local stand-in.
 * A failure is either `TransientError` (the network, a 5xx, a 429: the same update may succeed later, so Telegram is
 * asked to send it again) or `FileUnavailable` (Telegram said no for good: the file is too big or gone).
 */

import { TransientError } from './errors';

/** The most the Bot API hands out to a bot (https://core.telegram.org/bots/api#getfile): 20 MB. */
export const BOT_API_DOWNLOAD_LIMIT = 20 * 1024 * 1024;

/** How long one call may take: the function's whole run is bounded by Netlify (docs/deploying.md). */
const CALL_TIMEOUT_MS = 20_000;

export class FileUnavailable extends Error {}

/** getFile's answer (https://core.telegram.org/bots/api#making-requests), read as untrusted. */
interface GetFileAnswer {
  ok?: boolean;
  result?: { file_path?: unknown; file_size?: unknown };
  description?: string;
}

export interface BotApi {
  /** The file's bytes, at most BOT_API_DOWNLOAD_LIMIT of them. */
  download(fileId: string): Promise<Buffer>;
}

export function botApi(apiUrl: string, token: string, fetchImpl: typeof fetch = fetch): BotApi {
  const call = async (url: string, init?: RequestInit) => {
    try {
      return await fetchImpl(url, { ...init, signal: AbortSignal.timeout(CALL_TIMEOUT_MS) });
    } catch (error) {
      throw new TransientError(`Bot API unreachable: ${String(error)}`);
    }
  };
  const failed = (status: number, what: string) =>
    status >= 500 || status === 429 || status === 408
      ? new TransientError(`${what}: ${status}`)
      : new FileUnavailable(`${what}: ${status}`);

  return {
    async download(fileId) {
      const res = await call(`${apiUrl}/bot${token}/getFile`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ file_id: fileId }),
      });
      let answer: GetFileAnswer | null = null;
      try {
        answer = (await res.json()) as GetFileAnswer | null;
      } catch {
        throw failed(res.ok ? 502 : res.status, 'getFile answered no JSON');
      }
      if (!res.ok || !answer?.ok) throw failed(res.status, `getFile: ${String(answer?.description ?? 'refused')}`);
      const filePath = answer.result?.file_path;
      if (typeof filePath !== 'string' || !filePath) throw new FileUnavailable('getFile gave no file_path');
      if (typeof answer.result?.file_size === 'number' && answer.result.file_size > BOT_API_DOWNLOAD_LIMIT) {
        throw new FileUnavailable('file is too big');
      }
      const file = await call(`${apiUrl}/file/bot${token}/${filePath.split('/').map(encodeURIComponent).join('/')}`);
      if (!file.ok || !file.body) {
        await file.body?.cancel();
        throw failed(file.status, 'download');
      }
      // Read with a cap: whatever the server says, no more than the Bot API's limit is held in memory.
      const chunks: Buffer[] = [];
      let size = 0;
      try {
        for await (const chunk of file.body as unknown as AsyncIterable<Uint8Array>) {
          size += chunk.length;
          if (size > BOT_API_DOWNLOAD_LIMIT) {
            await file.body.cancel().catch(() => undefined);
            throw new FileUnavailable('file is too big');
          }
          chunks.push(Buffer.from(chunk));
        }
      } catch (error) {
        if (error instanceof FileUnavailable) throw error;
        throw new TransientError(`download broke off: ${String(error)}`);
      }
      return Buffer.concat(chunks);
    },
  };
}
