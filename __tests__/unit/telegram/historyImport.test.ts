/** @jest-environment node */
/**
 * `npm run telegram:import`: a Telegram Desktop export of the channel into the blog, run as the studio runs it (a child
 * process, scripts/telegram-import.ts) against the embedded backend with the service key, through a proxy that can be
 * slow or fail (__tests__/support/backendProxy.ts). What a run prints, the posts the editor and the public view see,
 * the files in the bucket; a second run, a run stopped halfway, the webhook's imports, edits, failed uploads, and
 * exports that are broken or hostile. The committed fixture is __tests__/unit/telegram/fixtures/channelExport.
 */
import { mkdirSync, readFileSync, symlinkSync, writeFileSync, createWriteStream } from 'node:fs';
import path from 'node:path';
import { once } from 'node:events';
import { createClient } from '@supabase/supabase-js';
import { type LocalSupabase, startLocalSupabase } from '../../../scripts/lib/localSupabase';
import { LOCAL_EDITOR } from '../../../scripts/lib/localSupabase/auth';
import { handleTelegramWebhook } from '../../../netlify/telegram/handler';
import { BLOG_POST_TEXT_LIMIT } from '../../../src/config/constants';
import { blogDataProvider } from '../../../src/blogEditor/dataProvider';
import { type BackendProxy, startBackendProxy } from '../../support/backendProxy';
import { type BotApiStandIn, channelPost, PHOTO_FILES, photoSizes, STAND_IN_TOKEN, startBotApiStandIn } from '../../support/botApiStandIn';
import { nodeSupabaseClient } from '../../support/supabaseClient';
import { copiedMedia, forgetImports, importedPosts } from '../../support/telegramPosts';
import {
  CHANNEL_BOT_API_ID,
  editResult,
  FIXTURE,
  fixtureCopy,
  generatedExport,
  importEnv,
  messageOf,
  readResult,
  removeTempDirs,
  runImport,
  tempDir,
} from '../../support/telegramExport';

jest.setTimeout(180_000);

let backend: LocalSupabase;
let proxy: BackendProxy;
let botApi: BotApiStandIn;

beforeAll(async () => {
  backend = await startLocalSupabase({ port: 0 });
  [proxy, botApi] = await Promise.all([startBackendProxy(backend.url), startBotApiStandIn()]);
});
afterEach(removeTempDirs);
afterAll(async () => {
  await Promise.all([proxy?.close(), botApi?.close()]);
  await backend?.close();
});
beforeEach(async () => {
  proxy.delayMs = 0;
  proxy.failing.clear();
  proxy.refused.length = 0;
  await forgetImports(backend.db);
});

const env = () => importEnv(proxy.url);
const bucket = () => `${proxy.url}/storage/v1/object/public/blog-media/telegram/${CHANNEL_BOT_API_ID}`;
const link = (id: number) => `https://t.me/kadr_studio/${id}`;

const posts = () => importedPosts(backend.db);
const postOf = async (id: number) => (await posts()).find((post) => post.telegram_url === link(id));
const stored = async () => (await copiedMedia(backend.db)).map((name) => name.replace(`telegram/${CHANNEL_BOT_API_ID}/`, ''));
const importedIds = async () =>
  (await backend.db.query<{ message_id: number }>('select message_id from public.telegram_imports order by message_id')).rows.map((row) =>
    Number(row.message_id),
  );
/** The date a message of the fixture was sent, as its post's published_at. */
const FIXTURE_RESULT = readResult(FIXTURE);
const sentAt = (id: number) => Number(messageOf(FIXTURE_RESULT, id).date_unixtime) * 1000;

/** The fixture's 30 messages that make its 26 posts, and the 10 it does not bring, with the reason the run gives. */
const POSTED = [2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 16, 17, 18, 22, 23, 24, 27, 28, 30, 31, 32, 33, 34, 35, 36, 37, 38, 39, 40];
const NOT_BROUGHT = [
  'message 1: skipped: nothing the feed can show (service message: create_channel)',
  'message 13: skipped: nothing the feed can show (poll)',
  'message 14: skipped: nothing the feed can show (sticker)',
  'message 15: skipped: nothing the feed can show (service message: pin_message)',
  'message 19: skipped: nothing the feed can show (document)',
  'message 20: skipped: nothing the feed can show (voice)',
  'message 21: not in this export: the export left the video out for its size: export again with Size limit at 50 MB or more',
  'message 25: skipped: nothing the feed can show (location)',
  'message 26: skipped: nothing the feed can show (contact)',
  'message 29: skipped: nothing the feed can show (a message Telegram Desktop could not export)',
];

