import { mediaTypeOf } from '../blog/fileSignature';
import { signatureProblem } from '../blog/postRules';
import { EditorError } from './errors';

/**
 * `file` as the bucket should store it: with the type its own first bytes say (src/blog/fileSignature.ts), not the one
 * the browser guessed from its name. Anything that is not a photo or video the feed shows is refused with the field
 * named.
 */
export async function withSignature(file: File): Promise<File> {
  const mime = await mediaTypeOf(file);
  if (!mime) throw new EditorError(signatureProblem(file.name, null)!, 415);
  return mime === file.type ? file : new File([file], file.name, { type: mime, lastModified: file.lastModified });
}
