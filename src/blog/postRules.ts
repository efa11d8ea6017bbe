import { BLOG_MEDIA_ALT_LIMIT, BLOG_POST_MEDIA_LIMIT, BLOG_POST_TEXT_LIMIT } from '../config/constants';
import { isHttpUrl, telegramEmbedUrl } from './media';
import type { PhotoPosition } from './types';

/**
 * What a post may hold, described once: the feed's caps (src/config/constants.ts), the table's constraints
 * (supabase/migrations/) and the media bucket's limits. The blog editor (src/blogEditor/) checks a post against it
 * before anything is sent, with the Russian name of the field in every message; the migration's numbers are checked
 * against it by a unit test.
 */

/** The most one uploaded file may weigh; the bucket itself refuses more (its file_size_limit). */
export const BLOG_MEDIA_MAX_BYTES = 50 * 1024 * 1024;

/**
 * The files the bucket takes, and the media_types value each one gets: photos and videos only, never svg or html
 * (stored script on the storage domain).
 */
export const BLOG_MEDIA_FILE_TYPES = {
  'image/jpeg': 'photo',
  'image/png': 'photo',
  'image/webp': 'photo',
  'image/avif': 'photo',
  'video/mp4': 'video',
  'video/webm': 'video',
} as const satisfies Record<string, 'photo' | 'video'>;

export type BlogMediaMime = keyof typeof BLOG_MEDIA_FILE_TYPES;

/** Whether `mime` is a type the bucket takes. */
export const isBlogMediaMime = (mime: string): mime is BlogMediaMime => mime in BLOG_MEDIA_FILE_TYPES;
export type StoredMediaType = (typeof BLOG_MEDIA_FILE_TYPES)[BlogMediaMime];

/**
 * One item of a post's media as the editor holds it: the URL, the media_types value it is saved with, and the
 * editor's description (media_alts) and, for a photo, framing (media_positions); none given: '' and the centre.
 */
export interface PostMediaValue {
  url: string;
  type: StoredMediaType;
  alt?: string;
  position?: PhotoPosition;
}

/** The Russian names of the fields, as the editor's form labels them. */
export const POST_FIELD_LABELS = {
  content: 'Текст',
  media: 'Фото и видео',
  publishedAt: 'Дата и время публикации',
} as const;

export type PostField = keyof typeof POST_FIELD_LABELS;

/** The rules, one per entry: what the form enforces and what the unit tests are generated from. */
export const POST_RULES = {
  content: { field: 'content', maxLength: BLOG_POST_TEXT_LIMIT },
  media: {
    field: 'media',
    maxItems: BLOG_POST_MEDIA_LIMIT,
    maxBytes: BLOG_MEDIA_MAX_BYTES,
    fileTypes: BLOG_MEDIA_FILE_TYPES,
    maxAltLength: BLOG_MEDIA_ALT_LIMIT,
  },
  publishedAt: { field: 'publishedAt', requiredWhen: 'scheduled' },
} as const;

const mebibytes = (bytes: number) => `${Math.round(bytes / (1024 * 1024))} МБ`;

const ru = new Intl.PluralRules('ru');
/** "1 символ", "3 символа", "10 000 символов". */
export function countOf(n: number, [one, few, many]: readonly [string, string, string]): string {
  const form = ru.select(n);
  return `${n.toLocaleString('ru-RU')} ${form === 'one' ? one : form === 'few' ? few : many}`;
}

const CHARACTERS = ['символ', 'символа', 'символов'] as const;
const ITEMS = ['файл или ссылка', 'файла или ссылки', 'файлов или ссылок'] as const;

/** The message for the text, or null when it fits. */
export function contentProblem(content: string): string | null {
  const { maxLength } = POST_RULES.content;
  if (content.length <= maxLength) return null;
  return `«${POST_FIELD_LABELS.content}»: не больше ${countOf(maxLength, CHARACTERS)}, сейчас ${content.length.toLocaleString('ru-RU')}`;
}

