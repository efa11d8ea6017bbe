import type { Chat, Message, Update } from '@grammyjs/types';
import type { PostgrestError, SupabaseClient } from '@supabase/supabase-js';
import { BLOG_POST_TEXT_LIMIT } from '../../src/config/constants';
import { BLOG_MEDIA_BUCKET } from '../../src/config/imageCdn';
import { BOT_API_DOWNLOAD_LIMIT, type BotApi, FileUnavailable, TransientError } from './botApi';
import type { TelegramConfig } from './config';
import { cutText, postText } from './text';

/**
 * One update from the channel into the blog (docs/deploying.md, "Telegram"): which messages count, what of them the
 * feed can show, the media copied into the blog-media bucket, and the post made or brought up to date by the
 * database's telegram_import() (supabase/migrations/), which keeps re-sent updates and albums to one post.
 */

/** What the webhook answers Telegram, and the line it logs. 503 asks Telegram to send the update again later. */
export interface Outcome {
  status: 200 | 503;
  log: string;
}

export interface ImportDeps {
  config: TelegramConfig;
  bot: BotApi;
  db: SupabaseClient;
  now?: () => number;
}

/**
 * How long a download or write that failed for a passing reason is retried (by answering 503, which Telegram retries
 * with growing pauses): after that the post is stored as a draft that says what is missing, and the update is done.
 */
export const RETRY_WINDOW_MS = 60 * 60 * 1000;

/** Kinds of message content the feed cannot show: a message with only these is skipped, one with text too is noted. */
const UNSHOWN = [
  'document',
  'audio',
  'voice',
  'video_note',
  'sticker',
  'poll',
  'location',
  'venue',
  'contact',
  'dice',
  'game',
  'story',
  'paid_media',
] as const;

const VIDEO_TYPES: Record<string, string> = { 'video/mp4': 'mp4', 'video/webm': 'webm' };

/** A channel post's one photo or video, as the import finds it. */
interface Attachment {
  kind: 'photo' | 'video';
  fileId: string;
  size: number | undefined;
  mime: string;
}

/** Whether a chat is the configured channel: its numeric id (-100…) or its @username, as TELEGRAM_CHANNEL_ID says. */
export function isChannel(chat: Chat, channel: string): boolean {
  if (/^-?\d+$/.test(channel)) return String(chat.id) === channel;
  const username = 'username' in chat ? chat.username : undefined;
  return typeof username === 'string' && username.toLowerCase() === channel.replace(/^@/, '').toLowerCase();
}

/** The message's own address: a public channel's `https://t.me/<username>/<id>`, a private one's `/c/` link. */
export function messageLink(message: Message): string {
  const username = 'username' in message.chat ? message.chat.username : undefined;
  if (username) return `https://t.me/${username}/${message.message_id}`;
  return `https://t.me/c/${String(message.chat.id).replace(/^-100/, '')}/${message.message_id}`;
}

function attachmentOf(message: Message): Attachment | null {
  if (message.photo && message.photo.length > 0) {
    // The largest size: Telegram lists them smallest first, but the order is not promised, so compare.
    const largest = message.photo.reduce((best, size) => (size.width * size.height >= best.width * best.height ? size : best));
    return { kind: 'photo', fileId: largest.file_id, size: largest.file_size, mime: 'image/jpeg' };
  }
  const video = message.video ?? message.animation;
  if (video) return { kind: 'video', fileId: video.file_id, size: video.file_size, mime: video.mime_type ?? 'video/mp4' };
  return null;
}

const unshownKinds = (message: Message) =>
  UNSHOWN.filter((kind) => kind in message && (message as unknown as Record<string, unknown>)[kind]);

/** The update's channel message and whether it is an edit, or why there is none to import. */
function channelMessage(update: Update): { message: Message; edited: boolean } | string {
  if (update.channel_post) return { message: update.channel_post, edited: false };
  if (update.edited_channel_post) return { message: update.edited_channel_post, edited: true };
  const kinds = Object.keys(update).filter((key) => key !== 'update_id');
  return `no channel post (${kinds.join(', ') || 'empty'})`;
}

