import { useEffect, useRef, useState } from 'react';
import { BLOG_REQUEST_TIMEOUT_MS } from '../../config/constants';
import type { Language } from '../../config/routes';
import { withDeadline } from '../../blog/deadline';
import { warmDateFormatter } from '../../blog/formatDate';
import { isNearPageBottom } from './nearBottom';
import { toBlogPost } from '../../blog/normalize';
import { hasMoreAfter, pageOf } from '../../blog/paging';
import { searchMarks } from '../../blog/searchMarks';
import type { FeedPost, LoadPage } from '../../blog/types';

/**
 * The feed's states (product §4): `loading` while a page of posts is on its way; then `empty` when the first page brought
 * none, or `idle` (the posts, no message), which is also where a failed load ends (product §8: console only).
 */
export type FeedStatus = 'loading' | 'empty' | 'idle';

export interface FeedState {
  posts: readonly FeedPost[];
  status: FeedStatus;
  /** The posts are the previous loader's (a search the visitor has replaced), shown until the new first page comes. */
  stale: boolean;
}

/** What the loads have drawn, and the loader whose pages the posts are (none before the first page). */
interface Loaded {
  posts: readonly FeedPost[];
  status: FeedStatus;
  loader: LoadPage | null;
}

const OPENING: Loaded = { posts: [], status: 'loading', loader: null };

/**
 * The infinite-scroll feed of product §4: loads on open; loads the next page when the visitor scrolls within 200 px of
 * the bottom, or while the page does not yet fill the screen; never while a load runs, and no more once a page came
 * back shorter than the page size, or full but with no post not already shown (a backend that ignores `offset`).
 * Of an answer, at most a page of rows is taken (pageOf); they are appended, each id once. Each load has a deadline
 * (BLOG_REQUEST_TIMEOUT_MS): past it, the request is aborted and the load counts as failed, which the console alone
 * reports. A new `loadPage` (a search, or the feed again) starts over: the request under way is aborted, the posts on
 * screen stay, marked stale, until the new first page replaces them, so a visitor typing never sees the list
 * collapse, and however many searches follow one another, one request at most is under way and one page drawn.
 */
export function useBlogFeed(loadPage: LoadPage, language: Language): FeedState {
  const [state, setState] = useState<Loaded>(OPENING);
  // Asked once the posts a load added are on screen: does the page still end within reach?
  const checkBottom = useRef<() => void>(() => undefined);

  useEffect(() => {
    let stopped = false;
    let busy = false;
    let more = true;
    let offset = 0;
    const seen = new Set<string>();
    const cancel = new AbortController();

    const loadMore = async (): Promise<void> => {
      if (busy || !more || stopped) return;
      busy = true;
      const first = offset === 0;
      setState((current) => (current.status === 'loading' ? current : { ...current, status: 'loading' }));
      try {
        const rows = pageOf(await withDeadline((signal) => loadPage(offset, signal), BLOG_REQUEST_TIMEOUT_MS, cancel.signal));
        if (stopped) return;
        offset += rows.length;
        const fresh: FeedPost[] = [];
        for (const row of rows) {
          const post = toBlogPost(row);
          if (!post || seen.has(post.id)) continue;
          seen.add(post.id);
          const marks = searchMarks(row);
          fresh.push({ ...post, staggerIndex: fresh.length, ...(marks.length > 0 && { marks }) });
        }
        more = hasMoreAfter(rows, fresh.length);
        setState((current) => ({
          posts: first ? fresh : fresh.length > 0 ? [...current.posts, ...fresh] : current.posts,
          status: seen.size === 0 ? 'empty' : 'idle',
          loader: loadPage,
        }));
      } catch (error) {
        if (stopped) return;
        console.error('Blog feed: could not load posts', error);
        more = false;
        setState((current) => (first ? { posts: [], status: 'idle', loader: loadPage } : { ...current, status: 'idle' }));
      } finally {
        busy = false;
      }
    };

    const onScroll = () => {
      if (isNearPageBottom()) void loadMore();
    };
    checkBottom.current = onScroll;
    window.addEventListener('scroll', onScroll, { passive: true });
    window.addEventListener('resize', onScroll, { passive: true });
    void loadMore();
    // The date formatter is built in a task of its own while the first page is on its way, not in the task that
    // draws the cards (src/blog/formatDate.ts says why).
    const warm = setTimeout(() => warmDateFormatter(language));
    return () => {
      stopped = true;
      cancel.abort();
      clearTimeout(warm);
      window.removeEventListener('scroll', onScroll);
      window.removeEventListener('resize', onScroll);
    };
  }, [loadPage, language]);

  // Keep going while the screen is not filled (or the visitor is already at the bottom). Asked a frame after the new
  // cards are drawn: reading the page's height at once would lay them out inside this task, a long one on a phone.
  useEffect(() => {
    if (state.status === 'loading') return undefined;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => checkBottom.current());
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, [state]);

  // Until the new loader's first page comes, the posts are the previous one's: loading, and stale if there are any.
  const replaced = state.loader !== null && state.loader !== loadPage;
  return { posts: state.posts, status: replaced ? 'loading' : state.status, stale: replaced && state.posts.length > 0 };
}
