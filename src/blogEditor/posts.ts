import { BLOG_TIME_ZONE } from '../config/constants';
import { photoPositionOf } from '../blog/media';
import type { PostMediaValue } from '../blog/postRules';

/**
 * A blog post as the editor holds it (react-admin's record) and as the table stores it (blog_posts), and the two
 * conversions. The editor never types media_types: each item carries its own, set from the uploaded file.
 */

/** What visitors see of a post: not at all (черновик), from a later moment (запланирован), now (опубликован). */
export type PostStatus = 'draft' | 'scheduled' | 'published';

export const STATUS_LABELS: Record<PostStatus, string> = {
  draft: 'Черновик',
  scheduled: 'Запланирован',
  published: 'Опубликован',
};

/** A row of public.blog_posts. */
export interface PostRow {
  id: string;
  content: string;
  media_urls: string[];
  media_types: string[];
  /** Parallel to media_urls, or empty (a post written without them): descriptions and framings. */
  media_alts?: string[];
  media_positions?: string[];
  published_at: string;
  is_published: boolean;
  created_at: string;
  updated_at: string;
  /** Set on a post the Telegram webhook imported: the channel message's address, and what the import left out. */
  telegram_url?: string | null;
  telegram_note?: string | null;
  /** The post's address, /blog/<slug>: fixed by the database once the post has first been visible. */
  slug: string;
  first_published_at?: string | null;
}

/**
 * The columns the editor reads, PostRow's own: a `select('*')` would bring the table's search column too
 * (search_vector, the stemmed words of the whole text, about as long as the text), which the editor never shows.
 */
const POST_ROW_COLUMNS: { readonly [K in keyof Required<PostRow>]: true } = {
  id: true,
  content: true,
  media_urls: true,
  media_types: true,
  media_alts: true,
  media_positions: true,
  published_at: true,
  is_published: true,
  created_at: true,
  updated_at: true,
  telegram_url: true,
  telegram_note: true,
  slug: true,
  first_published_at: true,
};
export const POST_COLUMNS = Object.keys(POST_ROW_COLUMNS).join(',');

export interface PostRecord {
  id: string;
  content: string;
  media: PostMediaValue[];
  status: PostStatus;
  /** The moment in the table (ISO); for a new post, none yet. */
  published_at: string | null;
  /** The scheduled moment as Moscow wall time, "2026-05-01T12:00", for the form's date-and-time field. */
  scheduledAt: string;
  updated_at: string | null;
  telegram_url?: string | null;
  telegram_note?: string | null;
  /** The post's address, /blog/<slug>; none for a new post (the database makes it from the first words). */
  slug?: string;
  /** Whether the post has been visible once: its address is out, and the database refuses a change of it. */
  slugFixed?: boolean;
}

export function statusOf(row: Pick<PostRow, 'is_published' | 'published_at'>, now = Date.now()): PostStatus {
  if (!row.is_published) return 'draft';
  return Date.parse(row.published_at) > now ? 'scheduled' : 'published';
}

/** The Moscow wall time of an instant, as a datetime-local value ("2026-05-01T12:00"). */
export function toMoscowInput(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-GB', {
      timeZone: BLOG_TIME_ZONE,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
    })
      .formatToParts(date)
      .map((p) => [p.type, p.value]),
  );
  return `${parts.year}-${parts.month}-${parts.day}T${parts.hour}:${parts.minute}`;
}

/** The instant (ISO) of a Moscow wall time typed in the form ("2026-05-01T12:00"), or null when it is not one. */
export function fromMoscowInput(value: string): string | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/.exec(value);
  if (!match) return null;
  const [, y, mo, d, h, mi] = match.map(Number) as [number, number, number, number, number, number];
  const asUtc = Date.UTC(y, mo - 1, d, h, mi);
  // The zone's offset at that moment, read back from the formatter (Moscow has been UTC+3 since 2014; no constant here).
  const guess = new Date(asUtc);
  const shown = toMoscowInput(guess.toISOString());
  const [sy, smo, sd, sh, smi] = shown.split(/[-T:]/).map(Number) as [number, number, number, number, number];
  const offset = Date.UTC(sy, smo - 1, sd, sh, smi) - asUtc;
  const instant = new Date(asUtc - offset);
  return toMoscowInput(instant.toISOString()) === value ? instant.toISOString() : null;
}

/** "14 марта 2026, 18:30 (МСК)". */
export function moscowDateTime(iso: string | null): string {
  if (!iso || Number.isNaN(Date.parse(iso))) return '';
  const text = new Intl.DateTimeFormat('ru-RU', {
    timeZone: BLOG_TIME_ZONE,
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
  }).format(new Date(iso));
  return `${text} (МСК)`;
}

export function fromRow(row: PostRow, now = Date.now()): PostRecord {
  const media: PostMediaValue[] = row.media_urls.map((url, i) => {
    const alt = row.media_alts?.[i] ?? '';
    const position = photoPositionOf(row.media_positions?.[i]);
    return { url, type: row.media_types[i] === 'video' ? 'video' : 'photo', ...(alt ? { alt } : {}), ...(position ? { position } : {}) };
  });
  const status = statusOf(row, now);
  return {
    id: row.id,
    content: row.content,
    media,
    status,
    published_at: row.published_at,
    scheduledAt: status === 'scheduled' ? toMoscowInput(row.published_at) : '',
    updated_at: row.updated_at,
    telegram_url: row.telegram_url ?? null,
    telegram_note: row.telegram_note ?? null,
    slug: row.slug ?? '',
    slugFixed: Boolean(row.first_published_at) || status === 'published',
  };
}

/** The first line of a post's text, short: how the list and the delete confirmation name it. */
export function titleOf(content: string | undefined): string {
  const line = (content ?? '').trim().split('\n')[0]?.trim() ?? '';
  if (!line) return 'Без текста';
  return line.length > 60 ? `${line.slice(0, 59)}…` : line;
}

/**
 * The table's columns for the form's values. Publishing now keeps the moment of a post already out (editing its text
 * does not move it up the feed), and otherwise names no moment (null): the database stamps its own `now()`, not the
 * editor's computer's clock (supabase/migrations/, blog_posts_stamp_published_at). A draft keeps whatever moment it had.
 */
export function toRow(
  values: Pick<PostRecord, 'content' | 'media' | 'status' | 'scheduledAt'> & { slug?: string },
  previous: Partial<PostRecord> | undefined,
) {
  const columns = {
    content: values.content ?? '',
    media_urls: (values.media ?? []).map((item) => item.url),
    media_types: (values.media ?? []).map((item) => item.type),
    media_alts: (values.media ?? []).map((item) => (item.alt ?? '').trim()),
    media_positions: (values.media ?? []).map((item) => (item.type === 'photo' && item.position) || 'center'),
    is_published: values.status !== 'draft',
    // A fixed address is not sent at all; an empty one (null) is made again from the text by the database.
    ...(previous?.slugFixed ? {} : { slug: values.slug?.trim() || null }),
  };
  if (values.status === 'scheduled') return { ...columns, published_at: fromMoscowInput(values.scheduledAt) };
  if (values.status === 'published') {
    const keep = previous?.status === 'published' && previous.published_at;
    return { ...columns, published_at: keep || null };
  }
  return columns;
}
