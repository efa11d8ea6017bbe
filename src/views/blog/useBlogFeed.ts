import { useCallback, useEffect, useRef, useState } from 'react';
import { isNearPageBottom } from './nearBottom';
import { toBlogPost } from './normalize';
import { hasMoreAfter } from './paging';
import type { FeedPost, LoadPage } from './types';

export interface BlogFeedState {
  posts: FeedPost[];
  loading: boolean;
  /** The last load failed: logged to the console only (SPEC §8), and no more loads. */
  failed: boolean;
}

/**
 * The feed's state machine (SPEC §4): load on open; load the next page when
 * the visitor scrolls within the threshold of the bottom, or while the page
 * does not yet fill the screen; never while a load runs or once a page came
 * back shorter than the page size. Rows are appended, each id once.
 */
export function useBlogFeed(loadPage: LoadPage): BlogFeedState {
  const [state, setState] = useState<BlogFeedState>({ posts: [], loading: true, failed: false });
  // Refs, not state, guard the loads: scroll events arrive faster than renders.
  const busy = useRef(false);
  const more = useRef(true);
  const offset = useRef(0);
  const seen = useRef(new Set<string>());

  const loadMore = useCallback(async () => {
    if (busy.current || !more.current) return;
    busy.current = true;
    setState((s) => (s.loading ? s : { ...s, loading: true }));
    try {
      const rows = await loadPage(offset.current);
      offset.current += rows.length;
      more.current = hasMoreAfter(rows);
      const fresh: FeedPost[] = [];
      for (const post of rows.map(toBlogPost)) {
        if (!post || seen.current.has(post.id)) continue;
        seen.current.add(post.id);
        fresh.push({ ...post, staggerIndex: fresh.length });
      }
      setState((s) => ({ posts: [...s.posts, ...fresh], loading: false, failed: false }));
    } catch (error) {
      // SPEC §8: the console only; the visitor sees the posts they have and no message.
      console.error('Blog feed: could not load posts', error);
      more.current = false;
      setState((s) => ({ ...s, loading: false, failed: true }));
    } finally {
      busy.current = false;
    }
  }, [loadPage]);

  // Load on open (SPEC §4).
  useEffect(() => {
    void loadMore();
  }, [loadMore]);

  // After every settled load: keep going while the screen is not filled (or the visitor is already at the bottom).
  const settled = !state.loading;
  const count = state.posts.length;
  useEffect(() => {
    if (settled && isNearPageBottom()) void loadMore();
  }, [settled, count, loadMore]);

  useEffect(() => {
    const onScroll = () => {
      if (isNearPageBottom()) void loadMore();
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    window.addEventListener('resize', onScroll, { passive: true });
    return () => {
      window.removeEventListener('scroll', onScroll);
      window.removeEventListener('resize', onScroll);
    };
  }, [loadMore]);

  return state;
}
