/**
 * The blog live without deploys (docs/decisions/0014-blog-pages-on-demand.md), end to end against the production build
 * served as `npm run serve` serves it (the blog's function beside it) and the embedded backend, with no build in
 * between: a post published after the build answers its whole head and text to a plain HTTP GET (no script run); an
 * edit's new title and text, an unpublish, a delete and a post not yet due each reach its address, RSS and the sitemap
 * within 60 s; the headers the CDN keeps each answer by; hostile addresses and texts harmless; 200 requests at once for
 * 20 new posts all answered; and through all of it, the build's output untouched.
 */
import { createHash } from 'node:crypto';
import http from 'node:http';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { globSync } from 'tinyglobby';
import { LOCAL_EDITOR } from '../../scripts/lib/localSupabase/auth';
import { SITE_URL } from '../../src/config/site';
import { postPath } from '../../src/blog/postAddress';
import { baseUrl, withPage } from './support/browser';
import { localClient, publishPost, removePostsMarked } from './support/localBlog';

jest.setTimeout(180_000);

const MARK = `E2E-live ${Date.now()}`;
const PUBLIC = path.resolve(__dirname, '../../public');
const editor = localClient();

/** Every file of the build with its content's hash: a deploy would change them; no blog change may. */
const buildOutput = () =>
  Object.fromEntries(
    globSync('**', { cwd: PUBLIC, dot: true })
      .sort()
      .map((file) => [
        file,
        createHash('sha256')
          .update(readFileSync(path.join(PUBLIC, file)))
          .digest('hex'),
      ]),
  );
let before: Record<string, string>;

beforeAll(async () => {
  before = buildOutput();
  await editor.auth.signInWithPassword(LOCAL_EDITOR);
});
afterAll(async () => {
  await removePostsMarked(MARK);
  await editor.auth.signOut();
});

/** A plain HTTP GET, as a link preview bot or a crawler that runs no script makes it. */
async function get(address: string) {
  const response = await fetch(`${baseUrl()}${address}`, { headers: { 'user-agent': 'TelegramBot (like TwitterBot)' } });
  const body = await response.text();
  const meta = (property: string) => new RegExp(`<meta (?:property|name)="${property}" content="([^"]*)"`).exec(body)?.[1] ?? null;
  return { status: response.status, header: (name: string) => response.headers.get(name), body, meta };
}

/** `address` answered as `check` wants, within 60 s of now (at once here: there is no CDN to purge locally). */
async function within60s(address: string, check: (answer: Awaited<ReturnType<typeof get>>) => boolean) {
  const end = Date.now() + 60_000;
  let answer = await get(address);
  while (!check(answer) && Date.now() < end) {
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    answer = await get(address);
  }
  expect(check(answer)).toBe(true);
  return answer;
}

const publish = (content: string, fields: Record<string, unknown> = {}) => publishPost(editor, content, fields);

const escaped = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

