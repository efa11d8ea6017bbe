import { act, screen, waitFor, within } from '@testing-library/react';
import BlogFeed from '../../../src/views/blog/BlogFeed';
import { FEED_DRAWN_EVENT } from '../../../src/blog/feedDrawn';
import { feedProps } from './support/feed';
import type { LoadPage } from '../../../src/blog/types';
import { renderInPage } from '../support/render';
import { loaderOver, row } from './support/rows';

const cards = () => screen.queryAllByTestId('blog-post');
const thirteen = Array.from({ length: 13 }, (_, i) => row(i + 1));

/** Makes the page taller than the screen, so only scrolling loads more. */
function pageHeight(px: number) {
  Object.defineProperty(document.documentElement, 'scrollHeight', { configurable: true, value: px });
}
function scrollTo(y: number) {
  Object.defineProperty(window, 'scrollY', { configurable: true, value: y });
  act(() => {
    window.dispatchEvent(new Event('scroll'));
  });
}

afterEach(() => {
  pageHeight(0);
  Object.defineProperty(window, 'scrollY', { configurable: true, value: 0 });
});

describe('loading and has-more (product §4)', () => {
  test("shows 'Загрузка...' while the first page is on its way", async () => {
    const load: LoadPage = () => new Promise(() => {});
    renderInPage(<BlogFeed {...feedProps('ru')} loadPage={load} />, 'ru');
    expect(screen.getByText('Загрузка...')).toBeInTheDocument();
  });

  test('keeps loading while the screen is not filled, and stops after a short page', async () => {
    const load = loaderOver(thirteen);
    renderInPage(<BlogFeed {...feedProps('en')} loadPage={load} />, 'en');
    await waitFor(() => expect(cards()).toHaveLength(13));
    expect(load.mock.calls.map(([offset]) => offset)).toEqual([0, 5, 10]);
    expect(screen.queryByText('Loading...')).not.toBeInTheDocument();
    scrollTo(100);
    await act(() => Promise.resolve());
    expect(load).toHaveBeenCalledTimes(3);
  });

  test('loads the next page only when the visitor scrolls within 200 px of the bottom', async () => {
    // Each page of cards makes the document 5000 px taller.
    const load = jest.fn((offset: number) => {
      pageHeight(5000 * (offset / 5 + 1));
      return Promise.resolve(thirteen.slice(offset, offset + 5));
    });
    renderInPage(<BlogFeed {...feedProps('ru')} loadPage={load} />, 'ru');
    await waitFor(() => expect(cards()).toHaveLength(5));
    expect(load).toHaveBeenCalledTimes(1);

    scrollTo(5000 - window.innerHeight - 250);
    await act(() => Promise.resolve());
    expect(load).toHaveBeenCalledTimes(1);

    scrollTo(5000 - window.innerHeight - 150);
    await waitFor(() => expect(cards()).toHaveLength(10));
    expect(load.mock.calls.map(([offset]) => offset)).toEqual([0, 5]);
  });

  test('never starts a second load while one is running', async () => {
    pageHeight(5000);
    let finish: (rows: unknown[]) => void = () => {};
    const load = jest.fn(() => new Promise<unknown[]>((resolve) => (finish = resolve)));
    renderInPage(<BlogFeed {...feedProps('ru')} loadPage={load} />, 'ru');
    scrollTo(5000);
    scrollTo(5000);
    expect(load).toHaveBeenCalledTimes(1);
    await act(async () => finish(thirteen.slice(0, 5)));
    expect(cards()).toHaveLength(5);
  });

  test('shows a post that arrives twice only once', async () => {
    const pages = [thirteen.slice(0, 5), [thirteen[4], thirteen[5], thirteen[6]]];
    const load = jest.fn((offset: number) => Promise.resolve(pages[offset / 5] ?? []));
    renderInPage(<BlogFeed {...feedProps('ru')} loadPage={load} />, 'ru');
    await waitFor(() => expect(cards()).toHaveLength(7));
    expect(screen.getAllByText('Post number 5')).toHaveLength(1);
  });

  test.each([
    ['ru', 'Пока нет постов'],
    ['en', 'No posts yet'],
  ] as const)('says there are no posts (%s)', async (lang, text) => {
    const load = loaderOver([]);
    renderInPage(<BlogFeed {...feedProps(lang)} loadPage={load} />, lang);
    expect(await screen.findByText(text)).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });

  test('a failed load goes to the console only: no loading text, no message, no retries', async () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => {});
    const load = jest.fn(() => Promise.reject(new Error('HTTP 500')));
    const { container } = renderInPage(<BlogFeed {...feedProps('ru')} loadPage={load} />, 'ru');
    await waitFor(() => expect(error).toHaveBeenCalledWith('Blog feed: could not load posts', expect.any(Error)));
    expect(screen.queryByText('Загрузка...')).not.toBeInTheDocument();
    expect(screen.queryByText('Пока нет постов')).not.toBeInTheDocument();
    expect(container).not.toHaveTextContent(/500|error|ошибк/i);
    scrollTo(100);
    await act(() => Promise.resolve());
    expect(load).toHaveBeenCalledTimes(1);
    error.mockRestore();
  });
});

