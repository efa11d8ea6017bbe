import { existsSync, statSync } from 'node:fs';
import { realpath } from 'node:fs/promises';
import path from 'node:path';
import type { SupabaseClient } from '@supabase/supabase-js';
import { TransientError } from '../../../netlify/telegram/errors';
import { addMedia, mediaObjectName, type MediaOutcome, unshownFormat, videoTooBig } from '../../../netlify/telegram/rules';
import { importedMessages, uploadMedia, writeImport } from '../../../netlify/telegram/store';
import { BLOG_MEDIA_MAX_BYTES } from '../../../src/blog/postRules';
import { botApiChannelId } from './exportMessage';
import { type ExportChat, ExportError } from './exportReader';
import { BUCKET_LIMIT, fileBody } from './mediaFile';
import { beforeSince, type Decision, decide, type PlanContext, windows } from './plan';
import { type Progress, type Reporter, reporter } from './progress';
import { summary, Tally } from './tally';

/**
 * `npm run telegram:import`'s work (scripts/telegram-import.ts reads the command line): the export read once to check
 * it whole and count what is to do (all that `--dry-run` does), then again to do it, a post at a time, a few at once.
 * Each message is written with telegram_import(), keyed in telegram_imports by chat and message as the webhook's are,
 * so a message already there is never a second post, and a run stopped anywhere goes on where it stopped.
 */

export interface ImportOptions {
  folder: string;
  dryRun: boolean;
  publish: boolean;
  /** `--since`, as typed, and its moment (ms). */
  since: { text: string; at: number } | null;
  /** TELEGRAM_CHANNEL_ID, when set: the export must be of that channel. */
  channel: string | null;
  db: SupabaseClient;
  /** Where the posts go, for the first line ("the embedded backend at …"). */
  target: string;
  out: NodeJS.WriteStream;
  /** Set when the run is asked to stop (Ctrl-C): no new post is started. */
  stop: { requested: boolean };
}

/** Posts worked on at once; each copies its files one after another, so this is also how many uploads run at once. */
const POSTS_AT_ONCE = 4;
/** The pauses before a failed upload or write is tried again; after the last, its post is left for the next run. */
const RETRY_PAUSES_MS = [1000, 4000] as const;

/** A run refused before anything was written: the export or the set-up. */
export class ImportRefused extends Error {}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** `work` tried again after each pause while it fails for a passing reason. */
async function withRetries<T>(work: () => Promise<T>): Promise<T> {
  for (let attempt = 0; ; attempt += 1) {
    try {
      return await work();
    } catch (error) {
      if (!(error instanceof TransientError) || attempt >= RETRY_PAUSES_MS.length) throw error;
      await pause(RETRY_PAUSES_MS[attempt]!);
    }
  }
}

/** The export's result.json and the real path of its folder (named, or the folder of a result.json named); or why not. */
async function exportFile(named: string): Promise<{ file: string; root: string }> {
  const folder = existsSync(named) && statSync(named).isFile() && path.basename(named) === 'result.json' ? path.dirname(named) : named;
  if (!existsSync(folder) || !statSync(folder).isDirectory()) throw new ImportRefused(`${named} is not a folder: name the export's folder`);
  const file = path.join(folder, 'result.json');
  if (!existsSync(file)) {
    const html = existsSync(path.join(folder, 'messages.html'));
    throw new ImportRefused(
      `${folder} has no result.json${html ? ' (messages.html is the human-readable export)' : ''}: export with Format «Machine-readable JSON»`,
    );
  }
  return { file, root: await realpath(folder) };
}

