import type { Message, Update } from '@grammyjs/types';
import type { SupabaseClient } from '@supabase/supabase-js';
import { BOT_API_DOWNLOAD_LIMIT, type BotApi, FileUnavailable } from './botApi';
import type { TelegramConfig } from './config';
import { TransientError } from './errors';
import {
  addMedia,
  type ChannelMessage,
  importRow,
  isConfiguredChannel,
  type MediaKind,
  type MediaOutcome,
  mediaObjectName,
  messageLink,
  nothingToShow,
  UNSHOWN,
  unshownFormat,
  videoTooBig,
} from './rules';
import { importedMessages, uploadMedia, writeImport } from './store';
import { isBlogMediaMime, storedTypeOf } from '../../src/blog/postRules';

/**
 * One update from the channel into the blog (docs/deploying.md, "Telegram"): the update read as a ChannelMessage,
 * its photo or video fetched from the Bot API, and the rest by the rules the history import shares (rules.ts,
 * store.ts): the post made or brought up to date by the database's telegram_import(), which keeps re-sent updates and
 * albums to one post.
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

/** A channel post's one photo or video, as the Bot API hands it out. */
interface Attachment {
  kind: MediaKind;
  fileId: string;
  size: number | undefined;
  mime: string;
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

/** The update's message as the shared rules read it. */
function channelMessageOf(message: Message, attachment: Attachment | null): ChannelMessage {
  const fields = message as unknown as Record<string, unknown>;
  const username = 'username' in message.chat ? message.chat.username : undefined;
  return {
    chatId: message.chat.id,
    messageId: message.message_id,
    album: message.media_group_id ?? null,
    date: message.date,
    text: message.text ?? message.caption ?? '',
    entities: message.entities ?? message.caption_entities ?? [],
    media: attachment?.kind ?? null,
    unshown: UNSHOWN.filter((kind) => kind in fields && fields[kind]),
    other: Object.keys(message).find((key) => !['message_id', 'date', 'chat', 'sender_chat', 'author_signature'].includes(key)) ?? null,
    link: messageLink(message.chat.id, username, message.message_id),
  };
}

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
  const { chat } = message;
  if (!isConfiguredChannel({ id: chat.id, username: 'username' in chat ? chat.username : undefined }, config.channel)) {
    return { status: 200, log: `${prefix}: from chat ${chat.id}, not the studio's channel, ignored` };
  }
  const where = `${prefix}: message ${message.message_id}`;
  const attachment = attachmentOf(message);
  const read = channelMessageOf(message, attachment);
  const nothing = nothingToShow(read);
  if (nothing) return { status: 200, log: `${where}: nothing the feed can show (${nothing}), skipped` };
  const row = importRow(read, config.mode === 'publish');

  try {
    const imported = edited ? (await importedMessages(db, message.chat.id, [message.message_id])).get(message.message_id) : undefined;
    if (imported) {
      // An edit changes the text (and its notes); the media stored at the first import stay. The post is the one the
      // message joined then, whichever way it came (the history import keys an album its own way).
      row.edited = true;
      row.group_key = imported.groupKey;
    } else if (attachment) {
      const media = await copyMedia(deps, read, attachment);
      if ('missing' in media && media.transient && now() - (message.edit_date ?? message.date) * 1000 <= RETRY_WINDOW_MS) {
        return { status: 503, log: `${where}: ${media.missing}; Telegram will send it again` };
      }
      addMedia(row, attachment.kind, media);
    }
    const written = await writeImport(db, row);
    if ('refused' in written) return { status: 200, log: `${where}: the database refused it (${written.refused}), skipped` };
    const state = row.incomplete ? 'as a draft, incomplete' : config.mode === 'publish' ? 'published' : 'as a draft';
    return { status: 200, log: `${where}: ${edited ? 'edit' : 'post'} imported into post ${written.post} ${state}` };
  } catch (error) {
    if (error instanceof TransientError) {
      return { status: 503, log: `${where}: ${error.message}; Telegram will send it again` };
    }
    throw error;
  }
}

/**
 * The attachment downloaded from the Bot API and copied into the bucket (store.ts). A video over the Bot API's
 * download limit is the message's own link instead (rules.ts).
 */
async function copyMedia({ bot, db }: ImportDeps, message: ChannelMessage, attachment: Attachment): Promise<MediaOutcome> {
  if (attachment.kind === 'video' && attachment.size !== undefined && attachment.size > BOT_API_DOWNLOAD_LIMIT) {
    return videoTooBig(message, BOT_API_DOWNLOAD_LIMIT);
  }
  // A photo is always a JPEG from the Bot API; a video is kept in a type the feed plays (product §2), as it names it.
  const mime =
    attachment.kind === 'photo'
      ? 'image/jpeg'
      : isBlogMediaMime(attachment.mime) && storedTypeOf(attachment.mime) === 'video'
        ? attachment.mime
        : null;
  if (!mime) return unshownFormat(attachment.mime);
  let bytes: Buffer;
  try {
    bytes = await bot.download(attachment.fileId);
  } catch (error) {
    if (error instanceof FileUnavailable) {
      if (attachment.kind === 'video' && error.message.includes('too big')) return videoTooBig(message, BOT_API_DOWNLOAD_LIMIT);
      return { missing: `Telegram не отдал файл (${error.message})`, transient: false };
    }
    if (error instanceof TransientError) return { missing: `файл не скачался (${error.message})`, transient: true };
    throw error;
  }
  return uploadMedia(db, mediaObjectName(message, mime), bytes, mime);
}
