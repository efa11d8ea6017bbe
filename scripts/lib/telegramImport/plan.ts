import { type ChannelMessage, type ImportRow, importRow, nothingToShow } from '../../../netlify/telegram/rules';
import type { ImportedMessage } from '../../../netlify/telegram/store';
import { botApiChannelId, continuesAlbum, type ExportMessage, readMessage, toChannelMessage, type UnreadMessage } from './exportMessage';
import { type ExportChat, readExport } from './exportReader';
import { type MediaFile, mediaFile } from './mediaFile';

/**
 * What the import does with each message of an export, decided the same way for `--dry-run` and for a run: the
 * export read as posts (a message, or an album's items), the ones already in telegram_imports looked up a window at a
 * time, and for each message one decision. Nothing here writes.
 */

/** A post of the export: one message, or an album's items in id order. */
export type Unit = ExportMessage[];

/** What becomes of one message. `label`: how the lines name it ("message 41"). */
export type Decision = { label: string } & (
  | { kind: 'skip'; why: string }
  | { kind: 'refused'; why: string }
  | { kind: 'missing'; why: string }
  | { kind: 'unchanged' }
  | { kind: 'edit'; row: ImportRow }
  | { kind: 'new'; row: ImportRow; message: ChannelMessage; media: Exclude<MediaFile, { missing: string } | { refused: string }> | null }
);

/** What decides: the export's chat and folder (its real path), and the run's choices. */
export interface PlanContext {
  chat: ExportChat;
  root: string;
  /** The public channel's username, for its messages' links; the export does not say it. */
  username: string | undefined;
  publish: boolean;
  /** Messages sent before this moment (ms) are left out (`--since`). */
  since: number | null;
}

const labelOf = (id: number | null, index: number) => (id === null ? `message #${index} of the file` : `message ${id}`);

/** The export's messages as they are read: posts, and messages refused before they could be read at all. */
export async function* exportPosts(
  file: string,
  onChat: (chat: ExportChat) => void,
): AsyncGenerator<{ unit: Unit } | { unread: Decision & { kind: 'refused' } }> {
  let chat: ExportChat | null = null;
  let open: Unit = [];
  for await (const item of readExport(file)) {
    if (item.kind === 'chat') {
      chat = item.chat;
      onChat(chat);
      continue;
    }
    const read: ExportMessage | UnreadMessage =
      item.kind === 'refused' ? { id: item.id, refused: item.why } : readMessage(item.value, chat!);
    if (!('date' in read)) {
      if (open.length > 0) yield { unit: open };
      open = [];
      yield { unread: { label: labelOf(read.id, item.index), kind: 'refused', why: read.refused } };
      continue;
    }
    if (open.length > 0 && !continuesAlbum(open, read)) {
      yield { unit: open };
      open = [];
    }
    open.push(read);
  }
  if (open.length > 0) yield { unit: open };
}

/** How many messages one look-up of telegram_imports covers. */
const WINDOW_MESSAGES = 200;

/** The posts of the export in windows, each with what telegram_imports already holds of its messages (`lookup`). */
export async function* windows(
  lookup: (chatId: number, ids: number[]) => Promise<Map<number, ImportedMessage>>,
  file: string,
  onChat: (chat: ExportChat) => void,
): AsyncGenerator<{ posts: Array<{ unit: Unit } | { unread: Decision & { kind: 'refused' } }>; imported: Map<number, ImportedMessage> }> {
  let chatId = 0;
  let window: Array<{ unit: Unit } | { unread: Decision & { kind: 'refused' } }> = [];
  let size = 0;
  const flush = async () => {
    const ids = window.flatMap((post) => ('unit' in post ? post.unit.map((message) => message.id) : []));
    const imported = await lookup(chatId, ids);
    const done = { posts: window, imported };
    window = [];
    size = 0;
    return done;
  };
  for await (const post of exportPosts(file, (chat) => {
    chatId = botApiChannelId(chat.id);
    onChat(chat);
  })) {
    window.push(post);
    size += 'unit' in post ? post.unit.length : 1;
    if (size >= WINDOW_MESSAGES) yield await flush();
  }
  if (window.length > 0) yield await flush();
}

/** Whether a post is left out by `--since`: its first message was sent before the moment. */
export const beforeSince = (unit: Unit, context: PlanContext) => context.since !== null && unit[0]!.date * 1000 < context.since;

/**
 * Each message of a post decided. The post's key in telegram_imports is the one an item already has (the webhook's
 * album id, or this import's from an earlier run), else an album's own (`export-<first id>`: the export has no album
 * id), else the message's.
 */
export async function decide(unit: Unit, imported: Map<number, ImportedMessage>, context: PlanContext): Promise<Decision[]> {
  const known = unit.map((message) => imported.get(message.id)?.groupKey).find((key) => key !== undefined);
  const album = known ?? (unit.length > 1 ? `export-${unit[0]!.id}` : null);
  const decisions: Decision[] = [];
  for (const item of unit) {
    const label = labelOf(item.id, 0);
    if (item.refused) {
      decisions.push({ label, kind: 'refused', why: item.refused });
      continue;
    }
    const message = toChannelMessage(item, context.chat, album, context.username);
    const nothing = nothingToShow(message);
    if (nothing) {
      decisions.push({ label, kind: 'skip', why: `nothing the feed can show (${nothing})` });
      continue;
    }
    const row = importRow(message, context.publish);
    const before = imported.get(item.id);
    if (before) {
      // Brought up to date when its text changed since (an edit in the channel); its media stay (rules.ts).
      if (before.text === row.text) decisions.push({ label, kind: 'unchanged' });
      else decisions.push({ label, kind: 'edit', row: { ...row, group_key: before.groupKey, edited: true } });
      continue;
    }
    const media = item.media ? await mediaFile(context.root, item.media) : null;
    if (media && 'refused' in media) decisions.push({ label, kind: 'refused', why: media.refused });
    else if (media && 'missing' in media) decisions.push({ label, kind: 'missing', why: media.missing });
    else decisions.push({ label, kind: 'new', row, message, media });
  }
  return decisions;
}
