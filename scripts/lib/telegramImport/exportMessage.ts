import type { MessageEntity } from '@grammyjs/types';
import type { ChannelMessage, MediaKind, UnshownKind } from '../../../netlify/telegram/rules';
import { messageLink } from '../../../netlify/telegram/rules';
import type { ExportChat } from './exportReader';

/**
 * One message of a Telegram Desktop export as the shared rules read it (netlify/telegram/rules.ts), and the checks
 * that refuse what Telegram Desktop never writes: a message without an id or a date, a text that is not text, a
 * media path that leaves the export folder, a message of another chat. Field names and values are those of the
 * export writer (Telegram/SourceFiles/export/output/export_output_json.cpp in
 * https://github.com/telegramdesktop/tdesktop: SerializeMessage, SerializeText).
 */

/** A photo or video the message carries, as the export names it. */
export interface MediaRef {
  kind: MediaKind;
  /** The field it was read from: `photo`, or `file` for a video. */
  field: 'photo' | 'file';
  /** Its path inside the export folder, as written; null when Telegram Desktop left the file out. */
  path: string | null;
  /** What Telegram Desktop wrote instead of a path for a file it left out: «(File not included. …)» and the like. */
  leftOut: string | null;
  /** The size the export gives (`photo_file_size`, `file_size`), if any. */
  size: number | null;
}

export interface ExportMessage {
  id: number;
  /** Unix seconds; 0 for a message Telegram Desktop could not export (it writes no date for one). */
  date: number;
  text: string;
  entities: MessageEntity[];
  media: MediaRef | null;
  unshown: UnshownKind[];
  /** What the message is when it is no post of the channel's: a service message's action, an unsupported one. */
  other: string | null;
  /** The post's signature (`author`), which keeps one author's album apart from another's. */
  author: string | null;
  /** Why nothing of it may be written, when something in it is not what Telegram Desktop writes. */
  refused: string | null;
}

/** A message the checks refused before anything of it could be read: its id, if that much was read. */
export interface UnreadMessage {
  id: number | null;
  refused: string;
}

/** The kinds of a `file` by the export's `media_type`: a video the feed plays, or content it cannot show. */
const FILE_KINDS: Record<string, MediaKind | UnshownKind> = {
  video_file: 'video',
  // The webhook copies a GIF (an MP4 without sound) as a video: the same here.
  animation: 'video',
  sticker: 'sticker',
  voice_message: 'voice',
  video_message: 'video_note',
  audio_file: 'audio',
};

/** Other content the feed cannot show, by the key the export writes it under. */
const UNSHOWN_FIELDS: ReadonlyArray<[string, UnshownKind]> = [
  ['poll', 'poll'],
  ['todo_list', 'checklist'],
  ['contact_information', 'contact'],
  ['game_title', 'game'],
  ['invoice_information', 'invoice'],
  ['giveaway_information', 'giveaway'],
  ['giveaway_results', 'giveaway_winners'],
  ['paid_stars_amount', 'paid_media'],
];

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** A Unix time as the export writes it (a string of digits; a number is taken too). */
function unixTime(value: unknown): number | null {
  const n = typeof value === 'string' && /^\d{1,12}$/.test(value) ? Number(value) : value;
  return typeof n === 'number' && Number.isSafeInteger(n) && n > 0 ? n : null;
}

/** The parts of a text (`text_entities`, or `text`: a string or a list of strings and parts) as text and links. */
function readText(raw: Record<string, unknown>): { text: string; entities: MessageEntity[] } | string {
  if (raw.text_entities !== undefined && !Array.isArray(raw.text_entities)) return '"text_entities" is not a list of text parts';
  const parts = Array.isArray(raw.text_entities) ? raw.text_entities : typeof raw.text === 'string' ? [raw.text] : raw.text;
  if (parts === undefined) return { text: '', entities: [] };
  if (!Array.isArray(parts)) return `"text" is neither text nor a list of text parts`;
  let text = '';
  const entities: MessageEntity[] = [];
  for (const part of parts) {
    const piece = typeof part === 'string' ? part : isObject(part) && typeof part.text === 'string' ? part.text : null;
    if (piece === null) return `"${Array.isArray(raw.text_entities) ? 'text_entities' : 'text'}" holds a part that is not text`;
    // Offsets count UTF-16 units, as the Bot API's do and postText reads them (netlify/telegram/text.ts).
    if (isObject(part) && part.type === 'text_link' && typeof part.href === 'string' && piece.length > 0) {
      entities.push({ type: 'text_link', offset: text.length, length: piece.length, url: part.href });
    }
    text += piece;
  }
  return { text, entities };
}

/** Why a media path is not a file inside the export folder, or null when it may be one (mediaFile.ts checks the disk). */
function pathProblem(field: string, path: string): string | null {
  if (path === '' || path.includes('\0')) return `"${field}" is not a file's path`;
  if (/^([/\\]|[A-Za-z]:)/.test(path)) return `"${field}" is an absolute path (${path}): only files inside the export folder are read`;
  if (path.split(/[/\\]/).includes('..')) return `"${field}" (${path}) leads out of the export folder: only files inside it are read`;
  return null;
}

/** Whether a media field holds Telegram Desktop's words for a file it left out («(File not included. …)»), not a path. */
const isLeftOut = (value: string) => /^\(.*\)$/s.test(value);