test('one run makes the expected posts with their media, as drafts the editor sees «из Telegram»; a second run makes none', async () => {
  const dir = await fixtureCopy();
  const first = await runImport([dir], { env: env() });
  expect(first.stderr).toBe('');
  expect(first.code).toBe(0);
  expect(first.lines[0]).toBe(
    `«KADR» (public channel ${CHANNEL_BOT_API_ID}), 40 messages in ${dir} → ${proxy.url}, as drafts (--publish publishes them)`,
  );
  const summary = first.lines.slice(first.lines.findIndex((line) => line.startsWith('Done in ')));
  expect(summary[0]).toMatch(/^Done in \d+ s: made 26 new posts \(as drafts\) from 30 messages\.$/);
  expect(summary[1]).toBe('Media: 7 photos and 3 videos (197 KB) copied into blog-media; 1 video over 50 MB shown by its Telegram link.');
  expect(summary.slice(2)).toEqual(['Not brought (10):', ...NOT_BROUGHT.map((line) => `  ${line}`)]);
  for (const id of POSTED)
    expect(first.lines).toContainEqual(expect.stringMatching(new RegExp(`^message ${id}: imported into post [0-9a-f-]{36} as a draft$`)));

  const rows = await posts();
  expect(rows).toHaveLength(26);
  for (const row of rows) {
    const id = Number(/\/(\d+)$/.exec(row.telegram_url!)![1]);
    expect(row.published_at.getTime()).toBe(sentAt(id));
    expect(row.is_published).toBe(false);
  }
  expect(await postOf(2)).toMatchObject({ content: 'Студия KADR открывает канал.\nЗдесь — съёмки, кастинги и премьеры.', media_urls: [] });
  expect((await postOf(3))!.content).toBe('Премьера!\nСмотрите трейлер здесь (https://youtu.be/abc) и на kadr.example\n\nДо встречи');
  expect((await postOf(4))!.content).toBe('🎬🎬 Кастинг: анкета (https://forms.example/cast) до пятницы 🔥');
  expect(await postOf(5)).toMatchObject({ content: 'Съёмочный день', media_urls: [`${bucket()}/5.jpg`], media_types: ['photo'] });
  expect(await postOf(6)).toMatchObject({ content: '', media_urls: [`${bucket()}/6.jpg`] });
  // The album of four: one post, its photos in order, the caption its text.
  expect(await postOf(7)).toMatchObject({
    content: 'Локации сезона: четыре города за неделю',
    media_urls: [7, 8, 9, 10].map((id) => `${bucket()}/${id}.jpg`),
    media_types: ['photo', 'photo', 'photo', 'photo'],
    telegram_note: null,
  });
  expect(await postOf(11)).toMatchObject({ content: 'Шоурил 2025', media_urls: [`${bucket()}/11.mp4`], media_types: ['video'] });
  expect(await postOf(12)).toMatchObject({
    content: 'Фильм целиком',
    media_urls: [link(12)],
    media_types: ['video'],
    telegram_note: 'Видео больше 50 МБ: в записи оно показано постом из Telegram',
  });
  expect((await postOf(16))!.content).toBe('Афиша обновлена: показ перенесён на субботу, 19:00');
  const long = (await postOf(17))!;
  expect(long.content.length).toBeLessThanOrEqual(BLOG_POST_TEXT_LIMIT);
  expect(long.content.length).toBeGreaterThan(BLOG_POST_TEXT_LIMIT * 0.9);
  expect(long.content.startsWith('Большой разговор о сценарии.\nСцена за сценой')).toBe(true);
  expect(long.telegram_note).toMatch(/длиннее 10\s000 знаков/);
  expect(await postOf(18)).toMatchObject({
    content: 'Пресс-кит студии',
    media_urls: [],
    telegram_note: 'В сообщении Telegram есть вложение (document), которое лента не показывает',
  });
  expect((await postOf(22))!.content).toBe('Мы в программе фестиваля «Горький fest»!');
  expect(await postOf(23)).toMatchObject({ media_urls: [`${bucket()}/23.jpg`, `${bucket()}/24.webm`], media_types: ['photo', 'video'] });
  expect(await postOf(27)).toMatchObject({ media_urls: [`${bucket()}/27.mp4`], media_types: ['video'] });
  expect(await stored()).toEqual(['10.jpg', '11.mp4', '23.jpg', '24.webm', '27.mp4', '5.jpg', '6.jpg', '7.jpg', '8.jpg', '9.jpg']);
  const photo = await fetch(`${backend.url}/storage/v1/object/public/blog-media/telegram/${CHANNEL_BOT_API_ID}/7.jpg`);
  expect(photo.headers.get('content-type')).toBe('image/jpeg');
  expect(Buffer.from(await photo.arrayBuffer())).toEqual(readFileSync(path.join(dir, messageOf(readResult(dir), 7).photo as string)));

  // What the editor sees: the drafts in «Записи блога», each with «из Telegram» and its link (TelegramSource.tsx).
  const editor = nodeSupabaseClient(backend.url, backend.anonKey);
  expect((await editor.auth.signInWithPassword(LOCAL_EDITOR)).error).toBeNull();
  const list = await blogDataProvider(editor).getList('blog_posts', {
    pagination: { page: 1, perPage: 100 },
    sort: { field: 'published_at', order: 'DESC' },
    filter: { status: 'draft' },
  });
  const fromTelegram = list.data.filter((record) => record.telegram_url);
  expect(fromTelegram).toHaveLength(26);
  expect(fromTelegram[0]).toMatchObject({ status: 'draft', telegram_url: link(40), content: 'Новости недели №11: съёмки идут по плану.' });
  expect(fromTelegram.find((record) => record.telegram_url === link(7))!.media).toHaveLength(4);
  // Drafts: the public view shows none of them.
  const anon = createClient(backend.url, backend.anonKey, { auth: { persistSession: false } });
  const visible = await anon.from('blog_posts_public').select('content').in('content', ['Шоурил 2025', 'Съёмочный день']);
  expect(visible.data).toEqual([]);

  const before = await posts();
  const second = await runImport([dir], { env: env() });
  expect(second.code).toBe(0);
  expect(second.stdout).toMatch(/^Done in \d+ s: made 0 new posts \(as drafts\) from 0 messages, 30 messages were already imported\.$/m);
  expect(second.stdout).toContain('Media: 0 photos and 0 videos (0 B) copied into blog-media.');
  expect(second.lines.filter((line) => line.endsWith(': already imported, unchanged'))).toHaveLength(30);
  expect(await posts()).toEqual(before);
  expect(await stored()).toHaveLength(10);
});

