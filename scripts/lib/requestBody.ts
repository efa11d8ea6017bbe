/**
 * A request's body, read no further than a limit: the one reader of the local servers that take a whole body (the
 * embedded Supabase backend's REST, Auth and Storage, and the Netlify Functions runner). The static server's form
 * posts are parsed as they arrive instead (netlifyForms.ts).
 */
import type http from 'node:http';

/**
 * The body of `req`, at most `limit` bytes; null when it is longer (the caller answers 413) or the client went away
 * before sending all of it. A body whose Content-Length already says more is not read at all; one sent in chunks is
 * kept no further than the limit. The rest of a refused body is read and dropped, so the caller's answer reaches a
 * client still sending, and the connection serves its next request.
 */
export function readBody(req: http.IncomingMessage, limit: number): Promise<Buffer | null> {
  const declared = Number(req.headers['content-length']);
  if (Number.isFinite(declared) && declared > limit) {
    req.resume();
    return Promise.resolve(null);
  }
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const onData = (chunk: Buffer) => {
      size += chunk.length;
      if (size > limit) {
        req.removeListener('data', onData);
        req.resume();
        resolve(null);
        return;
      }
      chunks.push(chunk);
    };
    req.on('data', onData);
    req.once('end', () => resolve(Buffer.concat(chunks)));
    // A client gone mid-body: an error (every one caught, as an uncaught one would end the server), then a close before
    // the end.
    req.on('error', () => resolve(null));
    req.once('close', () => resolve(null));
  });
}
