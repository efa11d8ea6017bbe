import type { MessageEntity } from '@grammyjs/types';
import { BLOG_POST_TEXT_LIMIT } from '../../src/config/constants';
import type { BlogMediaMime } from '../../src/blog/postRules';
import { cutText, postText } from './text';

/**
 * What a message of the studio's channel becomes in the blog, whichever way it arrives: the webhook reads a Bot API
 * update (importer.ts), the history import a Telegram Desktop export (scripts/telegram-import.ts). Each turns its
 * input into a ChannelMessage; from there one set of rules: which messages make a post, the post's text and the notes
 * the editor sees, the media's names in the bucket, a video too big to copy, and the row the database's
 * telegram_import() (supabase/migrations/*_telegram_imports.sql) makes into a post. docs/deploying.md, "Telegram".
 */

export type MediaKind = 'photo' | 'video';

export interface ChannelMessage {
  /** The chat's Bot API id (-100… for a channel): with messageId, the key of telegram_imports. */
  chatId: number;
  messageId: number;
  /** The album it is an item of (Bot API media_group_id, or the import's own key); null for a message of its own. */
  album: string | null;
  /** Unix seconds. */
  date: number;
  text: string;
  entities: readonly MessageEntity[];
  /** The photo or video the feed can show, if it has one. */
  media: MediaKind | null;
  /** Content the feed cannot show (UNSHOWN's names). */
  unshown: string[];
  /** What else the message is, when it has no text, media or unshown content (a service message's action). */
  other: string | null;
  /** The message's own address (messageLink). */
  link: string;
}

/**
 * Kinds of message content the feed cannot show, by their Bot API names (https://core.telegram.org/bots/api#message):
 * a message with only these is skipped, one with text too is imported with a note.
 */
export const UNSHOWN = [
  'document',
  'audio',
  'voice',
  'video_note',
  'sticker',
  'poll',
  'checklist',
  'location',
  'venue',
  'contact',
  'dice',
  'game',
  'invoice',
  'giveaway',
  'giveaway_winners',
  'story',
  'paid_media',
] as const;

export type UnshownKind = (typeof UNSHOWN)[number];

/** Whether a chat is the channel TELEGRAM_CHANNEL_ID names: its numeric id (-100…) or its @username. */
export function isConfiguredChannel(chat: { id: number; username?: string | undefined }, channel: string): boolean {
  if (/^-?\d+$/.test(channel)) return String(chat.id) === channel;
  return typeof chat.username === 'string' && chat.username.toLowerCase() === channel.replace(/^@/, '').toLowerCase();
}

/** A message's own address: a public channel's `https://t.me/<username>/<id>`, a private one's `/c/` link. */
export function messageLink(chatId: number, username: string | undefined, messageId: number): string {
  if (username) return `https://t.me/${username}/${messageId}`;
  return `https://t.me/c/${String(chatId).replace(/^-100/, '')}/${messageId}`;
}

/** The key every message of one post shares in telegram_imports: the album's, or the message's own. */
const groupKeyOf = (message: ChannelMessage) => message.album ?? `m${message.messageId}`;

/** What a message that makes no post is (for the line that says so), or null when it makes one. */
export function nothingToShow(message: ChannelMessage): string | null {
  if (message.text.trim() || message.media) return null;
  return message.unshown[0] ?? message.other ?? 'empty';
}

/** One message as telegram_import() takes it (supabase/migrations/*_telegram_imports.sql). */
export interface ImportRow {
  chat_id: number;
  message_id: number;
  group_key: string;
  text: string | null;
  media_urls: string[];
  media_types: string[];
  notes: string[];
  date: string;
  link: string;
  publish: boolean;
  /** The post waits as a draft, whatever `publish` says: something the editor should see is missing. */
  incomplete: boolean;
  /** The text changed since the message was imported: the row's media stay as they were. */
  edited: boolean;
}

/** The message's row before its media: its text as the feed keeps it (cut at the feed's limit) and the notes. */
export function importRow(message: ChannelMessage, publish: boolean): ImportRow {
  const notes: string[] = [];
  const cut = cutText(postText(message.text, message.entities), BLOG_POST_TEXT_LIMIT);
  if (cut.cut) {
    notes.push(
      `Текст в Telegram длиннее ${BLOG_POST_TEXT_LIMIT.toLocaleString('ru-RU')} знаков: в записи его начало, остальное — в Telegram`,
    );
  }
  for (const kind of message.unshown) notes.push(`В сообщении Telegram есть вложение (${kind}), которое лента не показывает`);
  return {
    chat_id: message.chatId,
    message_id: message.messageId,
    group_key: groupKeyOf(message),
    text: message.text.trim() ? cut.text : null,
    media_urls: [],
    media_types: [],
    notes,
    date: new Date(message.date * 1000).toISOString(),
    link: message.link,
    publish,
    incomplete: false,
    edited: false,
  };
}

/** Where a message's photo or video is copied in the bucket: a name of its own, so a second copy replaces the first. */
export function mediaObjectName(message: ChannelMessage, mime: BlogMediaMime): string {
  return `telegram/${message.chatId}/${message.messageId}.${MEDIA_EXTENSIONS[mime]}`;
}

const MEDIA_EXTENSIONS: Record<BlogMediaMime, string> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
  'image/avif': 'avif',
  'video/mp4': 'mp4',
  'video/webm': 'webm',
};

/** What became of a message's photo or video: its address (and a note), or why it is missing. */
export type MediaOutcome = { url: string; note?: string } | { missing: string; transient: boolean };

/** A photo or video of a format the feed does not show (product §2: JPEG, PNG, WebP, AVIF, MP4, WebM). */
export const unshownFormat = (mime: string): MediaOutcome => ({ missing: `формат ${mime} лента не показывает`, transient: false });

/**
 * A video over what can be copied (the Bot API's 20 MB for the webhook, the bucket's 50 MB for the import): the
 * message's own link instead, which the feed embeds, when the channel is public; a private channel's post cannot be
 * embedded, so it is missing.
 */
export function videoTooBig(message: ChannelMessage, limitBytes: number): MediaOutcome {
  const megabytes = Math.round(limitBytes / (1024 * 1024));
  if (message.link.includes('/c/')) {
    return { missing: `видео больше ${megabytes} МБ, а канал закрытый и его пост не встроить (${message.link})`, transient: false };
  }
  // An album item's link shows that item alone (https://core.telegram.org/widgets/post).
  const url = message.album ? `${message.link}?single` : message.link;
  return { url, note: `Видео больше ${megabytes} МБ: в записи оно показано постом из Telegram` };
}

/**
 * The row with its medium: the address and its kind, or, when it is missing, a note saying what and a post that
 * waits as a draft.
 */
export function addMedia(row: ImportRow, kind: MediaKind, outcome: MediaOutcome): void {
  if ('missing' in outcome) {
    row.incomplete = true;
    row.notes.push(`Не удалось перенести ${kind === 'photo' ? 'фото' : 'видео'} из Telegram: ${outcome.missing}`);
    return;
  }
  row.media_urls.push(outcome.url);
  row.media_types.push(kind);
  if (outcome.note) row.notes.push(outcome.note);
}
