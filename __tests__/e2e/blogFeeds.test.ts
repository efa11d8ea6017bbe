/**
 * The blog's RSS feeds and the editor's links, end to end against the production build and the embedded backend:
 * each language's feed, the blog's function's, parses as XML in Chromium with one item per post the public view shows (its
 * newest RSS_ITEMS), linking to its page in
 * that language; the blog pages announce their feed; in the blog editor a published post shows its address, «Открыть
 * на сайте» opens it, and a post published after the build is said to be still building.
 */
import type { Page } from 'playwright-core';
import { LOCAL_EDITOR } from '../../scripts/lib/localSupabase/auth';
import { SITE_URL } from '../../src/config/site';
import { postPath } from '../../src/blog/postAddress';
import { afterFrames, baseUrl, openPage, type TrackedPage, visit } from './support/browser';
import { formSettled, localClient, removePostsMarked } from './support/localBlog';

jest.setTimeout(180_000);

const MARK = `E2E-rss ${Date.now()}`;

/** The posts a visitor may see, newest first, as the build read them. */
async function publicSlugs(): Promise<string[]> {
  const { data, error } = await localClient().from('blog_posts_public').select('slug').order('published_at', { ascending: false });
  if (error) throw new Error(error.message);
  return (data as Array<{ slug: string }>).map((row) => row.slug);
}

const pages: TrackedPage[] = [];
afterAll(async () => {
  await Promise.all(pages.map((page) => page.close()));
  await removePostsMarked(MARK);
});

async function browserPage(): Promise<Page> {
  const tracked = await openPage({ viewport: { width: 1440, height: 1000 } });
  pages.push(tracked);
  return tracked.page;
}

describe.each([
  { lang: 'ru' as const, feed: '/blog/rss.xml', blog: '/blog', title: 'Блог — KADR' },
  { lang: 'en' as const, feed: '/en/blog/rss.xml', blog: '/en/blog', title: 'Blog — KADR' },
])('$feed', ({ lang, feed, blog, title }) => {
  test('parses as XML, one item per published post, each linking to its page in the language', async () => {
    const response = await fetch(`${baseUrl()}${feed}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/xml/);
    const xml = await response.text();
    const page = await browserPage();
    await page.goto(`${baseUrl()}/`);
    const parsed = await page.evaluate((source) => {
      const doc = new DOMParser().parseFromString(source, 'text/xml');
      return {
        errors: doc.getElementsByTagName('parsererror').length,
        version: doc.documentElement.getAttribute('version'),
        title: doc.querySelector('channel > title')?.textContent,
        links: [...doc.querySelectorAll('item > link')].map((link) => link.textContent),
        contents: [...doc.querySelectorAll('item')].map((item) => item.getElementsByTagName('content:encoded')[0]?.textContent ?? ''),
      };
    }, xml);
    expect(parsed.errors).toBe(0);
    expect(parsed.version).toBe('2.0');
    expect(parsed.title).toBe(title);
    const slugs = await publicSlugs();
    expect(slugs.length).toBeGreaterThan(0);
    expect(parsed.links).toEqual(slugs.map((slug) => `${SITE_URL}${postPath(slug, lang)}`));
    expect(parsed.contents.every((html) => html.startsWith('<p>'))).toBe(true);
  });

  test(`${blog} announces it`, async () => {
    const page = await browserPage();
    await visit(page, blog);
    const link = page.locator('head link[rel="alternate"][type="application/rss+xml"]');
    await expect(link.count()).resolves.toBe(1);
    await expect(link.getAttribute('href')).resolves.toBe(`${SITE_URL}${feed}`);
    await expect(link.getAttribute('title')).resolves.toBe(title);
  });
});

async function signIn(page: Page) {
  await page.goto(`${baseUrl()}/admin/blog/`);
  await page.getByLabel(/Почта/).fill(LOCAL_EDITOR.email);
  await page.getByLabel(/Пароль/).fill(LOCAL_EDITOR.password);
  await page.getByRole('button', { name: 'Войти' }).click();
  await page.getByRole('link', { name: 'Создать' }).waitFor();
}

test('the editor: the list shows each published post’s address; «Открыть на сайте» opens it; its address is fixed', async () => {
  const [newest] = await publicSlugs();
  const page = await browserPage();
  await signIn(page);
  const address = page.getByRole('link', { name: postPath(newest!, 'ru'), exact: true });
  await address.waitFor();
  await page.getByRole('row').filter({ has: address }).getByRole('cell').nth(1).click();
  const links = page.getByTestId('post-links');
  await links.waitFor();
  await expect(links.getByRole('link', { name: `${baseUrl()}${postPath(newest!, 'ru')}` }).count()).resolves.toBe(1);
  await expect(page.getByLabel('Адрес записи').isDisabled()).resolves.toBe(true);
  const [opened] = await Promise.all([page.context().waitForEvent('page'), links.getByRole('link', { name: 'Открыть на сайте' }).click()]);
  await opened.waitForLoadState();
  expect(opened.url()).toBe(`${baseUrl()}${postPath(newest!, 'ru')}`);
});

test('the editor: a post published now gets the address typed, is on the site at once, and in the feed', async () => {
  const page = await browserPage();
  await signIn(page);
  await page.getByRole('link', { name: 'Создать' }).click();
  await formSettled(page);
  await page.getByRole('textbox', { name: 'Текст' }).fill(`${MARK}: новая запись`);
  const slug = `e2e-rss-${Date.now()}`;
  await page.getByLabel('Адрес записи').fill(slug);
  await page.getByText('Опубликовать сейчас').click();
  // The editor reads the post's own page once it is saved (src/blogEditor/PostLinks.tsx).
  const pageRead = page.waitForResponse((response) => new URL(response.url()).pathname === `/blog/${slug}`);
  await page.getByRole('button', { name: 'Сохранить' }).click();
  const links = page.getByTestId('post-links');
  await links.waitFor();
  await expect(links.getByRole('link', { name: `${baseUrl()}/blog/${slug}` }).count()).resolves.toBe(1);
  await expect(page.getByLabel('Адрес записи').isDisabled()).resolves.toBe(true);
  // It shows this save, so once its answer is read and drawn nothing is said to be pending.
  const read = await pageRead;
  expect(read.status()).toBe(200);
  await read.finished();
  await afterFrames(page, 3);
  await expect(links.getByRole('status').count()).resolves.toBe(0);
  await expect((await fetch(`${baseUrl()}/blog/rss.xml`)).text()).resolves.toContain(`${SITE_URL}/blog/${slug}`);
});