describe('the page hears once that the first page is drawn (its web fonts wait for it)', () => {
  function listen() {
    const heard: number[] = [];
    const listener = () => heard.push(cards().length);
    document.addEventListener(FEED_DRAWN_EVENT, listener);
    return { heard, stop: () => document.removeEventListener(FEED_DRAWN_EVENT, listener) };
  }

  test('after the first posts are in the page, and not again for the next pages', async () => {
    const { heard, stop } = listen();
    renderInPage(<BlogFeed {...feedProps('en')} loadPage={loaderOver(thirteen)} />, 'en');
    await waitFor(() => expect(cards()).toHaveLength(13));
    expect(heard).toEqual([5]);
    stop();
  });

  test('not while the first page is on its way', async () => {
    const { heard, stop } = listen();
    renderInPage(<BlogFeed {...feedProps('ru')} loadPage={() => new Promise(() => {})} />, 'ru');
    await act(() => Promise.resolve());
    expect(heard).toEqual([]);
    stop();
  });

  test.each([
    ['there are no posts', () => Promise.resolve([])],
    ['the first page fails', () => Promise.reject(new Error('HTTP 500'))],
  ])('when %s', async (_, load: LoadPage) => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => {});
    const { heard, stop } = listen();
    renderInPage(<BlogFeed {...feedProps('ru')} loadPage={load} />, 'ru');
    await waitFor(() => expect(heard).toEqual([0]));
    stop();
    error.mockRestore();
  });
});

describe('cards', () => {
  test('fade in with a 0.1 s stagger within each page', async () => {
    renderInPage(<BlogFeed {...feedProps('ru')} loadPage={loaderOver(thirteen)} />, 'ru');
    await waitFor(() => expect(cards()).toHaveLength(13));
    const delays = cards().map((card) => card.style.animationDelay);
    expect(delays.slice(0, 6)).toEqual(['0ms', '100ms', '200ms', '300ms', '400ms', '0ms']);
  });

  test.each([
    ['ru', '14 марта 2026 г.'],
    ['en', 'March 14, 2026'],
  ] as const)('date with a long month in the page locale (%s)', async (lang, text) => {
    const posts = [row(1, { published_at: '2026-03-14T15:30:00+00:00' })];
    renderInPage(<BlogFeed {...feedProps(lang)} loadPage={loaderOver(posts)} />, lang);
    const time = await screen.findByText(text);
    expect(time.tagName).toBe('TIME');
    expect(time).toHaveAttribute('datetime', '2026-03-14T15:30:00+00:00');
  });

  test('text keeps its line breaks and shows markup as text', async () => {
    const content = 'First line\nSecond <b>line</b>';
    renderInPage(<BlogFeed {...feedProps('ru')} loadPage={loaderOver([row(1, { content })])} />, 'ru');
    const text = await screen.findByTestId('blog-post-content');
    expect(text.textContent).toBe(content);
    expect(text.querySelector('b')).toBeNull();
    expect(getComputedStyle(text).whiteSpace).toBe('pre-line');
  });

  test('a row with broken fields renders what it can and the feed goes on', async () => {
    const rows = [
      { id: 'ok-1', content: null, media_urls: null, media_types: null, published_at: 'not a date' },
      { content: 'no id' },
      'not even an object',
      row(4, { media_urls: ['https://example.org/a.jpg', 42], media_types: ['photo'] }),
    ];
    renderInPage(<BlogFeed {...feedProps('en')} loadPage={loaderOver(rows)} />, 'en');
    await waitFor(() => expect(cards()).toHaveLength(2));
    expect(within(cards()[1]!).getAllByRole('img')).toHaveLength(1);
    expect(cards()[0]!.querySelector('time')).toBeNull();
  });
});
