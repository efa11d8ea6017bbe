import { openAsBlob, type Stats } from 'node:fs';
import { open, realpath, stat } from 'node:fs/promises';
import path from 'node:path';
import { signatureOf } from '../../../src/blog/fileSignature';
import { BLOG_MEDIA_FILE_TYPES, BLOG_MEDIA_MAX_BYTES, type BlogMediaMime, isBlogMediaMime } from '../../../src/blog/postRules';
import type { MediaRef } from './exportMessage';

/**
 * A message's photo or video on disk, checked before a byte of it is sent: inside the export folder (its real path,
 * links followed), a file, within the bucket's 50 MB (a bigger video is shown by its Telegram link instead, as the
 * webhook does past the Bot API's 20 MB), and a photo or video by its own bytes, with the blog editor's signature
 * check (src/blog/fileSignature.ts) on its first bytes, the only ones read here.
 */
export type MediaFile =
  /** To copy: its real path, size and the type its bytes say. */
  | { file: string; size: number; mime: BlogMediaMime }
  /** A video over the bucket's limit, in the export or left out of it for its size. */
  | { tooBig: number }
  /** A photo or video indeed, of a format the feed does not show (its type, as its bytes say). */
  | { format: string }
  /** Not in this export: a later export that has it brings the message. */
  | { missing: string }
  /** Not what Telegram Desktop writes: never read further, never written. */
  | { refused: string };

/** How much of a file the signature check is given: file-type's reasonableDetectionSizeInBytes, where every photo's and video's signature is. */
const SIGNATURE_BYTES = 4100;

/** A file's first bytes, read into a buffer of their own (a file-backed Blob would be read in 64 KB pieces). */
async function firstBytes(file: string): Promise<Blob> {
  const handle = await open(file, 'r');
  try {
    const { buffer, bytesRead } = await handle.read(Buffer.alloc(SIGNATURE_BYTES), 0, SIGNATURE_BYTES, 0);
    return new Blob([buffer.subarray(0, bytesRead)]);
  } finally {
    await handle.close();
  }
}

const megabytes = (bytes: number) => `${(bytes / (1024 * 1024)).toFixed(1)} MB`;

/** The bucket's limit for one file (BLOG_MEDIA_MAX_BYTES), as the import's messages say it: "50 MB". */
export const BUCKET_LIMIT = `${Math.round(BLOG_MEDIA_MAX_BYTES / (1024 * 1024))} MB`;

/** Telegram Desktop's words for a file it left out (SerializeMessage's pushPath), and what to do about each. */
function leftOut(ref: MediaRef & { leftOut: string }): MediaFile {
  const what = ref.kind === 'photo' ? 'photo' : 'video';
  if (ref.leftOut.startsWith('(File exceeds maximum size')) {
    if (ref.kind === 'video' && ref.size !== null && ref.size > BLOG_MEDIA_MAX_BYTES) return { tooBig: ref.size };
    return { missing: `the export left the ${what} out for its size: export again with Size limit at ${BUCKET_LIMIT} or more` };
  }
  if (ref.leftOut.startsWith('(File not included')) {
    return {
      missing: `the export left the ${what} out: tick ${ref.kind === 'photo' ? 'Photos' : 'Videos and GIFs'} in Export chat history and export again`,
    };
  }
  if (ref.leftOut.startsWith('(File unavailable')) return { missing: `Telegram Desktop could not download the ${what}: export again` };
  return { missing: `the export has no file for the ${what}: ${ref.leftOut}` };
}

/** The message's photo or video in the export folder whose real path is `root`. */
export async function mediaFile(root: string, ref: MediaRef): Promise<MediaFile> {
  if (ref.path === null) return leftOut({ ...ref, leftOut: ref.leftOut ?? '' });
  let real: string;
  try {
    real = await realpath(path.resolve(root, ref.path));
  } catch {
    return { missing: `${ref.path} is not in the export folder` };
  }
  if (!real.startsWith(root + path.sep)) {
    return { refused: `"${ref.field}" (${ref.path}) leads out of the export folder through a link: only files inside it are read` };
  }
  let found: Stats;
  let head: Blob;
  try {
    found = await stat(real);
    if (!found.isFile()) return { refused: `"${ref.field}" (${ref.path}) is not a file` };
    head = await firstBytes(real);
  } catch (error) {
    return { missing: `${ref.path} could not be read (${(error as NodeJS.ErrnoException).code ?? String(error)})` };
  }
  if (found.size > BLOG_MEDIA_MAX_BYTES) {
    if (ref.kind === 'video') return { tooBig: found.size };
    return { refused: `${ref.path} is ${megabytes(found.size)}: no photo Telegram sends is over the bucket's ${BUCKET_LIMIT}` };
  }
  const mime = await signatureOf(head);
  const kind = mime?.split('/')[0];
  if (!mime || !isBlogMediaMime(mime)) {
    // A video of another format (a QuickTime .mov) makes its post as the webhook makes one: a draft that says so.
    if (mime && kind === (ref.kind === 'photo' ? 'image' : 'video')) return { format: mime };
    return { refused: `${ref.path}: its bytes are not a photo or video (JPEG, PNG, WebP, AVIF, MP4, WebM), whatever its name says` };
  }
  if (BLOG_MEDIA_FILE_TYPES[mime] !== ref.kind) {
    return {
      refused: `${ref.path}: its bytes are a ${BLOG_MEDIA_FILE_TYPES[mime]} (${mime}), but the message says it is a ${ref.kind}`,
    };
  }
  return { file: real, size: found.size, mime };
}

/** The file as supabase-js sends it: read from disk as it goes out, never whole in memory. */
export const fileBody = (file: string, mime: BlogMediaMime) => openAsBlob(file, { type: mime });
