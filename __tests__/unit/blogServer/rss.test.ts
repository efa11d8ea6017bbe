/**
 * The blog's RSS 2.0 feeds (src/blogServer/rss.ts), read back with the browser's XML parser as a feed reader would:
 * one item per post, newest first, the newest RSS_ITEMS only, each with its page's address in the feed's language, its
 * whole text as written and escaped, its first photo; a title cut at a word; a post holding what XML cannot carry
 * still gives a readable feed.
 */
import { toMediaItems } from '../../../src/blog/media';
import { blogRss, itemTitle, RSS_ITEMS, type RssPost, rssPath } from '../../../src/blogServer/rss';

const BACKEND = 'http://127.0.0.1:54321';
const OWN_PHOTO = `${BACKEND}/storage/v1/object/public/blog/set.jpg`;
const CHANNEL = { language: 'ru' as const, title: 'Блог — KADR', description: 'Новости студии KADR.' };

const POSTS: RssPost[] = [
  {
    slug: 'starshii',
    content: 'Старший пост\nвторая строка',
    media: toMediaItems(['https://example.org/clip.mp4', OWN_PHOTO, 'https://example.org/second.jpg'], ['video', 'photo', 'photo']),
    publishedAt: '2026-10-01T09:00:00Z',
    updatedAt: '2026-11-20T09:00:00Z',
  },
  {
    slug: 'novyi',
    content: 'Новый <script>alert(1)</script> & пост\n\nВторой абзац ]]> конец',
    media: toMediaItems(['https://example.org/other.jpg'], ['photo']),
    publishedAt: '2026-11-01T09:00:00Z',
  },
  { slug: 'bez-foto', content: 'Без фото', media: [], publishedAt: '2026-10-15T09:00:00Z' },
];

function parse(xml: string): Document {
  const doc = new DOMParser().parseFromString(xml, 'text/xml');
  expect(doc.getElementsByTagName('parsererror')).toHaveLength(0);
  return doc;
}

const CONTENT_NS = 'http://purl.org/rss/1.0/modules/content/';
const items = (doc: Document) =>
  [...doc.querySelectorAll('item')].map((item) => ({
    title: item.querySelector('title')?.textContent,
    link: item.querySelector('link')?.textContent,
    content: item.getElementsByTagNameNS(CONTENT_NS, 'encoded')[0]?.textContent ?? '',
    enclosure: item.querySelector('enclosure')?.getAttribute('url') ?? null,
  }));

test('one item per post, newest first, linking to its Russian page, in a channel that names itself', () => {
  const doc = parse(blogRss(POSTS, CHANNEL, BACKEND));
  expect(doc.documentElement.getAttribute('version')).toBe('2.0');
  expect(doc.querySelector('channel > title')?.textContent).toBe('Блог — KADR');
  expect(doc.querySelector('channel > link')?.textContent).toBe('https://kadr.studio/blog');
  expect(doc.querySelector('channel > language')?.textContent).toBe('ru');
  expect(doc.querySelector('channel > lastBuildDate')?.textContent).toBe('Fri, 20 Nov 2026 09:00:00 GMT');
  expect(doc.getElementsByTagNameNS('http://www.w3.org/2005/Atom', 'link')[0]?.getAttribute('href')).toBe(
    'https://kadr.studio/blog/rss.xml',
  );
  expect(items(doc).map((item) => item.link)).toEqual([
    'https://kadr.studio/blog/novyi',
    'https://kadr.studio/blog/bez-foto',
    'https://kadr.studio/blog/starshii',
  ]);
  expect(doc.querySelector('item > pubDate')?.textContent).toBe('Sun, 01 Nov 2026 09:00:00 GMT');
});

test('the English feed links to the English pages and lives under /en', () => {
  const doc = parse(blogRss(POSTS, { ...CHANNEL, language: 'en', title: 'Blog — KADR' }, BACKEND));
  expect(items(doc)[0]!.link).toBe('https://kadr.studio/en/blog/novyi');
  expect(doc.querySelector('channel > link')?.textContent).toBe('https://kadr.studio/en/blog');
  expect(rssPath('ru')).toBe('/blog/rss.xml');
  expect(rssPath('en')).toBe('/en/blog/rss.xml');
});

test('the whole text with its line breaks and paragraphs, escaped: markup in a post stays text', () => {
  const [newest, , oldest] = items(parse(blogRss(POSTS, CHANNEL, BACKEND)));
  expect(newest!.content).toBe(
    '<p>Новый &lt;script&gt;alert(1)&lt;/script&gt; &amp; пост</p><p>Второй абзац ]]&gt; конец</p><p><img src="https://example.org/other.jpg" alt=""></p>',
  );
  expect(newest!.title).toBe('Новый <script>alert(1)</script> & пост');
  expect(oldest!.content.startsWith('<p>Старший пост<br>вторая строка</p>')).toBe(true);
});

test('the first photo, skipping videos: the project’s own through the image CDN as a JPEG enclosure, another as it is', () => {
  const [newest, noPhoto, oldest] = items(parse(blogRss(POSTS, CHANNEL, BACKEND)));
  const cdn = `https://kadr.studio/.netlify/images?url=${encodeURIComponent(OWN_PHOTO)}&w=1200&fm=jpg`;
  expect(oldest!.enclosure).toBe(cdn);
  expect(oldest!.content).toContain(`<img src="${cdn.replace(/&/g, '&amp;')}" alt="">`);
  expect(oldest!.content).not.toContain('second.jpg');
  expect(newest!.enclosure).toBeNull();
  expect(noPhoto!.content).toBe('<p>Без фото</p>');
  expect(noPhoto!.enclosure).toBeNull();
});

test('a post holding characters XML cannot carry still gives a feed that parses', () => {
  const hostile = { ...POSTS[2]!, content: 'Нуль\u0000 звонок\u0007 половинка\uD800 конец' };
  const [item] = items(parse(blogRss([hostile], CHANNEL, BACKEND)));
  expect(item!.content).toBe('<p>Нуль звонок половинка конец</p>');
});

test(`the newest ${RSS_ITEMS} posts only, however many it is given`, () => {
  const many = Array.from({ length: RSS_ITEMS + 30 }, (_, i): RssPost => ({
    slug: `zapis-${i}`,
    content: `Запись ${i}`,
    media: [],
    publishedAt: new Date(Date.UTC(2026, 0, 1) + i * 3_600_000).toISOString(),
  }));
  const listed = items(parse(blogRss(many, CHANNEL, BACKEND)));
  expect(listed).toHaveLength(RSS_ITEMS);
  expect(listed[0]!.link).toBe(`https://kadr.studio/blog/zapis-${RSS_ITEMS + 29}`);
  expect(listed.at(-1)!.link).toBe('https://kadr.studio/blog/zapis-30');
});

test('no posts: an empty channel, still a feed', () => {
  const doc = parse(blogRss([], CHANNEL, BACKEND));
  expect(doc.querySelectorAll('item')).toHaveLength(0);
});

test.each([
  ['a short first line, whole', 'Съёмки закончены\nподробности', 'Съёмки закончены'],
  [
    'a long one, cut at a word with an ellipsis',
    'На этой неделе студия KADR закончила съёмки рекламной кампании для большого федерального банка в Москве',
    'На этой неделе студия KADR закончила съёмки рекламной кампании для…',
  ],
  ['one long word, cut inside it', 'а'.repeat(100), `${'а'.repeat(69)}…`],
])('the title: %s', (_, content, title) => {
  expect(itemTitle(content)).toBe(title);
  expect(itemTitle(content).length).toBeLessThanOrEqual(70);
});
