import { fileTypeFromBlob } from 'file-type';
import { type BlogMediaMime, isBlogMediaMime } from './postRules';

/**
 * The type a file's own first bytes say it is (file-type reads the signature, a few kilobytes at most), whatever the
 * file's name says; null when they say none. The blog editor checks each upload with it, and the Telegram history
 * import each file of an export (a File in the browser, a Blob of its first bytes in Node).
 */
export async function signatureOf(file: Blob): Promise<string | null> {
  const found = await fileTypeFromBlob(file).catch(() => undefined);
  return found?.mime ?? null;
}

/**
 * The type a file's bytes say, when it is a photo or video the bucket takes; null for anything else: a PNG named .jpg
 * is the PNG it is, a text file named notes.jpg is refused. The bucket's allowed types and size stay the last word on
 * the server.
 */
export async function mediaTypeOf(file: Blob): Promise<BlogMediaMime | null> {
  const mime = await signatureOf(file);
  return mime && isBlogMediaMime(mime) ? mime : null;
}
