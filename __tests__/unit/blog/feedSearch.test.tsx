/**
 * The blog's search in the feed's island (src/views/blog/BlogFeed.tsx, useSearchQuery.ts, SearchForm.tsx) as a
 * visitor meets it: the field in the page's language, typing and Enter, the matching posts in the feed's cards with
 * the words found marked, the address that holds the search (shared, reloaded, Back), the way back to the feed, and
 * the bounds: long and empty queries, a storm of searches, a backend that answers too much.
 */
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import {
  BLOG_PAGE_SIZE,
  BLOG_REQUEST_TIMEOUT_MS,
  BLOG_SEARCH_DEBOUNCE_MS,
  BLOG_SEARCH_QUERY_MAX_LENGTH,
} from '../../../src/config/constants';
import type { Language } from '../../../src/config/routes';
import type { SearchCursor, SearchPage } from '../../../src/blog/types';
import BlogFeed from '../../../src/views/blog/BlogFeed';
import { renderInPage } from '../support/render';
import { feedProps } from './support/feed';
import { loaderOver, type Row, row } from './support/rows';

const cards = () => screen.queryAllByTestId('blog-post');
const texts = () => screen.queryAllByTestId('blog-post-content').map((p) => p.textContent);
const field = () => screen.getByRole('searchbox');
/** The search the page's address holds, or null. */
const addressQuery = () => new URLSearchParams(window.location.search).get('q');
/** The feed's status line, shown or hidden. */
const status = () => screen.getByRole('status', { hidden: true });

/** Thirteen posts of the feed; three of them about casting, newest first. */
const FEED = Array.from({ length: 13 }, (_, i) =>
  row(i + 1, { content: [2, 6, 9].includes(i + 1) ? `Кастинг номер ${i + 1}` : `Пост ${i + 1}` }),
);

/**
 * A search over `rows` as the database function answers: the rows whose text holds the query (any case), after the
 * cursor, a page of them, each with the query as its word found.
 */
function searchOver(rows: readonly Row[]) {
  return jest.fn<Promise<unknown[]>, Parameters<SearchPage>>((query, after) => {
    const found = rows.filter((r) => r.content.toLowerCase().includes(query.toLowerCase()));
    const from = after ? found.findIndex((r) => r.id === after.id) + 1 : 0;
    return Promise.resolve(found.slice(from, from + BLOG_PAGE_SIZE).map((r) => ({ ...r, search_marks: [query.toLowerCase()] })));
  });
}

function renderFeed(language: Language, search: SearchPage, feed = loaderOver(FEED)) {
  renderInPage(<BlogFeed {...feedProps(language)} loadPage={feed} searchPage={search} />, language);
  return feed;
}

/** Types `text` into the field, then lets typing pause for as long as the feed waits. */
function typeAndPause(text: string) {
  fireEvent.change(field(), { target: { value: text } });
  act(() => {
    jest.advanceTimersByTime(BLOG_SEARCH_DEBOUNCE_MS);
  });
}

beforeEach(() => {
  jest.useFakeTimers();
  window.history.replaceState(null, '', '/blog');
});

afterEach(() => {
  jest.useRealTimers();
  window.history.replaceState(null, '', '/');
});

test.each([
  ['ru', 'Поиск по блогу', 'Найти'],
  ['en', 'Search the blog', 'Search'],
] as const)('the search field is labelled in the page’s language (%s)', async (language, label, button) => {
  renderFeed(language, searchOver(FEED));
  expect(screen.getByRole('searchbox', { name: label })).toBeInTheDocument();
  expect(within(screen.getByRole('search')).getByRole('button', { name: button })).toBeInTheDocument();
  await waitFor(() => expect(cards()).toHaveLength(5));
});

test('typing searches once it pauses: the matching posts in the feed’s cards, newest first, and the address holds the query', async () => {
  const search = searchOver(FEED);
  renderFeed('ru', search);
  await waitFor(() => expect(cards()).toHaveLength(5));
  const entries = window.history.length;
  for (const typed of ['к', 'ка', 'кас', 'кастинг']) fireEvent.change(field(), { target: { value: typed } });
  act(() => {
    jest.advanceTimersByTime(BLOG_SEARCH_DEBOUNCE_MS - 1);
  });
  expect(search).not.toHaveBeenCalled();
  act(() => {
    jest.advanceTimersByTime(1);
  });
  await waitFor(() => expect(texts()).toEqual(['Кастинг номер 2', 'Кастинг номер 6', 'Кастинг номер 9']));
  expect(search.mock.calls.map(([query, after]) => [query, after])).toEqual([['кастинг', null]]);
  expect(window.location.pathname).toBe('/blog');
  expect(addressQuery()).toBe('кастинг');
  // Going from the feed to a search is a step of its own in the history.
  expect(window.history.length).toBe(entries + 1);
});

