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
const mockFirstPage = jest.fn();
jest.mock('../../../src/blog/feedClient', () => ({ prepareFeed: () => mockFirstPage }));

test('the feed’s first page is asked for at once; the date formatter of its language is built when the page is idle', () => {
  const built = jest.spyOn(Intl, 'DateTimeFormat');
  expect(prepareBlogFeed({ language: 'ru', strings: {} as never })).toEqual({ loadPage: mockFirstPage });
  expect(mockScheduled.map(({ when }) => when)).toEqual(['idle']);
  expect(built).not.toHaveBeenCalled();
  mockScheduled[0]?.task();
  expect(built.mock.calls.map(([locale]) => locale)).toEqual([BLOG_DATE_LOCALES.ru]);
  // The feed's own dates then use that formatter.
  expect(formatPostDate('2026-03-14T10:00:00Z', 'ru')).toBe('14 марта 2026 г.');
  expect(built).toHaveBeenCalledTimes(1);
  built.mockRestore();
});