/** Whether the export is the channel TELEGRAM_CHANNEL_ID names; the public channel's username, if it names one. */
function checkChat(chat: ExportChat, channel: string | null): string | undefined {
  const name = `«${chat.name}»`;
  if (chat.type !== 'public_channel' && chat.type !== 'private_channel') {
    throw new ImportRefused(
      `result.json is the export of ${chat.type.replace('_', ' ')} ${name}, not of a channel: export the channel itself`,
    );
  }
  if (!channel) return undefined;
  if (/^-?\d+$/.test(channel)) {
    if (String(botApiChannelId(chat.id)) !== channel) {
      throw new ImportRefused(
        `result.json is the channel ${name} (${botApiChannelId(chat.id)}), but TELEGRAM_CHANNEL_ID is ${channel}: export the studio's channel, or check the variable`,
      );
    }
    return undefined;
  }
  if (chat.type !== 'public_channel') {
    throw new ImportRefused(
      `TELEGRAM_CHANNEL_ID is the public channel ${channel}, but result.json is the private channel ${name}'s export`,
    );
  }
  return channel.replace(/^@/, '');
}

/** Whether the blog's backend answers, with telegram_imports (its migrations applied) and the key it was given. */
async function reachBackend(db: SupabaseClient, target: string): Promise<void> {
  let failure: string | null;
  try {
    const { error } = await db.from('telegram_imports').select('message_id').limit(1);
    failure = error ? error.message || 'refused' : null;
  } catch (error) {
    failure = String(error);
  }
  if (failure) throw new ImportRefused(`The blog's backend, ${target}, did not answer as it should (${failure})`);
}

export async function runImport(options: ImportOptions): Promise<{ exitCode: number }> {
  const say = (line: string) => options.out.write(`${line}\n`);
  const { file, root } = await exportFile(options.folder);
  await reachBackend(options.db, options.target);
  const lookup = (chatId: number, ids: number[]) => withRetries(() => importedMessages(options.db, chatId, ids));

  const { plan, context } = await firstReading(options, file, root, lookup);
  const { chat } = context;
  say(
    `«${chat.name}» (${chat.type.replace('_', ' ')} ${botApiChannelId(chat.id)}), ${plan.messages} messages in ${options.folder}` +
      ` → ${options.target}, ${options.publish ? 'published' : 'as drafts (--publish publishes them)'}`,
  );
  if (chat.type === 'public_channel' && !context.username) {
    say(
      `The channel's @username is not known (set TELEGRAM_CHANNEL_ID=@username): its messages are linked as t.me/c/… links, which only its members open, and a video over ${BUCKET_LIMIT} cannot be shown by its link.`,
    );
  }
  const summaryOptions = { dryRun: options.dryRun, publish: options.publish, since: options.since?.text ?? null };
  if (options.dryRun) {
    for (const line of summary(plan, { ...summaryOptions, elapsedMs: 0, stopped: false })) say(line);
    return { exitCode: plan.troubled ? 1 : 0 };
  }

  const startedAt = Date.now();
  const { done, brokenOff } = await secondReading(options, file, context, lookup, { plan, startedAt });
  const stopped = options.stop.requested || brokenOff !== null;
  for (const line of summary(done, { ...summaryOptions, elapsedMs: Date.now() - startedAt, stopped })) say(line);
  if (brokenOff) {
    say(`Broken off: ${brokenOff}`);
    return { exitCode: 1 };
  }
  return { exitCode: options.stop.requested ? 130 : done.troubled ? 1 : 0 };
}

type Lookup = Parameters<typeof windows>[0];

/** The first reading: the whole export checked, and what is to do counted, before anything is written. */
async function firstReading(
  options: ImportOptions,
  file: string,
  root: string,
  lookup: Lookup,
): Promise<{ plan: Tally; context: PlanContext }> {
  // Set when the reading reaches the messages: the chat comes before them.
  const read: { context?: PlanContext } = {};
  const onChat = (chat: ExportChat) => {
    read.context = { chat, root, username: checkChat(chat, options.channel), publish: options.publish, since: options.since?.at ?? null };
  };
  const plan = new Tally();
  try {
    for await (const { posts, imported } of windows(lookup, file, onChat)) {
      for (const post of posts) {
        if ('unread' in post) {
          plan.messages += 1;
          plan.notBrought.push({ label: post.unread.label, why: notBroughtWhy(post.unread)! });
        } else if (beforeSince(post.unit, read.context!)) {
          plan.beforeSince += post.unit.length;
        } else {
          plan.messages += post.unit.length;
          count(
            plan,
            await decide(post.unit, imported, read.context!),
            post.unit.some((m) => imported.has(m.id)),
          );
        }
      }
    }
  } catch (error) {
    if (error instanceof ExportError) throw new ImportRefused(error.message);
    if (error instanceof TransientError)
      throw new ImportRefused(`The blog's backend, ${options.target}, stopped answering (${error.message})`);
    throw error;
  }
  if (!read.context) throw new ImportRefused('result.json has no messages');
  return { plan, context: read.context };
}

