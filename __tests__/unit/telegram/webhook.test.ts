/** @jest-environment node */
/**
 * The channel's webhook end to end below HTTP: Telegram's requests handed to the function's handler, which speaks to
 * a stand-in of the Bot API (TELEGRAM_API_URL) and, with the service key, to the embedded backend, where the
 * migration's telegram_import() and row level security decide. What each kind of channel post becomes, re-sent
 * updates, albums out of order, edits, and bad input.
 */
import { createClient } from '@supabase/supabase-js';
import { type LocalSupabase, startLocalSupabase } from '../../../scripts/lib/localSupabase';
import { LOCAL_SUPABASE_SERVICE_KEY } from '../../../scripts/lib/localSupabase/jwt';
import { MAX_UPDATE_BYTES } from '../../../netlify/telegram/config';
import { handleTelegramWebhook } from '../../../netlify/telegram/handler';
import { BLOG_POST_TEXT_LIMIT } from '../../../src/config/constants';
import {
  BIG_VIDEO_FILE,
  type BotApiStandIn,
  CHANNEL,
  channelPost,
  PHOTO_FILES,
  photoSizes,
  STAND_IN_TOKEN,
  startBotApiStandIn,
  VIDEO_FILE,
} from '../../support/botApiStandIn';
import { copiedMedia, forgetImports, importedPosts } from '../../support/telegramPosts';

jest.setTimeout(120_000);

const SECRET = 'test-webhook-secret';
let backend: LocalSupabase;
let botApi: BotApiStandIn;
let logged: string[] = [];

beforeAll(async () => {
  [backend, botApi] = await Promise.all([startLocalSupabase({ port: 0 }), startBotApiStandIn()]);
});
afterAll(async () => {
  await Promise.all([backend?.close(), botApi?.close()]);
});
beforeEach(async () => {
  logged = [];
  botApi.failing.clear();
  await forgetImports(backend.db);
});

const env = (mode: 'draft' | 'publish' = 'draft') => ({
  TELEGRAM_BOT_TOKEN: STAND_IN_TOKEN,
  TELEGRAM_WEBHOOK_SECRET: SECRET,
  TELEGRAM_CHANNEL_ID: String(CHANNEL.id),
  TELEGRAM_IMPORT: mode,
  TELEGRAM_API_URL: botApi.url,
  SUPABASE_URL: backend.url,
  SUPABASE_SERVICE_ROLE_KEY: LOCAL_SUPABASE_SERVICE_KEY,
});

interface SendOptions {
  secret?: string | null;
  mode?: 'draft' | 'publish';
  raw?: string;
}

async function send(update: unknown, { secret = SECRET, mode = 'draft', raw }: SendOptions = {}) {
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (secret !== null) headers['x-telegram-bot-api-secret-token'] = secret;
  const res = await handleTelegramWebhook(
    new Request('http://127.0.0.1/.netlify/functions/telegram', { method: 'POST', headers, body: raw ?? JSON.stringify(update) }),
    { env: env(mode), log: (line) => logged.push(line) },
  );
  return res.status;
}

const posts = () => importedPosts(backend.db);
const stored = () => copiedMedia(backend.db);

test('a text post becomes a draft with its line breaks, its links as text and address, its date and its source', async () => {
  const text = 'Премьера!\nСмотрите трейлер здесь и на kadr.example\n\nДо встречи';
  const date = 1_790_000_000;
  const update = channelPost({
    message_id: 41,
    date,
    text,
    entities: [
      { type: 'bold', offset: 0, length: 8 },
      { type: 'text_link', offset: 27, length: 5, url: 'https://youtu.be/abc' },
      { type: 'url', offset: 38, length: 12 },
    ],
  });
  expect(await send(update)).toBe(200);
  const [post, ...more] = await posts();
  expect(more).toHaveLength(0);
  expect(post).toMatchObject({
    content: 'Премьера!\nСмотрите трейлер здесь (https://youtu.be/abc) и на kadr.example\n\nДо встречи',
    media_urls: [],
    is_published: false,
    telegram_url: 'https://t.me/kadr_studio/41',
  });
  expect(post!.published_at.getTime()).toBe(date * 1000);
  // Telegram sends it again (no 2xx reached it): still one post.
  expect(await send(update)).toBe(200);
  expect(await posts()).toHaveLength(1);
});

