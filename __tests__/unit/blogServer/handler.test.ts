/** @jest-environment node */
/**
 * The blog's function (src/blogServer/handler.ts) answering as Netlify would run it, over a stand-in of the backend's
 * reads (src/blogServer/read.ts, tested against the real backend in read.test.ts): a post's page in each language with
 * its head, text and neighbours, kept by the CDN under its tags; a 404 for what is not (kept, so a burst of unknown
 * addresses costs one render each); RSS and the sitemap; a 503 nobody keeps while the backend fails; hostile texts
 * and addresses harmless; many requests for one address one render.
 */
import { JSDOM } from 'jsdom';
import { parse } from 'parse5';
import { FRAME_BODY, FRAME_HEAD } from '../../../src/blogServer/frame';
import { type BlogBuild, blogHandler } from '../../../src/blogServer/handler';
import { publishedPost } from '../../../src/blog/normalize';
import { BlogUnavailable, type BlogReader, type PostPageRead } from '../../../src/blogServer/read';
import { POSTS_PER_SITEMAP } from '../../../src/blogServer/sitemap';
import { RSS_ITEMS } from '../../../src/blogServer/rss';
import type { PublishedPost } from '../../../src/blog/types';

const frame = (lang: string) =>
  `<!DOCTYPE html><html lang="${lang}"><head><meta charSet="utf-8"/>${FRAME_HEAD}<script type="speculationrules">{}</script></head>` +
  `<body><div id="___gatsby"><div style="outline:none" tabindex="-1" id="gatsby-focus-wrapper">${FRAME_BODY}</div></div>` +
  '<script type="module" data-islands="">/* the islands */</script></body></html>';
const notFoundPage = (lang: string) =>
  `<!DOCTYPE html><html lang="${lang}"><head><title>404</title></head><body>Oops! Page not found</body></html>`;

const BUILD: BlogBuild = {
  frames: {
    ru: { html: frame('ru'), csp: "script-src 'self' 'sha256-frame-ru'" },
    en: { html: frame('en'), csp: "script-src 'self' 'sha256-frame-en'" },
  },
  notFound: {
    ru: { html: notFoundPage('ru'), csp: "script-src 'self' 'sha256-404-ru'" },
    en: { html: notFoundPage('en'), csp: "script-src 'self' 'sha256-404-en'" },
  },
  siteHeaders: [
    ['Strict-Transport-Security', 'max-age=63072000; includeSubDomains; preload'],
    ['X-Content-Type-Options', 'nosniff'],
    ['X-Frame-Options', 'DENY'],
  ],
  staticSitemaps: ['/sitemap-0.xml'],
  blog: { ru: { title: 'Блог — KADR', description: 'Новости студии.' }, en: { title: 'Blog — KADR', description: 'News.' } },
  backend: { url: 'http://127.0.0.1:54321', anonKey: 'anon' },
};

const post = (slug: string, content: string, extra: Record<string, unknown> = {}): PublishedPost =>
  publishedPost({ id: `id-${slug}`, slug, content, media_urls: [], media_types: [], published_at: '2026-03-14T15:30:00Z', ...extra })!;

const POSTS: Record<string, PostPageRead> = {
  'svet-kamera-motor': {
    post: post('svet-kamera-motor', 'Свет, камера, мотор.\nПервый съёмочный день.', { updated_at: '2026-03-15T10:00:00Z' }),
    newerSlug: 'premera',
    olderSlug: 'kasting',
  },
  vrazhdebnyi: {
    post: post('vrazhdebnyi', 'Ломаем </script><script>alert(1)</script> и ]]> и \u0000\u0007 звонок и половинка \uD800 конец'),
    newerSlug: null,
    olderSlug: null,
  },
};

/** The backend's reads as the test sets them, counting each. */
function standIn(over: Partial<BlogReader> = {}) {
  const calls: string[] = [];
  const reader: BlogReader = {
    postPage: async (slug) => (calls.push(`postPage ${slug}`), POSTS[slug] ?? null),
    newest: async (count) => (calls.push(`newest ${count}`), Object.values(POSTS).map(({ post: p }) => p)),
    count: async () => (calls.push('count'), POSTS_PER_SITEMAP + 3),
    sitemapPosts: async (offset, count) => (
      calls.push(`sitemapPosts ${offset} ${count}`),
      [{ slug: 'svet-kamera-motor', lastmod: '2026-03-15T10:00:00Z' }]
    ),
    ...over,
  };
  return { reader, calls };
}

