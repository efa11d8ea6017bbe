import { BLOG_EMBED_PREFIX } from '../../config/constants';
import type { MediaItem } from './types';

/** Only absolute http(s) URLs render at all: no javascript:, data:, relative or malformed addresses. */
export function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:';
  } catch {
    return false;
  }
}

/**
 * The widget address of a Telegram post link (SPEC §2: embedded "with an embed
 * flag"), or null when `value` is not an https://t.me/ post link.
 * https://core.telegram.org/widgets/post
 */
export function telegramEmbedUrl(value: string): string | null {
  if (!value.startsWith(BLOG_EMBED_PREFIX)) return null;
  try {
    const url = new URL(value);
    if (url.protocol !== 'https:' || url.hostname !== 't.me' || url.username || url.password) return null;
    url.searchParams.set('embed', '1');
    url.hash = '';
    return url.toString();
  } catch {
    return null;
  }
}

/**
 * Pairs media_urls with media_types (parallel lists, SPEC §3). Untrusted: a
 * missing or mismatched list, a non-string entry or an unknown type drops
 * that item, never the post. A Telegram link is embedded whatever its type.
 */
export function toMediaItems(urls: unknown, types: unknown): MediaItem[] {
  if (!Array.isArray(urls)) return [];
  const kinds = Array.isArray(types) ? types : [];
  const items: MediaItem[] = [];
  urls.forEach((url: unknown, i) => {
    if (typeof url !== 'string') return;
    const embed = telegramEmbedUrl(url);
    if (embed) return void items.push({ kind: 'telegram', url: embed });
    if (!isHttpUrl(url)) return;
    const kind: unknown = kinds[i];
    if (kind === 'photo' || kind === 'video') items.push({ kind, url });
  });
  return items;
}