describe('a post published, edited, unpublished, deleted after the build', () => {
  let post: { id: string; slug: string };

  test('published: its whole page in each language to a plain GET, and in RSS and the sitemap', async () => {
    post = await publish(`${MARK} Премьера сезона.\nВторая строка.`, {
      media_urls: ['http://127.0.0.1:54321/storage/v1/object/public/blog/premiere.jpg'],
      media_types: ['photo'],
    });
    for (const language of ['ru', 'en'] as const) {
      const page = await within60s(postPath(post.slug, language), (answer) => answer.status === 200);
      expect(page.header('content-type')).toBe('text/html; charset=utf-8');
      expect(page.body).toContain(`<title>${MARK} Премьера сезона. — ${language === 'ru' ? 'Блог' : 'Blog'} — KADR</title>`);
      expect(page.meta('og:title')).toBe(`${MARK} Премьера сезона. — ${language === 'ru' ? 'Блог' : 'Blog'} — KADR`);
      expect(page.meta('og:type')).toBe('article');
      expect(page.meta('og:image')).toContain('premiere.jpg');
      expect(page.meta('twitter:card')).toBe('summary_large_image');
      expect(page.meta('robots')).toBeNull();
      expect(page.body).toContain(`<link rel="canonical" href="${SITE_URL}${postPath(post.slug, language)}"/>`);
      expect(page.body).toContain('"@type":"BlogPosting"');
      expect(page.body).toContain(`${MARK} Премьера сезона.\nВторая строка.`);
    }
    await within60s('/blog/rss.xml', (answer) => answer.body.includes(`<link>${SITE_URL}/blog/${post.slug}</link>`));
    await within60s('/sitemap-blog-1.xml', (answer) => answer.body.includes(`<loc>${SITE_URL}/en/blog/${post.slug}</loc>`));
  });

  test('edited: its new title and text, and the feed’s', async () => {
    const { error } = await editor
      .from('blog_posts')
      .update({ content: `${MARK} Премьера перенесена.\nНовая дата.` })
      .eq('id', post.id);
    if (error) throw new Error(error.message);
    const page = await within60s(postPath(post.slug, 'ru'), (answer) => answer.body.includes('Премьера перенесена.\nНовая дата.'));
    expect(page.meta('og:title')).toBe(`${MARK} Премьера перенесена. — Блог — KADR`);
    expect(page.body).not.toContain('Премьера сезона');
    await within60s(
      '/en/blog/rss.xml',
      (answer) => answer.body.includes('Премьера перенесена') && !answer.body.includes('Премьера сезона'),
    );
  });

  test('unpublished: the 404 page, noindex; gone from RSS and the sitemap', async () => {
    await editor.from('blog_posts').update({ is_published: false }).eq('id', post.id);
    const page = await within60s(postPath(post.slug, 'en'), (answer) => answer.status === 404);
    expect(page.meta('robots')).toBe('noindex');
    expect(page.body).toContain('Oops! Page not found');
    await within60s('/blog/rss.xml', (answer) => !answer.body.includes(post.slug));
    await within60s('/sitemap-blog-1.xml', (answer) => !answer.body.includes(post.slug));
  });

  test('deleted: the 404 page; a post not yet due: the 404 page, and nowhere else', async () => {
    await editor.from('blog_posts').update({ is_published: true }).eq('id', post.id);
    await within60s(postPath(post.slug, 'ru'), (answer) => answer.status === 200);
    await editor.from('blog_posts').delete().eq('id', post.id);
    await within60s(postPath(post.slug, 'ru'), (answer) => answer.status === 404 && answer.meta('robots') === 'noindex');
    const future = await publish(`${MARK} Анонс на завтра.`, { published_at: new Date(Date.now() + 86_400_000).toISOString() });
    const page = await get(postPath(future.slug, 'en'));
    expect([page.status, page.meta('robots')]).toEqual([404, 'noindex']);
    expect((await get('/blog/rss.xml')).body).not.toContain(future.slug);
  });
});

test('the headers the CDN keeps each answer by: tagged, durable, the query string out of the key; never a failure', async () => {
  const [newest] = (await localClient().from('blog_posts_public').select('slug').order('published_at', { ascending: false }).limit(1))
    .data as Array<{ slug: string }>;
  const page = await get(`${postPath(newest!.slug, 'ru')}?utm_source=telegram&fbclid=abc`);
  expect(page.status).toBe(200);
  expect(page.header('netlify-cdn-cache-control')).toBe('public, durable, s-maxage=31536000');
  expect(page.header('netlify-cache-tag')).toBe(`blog,blog-post-${newest!.slug}`);
  expect(page.header('netlify-vary')).toMatch(/^query=(?!.*(utm|fbclid))/);
  expect(page.header('cache-control')).toBe('public, max-age=0, must-revalidate');
  // The security headers of a built page, which Netlify adds to files but not to a function's answers.
  expect(page.header('strict-transport-security')).toMatch(/max-age=63072000/);
  expect(page.header('x-content-type-options')).toBe('nosniff');
  expect(page.header('x-frame-options')).toBe('DENY');
  expect(page.header('cross-origin-opener-policy')).toBe('same-origin');
  expect(page.header('content-security-policy')).toMatch(/script-src 'self'( 'sha256-[^']+')+;/);
  expect((await get(postPath(newest!.slug, 'ru'))).body).toBe(page.body);
  for (const [address, tags] of [
    ['/blog/rss.xml', 'blog,blog-index'],
    ['/sitemap-index.xml', 'blog,blog-index'],
    ['/en/blog/no-such-post', 'blog,blog-post-no-such-post'],
  ]) {
    const answer = await get(address!);
    expect([address, answer.header('netlify-cache-tag'), answer.header('netlify-cdn-cache-control')]).toEqual([
      address,
      tags,
      'public, durable, s-maxage=31536000',
    ]);
  }
});

/** A GET of `address` exactly as written: fetch would resolve its `%2e%2e` before sending it, as a browser does. */
function rawGet(address: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    http
      .get(`${baseUrl()}/`, { path: address }, (response) => {
        let body = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (body += chunk));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, body }));
      })
      .on('error', reject);
  });
}

