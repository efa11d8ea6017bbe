/**
 * The blog editor's media, end to end in Chromium against the production build and the embedded backend: a file
 * whose bytes are not the photo its name claims is refused before any upload, with the field named; a photo's
 * description («Описание для незрячих») and framing chosen in the editor are the alt and the crop of the preview and,
 * once published, of /blog (the image CDN address's `position`, and the pixels the card shows).
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Locator, Page } from 'playwright-core';
import sharp from 'sharp';
import { LOCAL_EDITOR } from '../../scripts/lib/localSupabase/auth';
import { baseUrl, openPage, type TrackedPage, visit } from './support/browser';
import { cspViolations } from './support/site';
import { formSettled, removePostsMarked, untilReads } from './support/localBlog';

jest.setTimeout(180_000);

const EDITOR = '/admin/blog/';
const MARK = `E2E-медиа ${Date.now()}`;
const ALT = 'Режиссёр у монитора на ночной смене, в кадре только красный свет';
let dir = '';
let editor: TrackedPage;

/** A portrait 400x800: red at the top, green in the middle, blue at the bottom (250, 300, 250 px). */
async function portrait(): Promise<string> {
  const band = (top: number, height: number, r: number, g: number, b: number) => ({
    input: { create: { width: 400, height, channels: 3 as const, background: { r, g, b } } },
    top,
    left: 0,
  });
  const file = path.join(dir, 'portrait.png');
  const bytes = await sharp({ create: { width: 400, height: 800, channels: 3, background: { r: 0, g: 255, b: 0 } } })
    .composite([band(0, 250, 255, 0, 0), band(550, 250, 0, 0, 255)])
    .png()
    .toBuffer();
  writeFileSync(file, bytes);
  return file;
}

beforeAll(async () => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'editor-media-'));
  editor = await openPage({ viewport: { width: 1440, height: 900 } });
  const { page } = editor;
  await page.goto(`${baseUrl()}${EDITOR}`);
  await page.getByLabel(/Почта/).fill(LOCAL_EDITOR.email);
  await page.getByLabel(/Пароль/).fill(LOCAL_EDITOR.password);
  await page.getByRole('button', { name: 'Войти' }).click();
  await page.getByRole('link', { name: 'Создать' }).waitFor();
});

/** Every post this file wrote, removed whatever happened, so the other tests see the seeded feed. */
afterAll(async () => {
  await editor?.close();
  rmSync(dir, { recursive: true, force: true });
  await removePostsMarked(MARK);
});

async function newPost(page: Page, content: string) {
  await page.goto(`${baseUrl()}${EDITOR}#/blog_posts/create`);
  await formSettled(page);
  await page.getByRole('textbox', { name: 'Текст' }).fill(content);
}

/** Which of the portrait's three colours a shown photo's middle is (its corners may be rounded over the card). */
async function shownColour(image: Locator): Promise<string> {
  await image.scrollIntoViewIfNeeded();
  await image.evaluate((img: HTMLImageElement) => img.decode());
  const shot = sharp(await image.screenshot());
  const { width = 0, height = 0 } = await shot.metadata();
  const middle = shot.extract({
    left: Math.round(width / 4),
    top: Math.round(height / 4),
    width: Math.round(width / 2),
    height: Math.round(height / 2),
  });
  const means = (await middle.stats()).channels.slice(0, 3).map((channel) => channel.mean);
  const top = means.indexOf(Math.max(...means));
  return means.every((mean, i) => (i === top ? mean > 200 : mean < 55)) ? ['red', 'green', 'blue'][top]! : `mixed ${means.join(',')}`;
}

/** Every address an <img> may load (src and each srcset candidate), as parsed URLs. */
const addresses = (image: Locator) =>
  image.evaluate((img: HTMLImageElement) => [
    img.getAttribute('src') ?? '',
    ...(img.getAttribute('srcset') ?? '').split(', ').map((c) => c.split(' ')[0] ?? ''),
  ]);

test('a text file named notes.jpg is refused in «Фото и видео», and nothing is uploaded', async () => {
  const { page, errors } = editor;
  await newPost(page, `${MARK}: переименованный текст`);
  const uploads: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/storage/v1/object/blog-media/')) uploads.push(request.url());
  });
  await page.setInputFiles('input[type=file]', {
    name: 'notes.jpg',
    mimeType: 'image/jpeg',
    buffer: Buffer.from('Список смен на неделю: понедельник, вторник, среда.\n'),
  });
  await page
    .getByRole('alert')
    .filter({
      hasText: '«Фото и видео»: «notes.jpg» — внутри не фото и не видео, хотя так назван. Подходят JPEG, PNG, WebP, AVIF, MP4 и WebM',
    })
    .waitFor();
  await expect(page.getByTestId('media-item').count()).resolves.toBe(0);
  await expect(page.getByText('Фото и видео (0 из 10)').isVisible()).resolves.toBe(true);
  expect(uploads).toEqual([]);
  expect(cspViolations(errors)).toEqual([]);
});

test('a description and a framing written in the editor: the preview and /blog show the same words and the same crop', async () => {
  const { page, errors } = editor;
  const content = `${MARK}: вертикальный кадр`;
  await newPost(page, content);
  await page.setInputFiles('input[type=file]', await portrait());
  await page.getByTestId('media-item').waitFor();
  await page.getByLabel('Описание для незрячих (1-е)').fill(ALT);
  // A portrait in the card's 16:9 frame loses its top and bottom: the choice is top, centre or bottom.
  await page.getByTestId('framing-bottom').waitFor();
  await expect(page.getByTestId('framing-left').count()).resolves.toBe(0);

  const preview = page.getByTestId('preview-ru').getByRole('img');
  await expect(preview.getAttribute('alt')).resolves.toBe(ALT);
  // Centred while nobody chose: the green middle; then the top the editor picks, in the preview as on the feed.
  await untilReads(() => shownColour(preview), 'green');
  await page.getByTestId('framing-top').click();
  await untilReads(() => shownColour(preview), 'red');
  const previewAddresses = await addresses(preview);
  for (const address of previewAddresses) expect(new URL(address, baseUrl()).searchParams.get('position')).toBe('top');

  await page.getByLabel('Опубликовать сейчас').check();
  await page.getByRole('button', { name: 'Сохранить' }).click();
  await page.waitForURL(/#\/blog_posts\/[0-9a-f-]{36}$/);

  const visitor = await openPage({ viewport: { width: 1440, height: 900 } });
  try {
    await visit(visitor.page, '/blog');
    const card = visitor.page.getByTestId('blog-post').filter({ hasText: content });
    const photo = card.getByRole('img');
    await expect(photo.getAttribute('alt')).resolves.toBe(ALT);
    // The same addresses as the preview's (so the same crop of the same photo), and the top kept on screen.
    await expect(addresses(photo)).resolves.toEqual(previewAddresses);
    await expect(shownColour(photo)).resolves.toBe('red');
    await expect(photo.evaluate((img) => getComputedStyle(img).objectPosition)).resolves.toBe('50% 0%');
    expect(cspViolations(visitor.errors)).toEqual([]);
  } finally {
    await visitor.close();
  }

  // Read back in the editor after a reload: the words and the framing were stored with the post.
  await page.reload();
  await untilReads(() => page.getByLabel('Описание для незрячих (1-е)').inputValue(), ALT);
  await expect(page.getByTestId('framing-top').getAttribute('aria-pressed')).resolves.toBe('true');
  expect(cspViolations(errors)).toEqual([]);
});
