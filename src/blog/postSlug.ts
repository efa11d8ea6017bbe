import { slugify } from 'transliteration';
import { POST_SLUG_PATTERN } from './postAddress';

export { POST_SLUG_PATTERN };

/**
 * A blog post's address (`/blog/<slug>`): its first words in Latin letters, lower case, joined by hyphens.
 *
 * The database makes the same slug for a post inserted without one (the trigger of the migration
 * `*_blog_post_slug.sql`, which has no library to call), so the rules here are the ones it repeats: the first line
 * that gives any letter or digit; the library's transliteration, with the few Russian letters below pinned to the
 * scheme people read most easily (й i, х kh, ц ts: «этой» etoi, «Цех» tsekh); every run of anything else (emoji too)
 * one hyphen;
 * at most POST_SLUG_MAX_LENGTH characters, cut at a word; `post` when nothing is left (emoji or punctuation only).
 * A unit test compares both on a table of Russian and Latin texts.
 */

/** The longest slug made from a text: about six to eight words, enough to recognise the post in a link. */
export const POST_SLUG_MAX_LENGTH = 60;

/** The slug of a post whose text has no letter or digit at all. */
export const POST_SLUG_FALLBACK = 'post';

const PINNED: Record<string, string> = { й: 'i', х: 'kh', ц: 'ts' };

function lineSlug(line: string): string {
  // Anything but a letter, digit or № (which reads "no") separates words, emoji included, which the library would
  // drop and so glue the words around them together.
  const words = line.toLowerCase().replace(/[^\p{L}\p{N}\p{M}№]+/gu, ' ');
  return slugify(words, { allowedChars: 'a-z0-9', separator: '-', replace: PINNED, trim: true })
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** `slug` at most `max` characters long, cut after a whole word when it has more than one. */
export function cutSlug(slug: string, max: number): string {
  if (slug.length <= max) return slug;
  const head = slug.slice(0, max + 1);
  const end = head.lastIndexOf('-');
  return end > 0 ? head.slice(0, end) : slug.slice(0, max);
}

/** The slug of `text` before any collision: its first line that has a letter or digit, or the fallback. */
export function slugBase(text: string): string {
  for (const line of text.split('\n')) {
    const slug = lineSlug(line);
    if (slug !== '') return slug;
  }
  return POST_SLUG_FALLBACK;
}

/**
 * The address for a post with this text. With `taken` (the slugs other posts have), a slug already taken gets the
 * first free suffix: `-2`, `-3`…, the words cut so that the whole still fits POST_SLUG_MAX_LENGTH.
 */
export function postSlug(text: string, taken?: ReadonlySet<string>): string {
  const base = slugBase(text);
  let slug = cutSlug(base, POST_SLUG_MAX_LENGTH);
  for (let n = 2; taken?.has(slug); n += 1) {
    const suffix = `-${n}`;
    slug = `${cutSlug(base, POST_SLUG_MAX_LENGTH - suffix.length)}${suffix}`;
  }
  return slug;
}
