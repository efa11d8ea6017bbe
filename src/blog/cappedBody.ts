import { BLOG_ANSWER_MAX_BYTES } from '../config/constants';

/**
 * The feed reads no answer past BLOG_ANSWER_MAX_BYTES, the largest page the database can hold. A backend that sends
 * more is lying (or broken); its answer is not read further, so none of it is decoded or parsed, and the load fails as
 * a failed fetch does (product §8: the console only), with no retry. Both of the feed's requests go through it: the first
 * page's plain `fetch` (firstPage.ts) and supabase-js in the worker (supabaseClient.ts gives it cappedFetch).
 */

/** The error's name, which supabase-js keeps in the message it makes of a failed fetch ("BlogAnswerTooLarge: …"). */
export const ANSWER_TOO_LARGE = 'BlogAnswerTooLarge';

export class AnswerTooLarge extends Error {
  /** How many bytes of the answer had been read when reading stopped (none when its Content-Length said enough). */
  readonly bytesRead: number;

  constructor(bytesRead: number, said: string, maxBytes: number) {
    super(`the blog backend's answer is over ${maxBytes} bytes (${said}): not read further`);
    this.name = ANSWER_TOO_LARGE;
    this.bytesRead = bytesRead;
  }
}

/** Whether `error` (thrown, or the message supabase-js made of it) is an answer that was too large. */
export function isAnswerTooLarge(error: unknown): boolean {
  const { name, message } = (error ?? {}) as { name?: unknown; message?: unknown };
  return name === ANSWER_TOO_LARGE || (typeof message === 'string' && message.startsWith(`${ANSWER_TOO_LARGE}:`));
}

/**
 * `response`'s body as text, read chunk by chunk no further than `maxBytes`: past them, reading stops, the rest of the
 * body is cancelled (the connection stops delivering) and AnswerTooLarge is thrown. An answer whose Content-Length
 * already says more is refused before any of it is read. The error is thrown here, not left to the body's stream:
 * a browser's `Response.text()` turns a stream's own error into a plain TypeError.
 */
export async function readCapped(response: Response, maxBytes = BLOG_ANSWER_MAX_BYTES): Promise<string> {
  const length = Number(response.headers.get('content-length') ?? NaN);
  if (length > maxBytes) {
    await response.body?.cancel().catch(() => undefined);
    throw new AnswerTooLarge(0, `Content-Length ${length}`, maxBytes);
  }
  // No stream to read (a body-less answer): whatever the answer holds, which is nothing.
  if (!response.body) return response.text();
  const reader = response.body.getReader();
  const decoder = new TextDecoder();
  let text = '';
  let read = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) return text + decoder.decode();
    read += value.byteLength;
    if (read > maxBytes) {
      await reader.cancel().catch(() => undefined);
      throw new AnswerTooLarge(read, `${read} bytes read`, maxBytes);
    }
    text += decoder.decode(value, { stream: true });
  }
}

/** Statuses whose Response may carry no body. */
const BODILESS = new Set([101, 204, 205, 304]);

/**
 * A `fetch` whose answers are read no further than `maxBytes` (the feed worker's supabase-js client): the body is read
 * here, so an answer too large rejects the fetch itself, which supabase-js reports as a failed fetch named
 * BlogAnswerTooLarge; any other answer is handed on whole.
 */
export function cappedFetch(maxBytes = BLOG_ANSWER_MAX_BYTES, fetchImpl: typeof fetch = (...args) => fetch(...args)): typeof fetch {
  return async (input, init) => {
    const response = await fetchImpl(input, init);
    const text = await readCapped(response, maxBytes);
    const { status, statusText, headers } = response;
    return new Response(BODILESS.has(status) ? null : text, { status, statusText, headers });
  };
}
