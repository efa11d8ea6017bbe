import { BLOG_PAGE_SIZE } from '../config/constants';

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
 * The rows of one answer the feed takes: at most BLOG_PAGE_SIZE, the page it asked for, whatever the backend sent. A
 * backend that answers 500 rows would otherwise have 500 cards drawn at once (seconds of a frozen page), and every
 * later offset would skip what it did not show.
 */
export function pageOf(rows: readonly unknown[]): unknown[] {
  return rows.slice(0, BLOG_PAGE_SIZE);
}
