import { fileTypeFromBlob } from 'file-type';
import { signatureProblem } from '../blog/postRules';
import { EditorError } from './errors';

/**
 * `file` as the bucket should store it: with the type its own first bytes say (file-type reads the signature, a few
 * kilobytes at most), not the one the browser guessed from its name. A PNG named .jpg goes up as the PNG it is; a
 * text file named notes.jpg, or anything else that is not a photo or video the feed shows, is refused with the
 * field named. The bucket's allowed types and size stay the last word on the server.
 */
export async function withSignature(file: File): Promise<File> {
  const found = await fileTypeFromBlob(file).catch(() => undefined);
  const mime = found?.mime ?? null;
  const problem = signatureProblem(file.name, mime);
  if (problem || !mime) throw new EditorError(problem ?? `«${file.name}»: не удалось прочитать файл`, 415);
  return mime === file.type ? file : new File([file], file.name, { type: mime, lastModified: file.lastModified });
}
