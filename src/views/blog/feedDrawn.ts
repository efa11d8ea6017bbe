import { useEffect, useRef } from 'react';
import type { FeedStatus } from './useBlogFeed';

/**
 * The event the feed fires on `document` once its first page has settled: its posts drawn, the empty line shown, or a
 * failure logged. The blog's web fonts wait for it (src/gatsby/fonts/lateFonts.tsx names it in the faces' block), so
 * the font files do not share a slow link with React and the first photo, the page's largest paint.
 */
export const FEED_DRAWN_EVENT = 'blog-feed-drawn';

/** Fires FEED_DRAWN_EVENT once, after the render in which the feed first stops loading. */
export function useAnnounceDrawn(status: FeedStatus): void {
  const announced = useRef(false);
  useEffect(() => {
    if (status === 'loading' || announced.current) return;
    announced.current = true;
    document.dispatchEvent(new Event(FEED_DRAWN_EVENT));
  }, [status]);
}
