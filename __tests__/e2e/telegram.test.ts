/**
 * The Telegram channel's webhook as the studio runs it on a laptop: `npm run serve` (the production build and the
 * site's Netlify Functions, with the environment it was started with) next to the embedded backend, and a stand-in
 * of the Bot API for the photos. Telegram's requests go to /.netlify/functions/telegram; Chromium reads /blog.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { createClient } from '@supabase/supabase-js';
import { LOCAL_SUPABASE_SERVICE_KEY } from '../../scripts/lib/localSupabase/jwt';
import { LOCAL_SUPABASE_URL } from '../../src/config/localSupabase';
import {
  BIG_VIDEO_FILE,
  type BotApiStandIn,
  CHANNEL,
  channelPost,
  PHOTO_FILES,
  photoSizes,
  STAND_IN_TOKEN,
  startBotApiStandIn,
} from '../support/botApiStandIn';
import { LOCAL_EDITOR } from '../../scripts/lib/localSupabase/auth';
import { baseUrl, visit, withPage } from './support/browser';
import { cards, feedSettled } from './support/feed';
import { formSettled } from './support/localBlog';

jest.setTimeout(180_000);

const ROOT = path.resolve(__dirname, '../..');
const SECRET = 'e2e-webhook-secret';
let botApi: BotApiStandIn;
const servers: Array<{ child: ChildProcess; url: string }> = [];
const service = createClient(LOCAL_SUPABASE_URL, LOCAL_SUPABASE_SERVICE_KEY, { auth: { persistSession: false } });

/** `npm run serve` on a free port with the webhook configured for `mode`; its address, once it says it. */
async function serve(mode: 'draft' | 'publish'): Promise<string> {
  const child = spawn(process.execPath, [path.join(ROOT, 'node_modules/tsx/dist/cli.mjs'), 'scripts/serve.ts'], {
    cwd: ROOT,
    env: {
      ...process.env,
      PORT: '0',
      TELEGRAM_BOT_TOKEN: STAND_IN_TOKEN,
      TELEGRAM_WEBHOOK_SECRET: SECRET,
      TELEGRAM_CHANNEL_ID: `@${CHANNEL.username}`,
      TELEGRAM_IMPORT: mode,
      TELEGRAM_API_URL: botApi.url,
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const url = await new Promise<string>((resolve, reject) => {
    let out = '';
    child.stdout.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const found = /Serving public\/ at (\S+)/.exec(out);
      if (found) resolve(found[1]!);
    });
    child.once('exit', (code) => reject(new Error(`npm run serve ended (${code}): ${out}`)));
  });
  servers.push({ child, url });
  return url;
}

const post = (site: string, update: unknown, secret = SECRET) =>
  fetch(`${site}/.netlify/functions/telegram`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-telegram-bot-api-secret-token': secret },
    body: JSON.stringify(update),
  });

let publishSite: string;
let draftSite: string;
beforeAll(async () => {
  botApi = await startBotApiStandIn();
  [publishSite, draftSite] = await Promise.all([serve('publish'), serve('draft')]);
});

afterAll(async () => {
  await service.from('blog_posts').delete().like('telegram_url', 'https://t.me/*');
  for (const { child } of servers) child.kill('SIGTERM');
  await botApi?.close();
});

test('a channel text post appears on /blog in publish mode, and waits as a draft in draft mode', async () => {
  const published = channelPost({ message_id: 3001, text: 'Из канала: съёмки начались\nвторая строка' });
  expect((await post(publishSite, published)).status).toBe(200);
  const draft = channelPost({ message_id: 3002, text: 'Из канала: черновик' });
  expect((await post(draftSite, draft)).status).toBe(200);

  const { data } = await service.from('blog_posts').select('content, is_published, telegram_url').like('telegram_url', 'https://t.me/*');
  expect(data).toEqual(
    expect.arrayContaining([
      { content: 'Из канала: съёмки начались\nвторая строка', is_published: true, telegram_url: 'https://t.me/kadr_studio/3001' },
      { content: 'Из канала: черновик', is_published: false, telegram_url: 'https://t.me/kadr_studio/3002' },
    ]),
  );

  await withPage(async ({ page }) => {
    await visit(page, '/blog');
    await feedSettled(page);
    const first = cards(page).first();
    await expect(first.innerText()).resolves.toContain('Из канала: съёмки начались\nвторая строка');
    await expect(page.locator('body').innerText()).resolves.not.toContain('Из канала: черновик');
  });
});

test('an album sent as three updates, out of order and one twice, is one post with three photos through the image CDN', async () => {
  const item = (id: number, file: string, caption?: string) =>
    channelPost({ message_id: id, media_group_id: 'e2e-album', photo: photoSizes(file), ...(caption ? { caption } : {}) });
  const updates = [item(3011, PHOTO_FILES[0], 'Альбом из канала'), item(3012, PHOTO_FILES[1]), item(3013, PHOTO_FILES[2])];
  for (const update of [updates[2], updates[0], updates[2], updates[1]]) expect((await post(publishSite, update)).status).toBe(200);

  await withPage(async ({ page }) => {
    await visit(page, '/blog');
    await feedSettled(page);
    const card = cards(page).filter({ hasText: 'Альбом из канала' });
    await expect(card.count()).resolves.toBe(1);
    const images = card.locator('img');
    await expect(images.count()).resolves.toBe(3);
    const sources = await images.evaluateAll((nodes) =>
      nodes.map((node) => (node as HTMLImageElement).currentSrc || (node as HTMLImageElement).src),
    );
    for (const [i, src] of sources.entries()) {
      expect(src).toContain('/.netlify/images');
      expect(decodeURIComponent(src)).toContain(`/blog-media/telegram/${CHANNEL.id}/${3011 + i}.jpg`);
    }
    // Each photo arrives (the CDN read it from the bucket).
    for (let i = 0; i < 3; i += 1) await images.nth(i).scrollIntoViewIfNeeded();
    await page.waitForFunction(
      () =>
        [...document.querySelectorAll('img')]
          .filter((img) => img.src.includes('telegram'))
          .every((img) => img.complete && img.naturalWidth > 0),
      undefined,
      { timeout: 30_000 },
    );
  });
});