test('--dry-run prints what would be made and changes nothing', async () => {
  const dir = await fixtureCopy();
  // The export named by its result.json is the folder it is in.
  const run = await runImport([path.join(dir, 'result.json'), '--dry-run'], { env: env() });
  expect(run.code).toBe(0);
  expect(run.lines.slice(1, 3)).toEqual([
    'Dry run, nothing written: would make 26 new posts (as drafts) from 30 messages.',
    'Media: would copy 7 photos and 3 videos (197 KB) into blog-media; 1 video over 50 MB shown by its Telegram link.',
  ]);
  expect(run.stdout).toContain(`  ${NOT_BROUGHT[6]}`);
  expect(await posts()).toEqual([]);
  expect(await stored()).toEqual([]);
  expect(await importedIds()).toEqual([]);
});

test('--publish publishes the posts at their messages’ dates for the public view; --since leaves the older ones out', async () => {
  const dir = await fixtureCopy();
  const run = await runImport([dir, '--publish', '--since', '2026-01-01'], { env: env() });
  expect(run.code).toBe(0);
  expect(run.stdout).toContain('made 3 new posts (published) from 3 messages.');
  expect(run.stdout).toContain('37 messages before --since 2026-01-01, left out.');
  const anon = createClient(backend.url, backend.anonKey, { auth: { persistSession: false } });
  const { data } = await anon
    .from('blog_posts_public')
    .select('content, published_at')
    .like('content', 'Новости недели%')
    .order('published_at');
  expect(data).toEqual(
    [38, 39, 40].map((id) => ({
      content: `Новости недели №${id - 29}: съёмки идут по плану.`,
      published_at: expect.stringMatching(new Date(sentAt(id)).toISOString().slice(0, 19)),
    })),
  );
});