const get = async (handle: (req: Request) => Promise<Response>, path: string, method = 'GET') => {
  const response = await handle(new Request(`https://kadr.studio${path}`, { method }));
  return { response, status: response.status, header: (name: string) => response.headers.get(name), body: await response.text() };
};

/** The HTML a browser would build, and every parse error the WHATWG parser reports on the way. */
function parsed(html: string) {
  const errors: string[] = [];
  parse(html, { onParseError: (error) => errors.push(error.code) });
  return { errors, document: new JSDOM(html).window.document };
}

test('a post’s page: the frame filled with its head and body, the site’s headers, its policy, kept under its tag', async () => {
  const { reader } = standIn();
  const { status, header, body } = await get(blogHandler(BUILD, reader), '/blog/svet-kamera-motor');
  expect(status).toBe(200);
  expect(header('content-type')).toBe('text/html; charset=utf-8');
  expect(header('strict-transport-security')).toBe('max-age=63072000; includeSubDomains; preload');
  expect(header('x-frame-options')).toBe('DENY');
  expect(header('content-security-policy')).toBe("script-src 'self' 'sha256-frame-ru'");
  expect(header('cross-origin-opener-policy')).toBe('same-origin');
  expect(header('cache-control')).toBe('public, max-age=0, must-revalidate');
  expect(header('netlify-cdn-cache-control')).toBe('public, durable, s-maxage=31536000');
  expect(header('netlify-cache-tag')).toBe('blog,blog-post-svet-kamera-motor');
  expect(header('netlify-vary')).toMatch(/^query=/);
  const { errors, document } = parsed(body);
  expect(errors).toEqual([]);
  expect(document.title).toBe('Свет, камера, мотор. — Блог — KADR');
  expect(document.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe('https://kadr.studio/blog/svet-kamera-motor');
  expect(document.querySelector('meta[property="og:type"]')?.getAttribute('content')).toBe('article');
  expect(document.querySelector('meta[property="article:modified_time"]')?.getAttribute('content')).toBe('2026-03-15T10:00:00Z');
  expect(JSON.parse(document.querySelector('script[type="application/ld+json"]')!.textContent ?? '')).toMatchObject({
    '@type': 'BlogPosting',
  });
  expect(document.querySelector('[data-testid="blog-post-content"]')?.textContent).toBe('Свет, камера, мотор.\nПервый съёмочный день.');
  expect(document.querySelector('a[rel="next"]')?.getAttribute('href')).toBe('/blog/premera');
  expect(document.querySelector('a[rel="prev"]')?.getAttribute('href')).toBe('/blog/kasting');
  // The frame's own parts stay where they were: the islands' script after the page, the share control hydrating on intent.
  expect(document.querySelectorAll('script[data-islands]')).toHaveLength(1);
  expect(document.querySelector('[data-island="postShare"]')?.getAttribute('data-hydrate')).toBe('intent');
  expect(document.querySelector('style[data-emotion]')).not.toBeNull();
  expect(body).not.toContain(FRAME_HEAD);
});

test('the English page: the English frame, strings and addresses', async () => {
  const { status, header, body } = await get(blogHandler(BUILD, standIn().reader), '/en/blog/svet-kamera-motor');
  expect(status).toBe(200);
  expect(header('content-security-policy')).toBe("script-src 'self' 'sha256-frame-en'");
  const { document } = parsed(body);
  expect(document.documentElement.lang).toBe('en');
  expect(document.title).toBe('Свет, камера, мотор. — Blog — KADR');
  expect(document.querySelector('[data-testid="post-back"]')?.textContent).toContain('All posts');
  expect(document.querySelector('a[rel="next"]')?.getAttribute('href')).toBe('/en/blog/premera');
});

test('a hostile text stays text: valid HTML, parseable JSON-LD, no markup of its own, what HTML cannot carry dropped', async () => {
  const { body } = await get(blogHandler(BUILD, standIn().reader), '/blog/vrazhdebnyi');
  const { errors, document } = parsed(body);
  expect(errors).toEqual([]);
  expect(document.querySelectorAll('script:not([type]), script[type="module"]')).toHaveLength(1);
  const jsonLd = JSON.parse(document.querySelector('script[type="application/ld+json"]')!.textContent ?? '') as { headline: string };
  expect(jsonLd.headline).toContain('</script><script>alert(1)</script>');
  expect(document.querySelector('[data-testid="blog-post-content"]')?.textContent).toBe(
    'Ломаем </script><script>alert(1)</script> и ]]> и  звонок и половинка  конец',
  );
});

test('the RSS feed: the newest posts, valid XML whatever they hold, kept under the index’s tag', async () => {
  const { reader, calls } = standIn();
  const { status, header, body } = await get(blogHandler(BUILD, reader), '/en/blog/rss.xml');
  expect(status).toBe(200);
  expect(calls).toEqual([`newest ${RSS_ITEMS}`]);
  expect(header('content-type')).toBe('application/xml; charset=utf-8');
  expect(header('netlify-cache-tag')).toBe('blog,blog-index');
  const doc = new new JSDOM().window.DOMParser().parseFromString(body, 'text/xml');
  expect(doc.getElementsByTagName('parsererror')).toHaveLength(0);
  expect([...doc.querySelectorAll('item > link')].map((link) => link.textContent)).toEqual([
    'https://kadr.studio/en/blog/svet-kamera-motor',
    'https://kadr.studio/en/blog/vrazhdebnyi',
  ]);
});

test('the sitemap: an index naming the static pages’ file and as many of the blog’s as the posts fill; past them a 404', async () => {
  const handle = blogHandler(BUILD, standIn().reader);
  const index = await get(handle, '/sitemap-index.xml');
  expect(index.status).toBe(200);
  expect([...index.body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1])).toEqual([
    'https://kadr.studio/sitemap-0.xml',
    'https://kadr.studio/sitemap-blog-1.xml',
    'https://kadr.studio/sitemap-blog-2.xml',
  ]);
  const second = await get(handle, '/sitemap-blog-2.xml');
  expect(second.status).toBe(200);
  expect(second.body).toContain('<loc>https://kadr.studio/en/blog/svet-kamera-motor</loc><lastmod>2026-03-15T10:00:00.000Z</lastmod>');
  const third = await get(handle, '/sitemap-blog-3.xml');
  expect(third.status).toBe(404);
  expect(third.header('netlify-cache-tag')).toBe('blog,blog-index');
});

