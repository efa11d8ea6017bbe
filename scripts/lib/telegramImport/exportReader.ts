import { createReadStream } from 'node:fs';
import { getManyValues, isMany, none } from 'stream-chain/defs.js';
import { jsonParser } from 'stream-json/core/parser.js';
import { MAX_UPDATE_BYTES } from '../../../netlify/telegram/config';

/**
 * result.json of a chat's Telegram Desktop export (*Export chat history*, machine-readable JSON), read as a stream:
 * first the chat (`name`, `type`, `id`), then its `messages` one at a time, so the memory it takes is one message's
 * whatever the export's size. Telegram Desktop writes that layout (its export writer: Telegram/SourceFiles/export/
 * output/export_output_json.cpp in https://github.com/telegramdesktop/tdesktop, writeDialogStart and
 * writeDialogSlice). Strings are read in pieces and counted, so no string is ever held past its bound: a message over
 * it is refused by itself and the file read on; anything that is not that layout, or a file cut short, refuses the
 * whole export (ExportError) before a message of it is written.
 */

/** The whole export refused: the line says why. */
export class ExportError extends Error {}

export interface ExportChat {
  name: string;
  /** `public_channel`, `private_channel`, `private_group`, `personal_chat`, …: the writer's own words. */
  type: string;
  /** The chat's id as the export writes it: a channel's without the Bot API's -100. */
  id: number;
}

export type ExportItem =
  | { kind: 'chat'; chat: ExportChat }
  /** `index`: the message's place in the file, from 1, for lines about a message whose id could not be read. */
  | { kind: 'message'; index: number; value: unknown }
  | { kind: 'refused'; index: number; id: number | null; why: string };

/**
 * The most characters one message may hold in all its strings and keys: the webhook's bound on a whole update
 * (handler.ts), far above any message Telegram sends (4 096 characters of text).
 */
const MAX_MESSAGE_CHARS = MAX_UPDATE_BYTES;
/** The most characters of the chat's name, type or id. */
const MAX_HEADER_CHARS = 4096;
/** The deepest a message's JSON nests in Telegram Desktop's layout is 5 (a poll's answer's text part). */
const MAX_DEPTH = 16;

type Token = { name: string; value?: unknown };
type Container = { array: unknown[] } | { object: Record<string, unknown>; key: string | null };

/**
 * Builds one JSON value from its tokens within a budget of characters and a depth; past either it stops keeping and
 * says why (`over`), while still following the tokens to the value's end.
 */
class ValueBuilder {
  private stack: Container[] = [];
  private text: string[] = [];
  private chars = 0;
  /** Why the value is not kept, once it is not. */
  over: string | null = null;
  done = false;
  value: unknown = undefined;
  /** The value's own `id`, when it is an object whose id came before anything over the budget. */
  id: number | null = null;
  private skipDepth = 0;

  constructor(
    private readonly budget: number,
    private readonly what: string,
  ) {}

  private put(value: unknown) {
    const top = this.stack.at(-1);
    if (!top) {
      this.value = value;
      this.done = true;
      return;
    }
    if ('array' in top) top.array.push(value);
    else {
      // defineProperty: a key named __proto__ is a key like any other, never the object's prototype.
      Object.defineProperty(top.object, top.key ?? '', { value, enumerable: true, writable: true, configurable: true });
      if (this.stack.length === 1 && top.key === 'id' && typeof value === 'number') this.id = value;
      top.key = null;
    }
  }

  /** Feeds one token; true when the value is complete. */
  take(token: Token): boolean {
    if (this.over) return this.skip(token);
    switch (token.name) {
      case 'startObject':
      case 'startArray':
        if (this.stack.length >= MAX_DEPTH) {
          this.over = `${this.what} nests deeper than ${MAX_DEPTH} levels`;
          this.skipDepth = this.stack.length + 1;
          this.stack = [];
          return false;
        }
        this.stack.push(token.name === 'startObject' ? { object: {}, key: null } : { array: [] });
        return false;
      case 'endObject':
      case 'endArray': {
        const closed = this.stack.pop()!;
        this.put('array' in closed ? closed.array : closed.object);
        return this.done;
      }
      case 'startKey':
      case 'startString':
      case 'startNumber':
        this.text = [];
        return false;
      case 'stringChunk':
      case 'numberChunk': {
        const chunk = String(token.value);
        this.chars += chunk.length;
        if (this.chars > this.budget) {
          this.over = `${this.what} holds more than ${this.budget.toLocaleString('en-US')} characters`;
          // The piece under way is inside a string or key: what is left of it closes nothing.
          this.skipDepth = this.stack.length === 0 ? 0 : this.stack.length;
          this.stack = [];
          this.text = [];
          return false;
        }
        this.text.push(chunk);
        return false;
      }
      case 'endKey': {
        const top = this.stack.at(-1);
        if (top && 'object' in top) top.key = this.text.join('');
        return false;
      }
      case 'endString':
        this.put(this.text.join(''));
        return this.done;
      case 'endNumber':
        this.put(Number(this.text.join('')));
        return this.done;
      case 'nullValue':
      case 'trueValue':
      case 'falseValue':
        this.put(token.value);
        return this.done;
      default:
        return false;
    }
  }