/** The posts and files as a comparison sees them: everything but the rows' ids. */
const snapshot = async () => ({ posts: await posts(), stored: await stored() });

test('a run stopped after 10 messages (Ctrl-C, or killed outright) and run again ends with the same posts as one run', async () => {
  const dir = await fixtureCopy();
  expect((await runImport([dir], { env: env() })).code).toBe(0);
  const once = await snapshot();
  for (const signal of ['SIGINT', 'SIGKILL'] as const) {
    await forgetImports(backend.db);
    // A slow connection, so that the run is still under way when the 10th message is in.
    proxy.delayMs = 40;
    const stopped = await runImport([dir], { env: env(), stopAfter: { messages: 10, signal } });
    if (signal === 'SIGINT') {
      expect(stopped.code).toBe(130);
      expect(stopped.stderr).toContain('Stopping after the posts under way');
      expect(stopped.stdout).toMatch(/^Stopped after \d+ s: run the same command again to go on where it stopped: made \d+ new posts/m);
    } else {
      expect(stopped.signal).toBe('SIGKILL');
    }
    const halfway = (await importedIds()).length;
    expect(halfway).toBeGreaterThanOrEqual(10);
    expect(halfway).toBeLessThan(POSTED.length);
    proxy.delayMs = 0;
    const again = await runImport([dir], { env: env() });
    expect(again.code).toBe(0);
    expect(again.stdout).toMatch(/made \d+ new posts \(as drafts\) from \d+ messages, \d+ messages were already imported\./);
    expect(await snapshot()).toEqual(once);
  }
});

test('messages the webhook imported are not imported again, and its edit of an album the import made keeps one post', async () => {
  const webhook = (update: unknown) =>
    handleTelegramWebhook(
      new Request('http://127.0.0.1/.netlify/functions/telegram', {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-telegram-bot-api-secret-token': 'secret' },
        body: JSON.stringify(update),
      }),
      {
        env: {
          TELEGRAM_BOT_TOKEN: STAND_IN_TOKEN,
          TELEGRAM_WEBHOOK_SECRET: 'secret',
          TELEGRAM_CHANNEL_ID: String(CHANNEL_BOT_API_ID),
          TELEGRAM_API_URL: botApi.url,
          SUPABASE_URL: proxy.url,
          SUPABASE_SERVICE_ROLE_KEY: importEnv(proxy.url).SUPABASE_SERVICE_ROLE_KEY,
        },
        log: () => undefined,
      },
    );
  const fixture = readResult(FIXTURE);
  const date = (id: number) => Number(messageOf(fixture, id).date_unixtime);
  // The webhook saw three of the channel's posts as they went out: a text, a photo and the album of four.
  expect((await webhook(channelPost({ message_id: 2, date: date(2), text: messageOf(fixture, 2).text }))).status).toBe(200);
  expect(
    (await webhook(channelPost({ message_id: 5, date: date(5), photo: photoSizes(PHOTO_FILES[0]), caption: 'Съёмочный день' }))).status,
  ).toBe(200);
  for (const id of [7, 8, 9, 10]) {
    const caption = id === 7 ? { caption: messageOf(fixture, 7).text } : {};
    const update = channelPost({
      message_id: id,
      date: date(7),
      media_group_id: '13570000000000001',
      photo: photoSizes(PHOTO_FILES[id - 7]!),
      ...caption,
    });
    expect((await webhook(update)).status).toBe(200);
  }
  const byWebhook = await posts();
  expect(byWebhook).toHaveLength(3);

  const dir = await fixtureCopy();
  const run = await runImport([dir], { env: env() });
  expect(run.code).toBe(0);
  for (const id of [2, 5, 7, 8, 9, 10]) expect(run.lines).toContain(`message ${id}: already imported, unchanged`);
  expect(run.stdout).toContain('made 23 new posts (as drafts) from 24 messages, 6 messages were already imported.');
  const rows = await posts();
  expect(rows).toHaveLength(26);
  for (const post of byWebhook) expect(rows).toContainEqual(post);
  expect((await stored()).filter((name) => name.endsWith('.jpg'))).toEqual([
    '10.jpg',
    '23.jpg',
    '5.jpg',
    '6.jpg',
    '7.jpg',
    '8.jpg',
    '9.jpg',
  ]);

  // The channel's editor changes the caption of an album the import brought: the webhook's edit finds the post.
  const edit = channelPost(
    {
      message_id: 23,
      date: date(23),
      edit_date: date(23) + 60,
      media_group_id: '13570000000000002',
      photo: photoSizes(PHOTO_FILES[0]),
      caption: 'Бэкстейдж: новые кадры',
    },
    true,
  );
  expect((await webhook(edit)).status).toBe(200);
  expect(await posts()).toHaveLength(26);
  expect(await postOf(23)).toMatchObject({ content: 'Бэкстейдж: новые кадры', media_types: ['photo', 'video'] });
});

