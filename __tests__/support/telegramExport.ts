/**
 * Telegram Desktop exports for the history import's tests, and the import run as the studio runs it: a child process
 * of its own (package.json's `telegram:import` command), whose lines are read as they come and which can be
 * stopped like Ctrl-C (SIGINT) or killed (SIGKILL) after a number of messages. The committed fixture
 * (__tests__/unit/telegram/fixtures/channelExport, a public channel's export in Telegram Desktop's layout, 40 messages)
 * is copied for each test, and its 60 MB video made there (never committed); bigger exports are written at test time.
 */
import { spawn } from 'node:child_process';
import { copyFileSync, cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { open } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { LOCAL_SUPABASE_SERVICE_KEY } from '../../scripts/lib/localSupabase/jwt';

const ROOT = path.resolve(__dirname, '../..');
export const FIXTURE = path.join(ROOT, '__tests__/unit/telegram/fixtures/channelExport');
/** The fixture's video over the bucket's 50 MB: its path in result.json, and its size. */
const BIG_VIDEO = 'video_files/video_2@08-09-2025_10-00-00.mp4';
const BIG_VIDEO_BYTES = 60 * 1024 * 1024;
/** The channel of the fixture, as the webhook's tests have it (botApiStandIn.ts's CHANNEL). */
export const CHANNEL_USERNAME = 'kadr_studio';
export const CHANNEL_BOT_API_ID = -1001234567890;

/** The start of an MP4 (an `ftyp` box), which is what the signature check reads. */
const MP4_HEAD = Buffer.from('0000001c667479706d70343200000000697336366d703432', 'hex');

/** A file of `bytes` that starts as an MP4 and is sparse after that: big on disk in no time. */
async function writeBigVideo(file: string, bytes: number): Promise<void> {
  const handle = await open(file, 'w');
  try {
    await handle.write(MP4_HEAD);
    await handle.truncate(bytes);
  } finally {
    await handle.close();
  }
}

const made: string[] = [];

/** A new folder under the system's temporary one, removed by removeTempDirs. */
export function tempDir(prefix: string): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), `${prefix}-`));
  made.push(dir);
  return dir;
}

/** Every folder tempDir made (the exports' big files with them). */
export function removeTempDirs(): void {
  for (const dir of made.splice(0)) rmSync(dir, { recursive: true, force: true });
}

/** A fresh copy of the fixture, with its 60 MB video. */
export async function fixtureCopy(): Promise<string> {
  const dir = tempDir('channel-export');
  cpSync(FIXTURE, dir, { recursive: true });
  await writeBigVideo(path.join(dir, BIG_VIDEO), BIG_VIDEO_BYTES);
  return dir;
}

/** The export's result.json, parsed. */
export interface ExportJson {
  name: string;
  type: string;
  id: number;
  messages: Array<Record<string, unknown> & { id: number }>;
}

export const readResult = (dir: string) => JSON.parse(readFileSync(path.join(dir, 'result.json'), 'utf8')) as ExportJson;

/** result.json changed by `edit` and written back in Telegram Desktop's layout (one space a level). */
export function editResult(dir: string, edit: (result: ExportJson) => void): void {
  const result = readResult(dir);
  edit(result);
  writeFileSync(path.join(dir, 'result.json'), JSON.stringify(result, null, 1));
}

export const messageOf = (result: ExportJson, id: number) => result.messages.find((message) => message.id === id)!;

/**
 * An export of `count` messages, made at test time from the fixture's kinds: texts with a link, photos (a small one
 * each, a file of its own), albums of three, videos, polls and service messages; `bigVideo` adds one video of that
 * many bytes, to copy. Returns its folder and what it holds.
 */
