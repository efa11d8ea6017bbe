import { Fragment, type ReactNode } from 'react';
import { markedRanges } from '../../blog/searchMarks';
import { contentStyle, markStyle } from './feedStyles';

/**
 * A run of this many characters without a space gets a line-break opportunity after it: a browser breaks one
 * unbroken word of n characters in time that grows with n² (a pasted 100 000-character link took 18-22 s in
 * Chromium), and n short words in time that grows with n.
 */
export const BREAK_AFTER = 24;

const LONG_RUN = new RegExp(`\\S{${BREAK_AFTER + 1},}`, 'g');

/** Where `text` gets a `<wbr>`: every BREAK_AFTER characters into each run longer than that, in order. */
function breakOffsets(text: string): number[] {
  const offsets: number[] = [];
  for (const match of text.matchAll(LONG_RUN)) {
    for (let i = BREAK_AFTER; i < match[0].length; i += BREAK_AFTER) offsets.push(match.index + i);
  }
  return offsets;
}

/** text[start, end) as text and the `<wbr>`s of `breaks` inside it; a break at `start` comes first. */
function withBreaks(text: string, start: number, end: number, breaks: readonly number[]): ReactNode[] {
  const nodes: ReactNode[] = [];
  let last = start;
  for (const at of breaks) {
    if (at < start || at >= end) continue;
    if (at > last) nodes.push(text.slice(last, at));
    nodes.push(<wbr />);
    last = at;
  }
  nodes.push(text.slice(last, end));
  return nodes.filter((node) => node !== '').map((node, i) => <Fragment key={i}>{node}</Fragment>);
}

/**
 * A post's text (product §2: it keeps its line breaks), always as text: markup in a post shows as written. In a
 * search's results, the words the search found (`marks`, searchMarks.ts) are marked wherever they stand.
 */
export function PostText({ text, marks = [] }: { text: string; marks?: readonly string[] }) {
  const breaks = breakOffsets(text);
  const parts: ReactNode[] = [];
  let last = 0;
  for (const [start, end] of markedRanges(text, marks)) {
    if (start > last) parts.push(withBreaks(text, last, start, breaks));
    parts.push(<mark css={markStyle}>{withBreaks(text, start, end, breaks)}</mark>);
    last = end;
  }
  parts.push(withBreaks(text, last, text.length, breaks));
  return (
    <p css={contentStyle} data-testid="blog-post-content">
      {parts.map((part, i) => (
        <Fragment key={i}>{part}</Fragment>
      ))}
    </p>
  );
}
