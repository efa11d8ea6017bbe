import { BLOG_PAGE_SIZE } from '../config/constants';
import type { LoadPage, SearchCursor, SearchPage } from './types';

/**
 * product §4: more posts may exist only while the last page came back full.
 * And a full page that brought no post the feed did not already show ends
 * paging too: a backend that ignores `offset` would otherwise be
 * asked for the same five rows again and again. `newPosts` is how many of
 * `rows` the feed had not seen (all of them unless told otherwise).
 */
export function hasMoreAfter(rows: readonly unknown[], newPosts: number = rows.length): boolean {
  return rows.length === BLOG_PAGE_SIZE && newPosts > 0;
}

/**
 * The rows of one answer the feed takes: at most `limit` (BLOG_PAGE_SIZE, the page it asked for), whatever the backend
 * sent. A backend that answers 500 rows would otherwise have 500 cards drawn at once (seconds of a frozen page), and
 * every later offset would skip what it did not show.
 */
export function pageOf(rows: readonly unknown[], limit: number = BLOG_PAGE_SIZE): unknown[] {
  return rows.slice(0, limit);
}

/** Where a search goes on after `row`, its last post shown: the post's time and id, or null when the row names none. */
function cursorAfter(row: unknown): SearchCursor | null {
  const { published_at: publishedAt, id } = (typeof row === 'object' && row !== null ? row : {}) as Record<string, unknown>;
  return typeof publishedAt === 'string' && typeof id === 'string' ? { publishedAt, id } : null;
}

/**
 * A search as the feed pages it (a LoadPage, by the number of rows already shown): each page asks for the posts after
 * the last row of the page before (keyset paging, search_blog_posts's `before`), so posts of one instant are neither
 * repeated nor skipped and a post published meanwhile shifts nothing. Past a page whose last row names no post, there
 * is nothing more to ask for.
 */
export function searchPages(search: SearchPage, query: string): LoadPage {
  const after = new Map<number, SearchCursor | null>([[0, null]]);
  return async (offset, signal) => {
    const cursor = after.get(offset);
    if (cursor === undefined) return [];
    const rows = pageOf(await search(query, cursor, signal));
    const next = cursorAfter(rows[rows.length - 1]);
    if (next) after.set(offset + rows.length, next);
    return rows;
  };
}
