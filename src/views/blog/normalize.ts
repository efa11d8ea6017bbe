import { toMediaItems } from './media';
import type { BlogPost } from './types';

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** A row from the API as a post the feed can render, or null when it has no usable id. */
export function toBlogPost(row: unknown): BlogPost | null {
  if (!isRecord(row)) return null;
  const id = row.id;
  if (typeof id !== 'string' || id === '') return null;
  const publishedAt = typeof row.published_at === 'string' ? row.published_at : null;
  return {
    id,
    content: typeof row.content === 'string' ? row.content : '',
    media: toMediaItems(row.media_urls, row.media_types),
    publishedAt,
  };
}