test('an edit changes the text; a wrong secret is 401 and another chat is ignored, neither writing anything', async () => {
  const original = channelPost({ message_id: 3021, text: 'Версия 1' });
  expect((await post(publishSite, original)).status).toBe(200);
  expect((await post(publishSite, channelPost({ message_id: 3021, text: 'Версия 2', edit_date: 1 }, true))).status).toBe(200);
  const count = async () => (await service.from('blog_posts').select('id').like('telegram_url', 'https://t.me/*')).data!.length;
  const before = await count();
  expect((await post(publishSite, channelPost({ message_id: 3022, text: 'Подделка' }), 'not-the-secret')).status).toBe(401);
  const other = channelPost({ message_id: 3023, text: 'Чужой канал' }, false, {
    id: -100777,
    type: 'channel',
    title: 'Other',
    username: 'other_channel',
  });
  expect((await post(publishSite, other)).status).toBe(200);
  expect(await count()).toBe(before);
  const { data } = await service.from('blog_posts').select('content').eq('telegram_url', 'https://t.me/kadr_studio/3021');
  expect(data).toEqual([{ content: 'Версия 2' }]);
});

test('a 25 MB video becomes the message link; a failing download leaves no post until it succeeds', async () => {
  const video = channelPost({
    message_id: 3031,
    caption: 'Большое видео',
    video: { file_id: BIG_VIDEO_FILE, width: 1920, height: 1080, duration: 90 },
  });
  expect((await post(publishSite, video)).status).toBe(200);
  const big = await service.from('blog_posts').select('media_urls, media_types').eq('telegram_url', 'https://t.me/kadr_studio/3031');
  expect(big.data).toEqual([{ media_urls: ['https://t.me/kadr_studio/3031'], media_types: ['video'] }]);

  botApi.failing.add(PHOTO_FILES[3]);
  const photo = channelPost({ message_id: 3032, caption: 'Фото позже', photo: photoSizes(PHOTO_FILES[3]) });
  expect((await post(publishSite, photo)).status).toBe(503);
  const none = await service.from('blog_posts').select('id').eq('telegram_url', 'https://t.me/kadr_studio/3032');
  expect(none.data).toEqual([]);
  botApi.failing.clear();
  expect((await post(publishSite, photo)).status).toBe(200);
  const whole = await service.from('blog_posts').select('content, media_types').eq('telegram_url', 'https://t.me/kadr_studio/3032');
  expect(whole.data).toEqual([{ content: 'Фото позже', media_types: ['photo'] }]);
});

test('the blog editor marks an imported draft «из Telegram» with its link, and publishes it as any post', async () => {
  const update = channelPost({ message_id: 3041, text: 'Черновик из канала для редактора' });
  expect((await post(draftSite, update)).status).toBe(200);
  const { data } = await service.from('blog_posts').select('id').eq('telegram_url', 'https://t.me/kadr_studio/3041');
  const id = (data as Array<{ id: string }>)[0]!.id;

  await withPage(
    async ({ page }) => {
      await page.goto(`${baseUrl()}/admin/blog/#/blog_posts/${id}`);
      await page.getByLabel(/Почта/).fill(LOCAL_EDITOR.email);
      await page.getByLabel(/Пароль/).fill(LOCAL_EDITOR.password);
      await page.getByRole('button', { name: 'Войти' }).click();
      const mark = page.getByTestId('telegram-source');
      await mark.waitFor();
      await expect(mark.innerText()).resolves.toContain('из Telegram');
      await expect(mark.getByRole('link').getAttribute('href')).resolves.toBe('https://t.me/kadr_studio/3041');
      await formSettled(page);
      await page.getByLabel('Опубликовать сейчас').check();
      await page.getByRole('button', { name: 'Сохранить' }).click();
      await page.getByRole('alert').filter({ hasText: 'Запись сохранена' }).first().waitFor();
    },
    { viewport: { width: 1440, height: 1000 } },
  );
  const saved = await service.from('blog_posts').select('is_published, telegram_url').eq('id', id);
  expect(saved.data).toEqual([{ is_published: true, telegram_url: 'https://t.me/kadr_studio/3041' }]);
});

test('the service key is in no file the build publishes', () => {
  const files: string[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir)) {
      const full = path.join(dir, entry);
      if (statSync(full).isDirectory()) walk(full);
      else if (/\.(html|js|json|txt|css|map)$|^_headers$|^_redirects$/.test(entry)) files.push(full);
    }
  };
  walk(path.join(ROOT, 'public'));
  expect(files.length).toBeGreaterThan(10);
  const holding = files.filter((file) => {
    const text = readFileSync(file, 'utf8');
    return text.includes(LOCAL_SUPABASE_SERVICE_KEY) || text.includes('SUPABASE_SERVICE_ROLE_KEY') || text.includes('service_role');
  });
  expect(holding).toEqual([]);
});