test('a message edited in the channel since the last run is brought up to date, with no second post', async () => {
  const dir = await fixtureCopy();
  expect((await runImport([dir], { env: env() })).code).toBe(0);
  editResult(dir, (result) => {
    const message = messageOf(result, 16);
    message.text = 'Афиша обновлена: показ перенесён на воскресенье, 18:00';
    message.text_entities = [{ type: 'plain', text: message.text }];
    message.edited_unixtime = String(Number(message.edited_unixtime) + 86_400);
  });
  const run = await runImport([dir], { env: env() });
  expect(run.code).toBe(0);
  expect(run.lines).toContainEqual(expect.stringMatching(/^message 16: edited since, its text brought up to date in post [0-9a-f-]{36}$/));
  expect(run.stdout).toContain(
    'made 0 new posts (as drafts) from 0 messages, brought 1 edited message up to date, 29 messages were already imported.',
  );
  expect(await posts()).toHaveLength(26);
  expect((await postOf(16))!.content).toBe('Афиша обновлена: показ перенесён на воскресенье, 18:00');
});

test('a failed upload is retried; one that keeps failing leaves its post for the next run, which brings it', async () => {
  const dir = await fixtureCopy();
  proxy.failing.set(`/${CHANNEL_BOT_API_ID}/5.jpg`, 2);
  proxy.failing.set(`/${CHANNEL_BOT_API_ID}/9.jpg`, Infinity);
  const run = await runImport([dir], { env: env() });
  expect(run.code).toBe(1);
  expect(proxy.refused.filter((url) => url.endsWith('/5.jpg'))).toHaveLength(2);
  expect(proxy.refused.filter((url) => url.endsWith('/9.jpg'))).toHaveLength(3);
  expect(await postOf(5)).toMatchObject({ media_urls: [`${bucket()}/5.jpg`] });
  // The album is left whole: none of its four messages is written.
  expect(await postOf(7)).toBeUndefined();
  expect(run.stdout).toMatch(/^Left for the next run \(4\): run the same command again to bring them:$/m);
  for (const id of [7, 8, 9, 10]) {
    expect(run.stdout).toContain(`  message ${id}: the copy failed 3 times (хранилище не приняло файл (slow down))`);
  }
  proxy.failing.clear();
  const again = await runImport([dir], { env: env() });
  expect(again.code).toBe(0);
  expect(again.stdout).toContain('made 1 new post (as drafts) from 4 messages, 26 messages were already imported.');
  expect(await posts()).toHaveLength(26);
  expect((await postOf(7))!.media_urls).toEqual([7, 8, 9, 10].map((id) => `${bucket()}/${id}.jpg`));
});

/** A PNG of one pixel. */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');

/** The start of a QuickTime movie (an `ftyp` box of brand `qt`): a video, of a format the feed does not play. */
const QUICKTIME = Buffer.from('0000001466747970717420200000000071742020', 'hex');

