import type { Language } from '../config/routes';
import { fill } from './feedStrings';
import { formatPostDate } from './formatDate';

/**
 * A post's headline and description, for its page's head and its share sheet: plain text functions, so the post page
 * drawn on demand (src/blogServer/) and the development server's post page (in the browser) make the same ones.
 */

/** The longest headline (the page's title before the blog's name): what a search result shows of a title. */
export const HEADLINE_MAX_LENGTH = 70;
/** The longest meta description: what a search result or a link card shows of it. */
export const DESCRIPTION_MAX_LENGTH = 160;

/** `text` cut to at most `max` characters at a word, and an ellipsis after them when anything was cut. */
export function cutAtWord(text: string, max: number): string {
  if (text.length <= max) return text;
  // One character more than fits: a space there means the last word fits whole.
  const head = text.slice(0, max + 1);
  const space = head.lastIndexOf(' ');
  const cut = (space > max / 2 ? head.slice(0, space) : head.slice(0, max)).replace(/[\s,.;:!?—–-]+$/u, '');
  // Never half of a character made of two units (an emoji).
  return `${/[\uD800-\uDBFF]$/.test(cut) ? cut.slice(0, -1) : cut}…`;
}

/** A post's headline: its first line with any text, cut at a word; null for a post with no text. */
export function postHeadline(content: string): string | null {
  const line = content
    .split('\n')
    .map((l) => l.replace(/\s+/g, ' ').trim())
    .find((l) => l !== '');
  return line ? cutAtWord(line, HEADLINE_MAX_LENGTH) : null;
}

/** A post's description: its whole text on one line, cut at a word; null for a post with no text. */
export function postDescription(content: string): string | null {
  const text = content.replace(/\s+/g, ' ').trim();
  return text ? cutAtWord(text, DESCRIPTION_MAX_LENGTH) : null;
}

/**
 * A post page's headline: the post's own, or for a post with no text `postLink` (the page's «Запись от {{date}}»)
 * with the post's date in the page's language.
 */
export function pageHeadline(post: { content: string; publishedAt: string }, language: Language, postLink: string): string {
  return postHeadline(post.content) ?? fill(postLink, { date: formatPostDate(post.publishedAt, language) ?? '' });
}
