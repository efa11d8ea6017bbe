/**
 * The blog editor at /admin/blog/, end to end in Chromium against the production build and the embedded backend
 * (README, "Writing the blog"): sign-in (a wrong password refused), a post with two uploaded photos and a Telegram
 * link, its preview, publishing it and seeing it first on /blog and /en/blog with the two-column layout and the right
 * dates, editing it, a draft surviving a reload, a second editor's stale save refused, a post scheduled an hour ahead
 * absent from /blog, an ended session asking for the password and keeping the text, unpublishing and deleting. Its own policy holds throughout (no CSP violation).
 */
import path from 'node:path';
import type { Page } from 'playwright-core';
import { LOCAL_EDITOR } from '../../scripts/lib/localSupabase/auth';
import { LOCAL_SUPABASE_URL } from '../../src/config/localSupabase';
import { draftKey, type StoredDraft } from '../../src/blogEditor/drafts';
import { toMoscowInput } from '../../src/blogEditor/posts';
import { baseUrl, openPage, type TrackedPage, visit, withPage } from './support/browser';
import { cspViolations } from './support/site';
import { localClient, postText, removePostsMarked, signIn, untilReads, writePost } from './support/localBlog';

jest.setTimeout(180_000);

const EDITOR = '/admin/blog/';
const MARK = `E2E-редактор ${Date.now()}`;
const PHOTOS = ['casting.jpg', 'premiere.jpg'].map((name) => path.resolve(__dirname, '../../supabase/seed-media', name));
const TELEGRAM = 'https://t.me/kadr_studio/42';

const editors: TrackedPage[] = [];
let postId = '';

/** Every post this file wrote, removed whatever happened, so the other tests see the seeded feed. */
afterAll(async () => {
  await Promise.all(editors.map((editor) => editor.close()));
  await removePostsMarked(MARK);
});

async function editorPage(): Promise<TrackedPage> {
  const editor = await openPage({ viewport: { width: 1440, height: 1000 } });
  await editor.page.route('https://t.me/**', (route) => route.fulfill({ status: 200, contentType: 'text/html', body: '' }));
  editors.push(editor);
  return editor;
}

const save = (page: Page) => page.getByRole('button', { name: 'Сохранить' }).click();
const notice = (page: Page, words: string | RegExp) => page.getByRole('alert').filter({ hasText: words }).first().waitFor();

/** The feed's first posts as a visitor sees them: text, date, and how many columns the media grid lays out. */
async function feed(route: string) {
  return withPage(async ({ page }) => {
    await page.route('https://t.me/**', (r) => r.fulfill({ status: 200, contentType: 'text/html', body: '' }));
    await visit(page, route);
    await page.getByTestId('blog-post').first().waitFor();
    return await page.getByTestId('blog-post').evaluateAll((cards) =>
      cards.slice(0, 5).map((card) => {
        const media = card.querySelector<HTMLElement>('[data-testid="blog-media"]');
        return {
          content: card.querySelector('[data-testid="blog-post-content"]')?.textContent ?? '',
          date: card.querySelector('time')?.textContent ?? '',
          columns: media ? getComputedStyle(media).gridTemplateColumns.split(' ').length : 0,
          items: media ? media.children.length : 0,
        };
      }),
    );
  });
}

const today = (locale: string) =>
  new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Europe/Moscow' }).format(new Date());

test('its own policy, noindex; the page editor keeps its own', async () => {
  const editor = await fetch(`${baseUrl()}${EDITOR}`);
  expect(editor.status).toBe(200);
  expect(await editor.text()).toContain('<meta name="robots" content="noindex, nofollow">');
  expect(editor.headers.get('x-robots-tag')).toBe('noindex, nofollow');
  const csp = editor.headers.get('content-security-policy') ?? '';
  // One policy (Netlify joins several with ", "): not Decap's, which allows eval.
  expect(csp).not.toContain(',');
  expect(csp).toMatch(/script-src 'self';/);
  expect(csp).not.toContain('unsafe-eval');
  expect(csp).toContain(`connect-src 'self' ${LOCAL_SUPABASE_URL};`);
  expect((await fetch(`${baseUrl()}/admin/`)).headers.get('content-security-policy')).toContain("'unsafe-eval'");
});