test('hostile messages are refused each with a clear line and nothing written for them; the rest is imported', async () => {
  const dir = await fixtureCopy();
  const outside = path.join(tempDir('outside'), 'secret.jpg');
  writeFileSync(outside, readFileSync(path.join(dir, messageOf(readResult(dir), 8).photo as string)));
  const fixture = readResult(dir);
  symlinkSync(outside, path.join(dir, 'photos/link.jpg'));
  writeFileSync(path.join(dir, messageOf(fixture, 11).file as string), 'not a video, whatever its name says\n');
  writeFileSync(path.join(dir, messageOf(fixture, 27).file as string), readFileSync(path.join(dir, messageOf(fixture, 5).photo as string)));
  writeFileSync(path.join(dir, messageOf(fixture, 23).photo as string), PNG);
  writeFileSync(path.join(dir, messageOf(fixture, 24).file as string), QUICKTIME);
  editResult(dir, (result) => {
    messageOf(result, 2).from_id = 'channel999';
    messageOf(result, 4).text_entities = [{ type: 'plain', text: 7 }];
    messageOf(result, 5).photo = '../../../etc/passwd';
    messageOf(result, 6).photo = '/etc/passwd';
    messageOf(result, 8).photo = 'photos/link.jpg';
  });
  // A control character in a text, as Telegram Desktop writes one (\xHH, which JSON does not have): read as it is.
  const result = path.join(dir, 'result.json');
  writeFileSync(result, readFileSync(result, 'utf8').replaceAll('Мы в программе', 'Мы\\x1Fв программе'));
  const run = await runImport([dir], { env: env() });
  expect(run.code).toBe(1);
  const refused = [
    'message 2: refused: "from_id" is channel999: a message of another chat, not of «KADR» (channel1234567890)',
    'message 4: refused: "text_entities" holds a part that is not text',
    'message 5: refused: "photo" (../../../etc/passwd) leads out of the export folder: only files inside it are read',
    'message 6: refused: "photo" is an absolute path (/etc/passwd): only files inside the export folder are read',
    'message 8: refused: "photo" (photos/link.jpg) leads out of the export folder through a link: only files inside it are read',
    `message 11: refused: ${messageOf(fixture, 11).file as string}: its bytes are not a photo or video (JPEG, PNG, WebP, AVIF, MP4, WebM), whatever its name says`,
    `message 27: refused: ${messageOf(fixture, 27).file as string}: its bytes are a photo (image/jpeg), but the message says it is a video`,
  ];
  for (const line of refused) {
    expect(run.lines).toContain(line);
    expect(run.lines).toContain(`  ${line}`);
  }
  const written = await importedIds();
  for (const id of [2, 4, 5, 6, 8, 11, 27]) expect(written).not.toContain(id);
  expect(await stored()).toEqual(['10.jpg', '23.png', '7.jpg', '9.jpg']);
  // The album goes on without its refused item; a PNG named .jpg goes up as the PNG it is, as the blog editor does.
  expect((await postOf(7))!.media_urls).toEqual([7, 9, 10].map((id) => `${bucket()}/${id}.jpg`));
  // A QuickTime video is a video, of a format the feed does not play: its post waits as a draft that says so, as the
  // webhook's does.
  expect(await postOf(23)).toMatchObject({
    media_urls: [`${bucket()}/23.png`],
    telegram_note: 'Не удалось перенести видео из Telegram: формат video/quicktime лента не показывает',
  });
  expect(await posts()).toHaveLength(26 - 6);
  expect((await postOf(22))!.content).toBe('Мы\u001fв программе фестиваля «Горький fest»!');
});