  /** Follows a refused value's tokens to its end, keeping nothing: the containers still open, or the string under way. */
  private skip(token: Token): boolean {
    const { name } = token;
    if (name === 'startObject' || name === 'startArray') this.skipDepth += 1;
    else if (name === 'endObject' || name === 'endArray') this.skipDepth -= 1;
    else if (name !== 'endString' && name !== 'endNumber') return false;
    if (this.skipDepth > 0) return false;
    this.done = true;
    return true;
  }
}

/** `text` with each `\x` that is an escape (after an odd run of backslashes) written `\u00`, in one pass. */
function mendEscapes(text: string): string {
  if (!text.includes('\\x')) return text;
  let mended = '';
  let from = 0;
  let backslashes = 0;
  for (let i = 0; i < text.length; i += 1) {
    const code = text.charCodeAt(i);
    if (code === 0x5c) {
      backslashes += 1;
      continue;
    }
    if (code === 0x78 && backslashes % 2 === 1) {
      mended += `${text.slice(from, i)}u00`;
      from = i + 1;
    }
    backslashes = 0;
  }
  return mended + text.slice(from);
}

/** How many backslashes `text` ends with. */
function trailingBackslashes(text: string): number {
  let n = 0;
  while (n < text.length && text.charCodeAt(text.length - 1 - n) === 0x5c) n += 1;
  return n;
}

/**
 * result.json's text as it is read, with Telegram Desktop's one departure from JSON mended: it escapes a control
 * character in a text as `\xHH` (SerializeString), which JSON writes `\u00HH`. A block that ends in an odd run of
 * backslashes keeps the last one for the next, so an escape split between two blocks is still seen.
 */
async function* desktopJson(file: string): AsyncGenerator<string> {
  let carried = '';
  let first = true;
  for await (const block of createReadStream(file, { encoding: 'utf8', highWaterMark: 64 * 1024 }) as AsyncIterable<string>) {
    let text = carried + (first ? block.replace(/^\uFEFF/, '') : block);
    first = false;
    carried = trailingBackslashes(text) % 2 === 1 ? '\\' : '';
    if (carried) text = text.slice(0, -1);
    yield mendEscapes(text);
  }
  if (carried) yield carried;
}

/** Top-level keys of a whole account's export (*Export Telegram data*), which is not one chat's. */
const ACCOUNT_EXPORT_KEYS = new Set(['about', 'personal_information', 'chats', 'left_chats', 'contacts', 'profile_pictures']);

const readableError = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** The state of a reading of result.json, token by token: the top object, the chat's keys, the list of messages. */
class ExportTokens {
  private readonly header: Record<string, unknown> = {};
  private depth = 0;
  private key: string | null = null;
  private keyParts: string[] | null = null;
  private inMessages = false;
  private messagesSeen = false;
  private finished = false;
  private index = 0;
  private current: ValueBuilder | null = null;
  private skipping = 0;

  /** Where the reading is, for a line about JSON that breaks off: in or after which message, if it is among them. */
  where(): string {
    if (!this.inMessages) return '';
    return this.current ? ` in message ${this.index} of the file` : ` after message ${this.index} of the file`;
  }

  /** One token; the chat or a message when one is complete. */
  take(token: Token): ExportItem | null {
    if (this.finished) throw new ExportError('result.json goes on after its end: not a file Telegram Desktop writes');
    if (this.current) {
      if (!this.current.take(token)) return null;
      const built = this.current;
      this.current = null;
      if (this.inMessages) {
        return built.over
          ? { kind: 'refused', index: this.index, id: built.id, why: built.over }
          : { kind: 'message', index: this.index, value: built.value };
      }
      if (built.over) throw new ExportError(`result.json is not an export: the chat's ${built.over}`);
      this.header[this.key!] = built.value;
      return null;
    }
    if (this.skipping > 0) {
      if (token.name === 'startObject' || token.name === 'startArray') this.skipping += 1;
      if (token.name === 'endObject' || token.name === 'endArray') this.skipping -= 1;
      return null;
    }
    if (this.depth === 0) {
      if (token.name !== 'startObject') throw new ExportError('result.json is not an export: it is not one JSON object');
      this.depth = 1;
      return null;
    }
    if (this.inMessages) {
      if (token.name === 'endArray') {
        this.inMessages = false;
        return null;
      }
      this.index += 1;
      this.current = new ValueBuilder(MAX_MESSAGE_CHARS, 'the message');
      return this.take(token);
    }
    return this.topLevel(token);
  }