test('a wrong password is refused in Russian, saying nothing of whether the account exists; the right one signs in', async () => {
  const { page, errors } = await editorPage();
  await page.goto(`${baseUrl()}${EDITOR}`);
  await signIn(page, 'not-the-password');
  await notice(page, 'Неверная почта или пароль.');
  await signIn(page);
  await page.getByRole('link', { name: 'Создать' }).waitFor();
  expect(cspViolations(errors)).toEqual([]);
});

test('a post with two uploaded photos and a Telegram link: previewed, published, first on /blog and /en/blog', async () => {
  const { page, errors } = editors[0]!;
  await page.getByRole('link', { name: 'Создать' }).click();
  const content = `${MARK}: первый день съёмок\nВторая строка остаётся второй.`;
  await writePost(page, content);
  await expect(page.getByTestId('content-counter').textContent()).resolves.toBe(
    `${content.length} из ${(10_000).toLocaleString('ru-RU')} знаков`,
  );
  await page.setInputFiles('input[type=file]', PHOTOS);
  await page.getByLabel('Ссылка на пост в Telegram').fill(TELEGRAM);
  await page.getByRole('button', { name: 'Добавить ссылку' }).click();
  await untilReads(() => page.getByTestId('media-item').count(), 3);

  // The preview: the feed's own cards, Russian and English dates side by side, three items with the first spanning.
  for (const [language, locale] of [
    ['ru', 'ru-RU'],
    ['en', 'en-US'],
  ] as const) {
    const preview = page.getByTestId(`preview-${language}`);
    await expect(preview.getByTestId('blog-post-content').textContent()).resolves.toBe(content);
    await expect(preview.locator('time').textContent()).resolves.toBe(today(locale));
    await expect(preview.getByTestId('blog-media').getAttribute('data-columns')).resolves.toBe('2');
    await expect(
      preview.getByTestId('blog-media-item').evaluateAll((items) => items.map((i) => i.getAttribute('data-kind'))),
    ).resolves.toEqual(['photo', 'photo', 'telegram']);
  }
  // Both pages at a phone's card width first (blogEditorScreens.test.ts compares it with /blog's), the Russian first.
  const [ru, en] = await Promise.all(['ru', 'en'].map((language) => page.getByTestId(`preview-${language}`).boundingBox()));
  expect(ru!.y <= en!.y && ru!.x <= en!.x).toBe(true);
  expect(Math.min(ru!.width, en!.width)).toBeGreaterThanOrEqual(300);

  await page.getByLabel('Опубликовать сейчас').check();
  await save(page);
  await page.waitForURL(/#\/blog_posts\/[0-9a-f-]{36}$/);
  postId = /blog_posts\/([0-9a-f-]{36})$/.exec(page.url())![1]!;

  const [first] = await feed('/blog');
  expect(first).toEqual({ content, date: today('ru-RU'), columns: 2, items: 3 });
  const [firstEn] = await feed('/en/blog');
  expect(firstEn).toEqual({ content, date: today('en-US'), columns: 2, items: 3 });
  expect(cspViolations(errors)).toEqual([]);
});

test('editing its text changes it on /blog', async () => {
  const { page } = editors[0]!;
  const content = `${MARK}: исправленный текст`;
  await writePost(page, content);
  await save(page);
  await notice(page, 'Запись сохранена');
  expect((await feed('/blog'))[0]!.content).toBe(content);
});

test('a draft survives a reload', async () => {
  const { page } = editors[0]!;
  const draft = `${MARK}: не сохранено, но не потеряно`;
  await writePost(page, draft);
  // The draft is in the browser's storage (src/blogEditor/drafts.ts) before the reload that must bring it back.
  await page.waitForFunction(
    ([key, expected]) => (JSON.parse(window.localStorage.getItem(key) ?? 'null') as StoredDraft | null)?.values.content === expected,
    [draftKey(postId), draft] as const,
  );
  await page.reload();
  await page.getByTestId('draft-restored').waitFor();
  await untilReads(() => postText(page).inputValue(), draft);
  // Not on the site until saved.
  expect((await feed('/blog'))[0]!.content).toBe(`${MARK}: исправленный текст`);
  await save(page);
  await notice(page, 'Запись сохранена');
});

test('a second editor’s save after the first’s is refused with the message, and the newer version is shown', async () => {
  const first = editors[0]!.page;
  const second = (await editorPage()).page;
  await second.goto(`${baseUrl()}${EDITOR}#/blog_posts/${postId}`);
  await signIn(second);
  await postText(second).waitFor();
  await first.reload();
  await postText(first).waitFor();

  await writePost(first, `${MARK}: версия первого редактора`);
  await save(first);
  await notice(first, 'Запись сохранена');

  await writePost(second, `${MARK}: версия второго редактора`);
  await save(second);
  await notice(second, /уже сохранил другой редактор/);
  await untilReads(() => postText(second).inputValue(), `${MARK}: версия первого редактора`);
  await second.getByTestId('draft-offer').waitFor();
  expect((await feed('/blog'))[0]!.content).toBe(`${MARK}: версия первого редактора`);
});

test('a post scheduled an hour ahead is not on /blog', async () => {
  const { page } = editors[0]!;
  await page.goto(`${baseUrl()}${EDITOR}#/blog_posts/create`);
  const content = `${MARK}: выйдет через час`;
  await writePost(page, content);
  await page.getByLabel('Запланировать').check();
  await page.getByLabel(/Дата и время публикации/).fill(toMoscowInput(new Date(Date.now() + 3_600_000).toISOString()));
  await save(page);
  await page.waitForURL(/#\/blog_posts\/[0-9a-f-]{36}$/);
  const posts = await feed('/blog');
  expect(posts.map((p) => p.content)).not.toContain(content);
  expect(posts[0]!.content).toBe(`${MARK}: версия первого редактора`);
  await page.goto(`${baseUrl()}${EDITOR}#/blog_posts`);
  await page.getByRole('row').filter({ hasText: 'выйдет через час' }).getByText('Запланирован').waitFor();
});

test('an ended session asks for the password again, and the text typed before it is still there after', async () => {
  const { page } = editors[0]!;
  await page.goto(`${baseUrl()}${EDITOR}#/blog_posts/${postId}`);
  await postText(page).waitFor();
  await untilReads(() => postText(page).inputValue(), `${MARK}: версия первого редактора`);
  const typed = `${MARK}: после нового входа`;
  await writePost(page, typed);
  // The session ends (as when its refresh token is revoked or runs out): the editor signs out everywhere elsewhere.
  const elsewhere = localClient();
  await elsewhere.auth.signInWithPassword(LOCAL_EDITOR);
  await elsewhere.auth.signOut({ scope: 'global' });
  await save(page);
  await page.getByRole('button', { name: 'Войти' }).waitFor();
  await notice(page, /Сессия закончилась/);
  await signIn(page);
  await page.getByTestId('draft-restored').waitFor();
  await untilReads(() => postText(page).inputValue(), typed);
  await save(page);
  await notice(page, 'Запись сохранена');
  expect((await feed('/blog'))[0]!.content).toBe(typed);
});

test('unpublished, the post leaves /blog; deleted after a confirmation naming it, it leaves the editor', async () => {
  const { page, errors } = editors[0]!;
  await page.goto(`${baseUrl()}${EDITOR}#/blog_posts/${postId}`);
  await untilReads(() => postText(page).inputValue(), `${MARK}: после нового входа`);
  await page.getByLabel('Черновик — не виден на сайте').check();
  await save(page);
  await notice(page, 'Запись сохранена');
  expect((await feed('/blog')).map((p) => p.content)).not.toContain(`${MARK}: после нового входа`);

  await page.getByRole('button', { name: 'Удалить' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('heading').textContent()).resolves.toBe(`Удалить запись «${MARK}: после нового входа»?`);
  await dialog.getByRole('button', { name: 'Удалить' }).click();
  await page.waitForURL(/#\/blog_posts$/);
  await page.getByRole('row').filter({ hasText: 'выйдет через час' }).waitFor();
  await expect(page.getByRole('row').filter({ hasText: 'после нового входа' }).count()).resolves.toBe(0);
  expect(cspViolations(errors)).toEqual([]);
});