test('an export that is no export, is cut short, or is of another chat is refused whole, with nothing written', async () => {
  const folder = (files: Record<string, string>) => {
    const dir = tempDir('not-an-export');
    for (const [name, text] of Object.entries(files)) writeFileSync(path.join(dir, name), text);
    return dir;
  };
  const fixtureText = readFileSync(path.join(FIXTURE, 'result.json'), 'utf8');
  const cut = fixtureText.slice(0, Math.floor(fixtureText.length * 0.6));
  const notJson = fixtureText.replace('"type": "message"', '"type": message');
  const cases: Array<[Record<string, string>, string, string?]> = [
    [{ 'result.json': '{"hello": "world"}' }, 'result.json is not an export of a chat: it has no "messages"'],
    [{ 'result.json': '[1, 2, 3]' }, 'result.json is not an export: it is not one JSON object'],
    [{ 'result.json': '' }, 'result.json is empty'],
    [
      { 'messages.html': '<html></html>' },
      'has no result.json (messages.html is the human-readable export): export with Format «Machine-readable JSON»',
    ],
    [
      { 'result.json': '{"about": "Here is the data you requested.", "chats": {"about": "", "list": []}}' },
      "result.json is a whole account's export (Export Telegram data), not a chat's",
    ],
    [
      { 'result.json': '{"name": "Анна", "type": "personal_chat", "id": 42, "messages": []}' },
      'result.json is the export of personal chat «Анна», not of a channel',
    ],
    [
      { 'result.json': fixtureText },
      'result.json is the channel «KADR» (-1001234567890), but TELEGRAM_CHANNEL_ID is -1009999999999',
      '-1009999999999',
    ],
    [{ 'result.json': cut }, 'result.json is cut short: it ends inside the list of messages, after '],
    [{ 'result.json': notJson }, 'result.json is not valid JSON'],
  ];
  const runs = await Promise.all(cases.map(([files, , channel]) => runImport([folder(files)], { env: importEnv(proxy.url, channel) })));
  runs.forEach((run, i) => {
    expect(run.code).toBe(2);
    expect(run.stderr).toContain(cases[i]![1]);
    expect(run.stderr).toMatch(/^Nothing imported: /);
  });
  expect(await importedIds()).toEqual([]);
  expect(await posts()).toEqual([]);
});

test('a message of 100 MB of one string is refused alone, the rest is imported, and the run’s memory stays bounded', async () => {
  const dir = tempDir('huge-string');
  mkdirSync(path.join(dir, 'photos'));
  const fixture = readResult(FIXTURE);
  const file = createWriteStream(path.join(dir, 'result.json'));
  const head = JSON.stringify({ name: fixture.name, type: fixture.type, id: fixture.id }).slice(0, -1);
  file.write(
    `${head}, "messages": [${JSON.stringify(messageOf(fixture, 2))}, {"id": 3, "type": "message", "date_unixtime": "1756800000", "text": "`,
  );
  const megabyte = 'а'.repeat(512 * 1024); // two bytes a letter
  for (let i = 0; i < 100; i += 1) if (!file.write(megabyte)) await once(file, 'drain');
  file.end(`"}, ${JSON.stringify(messageOf(fixture, 40))}]}`);
  await once(file, 'close');
  const run = await runImport([dir], { env: env() });
  console.log(`telegram:import, a 100 MB string: ${(run.ms / 1000).toFixed(1)} s, peak memory ${run.peakMb} MB`);
  expect(run.code).toBe(1);
  expect(run.lines).toContain('message 3: refused: the message holds more than 262,144 characters');
  expect(await importedIds()).toEqual([2, 40]);
  expect(run.peakMb).toBeLessThan(250);
});

test('3 000 messages with their photos and videos, and a 45 MB video, in bounded time and memory', async () => {
  const made = await generatedExport(3000, 45 * 1024 * 1024);
  const run = await runImport([made.dir, '--publish'], { env: env() });
  console.log(
    `telegram:import, 3 000 messages (${made.photos} photos, ${made.videos} videos, one of 45 MB): ${(run.ms / 1000).toFixed(1)} s, peak memory ${run.peakMb} MB`,
  );
  expect(run.stderr).toBe('');
  expect(run.code).toBe(0);
  expect(run.stdout).toContain(`made ${made.posts.toLocaleString('en-US')} new posts (published) from `);
  expect(
    (
      await backend.db.query<{ n: number }>(
        'select count(*)::int as n from public.blog_posts where telegram_url is not null and is_published',
      )
    ).rows[0]!.n,
  ).toBe(made.posts);
  expect(await stored()).toHaveLength(made.photos + made.videos);
  // In a log (no terminal), the progress every few seconds: counts, bytes and the time left.
  expect(run.stdout).toMatch(/^progress: \d+\/3000 messages, [\d.]+ [KM]?B\/[\d.]+ MB, about (\d+ min )?\d+ s left$/m);
  // The memory of one file at most: the 45 MB video goes out as it is read, never whole.
  expect(run.peakMb).toBeLessThan(250);
  // The time is reported above, and bounded only by this test's timeout (below): speed is the bench's, not a test's.
}, 120_000);
