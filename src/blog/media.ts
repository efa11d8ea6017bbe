import {
  BLOG_EMBED_PREFIX,
  BLOG_MEDIA_ALT_LIMIT,
  BLOG_MEDIA_URL_MAX_LENGTH,
  BLOG_POST_MEDIA_LIMIT,
  BLOG_POST_MEDIA_SCAN_LIMIT,
} from '../config/constants';
import { plainText } from './plainText';
import type { MediaItem, PhotoPosition } from './types';

/** The framings a photo may be given; the table knows the same five (media_positions). */
export const PHOTO_POSITIONS: readonly PhotoPosition[] = ['center', 'top', 'bottom', 'left', 'right'];

/** A stored framing as the feed uses it: a known one, or none (the centre) for anything else. */
export function photoPositionOf(value: unknown): PhotoPosition | undefined {
  return typeof value === 'string' && value !== 'center' && (PHOTO_POSITIONS as readonly string[]).includes(value)
    ? (value as PhotoPosition)
    : undefined;
}

/** A stored description as the feed uses it: plain text (plainText.ts), trimmed, at most BLOG_MEDIA_ALT_LIMIT characters, or none. */
export function mediaAltOf(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined;
  const alt = plainText(value.slice(0, BLOG_MEDIA_ALT_LIMIT * 2))
    .trim()
    .slice(0, BLOG_MEDIA_ALT_LIMIT);
  return alt || undefined;
}

/** Only absolute http(s) URLs render at all: no javascript:, data:, relative or malformed addresses. */
export function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:';
  } catch {
    return false;
  }
}

/** Hosts that serve Telegram's public post links (t.me is the canonical one; telegram.me redirects to it). */
const TELEGRAM_HOSTS = new Set(['t.me', 'www.t.me', 'telegram.me', 'www.telegram.me']);
/** A public channel's username (https://core.telegram.org/method/account.checkUsername): letters, digits, underscores. */
const CHANNEL = /^[A-Za-z][A-Za-z0-9_]{3,31}$/;
const POST_ID = /^[0-9]{1,10}$/;

/**
 * The widget address of a Telegram post link (product §2: embedded "with an embed
 * flag"), or null when `value` is not a link to a public channel's post.
 * Editors paste these in several forms, all accepted: http or https,
 * any letter case in scheme and host, t.me or telegram.me (with or without
 * www.), a trailing slash, the /s/ preview path. Every one becomes the one
 * form the widget and the CSP's frame-src expect,
 * `https://t.me/<channel>/<post>?embed=1`; only `single` (one photo of an
 * album) is kept of the query. https://core.telegram.org/widgets/post
 */
export function telegramEmbedUrl(value: string): string | null {
  let url: URL;
  try {
    url = new URL(value.trim());
  } catch {
    return null;
  }
  // The URL parser lower-cases the scheme and the host; the path keeps its case (usernames ignore it).
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  if (!TELEGRAM_HOSTS.has(url.hostname) || url.port || url.username || url.password) return null;
  const parts = url.pathname.split('/').filter(Boolean);
  if (parts[0] === 's') parts.shift();
  const [channel = '', post = '', ...rest] = parts;
  if (rest.length > 0 || !CHANNEL.test(channel) || !POST_ID.test(post)) return null;
  return `${BLOG_EMBED_PREFIX}${channel}/${post}?embed=1${url.searchParams.has('single') ? '&single' : ''}`;
}

/**
 * Pairs media_urls with media_types (parallel lists, product §3). Untrusted: a
 * missing or mismatched list, a non-string entry, an address longer than
 * BLOG_MEDIA_URL_MAX_LENGTH or an unknown type drops that item, never the
 * post. A Telegram post link is embedded whatever its type; any other URL
 * shows only as the photo or video its type says. The first
 * BLOG_POST_MEDIA_LIMIT items that can be shown are kept, from the first
 * BLOG_POST_MEDIA_SCAN_LIMIT entries: however long the list, reading it costs
 * the same. `alts` and `positions` (media_alts, media_positions: parallel,
 * or empty) give a photo or video its description and a photo its framing;
 * a missing or unusable entry leaves the generated label and the centre.
 */
export function toMediaItems(urls: unknown, types: unknown, alts?: unknown, positions?: unknown): MediaItem[] {
  if (!Array.isArray(urls)) return [];
  const kinds = Array.isArray(types) ? types : [];
  const descriptions: unknown[] = Array.isArray(alts) ? alts : [];
  const framings: unknown[] = Array.isArray(positions) ? positions : [];
  const items: MediaItem[] = [];
  const scanned = Math.min(urls.length, BLOG_POST_MEDIA_SCAN_LIMIT);
  for (let i = 0; i < scanned && items.length < BLOG_POST_MEDIA_LIMIT; i += 1) {
    const url: unknown = urls[i];
    if (typeof url !== 'string' || url.length > BLOG_MEDIA_URL_MAX_LENGTH) continue;
    const embed = telegramEmbedUrl(url);
    if (embed) {
      items.push({ kind: 'telegram', url: embed });
      continue;
    }
    if (!isHttpUrl(url)) continue;
    const kind: unknown = kinds[i];
    if (kind !== 'photo' && kind !== 'video') continue;
    const alt = mediaAltOf(descriptions[i]);
    const position = kind === 'photo' ? photoPositionOf(framings[i]) : undefined;
    items.push({ kind, url, ...(alt ? { alt } : {}), ...(position ? { position } : {}) });
  }
  return items;
}
