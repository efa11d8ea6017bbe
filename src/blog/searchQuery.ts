import { BLOG_SEARCH_PARAM, BLOG_SEARCH_QUERY_MAX_LENGTH } from '../config/constants';

/** A letter or a digit of any script: what makes a query a query. */
const WORD_CHARACTER = /[\p{L}\p{N}]/u;

/**
 * What the feed searches for when the visitor has typed `typed`: the text trimmed and cut at
 * BLOG_SEARCH_QUERY_MAX_LENGTH characters (never inside a character made of two units), or '' (no search: the feed)
 * when it holds no letter or digit, as a query of punctuation alone finds nothing anyway.
 */
export function searchQuery(typed: string): string {
  let query = typed.trim();
  if (query.length > BLOG_SEARCH_QUERY_MAX_LENGTH) {
    const end = /[\uD800-\uDBFF]/.test(query.charAt(BLOG_SEARCH_QUERY_MAX_LENGTH - 1))
      ? BLOG_SEARCH_QUERY_MAX_LENGTH - 1
      : BLOG_SEARCH_QUERY_MAX_LENGTH;
    query = query.slice(0, end).trimEnd();
  }
  return WORD_CHARACTER.test(query) ? query : '';
}

/** The search an address's query string holds (`?q=кастинг`), as searchQuery reads it; '' for none. */
export function queryOfAddress(search: string): string {
  return searchQuery(new URLSearchParams(search).get(BLOG_SEARCH_PARAM) ?? '');
}

/** `href` with `query` as its search (`/blog?q=кастинг`), or with none when `query` is '' (the feed's own address). */
export function addressWithQuery(href: string, query: string): string {
  const url = new URL(href);
  if (query) url.searchParams.set(BLOG_SEARCH_PARAM, query);
  else url.searchParams.delete(BLOG_SEARCH_PARAM);
  return String(url);
}