test.each([
  ['an address no post has', '/blog/net-takoi', 'ru', 'blog,blog-post-net-takoi'],
  ['the same in English', '/en/blog/net-takoi', 'en', 'blog,blog-post-net-takoi'],
  ['a slug of 5 000 characters', `/blog/${'a'.repeat(5000)}`, 'ru', 'blog'],
  ['a dot-dot', '/blog/%2e%2e', 'ru', 'blog'],
  ['a NUL', '/blog/%00', 'ru', 'blog'],
  ['capitals', '/blog/Svet-Kamera', 'ru', 'blog'],
  ['a deeper path', '/en/blog/svet-kamera-motor/more', 'en', 'blog'],
])('%s: the 404 page of its language, noindex, kept (a post published there purges it)', async (_, path, language, tags) => {
  const { reader, calls } = standIn();
  const { status, header, body } = await get(blogHandler(BUILD, reader), path);
  expect(status).toBe(404);
  expect(body).toBe(BUILD.notFound[language as 'ru' | 'en'].html);
  expect(header('content-security-policy')).toBe(BUILD.notFound[language as 'ru' | 'en'].csp);
  expect(header('netlify-cache-tag')).toBe(tags);
  // Only an address a post could have is looked up.
  expect(calls.length).toBe(tags === 'blog' ? 0 : 1);
});

