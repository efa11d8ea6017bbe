/**
 * The blog editor's screens as an editor meets them, end to end in Chromium against the production build and the
 * embedded backend, at 1440x900 and on a 390x844 phone: a save without a network says so in Russian and succeeds once
 * online; a post started and published on the phone, the list fitting its screen; every screen in Russian, its
 * aria-labels too; the preview drawn as the feed draws the card, in the brand face, at a phone's and a laptop's width;
 * «Сохранить» in view on a long form; the pages' titles, the restored draft's «Отбросить», the status filter, the
 * delete dialog's «Удалить» and the schedule field's Russian date and 24-hour time in an English browser.
 */
import path from 'node:path';
import type { BrowserContextOptions, Page } from 'playwright-core';
import { LOCAL_EDITOR } from '../../scripts/lib/localSupabase/auth';
import { draftKey, type StoredDraft } from '../../src/blogEditor/drafts';
import { fromMoscowInput, toMoscowInput } from '../../src/blogEditor/posts';
import { baseUrl, openPage, type TrackedPage } from './support/browser';
import { cspViolations } from './support/site';
import { formSettled, localClient, postText, removePostsMarked, signIn, untilReads, writePost } from './support/localBlog';

jest.setTimeout(180_000);

const EDITOR = '/admin/blog/';
const MARK = `E2E-экраны ${Date.now()}`;
const PHOTOS = ['casting.jpg', 'premiere.jpg', 'location.jpg'].map((name) => path.resolve(__dirname, '../../supabase/seed-media', name));
const LAPTOP = { width: 1440, height: 900 };
const PHONE = { width: 390, height: 844 };

const opened: TrackedPage[] = [];

/** Every post this file wrote, removed whatever happened, so the other tests see the seeded feed. */
afterAll(async () => {
  await Promise.all(opened.map((one) => one.close()));
  await removePostsMarked(MARK);
});

async function open(options: BrowserContextOptions): Promise<TrackedPage> {
  const one = await openPage(options);
  opened.push(one);
  return one;
}

/** A signed-in editor on the list. */
async function editorAt(options: BrowserContextOptions): Promise<TrackedPage> {
  const one = await open(options);
  await one.page.goto(`${baseUrl()}${EDITOR}`);
  await signIn(one.page);
  await one.page.getByRole('heading', { name: 'Записи блога' }).first().waitFor();
  return one;
}

