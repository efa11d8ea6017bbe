import { BLOG_SEARCH_MARK_MAX_LENGTH, BLOG_SEARCH_MARKS_LIMIT } from '../config/constants';

/**
 * The words a search found in a post, from its row's `search_marks` (the database function's, as it read them: lower
 * case, ё as е): untrusted, so only strings, at most BLOG_SEARCH_MARKS_LIMIT of at most BLOG_SEARCH_MARK_MAX_LENGTH
 * characters are kept, whatever a backend sends.
 */
export function searchMarks(row: unknown): string[] {
  const marks = typeof row === 'object' && row !== null ? (row as { search_marks?: unknown }).search_marks : undefined;
  if (!Array.isArray(marks)) return [];
  const words: string[] = [];
  for (const mark of marks.slice(0, BLOG_SEARCH_MARKS_LIMIT)) {
    if (typeof mark === 'string' && mark.trim() !== '' && mark.length <= BLOG_SEARCH_MARK_MAX_LENGTH) words.push(mark);
  }
  return words;
}

/** `text` as a pattern that matches it literally, under the `u` flag (which refuses any escape but these). */
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');

/**
 * Where `words` stand in `text` as whole words, in any case and with ё where a word has е (the search reads them
 * alike): [start, end) offsets, in order, none overlapping; the longest word first where two start at one place.
 */
export function markedRanges(text: string, words: readonly string[]): Array<[number, number]> {
  if (words.length === 0 || text === '') return [];
  const alternatives = [...new Set(words)].sort((a, b) => b.length - a.length).map((word) => escapeRegExp(word).replace(/[её]/giu, '[её]'));
  // The character before a word is matched rather than looked behind at: Safari reads lookbehind only since 16.4.
  const pattern = new RegExp(`(^|[^\\p{L}\\p{N}])(${alternatives.join('|')})(?![\\p{L}\\p{N}])`, 'giu');
  return [...text.matchAll(pattern)].map((match) => {
    const start = match.index + match[1]!.length;
    return [start, start + match[2]!.length];
  });
}
