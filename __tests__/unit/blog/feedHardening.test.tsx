/**
 * The feed's hook against loaders that misbehave (product §8):
 * a backend that ignores offset, one that never answers, and the cost of
 * appending a page to a long feed.
 */
import { act, screen, waitFor } from '@testing-library/react';
import {
  BLOG_PAGE_SIZE,
  BLOG_POST_MEDIA_LIMIT,
  BLOG_POST_MEDIA_SCAN_LIMIT,
  BLOG_POST_TEXT_LIMIT,
  BLOG_REQUEST_TIMEOUT_MS,
} from '../../../src/config/constants';
import { BREAK_AFTER } from '../../../src/views/blog/PostText';
import BlogFeed from '../../../src/views/blog/BlogFeed';
import { feedProps } from './support/feed';
import { formatPostDate } from '../../../src/blog/formatDate';
import type { LoadPage } from '../../../src/blog/types';
import { renderInPage } from '../support/render';
import { loaderOver, row } from './support/rows';

// A render counter for the cards: each PostCard render formats its date once.
jest.mock('../../../src/blog/formatDate', () => {
  const actual = jest.requireActual('../../../src/blog/formatDate');
  return { ...actual, formatPostDate: jest.fn(actual.formatPostDate) };
});
const formatted = formatPostDate as jest.MockedFunction<typeof formatPostDate>;

const cards = () => screen.queryAllByTestId('blog-post');
const settle = () => act(() => new Promise<void>((resolve) => setTimeout(resolve, 20)));

afterEach(() => {
  jest.useRealTimers();
  formatted.mockClear();
});

describe('a backend that ignores offset', () => {
  test('a full page that adds no new post ends paging: two requests, not a storm', async () => {
    const same = [1, 2, 3, 4, 5].map((n) => row(n));
    // Answers like a network would (a task later), and stops answering after 50 calls so a storm ends with the test.
    let calls = 0;
    const load = jest.fn((_offset: number): Promise<unknown[]> =>
      (calls += 1) > 50 ? new Promise(() => {}) : new Promise((resolve) => setTimeout(() => resolve(same), 0)),
    );
    renderInPage(<BlogFeed {...feedProps('en')} loadPage={load} />, 'en');
    await waitFor(() => expect(cards()).toHaveLength(5));
    for (let i = 0; i < 10; i += 1) await settle();
    expect(load.mock.calls.map(([offset]) => offset)).toEqual([0, 5]);
    expect(screen.queryByText('Loading...')).not.toBeInTheDocument();
  });

  test('a full page that overlaps the last one but brings new posts goes on', async () => {
    const all = Array.from({ length: 12 }, (_, i) => row(i + 1));
    // The second page repeats post 5 (a post was deleted meanwhile) and brings four new ones.
    const pages = [all.slice(0, 5), all.slice(4, 9), all.slice(9)];
    const load = jest.fn((offset: number) => Promise.resolve(pages[offset / 5] ?? []));
    renderInPage(<BlogFeed {...feedProps('en')} loadPage={load} />, 'en');
    await waitFor(() => expect(cards()).toHaveLength(12));
    expect(load.mock.calls.map(([offset]) => offset)).toEqual([0, 5, 10]);
  });
});

describe('a backend that never answers', () => {
  test(`loading ends after ${BLOG_REQUEST_TIMEOUT_MS} ms, the request is aborted, the console says why`, async () => {
    jest.useFakeTimers();
    const error = jest.spyOn(console, 'error').mockImplementation(() => {});
    let signal: AbortSignal | undefined;
    const load = jest.fn((_offset: number, s?: AbortSignal) => {
      signal = s;
      return new Promise<unknown[]>(() => {});
    });
    renderInPage(<BlogFeed {...feedProps('en')} loadPage={load as LoadPage} />, 'en');
    await act(async () => {
      await jest.advanceTimersByTimeAsync(BLOG_REQUEST_TIMEOUT_MS - 100);
    });
    expect(screen.getByText('Loading...')).toBeInTheDocument();
    expect(signal?.aborted).toBe(false);
    await act(async () => {
      await jest.advanceTimersByTimeAsync(200);
    });
    expect(screen.queryByText('Loading...')).not.toBeInTheDocument();
    expect(screen.queryByText('No posts yet')).not.toBeInTheDocument();
    expect(signal?.aborted).toBe(true);
    expect(error).toHaveBeenCalledWith('Blog feed: could not load posts', expect.anything());
    // A failed load is the end: no retry storm after the deadline either.
    await act(async () => {
      await jest.advanceTimersByTimeAsync(BLOG_REQUEST_TIMEOUT_MS * 3);
    });
    expect(load).toHaveBeenCalledTimes(1);
    error.mockRestore();
  });
});

