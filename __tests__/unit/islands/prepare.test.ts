/**
 * What the page script starts for the blog's feed before React arrives (src/islands/prepare/blogFeed.ts): its first
 * request at once, and the browser's date-locale data once the page is idle, so the feed's first cards do not wait
 * for it.
 */
import { BLOG_DATE_LOCALES } from '../../../src/config/constants';
import prepareBlogFeed from '../../../src/islands/prepare/blogFeed';
import { formatPostDate } from '../../../src/blog/formatDate';

const mockScheduled: Array<{ when: string; task: () => void }> = [];
jest.mock('../../../src/islands/schedule', () => ({
  schedule: (when: string, task: () => void) => {
    mockScheduled.push({ when, task });
    return () => undefined;
  },
}));
const mockPrepared = { loadPage: jest.fn(), searchPage: jest.fn() };
const mockPrepareFeed = jest.fn((_query: string) => mockPrepared);
jest.mock('../../../src/blog/feedClient', () => ({ prepareFeed: (query: string) => mockPrepareFeed(query) }));

const props = { language: 'ru', strings: {} as never, siteHost: 'kadr.studio' } as const;

test('the feed’s first request is asked for at once: the feed’s first page, or the search the address holds', () => {
  expect(prepareBlogFeed(props)).toBe(mockPrepared);
  window.history.replaceState(null, '', '/blog?q=%20%D0%BA%D0%B0%D1%81%D1%82%D0%B8%D0%BD%D0%B3');
  prepareBlogFeed(props);
  window.history.replaceState(null, '', '/blog?q=%C2%AB%C2%BB');
  prepareBlogFeed(props);
  window.history.replaceState(null, '', '/');
  expect(mockPrepareFeed.mock.calls.map(([query]) => query)).toEqual(['', 'кастинг', '']);
});

test('the date formatter of the page’s language is built when the page is idle', () => {
  mockScheduled.length = 0;
  const built = jest.spyOn(Intl, 'DateTimeFormat');
  prepareBlogFeed(props);
  expect(mockScheduled.map(({ when }) => when)).toEqual(['idle']);
  expect(built).not.toHaveBeenCalled();
  mockScheduled[0]?.task();
  expect(built.mock.calls.map(([locale]) => locale)).toEqual([BLOG_DATE_LOCALES.ru]);
  // The feed's own dates then use that formatter.
  expect(formatPostDate('2026-03-14T10:00:00Z', 'ru')).toBe('14 марта 2026 г.');
  expect(built).toHaveBeenCalledTimes(1);
  built.mockRestore();
});
