import { POST_SLUG_PATTERN, POST_SLUG_STORED_MAX_LENGTH, postPath } from '../blog/postAddress';

/**
 * A post's address as the editor shows and shares it, and whether the site's last build has its page yet. The editor
 * is served by the site itself (/admin/blog/), so the site is its own origin.
 */

/** The post's Russian page (the studio's language; the English twin is under /en). */
export const postPagePath = (slug: string) => postPath(slug, 'ru');

export const postPageUrl = (slug: string, origin: string) => `${origin}${postPagePath(slug)}`;

/** The feed the build writes with every post it built (src/gatsby/feed/rss.ts). */
export const BUILT_POSTS_FEED = '/blog/rss.xml';

/** An address typed in the form: empty (made from the text), or what the database's check allows. */
export function slugProblem(value: string | undefined): string | undefined {
  const slug = value?.trim() ?? '';
  if (slug === '') return undefined;
  if (slug.length > POST_SLUG_STORED_MAX_LENGTH) return `Адрес длиннее ${POST_SLUG_STORED_MAX_LENGTH} знаков`;
  if (!POST_SLUG_PATTERN.test(slug)) return 'Только латинские строчные буквы, цифры и дефисы между словами, например novyi-klip';
  return undefined;
}

/** What the live site has of a post: its page as saved, an older version of it, no page yet, or unknown. */
export type BuildState = 'built' | 'outdated' | 'missing' | 'unknown';

/**
 * Reads the site's RSS feed, which the build writes with one item per post it made a page for and, as its
 * lastBuildDate, the latest edit it saw: the post's page is there when its item is, and shows this save when the
 * build saw an edit at least as recent (to the second, the feed's precision). Any failure is `unknown`: the editor
 * then says nothing rather than something wrong.
 */
export async function pageBuildState(
  slug: string,
  savedAt: string | null,
  origin: string,
  fetchImpl: typeof fetch = fetch,
): Promise<BuildState> {
  try {
    const response = await fetchImpl(`${origin}${BUILT_POSTS_FEED}`, { cache: 'no-store' });
    if (!response.ok) return 'unknown';
    const doc = new DOMParser().parseFromString(await response.text(), 'text/xml');
    if (doc.getElementsByTagName('parsererror').length > 0) return 'unknown';
    const path = postPagePath(slug);
    const listed = [...doc.querySelectorAll('item > link')].some((link) => {
      try {
        return new URL(link.textContent ?? '').pathname === path;
      } catch {
        return false;
      }
    });
    if (!listed) return 'missing';
    const builtUpTo = Date.parse(doc.querySelector('channel > lastBuildDate')?.textContent ?? '');
    const saved = savedAt ? Math.floor(Date.parse(savedAt) / 1000) * 1000 : NaN;
    if (Number.isNaN(builtUpTo) || Number.isNaN(saved)) return 'built';
    return builtUpTo >= saved ? 'built' : 'outdated';
  } catch {
    return 'unknown';
  }
}