describe('appending a page', () => {
  test('cards already shown do not re-render when more posts arrive', async () => {
    const thirteen = Array.from({ length: 13 }, (_, i) => row(i + 1));
    renderInPage(<BlogFeed {...feedProps('ru')} loadPage={loaderOver(thirteen)} />, 'ru');
    await waitFor(() => expect(cards()).toHaveLength(13));
    await settle();
    // Three pages arrived, each with its loading on and off: still one render per card.
    const renders = new Map<string | null, number>();
    for (const [iso] of formatted.mock.calls) renders.set(iso, (renders.get(iso) ?? 0) + 1);
    expect(renders.size).toBe(13);
    expect([...renders.values()].every((n) => n === 1)).toBe(true);
  });
});

describe('posts too big to draw', () => {
  test('a text of one unbroken megabyte shows its first 10 000 characters, breakable every 24, then an ellipsis', async () => {
    const huge = `https://example.com/${'A'.repeat(1_000_000)}`;
    renderInPage(<BlogFeed {...feedProps('en')} loadPage={loaderOver([row(1, { content: huge })])} />, 'en');
    const text = await screen.findByTestId('blog-post-content');
    expect(text.textContent).toBe(`${huge.slice(0, BLOG_POST_TEXT_LIMIT - 1)}…`);
    const runs = [...text.childNodes].filter((node) => node.nodeType === Node.TEXT_NODE).map((node) => node.textContent ?? '');
    expect(Math.max(...runs.map((run) => run.length))).toBe(BREAK_AFTER);
    expect(text.querySelectorAll('wbr').length).toBe(runs.length - 1);
  });

  test('words and lines of an ordinary post stay as written: no break inside a word of 24 characters or fewer', async () => {
    const content = 'Съёмки завершены.\nСмотрите https://t.me/kadr_studio/42 — новая серия!';
    renderInPage(<BlogFeed {...feedProps('ru')} loadPage={loaderOver([row(1, { content })])} />, 'ru');
    const text = await screen.findByTestId('blog-post-content');
    expect(text.textContent).toBe(content);
    expect(text.querySelectorAll('wbr')).toHaveLength(1); // only the link is longer than 24 characters
  });

  test(`a post with 10 000 photos shows the first ${BLOG_POST_MEDIA_LIMIT}`, async () => {
    const urls = Array.from({ length: 10_000 }, (_, i) => `https://cdn.example.org/${i}.jpg`);
    const post = row(1, { media_urls: urls, media_types: urls.map(() => 'photo') });
    renderInPage(<BlogFeed {...feedProps('en')} loadPage={loaderOver([post])} />, 'en');
    await screen.findByTestId('blog-post');
    const images = screen.getAllByRole('img');
    expect(images.map((img) => img.getAttribute('src'))).toEqual(urls.slice(0, BLOG_POST_MEDIA_LIMIT));
    expect(images[0]).toHaveAttribute('alt', `Photo 1 of ${BLOG_POST_MEDIA_LIMIT} from the post “Post number 1”`);
  });
});

describe('a backend that answers more than it was asked for', () => {
  test(`an answer of 500 rows shows ${BLOG_PAGE_SIZE} posts, and the next page is asked from where they end`, async () => {
    const all = Array.from({ length: 500 }, (_, i) => row(i + 1));
    // Every answer holds every row from `offset` on, as a backend that ignores `limit` sends them.
    const load = jest.fn((offset: number) => Promise.resolve(all.slice(offset)));
    const { container } = renderInPage(<BlogFeed {...feedProps('en')} loadPage={load} />, 'en');
    await waitFor(() => expect(cards().length).toBeGreaterThan(0));
    for (let i = 0; i < 5; i += 1) await settle();
    // jsdom lays nothing out, so the feed goes on asking while "the page does not fill the screen": each answer adds a page.
    const offsets = load.mock.calls.map(([offset]) => offset);
    expect(offsets).toEqual(offsets.map((_, i) => i * BLOG_PAGE_SIZE));
    expect(cards()).toHaveLength(offsets.length * BLOG_PAGE_SIZE);
    expect(container.querySelectorAll('[data-testid="blog-post"]')[BLOG_PAGE_SIZE]?.textContent).toContain('Post number 6');
  });

  test('a row whose media list is 300 000 unusable strings long is read no further than its first entries', async () => {
    const entries = Array.from({ length: 300_000 }, () => 'not a link');
    const read = new Set<number>();
    // Records every entry the feed looks at; a usable photo waits at the end of the list.
    const urls = new Proxy([...entries, 'https://cdn.example.org/last.jpg'], {
      get(target, key, receiver) {
        if (typeof key === 'string' && /^\d+$/.test(key)) read.add(Number(key));
        return Reflect.get(target, key, receiver) as unknown;
      },
    });
    renderInPage(<BlogFeed {...feedProps('en')} loadPage={loaderOver([row(1, { media_urls: urls, media_types: ['photo'] })])} />, 'en');
    await screen.findByTestId('blog-post');
    expect(screen.queryAllByRole('img')).toEqual([]);
    expect(Math.max(...read)).toBeLessThan(BLOG_POST_MEDIA_SCAN_LIMIT);
  });
});
