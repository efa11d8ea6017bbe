import { Fragment } from 'react';
import { contentStyle } from './feedStyles';

/**
 * A run of this many characters without a space gets a line-break opportunity after it: a browser breaks one
 * unbroken word of n characters in time that grows with n² (a pasted 100 000-character link took 18-22 s in
 * Chromium), and n short words in time that grows with n.
 */
export const BREAK_AFTER = 24;

const LONG_RUN = new RegExp(`\\S{${BREAK_AFTER + 1},}`, 'g');

/** `text` as words and `<wbr>`s: every run longer than BREAK_AFTER characters may break every BREAK_AFTER. */
function withBreaks(text: string): Array<string | null> {
  const parts: Array<string | null> = [];
  let last = 0;
  for (const match of text.matchAll(LONG_RUN)) {
    const run = match[0];
    parts.push(text.slice(last, match.index));
    for (let i = 0; i < run.length; i += BREAK_AFTER) {
      if (i > 0) parts.push(null);
      parts.push(run.slice(i, i + BREAK_AFTER));
    }
    last = (match.index ?? 0) + run.length;
  }
  parts.push(text.slice(last));
  return parts.filter((part) => part !== '');
}

/** A post's text (product §2: it keeps its line breaks), always as text: markup in a post shows as written. */
export function PostText({ text }: { text: string }) {
  return (
    <p css={contentStyle} data-testid="blog-post-content">
      {withBreaks(text).map((part, i) => (part === null ? <wbr key={i} /> : <Fragment key={i}>{part}</Fragment>))}
    </p>
  );
}