export async function importUpdate(update: Update, deps: ImportDeps): Promise<Outcome> {
  const { config, db } = deps;
  const now = deps.now ?? Date.now;
  const found = channelMessage(update);
  const prefix = `update ${update.update_id}`;
  if (typeof found === 'string') return { status: 200, log: `${prefix}: ${found}, skipped` };
  const { message, edited } = found;
  if (!isChannel(message.chat, config.channel)) {
    return { status: 200, log: `${prefix}: from chat ${message.chat.id}, not the studio's channel, ignored` };
  }
  const where = `${prefix}: message ${message.message_id}`;
  const rawText = message.text ?? message.caption ?? '';
  const entities = message.entities ?? message.caption_entities ?? [];
  const attachment = attachmentOf(message);
  const unshown = unshownKinds(message);
  if (!rawText.trim() && !attachment) {
    const kind =
      unshown[0] ?? Object.keys(message).find((key) => !['message_id', 'date', 'chat', 'sender_chat', 'author_signature'].includes(key));
    return { status: 200, log: `${where}: nothing the feed can show (${kind ?? 'empty'}), skipped` };
  }

  const notes: string[] = [];
  const cut = cutText(postText(rawText, entities), BLOG_POST_TEXT_LIMIT);
  if (cut.cut) {
    notes.push(
      `Текст в Telegram длиннее ${BLOG_POST_TEXT_LIMIT.toLocaleString('ru-RU')} знаков: в записи его начало, остальное — в Telegram`,
    );
  }
  for (const kind of unshown) notes.push(`В сообщении Telegram есть вложение (${kind}), которое лента не показывает`);
  const link = messageLink(message);
  const payload = {
    chat_id: message.chat.id,
    message_id: message.message_id,
    group_key: message.media_group_id ?? `m${message.message_id}`,
    text: rawText.trim() ? cut.text : null,
    media_urls: [] as string[],
    media_types: [] as string[],
    notes,
    date: new Date(message.date * 1000).toISOString(),
    link,
    publish: config.mode === 'publish',
    incomplete: false,
    edited: false,
  };

  try {
    if (edited && (await alreadyImported(db, message))) {
      // An edit changes the text (and its notes); the media stored at the first import stay.
      payload.edited = true;
    } else if (attachment) {
      const media = await copyMedia(deps, message, attachment, link);
      if ('missing' in media) {
        const late = now() - (message.edit_date ?? message.date) * 1000 > RETRY_WINDOW_MS;
        if (media.transient && !late) return { status: 503, log: `${where}: ${media.missing}; Telegram will send it again` };
        payload.incomplete = true;
        notes.push(`Не удалось перенести ${attachment.kind === 'photo' ? 'фото' : 'видео'} из Telegram: ${media.missing}`);
      } else {
        payload.media_urls.push(media.url);
        payload.media_types.push(attachment.kind);
        if (media.note) notes.push(media.note);
      }
    }
    const { data, error } = (await db.rpc('telegram_import', { message: payload })) as { data: unknown; error: PostgrestError | null };
    if (error) {
      // A refusal of the data itself (SQLSTATE classes 22 and 23) will not change on a re-send; anything else may.
      if (/^2[23]/.test(error.code ?? '')) return { status: 200, log: `${where}: the database refused it (${error.message}), skipped` };
      throw new TransientError(`database: ${error.message}`);
    }
    const state = payload.incomplete ? 'as a draft, incomplete' : config.mode === 'publish' ? 'published' : 'as a draft';
    return { status: 200, log: `${where}: ${edited ? 'edit' : 'post'} imported into post ${String(data)} ${state}` };
  } catch (error) {
    if (error instanceof TransientError) {
      return { status: 503, log: `${where}: ${error.message}; Telegram will send it again` };
    }
    throw error;
  }
}

async function alreadyImported(db: SupabaseClient, message: Message): Promise<boolean> {
  const { data, error } = await db
    .from('telegram_imports')
    .select('message_id')
    .eq('chat_id', message.chat.id)
    .eq('message_id', message.message_id)
    .maybeSingle();
  if (error) throw new TransientError(`database: ${error.message}`);
  return data !== null;
}

type Copied = { url: string; note?: string } | { missing: string; transient: boolean };

/**
 * The attachment copied into the bucket under a name of its own (`telegram/<chat>/<message>.<ext>`, written with
 * upsert, so a re-sent update replaces its own copy and never adds a second). A video over the Bot API's download
 * limit is the message's own link instead, which the feed embeds.
 */
async function copyMedia({ bot, db }: ImportDeps, message: Message, attachment: Attachment, link: string): Promise<Copied> {
  const overLimit = () => {
    const publicLink = !link.includes('/c/');
    const url = message.media_group_id ? `${link}?single` : link;
    return publicLink
      ? { url, note: 'Видео больше 20 МБ: в записи оно показано постом из Telegram' }
      : { missing: `видео больше 20 МБ, а канал закрытый и его пост не встроить (${link})`, transient: false };
  };
  if (attachment.kind === 'video' && attachment.size !== undefined && attachment.size > BOT_API_DOWNLOAD_LIMIT) return overLimit();
  const extension = attachment.kind === 'photo' ? 'jpg' : VIDEO_TYPES[attachment.mime];
  if (!extension) return { missing: `формат ${attachment.mime} лента не показывает`, transient: false };
  let bytes: Buffer;
  try {
    bytes = await bot.download(attachment.fileId);
  } catch (error) {
    if (error instanceof FileUnavailable) {
      if (attachment.kind === 'video' && error.message.includes('too big')) return overLimit();
      return { missing: `Telegram не отдал файл (${error.message})`, transient: false };
    }
    if (error instanceof TransientError) return { missing: `файл не скачался (${error.message})`, transient: true };
    throw error;
  }
  const name = `telegram/${message.chat.id}/${message.message_id}.${extension}`;
  const bucket = db.storage.from(BLOG_MEDIA_BUCKET);
  const { error } = await bucket.upload(name, bytes, { contentType: attachment.mime, upsert: true, cacheControl: '3600' });
  if (error) {
    const status = Number((error as { status?: unknown; statusCode?: unknown }).status ?? (error as { statusCode?: unknown }).statusCode);
    const permanent = status === 413 || status === 415 || status === 400;
    return { missing: `хранилище не приняло файл (${error.message})`, transient: !permanent };
  }
  return { url: bucket.getPublicUrl(name).data.publicUrl };
}