test('Enter (the search button) searches at once; refining the search replaces its entry in the history', async () => {
  const search = searchOver(FEED);
  renderFeed('en', search);
  fireEvent.change(field(), { target: { value: 'кастинг номер 6' } });
  fireEvent.click(screen.getByRole('button', { name: 'Search' }));
  await waitFor(() => expect(texts()).toEqual(['Кастинг номер 6']));
  const entries = window.history.length;
  typeAndPause('кастинг номер 9');
  await waitFor(() => expect(texts()).toEqual(['Кастинг номер 9']));
  expect(addressQuery()).toBe('кастинг номер 9');
  expect(window.history.length).toBe(entries);
  expect(search.mock.calls.map(([query]) => query)).toEqual(['кастинг номер 6', 'кастинг номер 9']);
});

test('Back from a search shows the feed again, and Forward the search', async () => {
  const search = searchOver(FEED);
  const feed = renderFeed('ru', search);
  await waitFor(() => expect(cards()).toHaveLength(5));
  typeAndPause('кастинг');
  await waitFor(() => expect(cards()).toHaveLength(3));
  act(() => {
    window.history.pushState(null, '', '/blog');
    window.dispatchEvent(new PopStateEvent('popstate'));
  });
  await waitFor(() => expect(cards()).toHaveLength(5));
  expect(field()).toHaveValue('');
  // The feed from its first page again.
  expect(feed.mock.calls.filter(([offset]) => offset === 0)).toHaveLength(2);
  act(() => {
    window.history.pushState(null, '', '/blog?q=%D0%BA%D0%B0%D1%81%D1%82%D0%B8%D0%BD%D0%B3');
    window.dispatchEvent(new PopStateEvent('popstate'));
  });
  await waitFor(() => expect(cards()).toHaveLength(3));
  expect(field()).toHaveValue('кастинг');
});

test('opened at an address that holds a search (a shared link, a reload), the feed shows that search and never asks for the feed', async () => {
  window.history.replaceState(null, '', '/blog?q=%D0%BA%D0%B0%D1%81%D1%82%D0%B8%D0%BD%D0%B3');
  const search = searchOver(FEED);
  const feed = renderFeed('ru', search);
  await waitFor(() => expect(texts()).toEqual(['Кастинг номер 2', 'Кастинг номер 6', 'Кастинг номер 9']));
  expect(field()).toHaveValue('кастинг');
  expect(feed).not.toHaveBeenCalled();
});

test.each([
  ['Escape in the field', () => fireEvent.keyDown(field(), { key: 'Escape' })],
  ['the field emptied', () => fireEvent.change(field(), { target: { value: '' } })],
])('%s brings the feed back, at once, at the feed’s own address', async (_how, clear) => {
  const search = searchOver(FEED);
  const feed = renderFeed('ru', search);
  typeAndPause('кастинг');
  await waitFor(() => expect(cards()).toHaveLength(3));
  act(() => {
    clear();
  });
  await waitFor(() => expect(cards()).toHaveLength(5));
  expect(field()).toHaveValue('');
  expect(window.location.search).toBe('');
  expect(feed.mock.calls.filter(([offset]) => offset === 0)).toHaveLength(2);
});

test.each([
  ['ru', 'По запросу «съёмка» ничего не нашлось', 'Показать все записи'],
  ['en', 'Nothing found for “съёмка”', 'Show all posts'],
] as const)(
  'a search that finds nothing says so in the page’s language, with the feed one click away (%s)',
  async (language, message, showAll) => {
    renderFeed(language, searchOver(FEED));
    typeAndPause('съёмка');
    await waitFor(() => expect(status()).toHaveTextContent(message));
    expect(cards()).toHaveLength(0);
    const link = screen.getByRole('link', { name: showAll });
    expect(link).toHaveAttribute('href', language === 'ru' ? '/blog' : '/en/blog');
    fireEvent.click(link);
    await waitFor(() => expect(cards()).toHaveLength(5));
    expect(screen.queryByText(message)).not.toBeInTheDocument();
    expect(field()).toHaveValue('');
  },
);

test('the words found are marked in the card’s text wherever they stand, in any case and with ё for е; other words are not', async () => {
  const content = 'Кастинг открыт: кастинги идут, КАСТИНГ. Ёлка и елка; перекастинг';
  const search: SearchPage = () => Promise.resolve([{ ...row(1, { content }), search_marks: ['кастинг', 'елка'] }]);
  renderFeed('ru', search);
  typeAndPause('кастинг ёлка');
  await waitFor(() => expect(cards()).toHaveLength(1));
  const text = screen.getByTestId('blog-post-content');
  expect([...text.querySelectorAll('mark')].map((mark) => mark.textContent)).toEqual(['Кастинг', 'КАСТИНГ', 'Ёлка', 'елка']);
  expect(text).toHaveTextContent(content);
});

