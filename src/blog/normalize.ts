import { BLOG_POST_TEXT_LIMIT } from '../config/constants';
import { toMediaItems } from './media';
import { plainText } from './plainText';
import { isPostSlug } from './postAddress';
import type { BlogPost, PublishedPost } from './types';

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** `text` cut to BLOG_POST_TEXT_LIMIT characters with an ellipsis, never inside a character made of two units. */
export function capText(text: string): string {
  if (text.length <= BLOG_POST_TEXT_LIMIT) return text;
  let end = BLOG_POST_TEXT_LIMIT - 1;
  if (/[\uD800-\uDBFF]/.test(text.charAt(end - 1))) end -= 1;
  return `${text.slice(0, end)}…`;
}

/** A row from the API as a post the feed can render, or null when it has no usable id. */
export function toBlogPost(row: unknown): BlogPost | null {
  if (!isRecord(row)) return null;
  const id = row.id;
  if (typeof id !== 'string' || id === '') return null;
  const publishedAt = typeof row.published_at === 'string' ? row.published_at : null;
  const post: BlogPost = {
    id,
    content: typeof row.content === 'string' ? capText(plainText(row.content)) : '',
    media: toMediaItems(row.media_urls, row.media_types, row.media_alts, row.media_positions),
    publishedAt,
  };
  // Only an address that is one becomes a link: anything else (markup, a path, a full URL) is dropped with it.
  if (isPostSlug(row.slug)) post.slug = row.slug;
  if (typeof row.updated_at === 'string' && !Number.isNaN(Date.parse(row.updated_at))) post.updatedAt = row.updated_at;
  return post;
}

/** A row the view gave as a post a page can be made of: an id, an address and a date; null for anything else. */
export function publishedPost(row: unknown): PublishedPost | null {
  const post = toBlogPost(row);
  if (!post?.slug || !post.publishedAt || Number.isNaN(Date.parse(post.publishedAt))) return null;
  return { ...post, slug: post.slug, publishedAt: post.publishedAt };
}