/** The message for the media list, or null when the feed shows every item as the editor sees it. */
export function mediaProblem(media: readonly PostMediaValue[]): string | null {
  const { maxItems } = POST_RULES.media;
  const label = `«${POST_FIELD_LABELS.media}»`;
  if (media.length > maxItems) return `${label}: не больше ${countOf(maxItems, ITEMS)}, сейчас ${media.length}`;
  const bad = media.findIndex((item) => !isShownAs(item));
  if (bad >= 0) return `${label}, пункт ${bad + 1}: не фото, не видео и не ссылка на пост в Telegram`;
  const { maxAltLength } = POST_RULES.media;
  const long = media.findIndex((item) => (item.alt ?? '').trim().length > maxAltLength);
  if (long >= 0) return `${label}, пункт ${long + 1}: «${MEDIA_ALT_LABEL}» — не больше ${countOf(maxAltLength, CHARACTERS)}`;
  return null;
}

/** The label of a medium's description in the editor. */
export const MEDIA_ALT_LABEL = 'Описание для незрячих';

/** Whether the feed shows `item` as its type says: a Telegram post link, or an http(s) photo or video. */
function isShownAs(item: PostMediaValue): boolean {
  if (telegramEmbedUrl(item.url)) return true;
  return (item.type === 'photo' || item.type === 'video') && isHttpUrl(item.url);
}

/** The message for a file the editor chose to upload, or null when the bucket takes it. */
export function fileProblem(file: { name: string; type: string; size: number }): string | null {
  const { maxBytes, fileTypes } = POST_RULES.media;
  const label = `«${POST_FIELD_LABELS.media}»`;
  if (!(file.type in fileTypes)) {
    return `${label}: «${file.name}» — не фото и не видео. Подходят JPEG, PNG, WebP, AVIF, MP4 и WebM`;
  }
  if (file.size > maxBytes) return `${label}: «${file.name}» больше ${mebibytes(maxBytes)}`;
  return null;
}

/**
 * The message for a file whose own bytes (its signature, `detected`: the type they say, or null when they name none)
 * are not a photo or video the bucket takes, whatever its name says; null when they are.
 */
export function signatureProblem(name: string, detected: string | null): string | null {
  if (detected && isBlogMediaMime(detected)) return null;
  return `«${POST_FIELD_LABELS.media}»: «${name}» — внутри не фото и не видео, хотя так назван. Подходят JPEG, PNG, WebP, AVIF, MP4 и WebM`;
}

/** The media_types value of an uploaded file, from its type: never typed by the editor. */
export function storedTypeOf(mime: string): StoredMediaType | null {
  return (BLOG_MEDIA_FILE_TYPES as Record<string, StoredMediaType>)[mime] ?? null;
}

/**
 * The media_types value of a pasted link: a Telegram post (stored as `photo`, which the feed ignores for such links,
 * as the table takes only photo and video), or null when it is not one.
 */
export function linkMediaValue(link: string): PostMediaValue | null {
  const url = link.trim();
  if (!telegramEmbedUrl(url)) return null;
  // Stored over https whatever was pasted: the table takes only https addresses.
  return { url: url.replace(/^http:/i, 'https:'), type: 'photo' };
}

/** The message for a scheduled post without a moment, or with one already past (it would go out at once), or null. */
export function publishedAtProblem(status: string, publishedAt: string | null | undefined, now = Date.now()): string | null {
  if (status !== POST_RULES.publishedAt.requiredWhen) return null;
  const label = `«${POST_FIELD_LABELS.publishedAt}»`;
  const time = publishedAt ? Date.parse(publishedAt) : NaN;
  if (Number.isNaN(time)) return `${label}: укажите, когда опубликовать запись`;
  if (time <= now) return `${label}: это время уже прошло — выберите более позднее или «Опубликовать сейчас»`;
  return null;
}
