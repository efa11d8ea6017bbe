import { POST_SLUG_PATTERN, POST_SLUG_STORED_MAX_LENGTH, postPath } from '../blog/postAddress';

/**
 * A post's address as the editor shows and shares it, and whether the live site shows the post as saved yet. The
 * editor is served by the site itself (/admin/blog/), so the site is its own origin.
 */

/** The post's Russian page (the studio's language; the English twin is under /en). */
export const postPagePath = (slug: string) => postPath(slug, 'ru');

export const postPageUrl = (slug: string, origin: string) => `${origin}${postPagePath(slug)}`;

/** An address typed in the form: empty (made from the text), or what the database's check allows. */
export function slugProblem(value: string | undefined): string | undefined {
  const slug = value?.trim() ?? '';
  if (slug === '') return undefined;
  if (slug.length > POST_SLUG_STORED_MAX_LENGTH) return `Адрес длиннее ${POST_SLUG_STORED_MAX_LENGTH} знаков`;
  if (!POST_SLUG_PATTERN.test(slug)) return 'Только латинские строчные буквы, цифры и дефисы между словами, например novyi-klip';
  return undefined;
}

/** What the live site shows of a post: its page as saved, an older version of it, no page yet, or unknown. */
export type PageState = 'live' | 'outdated' | 'missing' | 'unknown';

/**
 * Reads the post's page as a visitor gets it (through the CDN, which keeps it until the change is purged:
 * docs/decisions/0014-blog-pages-on-demand.md): a 404 is no page yet; a page whose `article:modified_time` (or, never
 * edited, its `article:published_time`) is older than this save shows an older version. Any failure is `unknown`:
 * the editor then says nothing rather than something wrong.
 */
export async function pageState(slug: string, savedAt: string | null, origin: string, fetchImpl: typeof fetch = fetch): Promise<PageState> {
  try {
    const response = await fetchImpl(postPageUrl(slug, origin), { cache: 'no-store' });
    if (response.status === 404) return 'missing';
    if (!response.ok) return 'unknown';
    const doc = new DOMParser().parseFromString(await response.text(), 'text/html');
    const meta = (property: string) => doc.querySelector(`meta[property="${property}"]`)?.getAttribute('content') ?? '';
    const shown = Date.parse(meta('article:modified_time') || meta('article:published_time'));
    const saved = savedAt ? Date.parse(savedAt) : NaN;
    if (Number.isNaN(shown)) return 'unknown';
    if (Number.isNaN(saved)) return 'live';
    return shown >= saved ? 'live' : 'outdated';
  } catch {
    return 'unknown';
  }
}
