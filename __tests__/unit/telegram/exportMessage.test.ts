/** @jest-environment node */
/**
 * The history import's pure parts: a Telegram Desktop export's message read as the shared rules read a channel
 * message (its text and links, its media, what the feed cannot show, what is refused), albums told apart, the command
 * line and settings, and the progress line. The import itself runs in historyImport.test.ts.
 */
import { postText } from '../../../netlify/telegram/text';
import { LOCAL_SUPABASE_SERVICE_KEY } from '../../../scripts/lib/localSupabase/jwt';
import { continuesAlbum, type ExportMessage, readMessage, toChannelMessage } from '../../../scripts/lib/telegramImport/exportMessage';
import { readCommandLine, readSettings } from '../../../scripts/lib/telegramImport/options';
import { formatBytes, progressText, timeLeft } from '../../../scripts/lib/telegramImport/progress';
import { LOCAL_SUPABASE_URL } from '../../../src/config/localSupabase';

const CHAT = { name: 'KADR', type: 'public_channel', id: 1234567890 };
const message = (fields: Record<string, unknown>) => ({
  id: 7,
  type: 'message',
  date: '2025-09-06T10:00:00',
  date_unixtime: '1757142000',
  from: 'KADR',
  from_id: 'channel1234567890',
  text: '',
  text_entities: [],
  ...fields,
});
const read = (fields: Record<string, unknown>) => readMessage(message(fields), CHAT) as ExportMessage;
/** A text as Telegram Desktop writes a plain one: in "text" and in "text_entities". */
const plain = (text: string) => ({ text, text_entities: [{ type: 'plain', text }] });

test('a text of parts keeps its links, counted in UTF-16 units after emoji, and becomes the post text the webhook writes', () => {
  const parts = [
    { type: 'plain', text: '🎬🎬 ' },
    { type: 'bold', text: 'Кастинг' },
    { type: 'plain', text: ': ' },
    { type: 'text_link', text: 'анкета', href: 'https://forms.example/cast' },
    { type: 'plain', text: ' и ' },
    { type: 'link', text: 'kadr.example' },
  ];
  const read1 = read({ text: parts.map((part) => (part.type === 'plain' ? part.text : part)), text_entities: parts });
  expect(read1.text).toBe('🎬🎬 Кастинг: анкета и kadr.example');
  expect(read1.entities).toEqual([{ type: 'text_link', offset: 14, length: 6, url: 'https://forms.example/cast' }]);
  expect(postText(read1.text, read1.entities)).toBe('🎬🎬 Кастинг: анкета (https://forms.example/cast) и kadr.example');
  // An export without text_entities (older Telegram Desktop) is read from "text" alone.
  expect(readMessage({ ...message({}), text: 'Просто текст', text_entities: undefined }, CHAT)).toMatchObject({ text: 'Просто текст' });
});

test('media: photos and videos to copy, files Telegram Desktop left out, and the kinds the feed cannot show', () => {
  expect(read({ photo: 'photos/photo_1@06-09-2025_10-00-00.jpg', photo_file_size: 8658 }).media).toEqual({
    kind: 'photo',
    field: 'photo',
    path: 'photos/photo_1@06-09-2025_10-00-00.jpg',
    leftOut: null,
    size: 8658,
  });
  expect(read({ file: 'animations/a.mp4', media_type: 'animation', mime_type: 'video/mp4' }).media).toMatchObject({ kind: 'video' });
  const left = '(File exceeds maximum size. Change data exporting settings to download.)';
  expect(read({ file: left, file_size: 62914560, media_type: 'video_file' }).media).toMatchObject({
    path: null,
    leftOut: left,
    size: 62914560,
  });
  const unshown = (fields: Record<string, unknown>) => read(fields).unshown;
  expect(unshown({ file: 'stickers/s.webp', media_type: 'sticker' })).toEqual(['sticker']);
  expect(unshown({ file: 'voice_messages/a.ogg', media_type: 'voice_message' })).toEqual(['voice']);
  expect(unshown({ file: 'round_video_messages/v.mp4', media_type: 'video_message' })).toEqual(['video_note']);
  expect(unshown({ file: 'files/a.pdf', mime_type: 'application/pdf' })).toEqual(['document']);
  expect(unshown({ poll: { question: '?', answers: [] } })).toEqual(['poll']);
  expect(unshown({ location_information: { latitude: 1, longitude: 2 } })).toEqual(['location']);
  expect(unshown({ place_name: 'Кремль', address: 'Москва', location_information: { latitude: 1, longitude: 2 } })).toEqual(['venue']);
  expect(read({ type: 'service', action: 'pin_message', message_id: 3 }).other).toBe('service message: pin_message');
  expect(readMessage({ id: 9, type: 'unsupported' }, CHAT)).toMatchObject({ id: 9, other: 'a message Telegram Desktop could not export' });
});

