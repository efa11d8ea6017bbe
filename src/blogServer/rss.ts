import { Feed } from 'feed';
import { IMAGE_CDN_PATH, transformablePhotoPrefixes } from '../config/imageCdn';
import type { Language } from '../config/routes';
import { SITE_NAME, SITE_URL } from '../config/site';
import { localizePath } from '../i18n/paths';
import { rssPath } from '../seo/blogFeed';
import { absoluteUrl } from '../seo/urls';
import { plainText } from '../blog/plainText';
import { postPath } from '../blog/postAddress';
import type { PublishedPost } from '../blog/types';

/** A published post as the feed needs it (the blog's function reads them through the feed's normaliser). */
export type RssPost = Pick<PublishedPost, 'slug' | 'content' | 'media' | 'publishedAt' | 'updatedAt'>;

/**
 * How many posts a feed lists: the newest, as blog engines do (WordPress's default is 10, Ghost's 15). Fifty covers a
 * studio posting twice a day for most of a month, so a reader that polls daily misses nothing, and keeps a feed of whole
 * texts to a few hundred kilobytes; older posts stay in the sitemap and on the blog's page.
 */
export const RSS_ITEMS = 50;

/** The blog page's own title and description in the feed's language (data/<lang>/blog.json). */
export interface RssChannel {
  language: Language;
  title: string;
  description: string;
}

export { rssPath };

/** How long an item's title may be: a feed reader's list shows about a line. */
const TITLE_MAX = 70;

/** The width of the photo a feed reader is given: its reading column, at twice the pixels. */
const FEED_PHOTO_WIDTH = 1200;

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** The first line, cut at a word to at most TITLE_MAX characters (an ellipsis marks a cut). */
export function itemTitle(content: string): string {
  const line = content.trim().split('\n', 1)[0]!.trim().replace(/\s+/g, ' ');
  if (line.length <= TITLE_MAX) return line;
  const cut = line.slice(0, TITLE_MAX - 1);
  const atWord = cut.lastIndexOf(' ');
  return `${(atWord > TITLE_MAX / 2 ? cut.slice(0, atWord) : cut).replace(/[\s,.:;!?—–-]+$/, '')}…`;
}

/** The text as written: paragraphs at blank lines, a line break at each other one, every character escaped. */
function textHtml(content: string): string {
  return content
    .trim()
    .split(/\n\s*\n/)
    .map((paragraph) => `<p>${escapeHtml(paragraph.trim()).replace(/\n/g, '<br>')}</p>`)
    .join('');
}

/** The post's first photo for a feed reader: through the image CDN as a JPEG when it is the project's own. */
function firstPhoto(post: RssPost, backendUrl: string): { url: string; type?: string } | null {
  const photo = post.media.find((item) => item.kind === 'photo');
  if (!photo) return null;
  const href = new URL(photo.url).href;
  if (!transformablePhotoPrefixes(backendUrl).some((prefix) => href.startsWith(prefix) && href.length > prefix.length)) {
    return { url: href };
  }
  // https://docs.netlify.com/build/image-cdn/overview/#transform-images
  return { url: `${SITE_URL}${IMAGE_CDN_PATH}?url=${encodeURIComponent(href)}&w=${FEED_PHOTO_WIDTH}&fm=jpg`, type: 'image/jpeg' };
}

/**
 * The blog's RSS 2.0 feed in one language: the newest RSS_ITEMS posts, newest first, each with its whole text and first
 * photo (in the item's content and as its enclosure), linking to the post's page in that language. The text is the
 * feed's (capped, src/blog/normalize.ts) with nothing XML cannot carry (src/blog/plainText.ts).
 * https://www.rssboard.org/rss-specification
 */
export function blogRss(posts: readonly RssPost[], channel: RssChannel, backendUrl: string): string {
  const { language } = channel;
  const newestFirst = [...posts].sort((a, b) => Date.parse(b.publishedAt) - Date.parse(a.publishedAt)).slice(0, RSS_ITEMS);
  const latest = newestFirst.reduce<number>((max, post) => Math.max(max, Date.parse(post.updatedAt ?? post.publishedAt)), 0);
  const feed = new Feed({
    id: absoluteUrl(localizePath('/blog', language)),
    link: absoluteUrl(localizePath('/blog', language)),
    title: channel.title,
    description: channel.description,
    language,
    image: `${SITE_URL}/logo.png`,
    copyright: SITE_NAME,
    updated: latest > 0 ? new Date(latest) : undefined,
    generator: false,
    feedLinks: { rss: absoluteUrl(rssPath(language)) },
  });
  for (const post of newestFirst) {
    const content = plainText(post.content);
    const link = absoluteUrl(postPath(post.slug, language));
    const photo = firstPhoto(post, backendUrl);
    feed.addItem({
      title: itemTitle(content) || channel.title,
      id: link,
      link,
      date: new Date(post.publishedAt),
      content: `${textHtml(content)}${photo ? `<p><img src="${escapeHtml(photo.url)}" alt=""></p>` : ''}`,
      ...(photo?.type ? { enclosure: { url: photo.url, type: photo.type, length: 0 } } : {}),
    });
  }
  return feed.rss2();
}