test('in publish mode the post is published', async () => {
  expect(await send(channelPost({ message_id: 42, text: 'Сразу в ленту' }), { mode: 'publish' })).toBe(200);
  expect(await posts()).toMatchObject([{ content: 'Сразу в ленту', is_published: true }]);
});

test('an album sent as three updates, out of order and one twice, is one post with its photos in order, each stored once', async () => {
  const item = (id: number, file: string, caption?: string) =>
    channelPost({ message_id: id, media_group_id: 'album-1', photo: photoSizes(file), ...(caption ? { caption } : {}) });
  const [first, second, third] = [item(51, PHOTO_FILES[0], 'Съёмочный день'), item(52, PHOTO_FILES[1]), item(53, PHOTO_FILES[2])];
  for (const update of [third, first, third, second]) expect(await send(update, { mode: 'publish' })).toBe(200);
  const [post, ...more] = await posts();
  expect(more).toHaveLength(0);
  expect(post!.content).toBe('Съёмочный день');
  expect(post!.is_published).toBe(true);
  expect(post!.media_types).toEqual(['photo', 'photo', 'photo']);
  expect(post!.media_urls).toEqual(
    [51, 52, 53].map((id) => `${backend.url}/storage/v1/object/public/blog-media/telegram/${CHANNEL.id}/${id}.jpg`),
  );
  expect(await stored()).toHaveLength(3);
  // The largest size was fetched, never the thumbnail.
  expect(botApi.calls.filter((call) => call.includes('thumb-'))).toHaveLength(0);
  const photo = await fetch(post!.media_urls[0]!);
  expect(photo.headers.get('content-type')).toBe('image/jpeg');
});

test('an edit changes the text and keeps the media', async () => {
  await send(channelPost({ message_id: 61, photo: photoSizes(PHOTO_FILES[3]), caption: 'Было' }));
  expect(await send(channelPost({ message_id: 61, photo: photoSizes(PHOTO_FILES[3]), caption: 'Стало', edit_date: 1 }, true))).toBe(200);
  const [post, ...more] = await posts();
  expect(more).toHaveLength(0);
  expect(post).toMatchObject({ content: 'Стало', media_types: ['photo'] });
});

test('a wrong or missing secret is 401 and writes nothing; another chat is ignored; a sticker alone is skipped', async () => {
  const update = channelPost({ message_id: 71, text: 'Чужой' });
  expect(await send(update, { secret: 'wrong' })).toBe(401);
  expect(await send(update, { secret: null })).toBe(401);
  expect(await send(channelPost({ message_id: 72, text: 'Не наш канал' }, false, { id: -100999, type: 'channel', title: 'X' }))).toBe(200);
  expect(await send(channelPost({ message_id: 73, sticker: { file_id: 's', width: 1, height: 1 } }))).toBe(200);
  expect(await send(channelPost({ message_id: 74, poll: { id: 'p', question: '?' } }))).toBe(200);
  expect(await send({ update_id: 1, message: { message_id: 1, date: 1, chat: { id: 5, type: 'private' }, text: 'hi' } })).toBe(200);
  expect(await posts()).toHaveLength(0);
  expect((await backend.db.query('select 1 from public.telegram_imports')).rows).toHaveLength(0);
  expect(logged.join('\n')).toMatch(/sticker\), skipped/);
  expect(logged.join('\n')).toMatch(/poll\), skipped/);
});

test('a malformed or oversized body is 400 and writes nothing', async () => {
  expect(await send(null, { raw: '{"update_id": 1, "channel_post": ' })).toBe(400);
  expect(await send(null, { raw: '[1,2]' })).toBe(400);
  expect(await send({ update_id: 2, channel_post: { message_id: 'x', chat: {} } })).toBe(400);
  expect(await send(null, { raw: JSON.stringify(channelPost({ message_id: 81, text: 'я'.repeat(MAX_UPDATE_BYTES) })) })).toBe(400);
  expect(await posts()).toHaveLength(0);
});