test.each([
  ['a slug of 5 000 characters', `/blog/${'a'.repeat(5000)}`],
  ['a dot-dot', '/blog/%2e%2e'],
  ['a dot-dot further down', '/en/blog/%2e%2e/%2e%2e/etc/passwd'],
  ['a NUL', '/blog/%00'],
  ['markup', '/blog/%3Cscript%3Ealert(1)%3C%2Fscript%3E'],
])('%s: no page (the 404 page, or a bad request), nothing of the address in it', async (_, address) => {
  const answer = await rawGet(address);
  // A dot-dot is a step up, as a browser reads it: `/blog/%2e%2e` may be answered as `/` is, which holds nothing of it.
  if (answer.status === 200) expect(answer.body).toBe((await get(new URL(address, baseUrl()).pathname)).body);
  else expect([404, 400]).toContain(answer.status);
  if (answer.status === 404) expect(answer.body).toContain('<meta name="robots" content="noindex"');
  expect(answer.body).not.toContain('<script>alert(1)');
  expect(answer.body).not.toContain('a'.repeat(200));
  expect(answer.body).not.toContain('etc/passwd');
});

test('a post holding markup and what HTML and XML cannot carry: valid JSON-LD, a feed that parses, no markup of its own', async () => {
  // A lone surrogate cannot be stored (PostgreSQL refuses it): the function's unit tests give it through a lying backend.
  const hostile = `${MARK} Ломаем </script><script>alert(1)</script> ]]> и <b>жирный</b> \u0007 звонок \u001b конец`;
  const post = await publish(hostile);
  const page = await get(postPath(post.slug, 'ru'));
  expect(page.status).toBe(200);
  expect(page.body).not.toMatch(/<script>alert|<b>жирный/);
  expect([page.body.includes('\u0007'), page.body.includes('\u001b')]).toEqual([false, false]);
  expect(page.body).toContain(escaped('<b>жирный</b>'));
  const rss = await get('/blog/rss.xml');
  await withPage(async ({ page: browser, errors }) => {
    await browser.setContent(page.body.replace(/<script type="module"[\s\S]*?<\/script>/, ''), { waitUntil: 'domcontentloaded' });
    const found = await browser.evaluate((xml) => {
      const feed = new DOMParser().parseFromString(xml, 'text/xml');
      return {
        jsonLd: JSON.parse(document.querySelector('script[type="application/ld+json"]')?.textContent ?? 'null') as { headline: string },
        text: document.querySelector('[data-testid="blog-post-content"]')?.textContent,
        // Scripts that would run and hold the post's text: none (the page's own scripts never hold it).
        scripts: [...document.scripts].filter((s) => /^(|module|text\/javascript)$/.test(s.type) && s.text.includes('alert(1)')).length,
        feedErrors: feed.getElementsByTagName('parsererror').length,
      };
    }, rss.body);
    expect(found.jsonLd.headline).toContain('</script><script>alert(1)</script>');
    expect(found.text).toBe(`${MARK} Ломаем </script><script>alert(1)</script> ]]> и <b>жирный</b>  звонок  конец`);
    expect(found.scripts).toBe(0);
    expect(found.feedErrors).toBe(0);
    expect(errors.filter((e) => !/Content Security Policy|favicon/.test(e))).toEqual([]);
  });
});

test('200 requests at once for 20 new posts: every one answered with its page', async () => {
  const rows = Array.from({ length: 20 }, (_, i) => ({ content: `${MARK} Пачка ${i}`, is_published: true, published_at: null }));
  const { data, error } = await editor.from('blog_posts').insert(rows).select('slug');
  if (error) throw new Error(error.message);
  const slugs = (data as Array<{ slug: string }>).map((row) => row.slug);
  const answers = await Promise.all(Array.from({ length: 200 }, (_, i) => get(postPath(slugs[i % 20]!, i % 2 ? 'en' : 'ru'))));
  expect(answers.map((answer) => answer.status)).toEqual(Array(200).fill(200));
  expect(answers.every((answer, i) => answer.body.includes(`${MARK} Пачка ${i % 20}`))).toBe(true);
});

test('no change of the blog touched the build: every file of public/ as the build left it', () => {
  expect(buildOutput()).toEqual(before);
});