const save = (page: Page) => page.getByRole('button', { name: 'Сохранить' }).click();
const notice = (page: Page, words: string | RegExp) => page.getByRole('alert').filter({ hasText: words }).first().waitFor();
const newPost = (page: Page) => page.goto(`${baseUrl()}${EDITOR}#/blog_posts/create`);
const savedId = async (page: Page) => {
  await page.waitForURL(/#\/blog_posts\/[0-9a-f-]{36}$/);
  return /blog_posts\/([0-9a-f-]{36})$/.exec(page.url())![1]!;
};

/** How far the page's content reaches beyond the window's width, in CSS px (0: nothing to scroll sideways). */
const sidewaysOverflow = (page: Page) =>
  page.evaluate(() => Math.max(document.documentElement.scrollWidth, document.body.scrollWidth) - window.innerWidth);

test('a save without a network tells the editor in Russian, keeps the text, and succeeds once online', async () => {
  const { page, context } = await (async () => {
    const one = await editorAt({ viewport: LAPTOP });
    return { page: one.page, context: one.page.context() };
  })();
  await newPost(page);
  const content = `${MARK}: сохранено после обрыва связи`;
  await writePost(page, content);
  await context.setOffline(true);
  // The browser tells the page it went offline, as when the network drops (the emulation alone may not).
  await page.evaluate(() => window.dispatchEvent(new Event('offline')));
  await save(page);
  await notice(page, /^Нет связи с сервером/);
  expect(await postText(page).inputValue()).toBe(content);
  await context.setOffline(false);
  await page.evaluate(() => window.dispatchEvent(new Event('online')));
  await save(page);
  await savedId(page);
  await notice(page, 'Запись создана');
});

test('on a phone the list fits the screen, «Создать» is on it and takes a tap, and a post is started and published', async () => {
  const { page, errors } = await editorAt({ viewport: PHONE, isMobile: true, hasTouch: true, deviceScaleFactor: 3 });
  await page.getByText('Запланирован').or(page.getByText('Опубликован')).first().waitFor();
  expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
  // The header's controls whole on the screen.
  const header = await page
    .locator('header button, header a')
    .evaluateAll((controls) =>
      controls
        .filter((c) => (c as HTMLElement).offsetParent)
        .map((c) => ({ name: c.getAttribute('aria-label') ?? c.textContent, box: c.getBoundingClientRect().toJSON() as DOMRect })),
    );
  expect(header.length).toBeGreaterThan(0);
  for (const { name, box } of header)
    expect({ name, left: box.left >= 0, right: box.right <= PHONE.width }).toEqual({ name, left: true, right: true });

  const create = page.getByRole('link', { name: 'Создать' });
  const box = (await create.boundingBox())!;
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(PHONE.width);
  expect(box.y + box.height).toBeLessThanOrEqual(PHONE.height);
  await create.tap();
  await page.waitForURL(/#\/blog_posts\/create$/);
  const content = `${MARK}: с телефона`;
  await writePost(page, content);
  expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
  await page.getByLabel('Опубликовать сейчас').tap();
  await page.getByRole('button', { name: 'Сохранить' }).tap();
  await savedId(page);
  await notice(page, 'Запись создана');
  const client = localClient();
  const { data } = await client.from('blog_posts_public').select('content').eq('content', content);
  expect(data).toEqual([{ content }]);
  expect(cspViolations(errors)).toEqual([]);
});

/** A Latin word react-admin or MUI would have left in English, or a translation key shown as it is. */
const ENGLISH = /[A-Za-z][A-Za-z0-9'’]+/g;
/** Names, not words to translate. */
const NAMES = new Set(['KADR', 'Telegram', 'Manrope', 'JPEG', 'PNG', 'WebP', 'AVIF', 'MP4', 'WebM']);
/** Addresses: the editor's e-mail, the feed's paths and a post's (its slug: Latin letters, digits, hyphens), a link's example. */
const ADDRESSES = /\S+@\S+|https?:\/\/\S+|(^|\s)\/[a-z0-9/-]*/g;
const MISSING_KEY = /\bra(-supabase)?\.[a-z_]+\.[a-z_.]+/;

/**
 * The strings a person can read or hear on the screen now: its text, the page's title, and every aria-label, title,
 * placeholder and alt. Not the posts' own words (the list's rows, the preview's English page, the form's values).
 */
const screenStrings = (page: Page) =>
  page.evaluate(() => {
    const found: string[] = [document.title];
    const theirs = (element: Element | null) =>
      !!element?.closest('[lang="en"], tbody, .MuiList-root [data-testid="post-row"], [data-testid="blog-post-content"], textarea, input');
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      const value = node.textContent?.trim();
      if (value && parent && !theirs(parent) && parent.checkVisibility()) found.push(value);
    }
    for (const element of document.body.querySelectorAll('*')) {
      if (element.closest('[lang="en"]')) continue;
      for (const name of ['aria-label', 'title', 'placeholder', 'alt', 'aria-description', 'aria-roledescription']) {
        const value = element.getAttribute(name)?.trim();
        if (value) found.push(value);
      }
    }
    return found;
  });

/** What on the screen is not Russian: English words and translation keys, each with the string it was found in. */
async function notRussian(page: Page, screen: string): Promise<string[]> {
  // Animations settle (a dialog's fade, a menu's grow): what is read is the screen at rest.
  await page.evaluate(() => Promise.all(document.getAnimations().map((animation) => animation.finished.catch(() => undefined))));
  const strings = await screenStrings(page);
  return strings.flatMap((value) => {
    // The post's own words (its title names it) aside.
    const words = (value.split(MARK).join(' ').replace(ADDRESSES, ' ').match(ENGLISH) ?? []).filter((word) => !NAMES.has(word));
    return words.length > 0 || MISSING_KEY.test(value) ? [`${screen}: ${value}`] : [];
  });
}

test('every screen speaks Russian, its aria-labels and titles too, in an English browser', async () => {
  const { page } = await open({ viewport: LAPTOP, locale: 'en-US' });
  const found: string[] = [];
  await page.goto(`${baseUrl()}${EDITOR}#/login`);
  await page.getByRole('button', { name: 'Войти' }).waitFor();
  found.push(...(await notRussian(page, 'вход')));
  await page.getByRole('link', { name: 'Забыли пароль?' }).click();
  await page.waitForURL(/#\/forgot-password/);
  await page.getByLabel(/Почта/).waitFor();
  found.push(...(await notRussian(page, 'забыли пароль')));
  // The page an invited editor or a reset link lands on (index.tsx moves the link's tokens there): a real session's.
  const { data } = await localClient().auth.signInWithPassword(LOCAL_EDITOR);
  const tokens = `access_token=${data.session!.access_token}&refresh_token=${data.session!.refresh_token}&type=recovery`;
  await page.goto(`${baseUrl()}${EDITOR}#/set-password?${tokens}`);
  await page.getByText('Новый пароль', { exact: true }).waitFor();
  found.push(...(await notRussian(page, 'новый пароль')));

  await page.goto(`${baseUrl()}${EDITOR}#/login`);
  await signIn(page);
  await page.getByRole('heading', { name: 'Записи блога' }).first().waitFor();
  await page.getByRole('row').nth(1).waitFor();
  found.push(...(await notRussian(page, 'список')));
  await page.getByLabel('Статус').click();
  await page.getByRole('listbox').waitFor();
  found.push(...(await notRussian(page, 'фильтр статуса')));
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: 'Профиль' }).or(page.locator('header button[aria-haspopup]').last()).first().click();
  await page.getByRole('menu').waitFor();
  found.push(...(await notRussian(page, 'меню учётной записи')));
  await page.keyboard.press('Escape');

  await newPost(page);
  await formSettled(page);
  await page.getByLabel('Запланировать').check();
  found.push(...(await notRussian(page, 'новая запись')));
  await writePost(page, `${MARK}: все экраны по-русски`);
  await page.getByLabel('Черновик — не виден на сайте').check();
  await save(page);
  await savedId(page);
  found.push(...(await notRussian(page, 'запись')));
  await page.getByRole('button', { name: 'Удалить' }).click();
  await page.getByRole('dialog').waitFor();
  found.push(...(await notRussian(page, 'удаление')));
  expect(found).toEqual([]);
});

/** A card's frame and its media's boxes, in CSS px. */
const cardGeometry = (card: import('playwright-core').Locator) =>
  card.evaluate((element) => ({
    width: element.getBoundingClientRect().width,
    media: [...element.querySelectorAll('[data-testid="blog-media-item"]')].map((item) => {
      const box = item.getBoundingClientRect();
      return [Math.round(box.width), Math.round(box.height)];
    }),
  }));

test('the preview draws the feed’s card as /blog does on a phone and on a laptop, in the brand face', async () => {
  const { page, errors } = await editorAt({ viewport: LAPTOP });
  await newPost(page);
  const content = `${MARK}: предпросмотр как в ленте`;
  await writePost(page, content);
  await page.setInputFiles('input[type=file]', PHOTOS);
  await untilReads(() => page.getByTestId('media-item').count(), 3);
  await page.getByLabel('Опубликовать сейчас').check();
  await save(page);
  await savedId(page);

  const site: Record<string, Awaited<ReturnType<typeof cardGeometry>>> = {};
  for (const [name, viewport] of [
    ['Телефон', PHONE],
    ['Компьютер', LAPTOP],
  ] as const) {
    const visitor = await open({ viewport });
    await visitor.page.goto(`${baseUrl()}/blog`, { waitUntil: 'networkidle' });
    const card = visitor.page.getByTestId('blog-post').filter({ hasText: content });
    await card.waitFor();
    site[name] = await cardGeometry(card);
    await visitor.close();
  }
  for (const name of ['Телефон', 'Компьютер'] as const) {
    await page.getByRole('button', { name, exact: true }).click();
    const card = page.getByTestId('preview-ru').getByTestId('blog-post');
    await page.waitForFunction(() => document.fonts.status === 'loaded');
    const preview = await cardGeometry(card);
    expect({ name, width: Math.round(preview.width), media: preview.media }).toEqual({
      name,
      width: Math.round(site[name]!.width),
      media: site[name]!.media,
    });
  }
  // The text drawn in Manrope itself, not a fallback face (the DevTools protocol names the face of each glyph).
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('DOM.enable');
  await cdp.send('CSS.enable');
  const { root } = await cdp.send('DOM.getDocument', { depth: -1 });
  const { nodeId } = await cdp.send('DOM.querySelector', {
    nodeId: root.nodeId,
    selector: '[data-testid="preview-ru"] [data-testid="blog-post-content"]',
  });
  const { fonts } = await cdp.send('CSS.getPlatformFontsForNode', { nodeId });
  await cdp.detach();
  // The variable face names the instance it drew ("Manrope ExtraLight"): Manrope all the same.
  expect(fonts.map((font) => font.familyName.split(' ')[0])).toEqual(['Manrope']);
  expect(cspViolations(errors)).toEqual([]);
});

test('a long form keeps «Сохранить» in view; titles name the post; the delete dialog says «Удалить»', async () => {
  const { page } = await editorAt({ viewport: LAPTOP });
  await newPost(page);
  await untilReads(() => page.locator('#react-admin-title').textContent(), 'Новая запись');
  const content = `${MARK}: длинная форма\n${'Строка текста.\n'.repeat(40)}`;
  await writePost(page, content);
  await page.setInputFiles('input[type=file]', PHOTOS);
  await untilReads(() => page.getByTestId('media-item').count(), 3);
  expect(await page.evaluate(() => document.documentElement.scrollHeight)).toBeGreaterThan(LAPTOP.height * 1.5);
  for (const y of [0, 500]) {
    await page.evaluate((top) => window.scrollTo(0, top), y);
    const box = (await page.getByRole('button', { name: 'Сохранить' }).boundingBox())!;
    expect({ y, top: box.y >= 0, bottom: box.y + box.height <= LAPTOP.height }).toEqual({ y, top: true, bottom: true });
  }
  await page.getByRole('button', { name: 'Сохранить' }).click();
  await savedId(page);
  await untilReads(() => page.locator('#react-admin-title').textContent(), `${MARK}: длинная форма`);
  await page.getByRole('button', { name: 'Удалить' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.waitFor();
  await expect(dialog.getByRole('button').allTextContents()).resolves.toEqual(['Отмена', 'Удалить']);
  await dialog.getByRole('button', { name: 'Удалить' }).click();
  await page.waitForURL(/#\/blog_posts$/);
});

test('a restored draft can be discarded; the status filter does not stick after leaving the list', async () => {
  const { page } = await editorAt({ viewport: LAPTOP });
  await newPost(page);
  const draft = `${MARK}: брошенный черновик`;
  await writePost(page, draft);
  await page.waitForFunction(
    ([key, expected]) => (JSON.parse(window.localStorage.getItem(key) ?? 'null') as StoredDraft | null)?.values.content === expected,
    [draftKey(undefined), draft] as const,
  );
  await page.reload();
  const banner = page.getByTestId('draft-restored');
  await banner.waitFor();
  await untilReads(() => postText(page).inputValue(), draft);
  await banner.getByRole('button', { name: 'Отбросить' }).click();
  await untilReads(() => postText(page).inputValue(), '');
  expect(await page.evaluate((key) => window.localStorage.getItem(key), draftKey(undefined))).toBeNull();
  await page.reload();
  await formSettled(page);
  await expect(banner.count()).resolves.toBe(0);
  expect(await postText(page).inputValue()).toBe('');

  await page.goto(`${baseUrl()}${EDITOR}#/blog_posts`);
  await page.getByLabel('Статус').click();
  await page.getByRole('option', { name: 'Черновик' }).click();
  await page.waitForURL(/status/);
  await page.getByRole('row').nth(1).waitFor();
  await newPost(page);
  await formSettled(page);
  // Back to the list as the menu or a new visit opens it, at its bare address.
  await page.goto(`${baseUrl()}${EDITOR}#/blog_posts`);
  await page.waitForURL(/#\/blog_posts(\?.*)?$/);
  await page.getByRole('row').nth(1).waitFor();
  expect(page.url()).not.toContain('status');
  await expect(page.getByLabel('Статус').textContent()).resolves.not.toContain('Черновик');
});

test('the schedule field shows a Russian date and a 24-hour time in an English browser, beside «(по Москве)»', async () => {
  const { page } = await editorAt({ viewport: LAPTOP, locale: 'en-US' });
  await newPost(page);
  await writePost(page, `${MARK}: по расписанию`);
  await page.getByLabel('Запланировать').check();
  const field = page.getByLabel(/\(по Москве\)/);
  // Tomorrow at 20:20, Moscow time: an evening hour, which a 12-hour clock would write as 08:20 PM.
  const [date] = toMoscowInput(new Date(Date.now() + 86_400_000).toISOString()).split('T');
  const [year, month, day] = date!.split('-');
  const typed = `${day}.${month}.${year}, 20:20`;
  await field.fill(typed);
  await save(page);
  const id = await savedId(page);
  await page.goto(`${baseUrl()}${EDITOR}#/blog_posts`);
  await page.goto(`${baseUrl()}${EDITOR}#/blog_posts/${id}`);
  await untilReads(() => page.getByLabel(/\(по Москве\)/).inputValue(), typed);
  // Stored as that Moscow moment.
  const client = localClient();
  await client.auth.signInWithPassword(LOCAL_EDITOR);
  const { data } = await client.from('blog_posts').select('published_at').eq('id', id).single<{ published_at: string }>();
  expect(new Date(data!.published_at).toISOString()).toBe(fromMoscowInput(`${date}T20:20`));
});
