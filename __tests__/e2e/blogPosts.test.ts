/**
 * Every post's own page in Chromium, as the blog's function answers it beside the production build, from the embedded
 * backend's seed: both pages of every published post with their titles, Open Graph tags and parseable JSON-LD, without
 * JavaScript; the share control, the one island, loading nothing until the visitor reaches for it; a feed card's date
 * opens its page; a post published after the build has its whole page, indexable; an unknown address shows the 404
 * text, logs its path and is noindex.
 */
import { LOCAL_EDITOR } from '../../scripts/lib/localSupabase/auth';
import { postPath } from '../../src/blog/postAddress';
import { idleIslandsDue, visit, withPage } from './support/browser';
import { cards } from './support/feed';
import { NOT_FOUND_MESSAGE } from './support/site';
import { localClient, publishPost } from './support/localBlog';

const anon = localClient();

/** The published posts the build was made from (the embedded backend's seed), newest first, as the feed orders them. */
let POSTS: Array<{ slug: string; firstLine: string; content: string; publishedAt: string }> = [];
beforeAll(async () => {
  const { data, error } = await anon
    .from('blog_posts_public')
    .select('slug, content, published_at')
    .order('published_at', { ascending: false })
    .order('id', { ascending: false });
  if (error) throw new Error(error.message);
  POSTS = (data as Array<{ slug: string; content: string; published_at: string }>).map((row) => ({
    slug: row.slug,
    content: row.content,
    firstLine: row.content.split('\n')[0]!,
    publishedAt: row.published_at,
  }));
});

test('the seed has 13 published posts to check', () => {
  expect(POSTS).toHaveLength(13);
});

async function stubTelegram(page: import('playwright-core').Page) {
  await page.route('https://t.me/**', (route) => route.fulfill({ status: 200, contentType: 'text/html', body: '<p>Telegram post</p>' }));
}