/**
 * The second reading: each post made, POSTS_AT_ONCE at once, until the export's end or a stop. An export changed since
 * the first reading, or a backend that stops answering, breaks the run off: what is done stays done.
 */
async function secondReading(
  options: ImportOptions,
  file: string,
  context: PlanContext,
  lookup: Lookup,
  { plan, startedAt }: { plan: Tally; startedAt: number },
): Promise<{ done: Tally; brokenOff: string | null }> {
  const done = new Tally();
  const progress = (): Progress => ({
    messages: done.messages,
    totalMessages: plan.messages,
    bytes: done.bytes,
    totalBytes: plan.bytes,
    startedAt,
  });
  const report = reporter(options.out, progress());
  let brokenOff: string | null = null;
  try {
    for await (const { posts, imported } of windows(lookup, file, () => undefined)) {
      const queue = [...posts];
      const worker = async () => {
        for (let post = queue.shift(); post && !options.stop.requested; post = queue.shift()) {
          if ('unread' in post) {
            done.messages += 1;
            note(done, report, post.unread.label, notBroughtWhy(post.unread)!);
          } else if (beforeSince(post.unit, context)) {
            done.beforeSince += post.unit.length;
          } else {
            const decisions = await decide(post.unit, imported, context);
            await importPost(
              options.db,
              decisions,
              post.unit.some((m) => imported.has(m.id)),
              done,
              report,
            );
            done.messages += post.unit.length;
          }
          report.update(progress());
        }
      };
      await Promise.all(Array.from({ length: POSTS_AT_ONCE }, worker));
      if (options.stop.requested) break;
    }
  } catch (error) {
    if (error instanceof ExportError) brokenOff = `${error.message} (it changed since this run began)`;
    else if (error instanceof TransientError) brokenOff = `the blog's backend stopped answering (${error.message})`;
    else throw error;
  } finally {
    report.stop();
  }
  return { done, brokenOff };
}

/** Why a decision brings nothing, as the run's lines and its summary say it; null for one that brings or keeps a post. */
function notBroughtWhy(decision: Decision): string | null {
  if (decision.kind === 'skip') return `skipped: ${decision.why}`;
  if (decision.kind === 'refused') return `refused: ${decision.why}`;
  if (decision.kind === 'missing') return `not in this export: ${decision.why}`;
  return null;
}

/** A message not brought, in the run's lines and its summary. */
function note(tally: Tally, report: Reporter, label: string, why: string) {
  tally.notBrought.push({ label, why });
  report.line(`${label}: ${why}`, !why.startsWith('skipped'));
}

/** The first reading's count of one post's decisions. */
function count(tally: Tally, decisions: Decision[], hadImported: boolean) {
  let fresh = false;
  for (const decision of decisions) {
    const why = notBroughtWhy(decision);
    if (why) tally.notBrought.push({ label: decision.label, why });
    switch (decision.kind) {
      case 'unchanged':
        tally.unchanged += 1;
        break;
      case 'edit':
        tally.edits += 1;
        break;
      case 'new':
        fresh = true;
        tally.imported += 1;
        if (decision.media && 'file' in decision.media) {
          if (decision.message.media === 'photo') tally.photos += 1;
          else tally.videos += 1;
          tally.bytes += decision.media.size;
        } else if (decision.media && 'format' in decision.media) {
          tally.incomplete += 1;
        } else if (decision.media) {
          const outcome = videoTooBig(decision.message, BLOG_MEDIA_MAX_BYTES);
          if ('url' in outcome) tally.links += 1;
          else tally.incomplete += 1;
        }
    }
  }
  if (fresh && !hadImported) tally.posts += 1;
}