export async function generatedExport(
  count: number,
  bigVideo = 0,
): Promise<{ dir: string; photos: number; videos: number; posts: number }> {
  const dir = tempDir('channel-export-big');
  for (const folder of ['photos', 'video_files']) mkdirSync(path.join(dir, folder));
  const photo = path.join(FIXTURE, 'photos/photo_1@04-09-2025_10-00-00.jpg');
  const video = path.join(FIXTURE, 'video_files/video_3@18-09-2025_10-00-00.webm');
  const messages: Array<Record<string, unknown>> = [];
  let photos = 0;
  let videos = 0;
  let posts = 0;
  const start = 1_700_000_000;
  const base = (id: number, date: number) => ({
    id,
    type: 'message',
    date: new Date(date * 1000).toISOString().slice(0, 19),
    date_unixtime: String(date),
    from: 'KADR',
    from_id: 'channel1234567890',
  });
  const addPhoto = () => {
    photos += 1;
    const rel = `photos/photo_${photos}@gen.jpg`;
    copyFileSync(photo, path.join(dir, rel));
    return { photo: rel, photo_file_size: 8658, width: 1280, height: 853 };
  };
  const addVideo = (bytes: number) => {
    videos += 1;
    const rel = `video_files/video_${videos}@gen.${bytes > 0 ? 'mp4' : 'webm'}`;
    return { rel, media: { file: rel, media_type: 'video_file', mime_type: bytes > 0 ? 'video/mp4' : 'video/webm' } };
  };
  let id = 1;
  if (bigVideo > 0) {
    const { rel, media } = addVideo(bigVideo);
    await writeBigVideo(path.join(dir, rel), bigVideo);
    messages.push({ ...base(id, start), ...media, file_size: bigVideo, text: 'Большое видео', text_entities: [] });
    posts += 1;
    id += 1;
  }
  /** The kinds, in turn: most of a channel is texts and photos. */
  const kinds = ['text', 'text', 'text', 'photo', 'text', 'photo', 'album', 'service', 'poll', 'video'] as const;
  for (let turn = 0; id <= count; turn += 1) {
    const date = start + id * 3600;
    const kind = kinds[turn % kinds.length]!;
    if (kind === 'text') {
      const text = `Новость №${id}: подробнее `;
      messages.push({
        ...base(id, date),
        text: [text, { type: 'text_link', text: 'на сайте', href: `https://kadr.example/${id}` }],
        text_entities: [
          { type: 'plain', text },
          { type: 'text_link', text: 'на сайте', href: `https://kadr.example/${id}` },
        ],
      });
      posts += 1;
      id += 1;
    } else if (kind === 'photo' || (kind === 'album' && id + 2 > count)) {
      messages.push({
        ...base(id, date),
        ...addPhoto(),
        text: `Кадр дня №${id}`,
        text_entities: [{ type: 'plain', text: `Кадр дня №${id}` }],
      });
      posts += 1;
      id += 1;
    } else if (kind === 'album') {
      for (let item = 0; item < 3; item += 1) {
        const text = item === 0 ? `Альбом №${id}` : '';
        messages.push({ ...base(id, date), ...addPhoto(), text, text_entities: text ? [{ type: 'plain', text }] : [] });
        id += 1;
      }
      posts += 1;
    } else if (kind === 'video') {
      const { rel, media } = addVideo(0);
      copyFileSync(video, path.join(dir, rel));
      messages.push({ ...base(id, date), ...media, file_size: 35384, text: '', text_entities: [] });
      posts += 1;
      id += 1;
    } else if (kind === 'service') {
      messages.push({ ...base(id, date), type: 'service', action: 'pin_message', message_id: id - 1, text: '', text_entities: [] });
      id += 1;
    } else {
      messages.push({
        ...base(id, date),
        poll: { question: 'Да?', closed: false, total_voters: 0, answers: [] },
        text: '',
        text_entities: [],
      });
      id += 1;
    }
  }
  writeFileSync(path.join(dir, 'result.json'), JSON.stringify({ name: 'KADR', type: 'public_channel', id: 1234567890, messages }, null, 1));
  return { dir, photos, videos, posts };
}

/** The settings of a run against `url` (the embedded backend, or a proxy in front of it): the webhook's variables. */
export const importEnv = (url: string, channel = `@${CHANNEL_USERNAME}`) => ({
  SUPABASE_URL: url,
  SUPABASE_SERVICE_ROLE_KEY: LOCAL_SUPABASE_SERVICE_KEY,
  TELEGRAM_CHANNEL_ID: channel,
});

interface ImportRun {
  code: number | null;
  signal: NodeJS.Signals | null;
  stdout: string;
  stderr: string;
  /** The stdout's lines. */
  lines: string[];
  /** The child's peak resident memory, in MB (process.resourceUsage().maxRSS, __tests__/support/peakMemory.ts). */
  peakMb: number | null;
  ms: number;
}

export interface RunOptions {
  env?: Record<string, string>;
  /** Sends `signal` once this many messages were imported (lines "message N: imported …"). */
  stopAfter?: { messages: number; signal: NodeJS.Signals };
}

/**
 * The node options and script of `npm run telegram:import`, from package.json: the child runs as the studio's does,
 * with its memory bounds, and peakMemory.ts loaded before the script.
 */
function importCommand(): string[] {
  const scripts = (JSON.parse(readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as { scripts: Record<string, string> }).scripts;
  const [node, ...words] = scripts['telegram:import']!.split(/\s+/);
  if (node !== 'node') throw new Error(`npm run telegram:import is not a node command: ${scripts['telegram:import']}`);
  const script = words.length - 1;
  return [...words.slice(0, script), '--import', path.join(ROOT, '__tests__/support/peakMemory.ts'), words[script]!];
}

/** `npm run telegram:import -- <args>` as a child process. */
export function runImport(args: string[], { env = {}, stopAfter }: RunOptions = {}): Promise<ImportRun> {
  const started = Date.now();
  const child = spawn(process.execPath, [...importCommand(), ...args], {
    cwd: ROOT,
    env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', GATSBY_SUPABASE_URL: '', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  let imported = 0;
  let stopped = false;
  child.stdout.setEncoding('utf8').on('data', (chunk: string) => {
    stdout += chunk;
    if (!stopAfter || stopped) return;
    imported = (stdout.match(/^message \d+: imported into post/gm) ?? []).length;
    if (imported >= stopAfter.messages) {
      stopped = true;
      child.kill(stopAfter.signal);
    }
  });
  child.stderr.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk));
  return new Promise((resolve) => {
    child.on('close', (code, signal) => {
      const peak = /^peak-rss-mb: (\d+(?:\.\d+)?)$/m.exec(stderr);
      resolve({
        code,
        signal,
        stdout,
        stderr: stderr.replace(/^peak-rss-mb: .*\n?/m, ''),
        lines: stdout.split('\n').filter(Boolean),
        peakMb: peak ? Number(peak[1]) : null,
        ms: Date.now() - started,
      });
    });
  });
}