  /** A token of the top object's own keys and values. */
  private topLevel(token: Token): ExportItem | null {
    switch (token.name) {
      case 'startKey':
        this.keyParts = [];
        return null;
      case 'stringChunk':
        // A key's pieces are kept (and bounded); a string value of a key passed over is read and dropped.
        if (!this.keyParts) return null;
        this.keyParts.push(String(token.value));
        if (this.keyParts.length > 16) throw new ExportError('result.json is not an export: a key of its top object is too long');
        return null;
      case 'endKey':
        this.key = (this.keyParts ?? []).join('');
        this.keyParts = null;
        if (ACCOUNT_EXPORT_KEYS.has(this.key)) {
          throw new ExportError(
            "result.json is a whole account's export (Export Telegram data), not a chat's: export the channel itself with Export chat history in its menu",
          );
        }
        return null;
      case 'endObject':
        this.finished = true;
        return null;
      default:
    }
    if (this.key === 'messages') {
      if (token.name !== 'startArray') throw new ExportError('result.json is not an export: its "messages" is not a list');
      if (this.messagesSeen) throw new ExportError('result.json is not an export: it has two lists of "messages"');
      this.messagesSeen = true;
      this.inMessages = true;
      return { kind: 'chat', chat: chatOf(this.header) };
    }
    if (this.key === 'name' || this.key === 'type' || this.key === 'id') {
      this.current = new ValueBuilder(MAX_HEADER_CHARS, `"${this.key}"`);
      return this.take(token);
    }
    // A key Telegram Desktop does not write at the top of a chat's export: its value is passed over, unread.
    if (token.name === 'startObject' || token.name === 'startArray') this.skipping = 1;
    return null;
  }

  /** The reading's end: a file cut short, or one with no messages, refuses the export. */
  end(): void {
    if (!this.finished) {
      if (this.depth === 0) throw new ExportError('result.json is empty');
      const whole = this.current ? this.index - 1 : this.index;
      throw new ExportError(
        `result.json is cut short: it ends ${this.inMessages ? `inside the list of messages, after ${whole} whole messages` : 'before its end'}: the export did not finish. Export again and wait for «Data export completed»`,
      );
    }
    if (!this.messagesSeen) throw new ExportError('result.json is not an export of a chat: it has no "messages"');
  }
}

/** The tokens of what the parser gives for a block: none, one, or many (stream-chain's values). */
function tokensOf(output: unknown): Token[] {
  if (output === none) return [];
  return isMany(output) ? (getManyValues(output) as Token[]) : [output as Token];
}

/**
 * The export's chat, then its messages, as they are read from `file`. The parser is fed a block of text at a time and
 * its tokens taken there and then, so a reading costs no promise per token.
 */
export async function* readExport(file: string): AsyncGenerator<ExportItem> {
  const parse = jsonParser({ packValues: false, streamValues: true });
  const state = new ExportTokens();
  const items = (tokens: Token[]) => tokens.map((token) => state.take(token)).filter((item): item is ExportItem => item !== null);
  let read = false;
  let empty = true;
  try {
    for await (const block of desktopJson(file)) {
      empty &&= !/\S/.test(block);
      yield* items(tokensOf(parse(block)));
    }
    read = true;
    // A flushable stage is flushed by a call with `none` (stream-chain's protocol), which its types do not spell.
    yield* items(tokensOf(parse(none as unknown as string)));
  } catch (error) {
    if (error instanceof ExportError) throw error;
    if (empty) throw new ExportError('result.json is empty');
    // The parser's last word on a file that ends inside a value: the file is cut short.
    if (read) state.end();
    throw new ExportError(`result.json is not valid JSON${state.where()} (${readableError(error)}): not a file Telegram Desktop writes`);
  }
  state.end();
}

/** The chat the export is of, from the keys Telegram Desktop writes before its messages. */
function chatOf(header: Record<string, unknown>): ExportChat {
  const { name, type, id } = header;
  if (typeof type !== 'string' || typeof id !== 'number' || !Number.isSafeInteger(id) || id <= 0) {
    throw new ExportError(
      'result.json is not an export of a chat: its "type" and "id" must come before its "messages", as Telegram Desktop writes them',
    );
  }
  return { name: typeof name === 'string' ? name : '', type, id };
}