function readMedia(raw: Record<string, unknown>): { media: MediaRef | null; unshown: UnshownKind[] } | string {
  const unshown: UnshownKind[] = [];
  let media: MediaRef | null = null;
  const size = (key: string) => {
    const value = raw[key];
    return typeof value === 'number' ? value : null;
  };
  const ref = (kind: MediaKind, field: 'photo' | 'file', value: unknown, bytes: number | null): MediaRef | string => {
    if (typeof value !== 'string') return `"${field}" is not a file's path`;
    if (isLeftOut(value)) return { kind, field, path: null, leftOut: value, size: bytes };
    return pathProblem(field, value) ?? { kind, field, path: value, leftOut: null, size: bytes };
  };
  if ('photo' in raw) {
    const photo = ref('photo', 'photo', raw.photo, size('photo_file_size'));
    if (typeof photo === 'string') return photo;
    media = photo;
  } else if ('file' in raw) {
    const kind = typeof raw.media_type === 'string' ? (FILE_KINDS[raw.media_type] ?? 'document') : 'document';
    if (kind === 'photo' || kind === 'video') {
      const video = ref(kind, 'file', raw.file, size('file_size'));
      if (typeof video === 'string') return video;
      media = video;
    } else {
      // Content the feed cannot show is never read: its path is left as it is.
      unshown.push(kind);
    }
  }
  for (const [key, kind] of UNSHOWN_FIELDS) if (key in raw) unshown.push(kind);
  if ('location_information' in raw) unshown.push('place_name' in raw ? 'venue' : 'location');
  return { media, unshown };
}

/** A message of the export, read and checked; `chat` is the export's own. */
export function readMessage(raw: unknown, chat: ExportChat): ExportMessage | UnreadMessage {
  if (!isObject(raw)) return { id: null, refused: 'not a message: Telegram Desktop writes each message as an object' };
  const id = raw.id;
  if (typeof id !== 'number' || !Number.isSafeInteger(id) || id <= 0) return { id: null, refused: '"id" is missing or not a message id' };
  const message: ExportMessage = {
    id,
    date: 0,
    text: '',
    entities: [],
    media: null,
    unshown: [],
    other: null,
    author: typeof raw.author === 'string' ? raw.author : null,
    refused: null,
  };
  const refuse = (why: string) => ({ ...message, refused: why });
  if (raw.type === 'unsupported') return { ...message, other: 'a message Telegram Desktop could not export' };
  if (raw.type !== 'message' && raw.type !== 'service') {
    return { id, refused: `"type" is ${JSON.stringify(raw.type)}: Telegram Desktop writes message, service or unsupported` };
  }
  const date = unixTime(raw.date_unixtime);
  if (date === null) return { id, refused: '"date_unixtime" is missing or not a time: export with a current Telegram Desktop' };
  message.date = date;
  // A post's sender is the channel itself, or its author's own profile when the channel shows them: never a chat.
  const from = raw.from_id;
  if (typeof from === 'string' && /^(channel|chat)\d+$/.test(from) && from !== `channel${chat.id}`) {
    return refuse(`"from_id" is ${from}: a message of another chat, not of «${chat.name}» (channel${chat.id})`);
  }
  if (raw.type === 'service') {
    message.other = `service message: ${typeof raw.action === 'string' ? raw.action : 'no action'}`;
    return message;
  }
  const text = readText(raw);
  if (typeof text === 'string') return refuse(text);
  message.text = text.text;
  message.entities = text.entities;
  const media = readMedia(raw);
  if (typeof media === 'string') return refuse(media);
  message.media = media.media;
  message.unshown = media.unshown;
  return message;
}

/** The export's chat id as the Bot API writes a channel's (the webhook's key in telegram_imports): -100 and the id. */
export const botApiChannelId = (exportId: number) => -(1_000_000_000_000 + exportId);

/**
 * The message as the shared rules read it. `album`: the key of the post it joins, for an album's item. `username`:
 * the public channel's, for its messages' links (the export does not say it).
 */
export function toChannelMessage(
  message: ExportMessage,
  chat: ExportChat,
  album: string | null,
  username: string | undefined,
): ChannelMessage {
  const chatId = botApiChannelId(chat.id);
  return {
    chatId,
    messageId: message.id,
    album,
    date: message.date,
    text: message.text,
    entities: message.entities,
    media: message.media?.kind ?? null,
    unshown: message.unshown,
    other: message.other,
    link: messageLink(chatId, username, message.id),
  };
}

/** The most items of one album (https://core.telegram.org/api/files#albums-grouped-media). */
const ALBUM_MAX_ITEMS = 10;

/**
 * Whether `next` is the next item of the album `unit` is, as far as an export can tell: the export writes no album id
 * (Telegram Desktop's export has no grouped_id), so an album is read as Telegram sends one: photos and videos of
 * consecutive ids, sent in the same second, by the same author, at most one of them with a caption, at most ten.
 */
export function continuesAlbum(unit: readonly ExportMessage[], next: ExportMessage): boolean {
  const last = unit.at(-1);
  if (!last?.media || !next.media || unit.length >= ALBUM_MAX_ITEMS) return false;
  if (next.id !== last.id + 1 || next.date !== last.date || next.author !== last.author) return false;
  return !(next.text.trim() && unit.some((item) => item.text.trim()));
}
