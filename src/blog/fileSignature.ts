import { fileTypeFromBlob } from 'file-type';
import { BLOG_MEDIA_FILE_TYPES, type BlogMediaMime } from './postRules';

/**
 * The type a file's own first bytes say it is (file-type reads the signature, a few kilobytes at most), when it is a
 * photo or video the bucket takes; null for anything else, whatever the file's name says: a PNG named .jpg is the PNG
 * it is, a text file named notes.jpg is refused. The blog editor checks each upload with it, and the Telegram history
 * import each file of an export (a File in the browser, a file-backed Blob in Node: only its first bytes are read).
 * The bucket's allowed types and size stay the last word on the server.
 */
export async function mediaTypeOf(file: Blob): Promise<BlogMediaMime | null> {
  const found = await fileTypeFromBlob(file).catch(() => undefined);
  const mime = found?.mime;
  return mime && mime in BLOG_MEDIA_FILE_TYPES ? (mime as BlogMediaMime) : null;
}