describe.each(['ru', 'en'] as const)('the %s post pages', (language) => {
  test('every seed post has its page: title, canonical, Open Graph article, JSON-LD, its text; only the share island', async () => {
    await withPage(
      async ({ page, errors }) => {
        await stubTelegram(page);
        for (const post of POSTS) {
          const address = postPath(post.slug, language);
          const response = await visit(page, address);
          expect([address, response?.status()]).toEqual([address, 200]);
          const title = await page.title();
          expect(title.endsWith(language === 'ru' ? ' — Блог — KADR' : ' — Blog — KADR')).toBe(true);
          expect(title.startsWith(post.firstLine.slice(0, 20))).toBe(true);
          const head = await page.evaluate(() => {
            const meta = (selector: string) => document.head.querySelector(selector)?.getAttribute('content') ?? null;
            return {
              canonical: document.head.querySelector('link[rel="canonical"]')?.getAttribute('href') ?? null,
              type: meta('meta[property="og:type"]'),
              ogTitle: meta('meta[property="og:title"]'),
              image: meta('meta[property="og:image"]'),
              published: meta('meta[property="article:published_time"]'),
              robots: meta('meta[name="robots"]'),
              jsonLd: [...document.querySelectorAll('script[type="application/ld+json"]')].map((s) => s.textContent ?? ''),
              islands: [...document.querySelectorAll('[data-island]')].map((el) => el.getAttribute('data-island')),
              h1: document.querySelector('h1')?.textContent ?? null,
              text: document.querySelector('[data-testid="blog-post-content"]')?.textContent ?? '',
            };
          });
          expect(head.canonical?.endsWith(address)).toBe(true);
          expect(head.type).toBe('article');
          expect(head.ogTitle).toBe(title);
          expect(head.image).toMatch(/^https?:\/\//);
          expect(Date.parse(head.published ?? '')).toBe(Date.parse(post.publishedAt));
          expect(head.robots).toBeNull();
          expect(head.jsonLd).toHaveLength(1);
          expect(JSON.parse(head.jsonLd[0]!)).toMatchObject({ '@type': 'BlogPosting', datePublished: head.published });
          expect(head.islands).toEqual(['postShare']);
          expect(head.text).toBe(post.content);
          expect(head.h1).toBeTruthy();
        }
        expect(errors).toEqual([]);
      },
      { javaScriptEnabled: false },
    );
  });
});

test('a post page links back to the blog and to its neighbours, and its share control, loaded only when reached for, copies its address', async () => {
  await withPage(
    async ({ page, errors }) => {
      const [newest, second, third] = POSTS;
      const scripts: string[] = [];
      page.on('request', (request) => {
        if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
      });
      await visit(page, postPath(second!.slug, 'en'));
      await expect(page.getByTestId('post-back').getAttribute('href')).resolves.toBe('/en/blog');
      await expect(page.getByTestId('post-newer').getAttribute('href')).resolves.toBe(postPath(newest!.slug, 'en'));
      await expect(page.getByTestId('post-older').getAttribute('href')).resolves.toBe(postPath(third!.slug, 'en'));
      // Idle, scrolled, a key pressed elsewhere: no script is loaded and the island stays as the page came.
      await page.mouse.wheel(0, 400);
      await page.keyboard.press('Shift');
      await idleIslandsDue(page);
      expect(scripts).toEqual([]);
      const hydrated = () =>
        page.evaluate(() => {
          const root = document.querySelector('[data-island="postShare"]');
          return root !== null && Object.keys(root).some((k) => k.startsWith('__reactContainer'));
        });
      await expect(hydrated()).resolves.toBe(false);
      // The click is the first touch of the control: held until React has come, then handed to it.
      await page.getByRole('button', { name: 'Share' }).click();
      // Chromium on Linux has no Web Share API: the address is copied, and the page says so. The clipboard answers
      // asynchronously: the status is awaited, not counted at once.
      const copied = page.getByRole('status').filter({ hasText: 'Link copied' });
      await copied.waitFor();
      await expect(copied.count()).resolves.toBe(1);
      await expect(hydrated()).resolves.toBe(true);
      expect(scripts.some((script) => /^\/islands\/runtime-[A-Z2-7]{8}\.js$/.test(script))).toBe(true);
      await expect(page.evaluate(() => navigator.clipboard.readText())).resolves.toBe(
        new URL(postPath(second!.slug, 'en'), page.url()).href,
      );
      expect(errors).toEqual([]);
    },
    { permissions: ['clipboard-read', 'clipboard-write'] },
  );
});

test('a card’s date in the feed opens its post’s page', async () => {
  await withPage(async ({ page }) => {
    await stubTelegram(page);
    await visit(page, '/blog');
    const first = cards(page).first();
    await expect(first.getByTestId('blog-post-link').getAttribute('href')).resolves.toBe(postPath(POSTS[0]!.slug, 'ru'));
    await Promise.all([page.waitForURL(`**${postPath(POSTS[0]!.slug, 'ru')}`), first.getByTestId('blog-post-link').click()]);
    await expect(page.title()).resolves.toBe('Финальная смена «Робинзона?» закрыта. — Блог — KADR');
  });
});

describe('a post published after the build, and addresses no post has', () => {
  const editor = localClient();
  let fresh: { id: string; slug: string } | null = null;
  beforeAll(async () => {
    await editor.auth.signInWithPassword(LOCAL_EDITOR);
    fresh = await publishPost(editor, 'Только что: пост после сборки.\nВторая строка.');
  });
  afterAll(async () => {
    if (fresh) await editor.from('blog_posts').delete().eq('id', fresh.id);
    await editor.auth.signOut();
  });

  test.each(['ru', 'en'] as const)(
    'a post published after the build has its whole page at its %s address, to be indexed',
    async (language) => {
      await withPage(
        async ({ page, errors }) => {
          expect(fresh!.slug).toBe('tolko-chto-post-posle-sborki');
          const response = await visit(page, postPath(fresh!.slug, language));
          expect(response?.status()).toBe(200);
          await expect(page.getByTestId('blog-post-content').textContent()).resolves.toBe('Только что: пост после сборки.\nВторая строка.');
          await expect(page.title()).resolves.toBe(`Только что: пост после сборки. — ${language === 'ru' ? 'Блог' : 'Blog'} — KADR`);
          await expect(page.locator('meta[name="robots"]').count()).resolves.toBe(0);
          await expect(page.locator('link[rel="canonical"]').getAttribute('href')).resolves.toMatch(
            new RegExp(`${postPath(fresh!.slug, language)}$`),
          );
          expect(errors).toEqual([]);
        },
        { javaScriptEnabled: false },
      );
    },
  );

  test.each([
    ['/blog/no-such-post', 'Страница не найдена — KADR'],
    ['/en/blog/no-such-post', 'Page not found — KADR'],
    ['/blog/chernovik-anons-eshchyo-ne-obyavlennogo-proekta', 'Страница не найдена — KADR'],
    ['/en/blog/a/b', 'Page not found — KADR'],
  ])('%s shows the 404 text, logs its path and is noindex', async (address, title) => {
    await withPage(async ({ page, errors }) => {
      await visit(page, address);
      await page.getByText('Oops! Page not found').waitFor();
      await expect(page.getByRole('link', { name: 'Return to Home' }).count()).resolves.toBe(1);
      await expect(page.title()).resolves.toBe(title);
      await expect(page.locator('meta[name="robots"]').getAttribute('content')).resolves.toBe('noindex');
      expect(errors.filter((e) => NOT_FOUND_MESSAGE.test(e))).toEqual([expect.stringContaining(address)]);
      await expect(page.getByTestId('blog-post').count()).resolves.toBe(0);
    });
  });
});