test('a video over 20 MB becomes the message link; a small one is copied', async () => {
  expect(
    await send(
      channelPost({ message_id: 91, video: { file_id: BIG_VIDEO_FILE, width: 1920, height: 1080, duration: 60, mime_type: 'video/mp4' } }),
    ),
  ).toBe(200);
  expect(
    await send(
      channelPost({ message_id: 92, video: { file_id: VIDEO_FILE, width: 640, height: 360, duration: 3, mime_type: 'video/webm' } }),
    ),
  ).toBe(200);
  const [big, small] = await posts();
  expect(big).toMatchObject({ media_urls: ['https://t.me/kadr_studio/91'], media_types: ['video'], is_published: false });
  expect(small!.media_urls).toEqual([`${backend.url}/storage/v1/object/public/blog-media/telegram/${CHANNEL.id}/92.webm`]);
  expect(await stored()).toEqual([`telegram/${CHANNEL.id}/92.webm`]);
});

test('a failing download leaves no post and asks Telegram to send again; the re-send imports it whole', async () => {
  botApi.failing.add(PHOTO_FILES[0]);
  const update = channelPost({ message_id: 101, photo: photoSizes(PHOTO_FILES[0]), caption: 'Фото дня' });
  expect(await send(update, { mode: 'publish' })).toBe(503);
  expect(await posts()).toHaveLength(0);
  expect(await stored()).toHaveLength(0);
  botApi.failing.clear();
  expect(await send(update, { mode: 'publish' })).toBe(200);
  expect(await posts()).toMatchObject([{ content: 'Фото дня', media_types: ['photo'], is_published: true }]);
});

test('a file Telegram will not hand out, or a download failing past the retry window, is a draft saying what is missing', async () => {
  expect(await send(channelPost({ message_id: 111, photo: photoSizes('gone.jpg'), caption: 'Без фото' }), { mode: 'publish' })).toBe(200);
  botApi.failing.add(PHOTO_FILES[1]);
  const old = channelPost({
    message_id: 112,
    date: Math.floor(Date.now() / 1000) - 2 * 3600,
    photo: photoSizes(PHOTO_FILES[1]),
    caption: 'Давно',
  });
  expect(await send(old, { mode: 'publish' })).toBe(200);
  const rows = await posts();
  expect(rows).toHaveLength(2);
  for (const row of rows) {
    expect(row).toMatchObject({ is_published: false, media_urls: [] });
    expect(row.telegram_note).toMatch(/Не удалось перенести фото из Telegram/);
  }
});

test('a text over the feed limit is cut within it with a note; media after the tenth are left out with a note', async () => {
  const long = `${'Абзац текста. '.repeat(800)}\n${'😀'.repeat(100)}`;
  await send(channelPost({ message_id: 121, text: long }));
  const [post] = await posts();
  expect(post!.content.length).toBeLessThanOrEqual(BLOG_POST_TEXT_LIMIT);
  expect(post!.content.length).toBeGreaterThan(BLOG_POST_TEXT_LIMIT * 0.9);
  expect(long.startsWith(post!.content)).toBe(true);
  expect(post!.telegram_note).toMatch(/длиннее 10\s000 знаков/);

  await forgetImports(backend.db);
  for (let i = 0; i < 12; i += 1) {
    const file = PHOTO_FILES[i % PHOTO_FILES.length]!;
    expect(await send(channelPost({ message_id: 200 + i, media_group_id: 'big-album', photo: photoSizes(file) }))).toBe(200);
  }
  const [album, ...more] = await posts();
  expect(more).toHaveLength(0);
  expect(album!.media_urls).toHaveLength(10);
  expect(album!.media_urls.at(-1)).toMatch(/\/209\.jpg$/);
  expect(album!.telegram_note).toMatch(/12 фото и видео, в записи первые 10/);
});

test('anon and the public view see nothing of the imports table nor the post source columns', async () => {
  await send(channelPost({ message_id: 131, text: 'Видно' }), { mode: 'publish' });
  const anon = createClient(backend.url, backend.anonKey, { auth: { persistSession: false } });
  const imports = await anon.from('telegram_imports').select('*');
  expect(imports.data ?? []).toEqual([]);
  const source = await anon.from('blog_posts').select('telegram_url');
  expect(source.error).not.toBeNull();
  const view = await anon.from('blog_posts_public').select('*').eq('content', 'Видно');
  expect(view.data).toHaveLength(1);
  expect(Object.keys(view.data![0] as object)).not.toContain('telegram_url');
  // And the function itself cannot be called with the public key.
  const call = await anon.rpc('telegram_import', { message: { chat_id: 1, message_id: 1, group_key: 'x' } });
  expect(call.error).not.toBeNull();
});