test('the query string changes nothing: one answer for every tracking variant of a shared link', async () => {
  const handle = blogHandler(BUILD, standIn().reader);
  const plain = await get(handle, '/blog/svet-kamera-motor');
  const tracked = await get(handle, '/blog/svet-kamera-motor?utm_source=telegram&utm_medium=post&fbclid=Iw123');
  expect(tracked.body).toBe(plain.body);
  expect(tracked.header('netlify-vary')).toBe(plain.header('netlify-vary'));
  expect(plain.header('netlify-vary')).not.toMatch(/utm|fbclid/);
});

test('a backend that fails: the post page’s 503 in its language with a way to try again, kept by nobody; RSS a plain 503', async () => {
  const failing = standIn({
    postPage: async () => Promise.reject(new BlogUnavailable('no answer')),
    newest: async () => Promise.reject(new BlogUnavailable('no answer')),
  }).reader;
  const handle = blogHandler(BUILD, failing);
  const page = await get(handle, '/en/blog/svet-kamera-motor');
  expect(page.status).toBe(503);
  expect(page.header('cache-control')).toBe('no-store');
  expect(page.header('netlify-cdn-cache-control')).toBe('no-store');
  expect(page.header('netlify-cache-tag')).toBeNull();
  expect(page.header('retry-after')).toBe('30');
  const { errors, document } = parsed(page.body);
  expect(errors).toEqual([]);
  expect(document.querySelector('h1')?.textContent).toBe('This post is unavailable for now');
  expect(document.querySelector('meta[name="robots"]')?.getAttribute('content')).toBe('noindex');
  expect([...document.querySelectorAll('[data-testid="post-unavailable"] a')].map((a) => a.getAttribute('href'))).toEqual([
    '/en/blog/svet-kamera-motor',
    '/en/blog',
  ]);
  const rss = await get(handle, '/blog/rss.xml');
  expect([rss.status, rss.header('netlify-cdn-cache-control')]).toEqual([503, 'no-store']);
});

test('a fault of the function’s own is a 500 nobody keeps, with product §8’s words', async () => {
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  const broken = standIn({ postPage: async () => ({ ...POSTS['svet-kamera-motor']!, post: null as unknown as PublishedPost }) }).reader;
  const { status, header, body } = await get(blogHandler(BUILD, broken), '/blog/svet-kamera-motor');
  expect([status, header('netlify-cdn-cache-control'), body]).toEqual([500, 'no-store', 'Unexpected Application Error!\n']);
});

test('HEAD answers the headers alone; other methods are refused; a slash at the end leads to the slashless address', async () => {
  const handle = blogHandler(BUILD, standIn().reader);
  const head = await get(handle, '/blog/svet-kamera-motor', 'HEAD');
  expect([head.status, head.body, head.header('netlify-cache-tag')]).toEqual([200, '', 'blog,blog-post-svet-kamera-motor']);
  const post = await get(handle, '/blog/svet-kamera-motor', 'POST');
  expect([post.status, post.header('allow')]).toEqual([405, 'GET, HEAD']);
  const slash = await get(handle, '/en/blog/svet-kamera-motor/');
  expect([slash.status, slash.header('location')]).toEqual([301, '/en/blog/svet-kamera-motor']);
  // The blog's own page, slashed, is the function's address too: one hop to the page, as for any file.
  for (const [address, to] of [
    ['/blog/', '/blog'],
    ['/en/blog/', '/en/blog'],
  ]) {
    const hop = await get(handle, address!);
    expect([hop.status, hop.header('location')]).toEqual([301, to]);
  }
});

test('200 requests at once for 20 addresses are 20 reads and renders: the same address shares one answer', async () => {
  let reads = 0;
  const slow = standIn({
    postPage: async (slug) => {
      reads += 1;
      await new Promise((resolve) => setTimeout(resolve, 50));
      return { ...POSTS['svet-kamera-motor']!, post: post(slug, `Запись ${slug}`) };
    },
  }).reader;
  const handle = blogHandler(BUILD, slow);
  const answers = await Promise.all(Array.from({ length: 200 }, (_, i) => get(handle, `/blog/zapis-${i % 20}`)));
  expect(answers.every((answer) => answer.status === 200)).toBe(true);
  expect(reads).toBe(20);
  expect(new Set(answers.map((answer) => answer.body)).size).toBe(20);
});
