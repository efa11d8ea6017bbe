import type { ComponentProps } from 'react';
import type BlogFeed from '../../views/blog/BlogFeed';
import { prepareFeed } from '../../blog/feedClient';
import { warmDateFormatter } from '../../blog/formatDate';
import { queryOfAddress } from '../../blog/searchQuery';
import { schedule } from '../schedule';

/**
 * The blog's feed, before React arrives (README, "Islands"): its first request at once, so the backend answers while
 * React downloads (the feed's first page, or the first page of the search the address holds: `/blog?q=кастинг`); and
 * the browser's date-locale data (formatDate.ts) once the page is painted and idle: the first formatter costs a long
 * task on a phone, every later one a fraction of a millisecond, so the feed's own formatter no longer holds the first
 * cards back.
 */
export default function prepareBlogFeed({ language }: ComponentProps<typeof BlogFeed>): Partial<ComponentProps<typeof BlogFeed>> {
  schedule('idle', () => warmDateFormatter(language));
  return prepareFeed(queryOfAddress(window.location.search));
}