test('a search pages as the feed does, each page after the last post shown, with the same infinite scroll', async () => {
  const many = Array.from({ length: 12 }, (_, i) => row(i + 1, { content: `Кастинг ${i + 1}` }));
  const search = searchOver(many);
  renderFeed('ru', search, loaderOver(FEED));
  typeAndPause('кастинг');
  // The page is not filled in jsdom: the feed goes on loading, as on a tall screen.
  await waitFor(() => expect(cards()).toHaveLength(12));
  const cursor = (n: number): SearchCursor => ({ publishedAt: many[n - 1]!.published_at, id: many[n - 1]!.id });
  expect(search.mock.calls.map(([query, after]) => [query, after])).toEqual([
    ['кастинг', null],
    ['кастинг', cursor(5)],
    ['кастинг', cursor(10)],
  ]);
});

test(`a query longer than ${BLOG_SEARCH_QUERY_MAX_LENGTH} characters is cut; one of punctuation alone is no search`, async () => {
  const search = searchOver(FEED);
  renderFeed('ru', search);
  await waitFor(() => expect(cards()).toHaveLength(5));
  typeAndPause('?! … «»');
  expect(search).not.toHaveBeenCalled();
  expect(window.location.search).toBe('');
  expect(field()).toHaveAttribute('maxlength', String(BLOG_SEARCH_QUERY_MAX_LENGTH));
  typeAndPause(`кастинг ${'я'.repeat(10_000)}`);
  await waitFor(() => expect(search).toHaveBeenCalledTimes(1));
  expect(search.mock.calls[0]![0]).toBe(`кастинг ${'я'.repeat(BLOG_SEARCH_QUERY_MAX_LENGTH - 'кастинг '.length)}`);
  // The cut query finds no post: its answer drawn, the feed's cards give way to none.
  await waitFor(() => expect(cards()).toHaveLength(0));
});

test('a thousand searches in a row: one request at a time (each one replaced is aborted), never more than a page drawn, the last search shown', async () => {
  const signals: AbortSignal[] = [];
  let mostCards = 0;
  const counter = new MutationObserver(() => (mostCards = Math.max(mostCards, cards().length)));
  counter.observe(document.body, { childList: true, subtree: true });
  // A backend that lies: 500 rows for every search, a task later.
  const search = jest.fn<Promise<unknown[]>, Parameters<SearchPage>>((query, _after, signal) => {
    signals.push(signal!);
    return new Promise((resolve) =>
      setTimeout(
        () => resolve(Array.from({ length: 500 }, (_, i) => ({ ...row(i + 1, { content: `${query} ${i}` }), id: `${query}-${i}` }))),
        1,
      ),
    );
  });
  renderFeed('ru', search);
  const [input, button] = [field(), screen.getByRole('button', { name: 'Найти' })];
  for (let n = 1; n <= 1000; n += 1) {
    fireEvent.change(input, { target: { value: `запрос${n}` } });
    fireEvent.click(button);
    expect(signals.filter((signal) => !signal.aborted).length).toBeLessThanOrEqual(1);
  }
  act(() => {
    jest.advanceTimersByTime(10);
  });
  await waitFor(() => expect(texts()[0]).toBe('запрос1000 0'));
  counter.disconnect();
  expect(search).toHaveBeenCalledTimes(1000);
  expect(signals.slice(0, -1).every((signal) => signal.aborted)).toBe(true);
  // The count was watched (the feed's first page, then the last search's), and never passed a page.
  expect(mostCards).toBe(BLOG_PAGE_SIZE);
  expect(cards()).toHaveLength(BLOG_PAGE_SIZE);
});

test('a search that gets no answer ends loading at the feed’s deadline, with the error in the console only', async () => {
  const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  renderFeed('ru', () => new Promise(() => {}));
  await waitFor(() => expect(cards()).toHaveLength(5));
  typeAndPause('кастинг');
  expect(status()).toHaveTextContent('Загрузка...');
  act(() => {
    jest.advanceTimersByTime(BLOG_REQUEST_TIMEOUT_MS);
  });
  await waitFor(() => expect(status()).not.toBeVisible());
  expect(cards()).toHaveLength(0);
  expect(error).toHaveBeenCalledWith('Blog feed: could not load posts', expect.objectContaining({ name: 'DeadlineError' }));
  error.mockRestore();
});

test('what a search brings is shown as text: markup in a post, in the words found and in the query runs nothing', async () => {
  const content = '<img src=x onerror="window.__xss=1"> <script>window.__xss=2</script> script';
  const search: SearchPage = () => Promise.resolve([{ ...row(1, { content }), search_marks: ['script', '<img', '(', '.*'] }]);
  renderFeed('ru', search);
  typeAndPause('<script>');
  await waitFor(() => expect(cards()).toHaveLength(1));
  const text = screen.getByTestId('blog-post-content');
  expect(text).toHaveTextContent(content);
  expect(text.querySelectorAll('img, script')).toHaveLength(0);
  // A word found is text to look for, never a pattern: '(' and '.*' match nothing here.
  expect([...text.querySelectorAll('mark')].map((mark) => mark.textContent)).toEqual(['<img', 'script', 'script', 'script']);
  expect((window as { __xss?: number }).__xss).toBeUndefined();
});
