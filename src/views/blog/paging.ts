import { BLOG_PAGE_SIZE } from '../../config/constants';

/** SPEC §4: more posts may exist only while the last page came back full. */
export function hasMoreAfter(rows: readonly unknown[]): boolean {
  return rows.length === BLOG_PAGE_SIZE;
}