test('what Telegram Desktop never writes is refused, naming the field', () => {
  const refused = (raw: unknown) => (readMessage(raw, CHAT) as { refused: string | null }).refused;
  expect(refused('text')).toBe('not a message: Telegram Desktop writes each message as an object');
  expect(refused(message({ id: -1 }))).toBe('"id" is missing or not a message id');
  expect(refused(message({ type: 'note' }))).toBe('"type" is "note": Telegram Desktop writes message, service or unsupported');
  expect(refused(message({ date_unixtime: 'yesterday' }))).toMatch(/^"date_unixtime" is missing or not a time/);
  expect(refused(message({ from_id: 'channel42' }))).toBe(
    '"from_id" is channel42: a message of another chat, not of «KADR» (channel1234567890)',
  );
  expect(refused(message({ from_id: 'chat42' }))).toMatch(/a message of another chat/);
  // A signed post of a channel that shows its authors' profiles comes from a user: it is the channel's.
  expect(refused(message({ from_id: 'user42', ...plain('Подписано') }))).toBeNull();
  expect(refused(message({ text: 42, text_entities: undefined }))).toBe('"text" is neither text nor a list of text parts');
  expect(refused(message({ text_entities: 'Текст' }))).toBe('"text_entities" is not a list of text parts');
  expect(refused(message({ text_entities: [{ type: 'plain', text: 7 }] }))).toBe('"text_entities" holds a part that is not text');
  expect(refused(message({ photo: '../../etc/passwd' }))).toMatch(/^"photo" \(..\/..\/etc\/passwd\) leads out of the export folder/);
  expect(refused(message({ photo: 'photos\\..\\..\\secret.jpg' }))).toMatch(/leads out of the export folder/);
  expect(refused(message({ file: '/etc/passwd', media_type: 'video_file' }))).toMatch(/^"file" is an absolute path \(\/etc\/passwd\)/);
  expect(refused(message({ photo: 'C:\\Users\\secret.jpg' }))).toMatch(/is an absolute path/);
  expect(refused(message({ photo: 42 }))).toBe(`"photo" is not a file's path`);
});

test('an album is photos and videos of consecutive ids sent in one second by one author, one caption, ten at most', () => {
  const item = (id: number, fields: Record<string, unknown> = {}) => read({ id, photo: `photos/${id}.jpg`, ...fields });
  const album = [item(1, plain('Подпись')), item(2)];
  expect(continuesAlbum(album, item(3))).toBe(true);
  expect(continuesAlbum(album, item(4))).toBe(false);
  expect(continuesAlbum(album, item(3, { date_unixtime: '1757142001' }))).toBe(false);
  expect(continuesAlbum(album, item(3, plain('Другая подпись')))).toBe(false);
  expect(continuesAlbum(album, item(3, { author: 'Анна' }))).toBe(false);
  expect(continuesAlbum(album, read({ id: 3, ...plain('Текст без фото') }))).toBe(false);
  const ten = Array.from({ length: 10 }, (_, i) => item(i + 1));
  expect(continuesAlbum(ten, item(11))).toBe(false);
  // Its items share the key of the post they join, and an item's link shows that item alone.
  expect(toChannelMessage(item(2), CHAT, 'export-1', 'kadr_studio')).toMatchObject({
    chatId: -1001234567890,
    album: 'export-1',
    link: 'https://t.me/kadr_studio/2',
  });
  expect(toChannelMessage(item(2), CHAT, null, undefined).link).toBe('https://t.me/c/1234567890/2');
});

test('the command line: the folder where the command was typed, --since in Moscow time, and what is wrong with it', () => {
  expect(readCommandLine(['export', '--publish', '--since', '2025-01-01'], '/home/studio')).toEqual({
    folder: '/home/studio/export',
    dryRun: false,
    publish: true,
    since: { text: '2025-01-01', at: Date.parse('2024-12-31T21:00:00Z') },
  });
  expect(readCommandLine(['/exports/kadr', '--dry-run', '--since', '2025-03-01T09:30'], '/')).toMatchObject({
    dryRun: true,
    since: { at: Date.parse('2025-03-01T06:30:00Z') },
  });
  expect(readCommandLine(['--help'], '/')).toEqual({ help: true });
  expect(readCommandLine([], '/')).toEqual({ problems: ['Name the export folder'] });
  expect(readCommandLine(['a', '--since', '01.01.2025'], '/')).toEqual({
    problems: ['--since 01.01.2025: a date as 2025-01-01, or a date and time as 2025-01-01T09:30 (Moscow time)'],
  });
  expect(readCommandLine(['a', '--force'], '/')).toMatchObject({ problems: [expect.stringMatching(/--force/)] });
});

test('settings: the embedded backend with no settings; a real project only with the webhook’s variables', () => {
  expect(readSettings({})).toMatchObject({ supabaseUrl: LOCAL_SUPABASE_URL, serviceKey: LOCAL_SUPABASE_SERVICE_KEY, channel: null });
  expect(readSettings({ TELEGRAM_CHANNEL_ID: '@kadr_studio' })).toMatchObject({ supabaseUrl: LOCAL_SUPABASE_URL, channel: '@kadr_studio' });
  expect(readSettings({ GATSBY_SUPABASE_URL: 'https://abc.supabase.co' })).toEqual({
    problems: [
      'SUPABASE_SERVICE_ROLE_KEY is not set',
      "TELEGRAM_CHANNEL_ID is not set: the channel's @username or numeric id, as the webhook has it",
    ],
  });
  expect(
    readSettings({ SUPABASE_URL: 'https://abc.supabase.co', SUPABASE_SERVICE_ROLE_KEY: 'service', TELEGRAM_CHANNEL_ID: '-1001234567890' }),
  ).toEqual({
    supabaseUrl: 'https://abc.supabase.co',
    serviceKey: 'service',
    channel: '-1001234567890',
    target: 'https://abc.supabase.co',
  });
});

test('the progress line counts messages and bytes and says the time left at the pace so far', () => {
  const progress = { messages: 1200, totalMessages: 3000, bytes: 40 * 1024 * 1024, totalBytes: 100 * 1024 * 1024, startedAt: 0 };
  expect(timeLeft(progress, 60_000)).toBe(90_000);
  expect(progressText(progress, 60_000)).toBe('1200/3000 messages, 40.0 MB/100.0 MB, about 1 min 30 s left');
  expect(progressText({ ...progress, messages: 0, bytes: 0 }, 1000)).toBe('0/3000 messages, 0 B/100.0 MB, time left not known yet');
  expect(formatBytes(5 * 1024 * 1024 * 1024)).toBe('5.00 GB');
  expect(formatBytes(812 * 1024)).toBe('812 KB');
});
