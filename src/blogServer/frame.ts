/**
 * The frame of a post page: the document the build makes of a post page (src/templates/blog-post.tsx) with its head's
 * post-specific part and its page's body cut out (src/gatsby/blogPages/frames.ts), each replaced by a mark the blog's
 * function fills with the post the address names. Everything else is the build's: the global CSS, the web-font loader,
 * the islands' page script, the Speculation Rules; so is the Content-Security-Policy, which admits exactly the frame's
 * inline scripts (a post adds none: its JSON-LD and its island's props are data blocks).
 */
export interface PageFrame {
  html: string;
  /** The policy of every page made of the frame (src/gatsby/headers/csp.ts, with the frame's inline scripts' hashes). */
  csp: string;
}

/** Where the post's head elements go (its title, description, share card, JSON-LD, its emotion styles). */
export const FRAME_HEAD = '<!--post-page-head-->';
/** Where the page's body goes, inside Gatsby's focus wrapper. */
export const FRAME_BODY = '<!--post-page-body-->';

/** Whether `html` is a frame: each mark once, the head's before the body's. */
export function isFrame(html: string): boolean {
  const head = html.indexOf(FRAME_HEAD);
  const body = html.indexOf(FRAME_BODY);
  return head >= 0 && body > head && html.indexOf(FRAME_HEAD, head + 1) < 0 && html.indexOf(FRAME_BODY, body + 1) < 0;
}

/** The frame with `head` and `body` in place of its marks (by position: neither is read as a replacement pattern). */
export function fillFrame(frame: string, head: string, body: string): string {
  const at = frame.indexOf(FRAME_HEAD);
  const bodyAt = frame.indexOf(FRAME_BODY);
  if (at < 0 || bodyAt < at) throw new Error('not a post page frame: its marks are missing');
  return frame.slice(0, at) + head + frame.slice(at + FRAME_HEAD.length, bodyAt) + body + frame.slice(bodyAt + FRAME_BODY.length);
}