/** One file copied into the bucket, tried again on a passing failure. */
async function copy(db: SupabaseClient, decision: Decision & { kind: 'new' }, file: string, mime: Parameters<typeof fileBody>[1]) {
  return withRetries(async (): Promise<MediaOutcome> => {
    const outcome = await uploadMedia(db, mediaObjectName(decision.message, mime), await fileBody(file, mime), mime);
    if ('missing' in outcome && outcome.transient) throw new TransientError(outcome.missing);
    return outcome;
  });
}

/**
 * One post of the export: its files copied, then its messages written in order. A failure that may pass leaves the
 * whole post for the next run, so an album appears whole or not at all; what was copied stays under its own name and
 * is replaced, not doubled, next time.
 */
async function importPost(db: SupabaseClient, decisions: Decision[], hadImported: boolean, done: Tally, report: Reporter) {
  const toWrite: Array<Decision & { kind: 'new' | 'edit' }> = [];
  const copied = { photos: 0, videos: 0, bytes: 0 };
  for (const decision of decisions) {
    const why = notBroughtWhy(decision);
    if (why) note(done, report, decision.label, why);
    else if (decision.kind === 'unchanged') {
      done.unchanged += 1;
      report.line(`${decision.label}: already imported, unchanged`);
    } else if (decision.kind === 'new' || decision.kind === 'edit') toWrite.push(decision);
  }
  const leave = (why: string) => {
    for (const decision of toWrite) {
      done.left.push({ label: decision.label, why });
      report.line(`${decision.label}: left for the next run: ${why}`, true);
    }
  };
  for (const decision of toWrite) {
    if (decision.kind !== 'new' || !decision.media) continue;
    const kind = decision.message.media!;
    if ('tooBig' in decision.media) {
      addMedia(decision.row, kind, videoTooBig(decision.message, BLOG_MEDIA_MAX_BYTES));
      continue;
    }
    if ('format' in decision.media) {
      addMedia(decision.row, kind, unshownFormat(decision.media.format));
      continue;
    }
    try {
      const outcome = await copy(db, decision, decision.media.file, decision.media.mime);
      addMedia(decision.row, kind, outcome);
      if ('url' in outcome) {
        copied[kind === 'photo' ? 'photos' : 'videos'] += 1;
        copied.bytes += decision.media.size;
      }
    } catch (error) {
      if (error instanceof TransientError) return leave(`the copy failed ${RETRY_PAUSES_MS.length + 1} times (${error.message})`);
      throw error;
    }
  }
  let made = hadImported;
  for (const decision of toWrite.sort((a, b) => a.row.message_id - b.row.message_id)) {
    let written: Awaited<ReturnType<typeof writeImport>>;
    try {
      written = await withRetries(() => writeImport(db, decision.row));
    } catch (error) {
      if (!(error instanceof TransientError)) throw error;
      done.left.push({ label: decision.label, why: error.message });
      report.line(`${decision.label}: left for the next run: ${error.message}`, true);
      continue;
    }
    if ('refused' in written) {
      note(done, report, decision.label, `refused by the database: ${written.refused}`);
      continue;
    }
    if (decision.kind === 'edit') {
      done.edits += 1;
      report.line(`${decision.label}: edited since, its text brought up to date in post ${written.post}`);
      continue;
    }
    done.imported += 1;
    if (decision.row.incomplete) done.incomplete += 1;
    if (decision.media && 'tooBig' in decision.media && !decision.row.incomplete) done.links += 1;
    if (!made) {
      made = true;
      done.posts += 1;
    }
    const state = decision.row.incomplete ? 'as a draft, incomplete' : decision.row.publish ? 'published' : 'as a draft';
    report.line(`${decision.label}: imported into post ${written.post} ${state}`);
  }
  done.photos += copied.photos;
  done.videos += copied.videos;
  done.bytes += copied.bytes;
}
