import { useEffect, useRef } from 'react';
import { FEED_DRAWN_EVENT } from '../../blog/feedDrawn';
import type { FeedStatus } from './useBlogFeed';

/** Fires FEED_DRAWN_EVENT once, after the render in which the feed first stops loading. */
export function useAnnounceDrawn(status: FeedStatus): void {
  const announced = useRef(false);
  useEffect(() => {
    if (status === 'loading' || announced.current) return;
    announced.current = true;
    document.dispatchEvent(new Event(FEED_DRAWN_EVENT));
  }, [status]);
}
