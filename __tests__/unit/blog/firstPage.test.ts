/**
 * The feed's first request leaves before React arrives (src/islands/prepare/blogFeed.ts, the blog island's `prepare`), and the
 * feed adopts it: one request for the first page, not two, and the feed's own deadline still governs it.
 */
import { feedSource, withFirstPageAsked } from '../../../src/blog/feedClient';
import { photoSources } from '../../../src/blog/photoSources';

test('the first page is asked for at once, and the feed’s first call adopts that request', async () => {
  const rows = [{ id: 'a' }];
  const load = jest.fn((_offset: number) => Promise.resolve(rows));
  const feedLoad = withFirstPageAsked(load);
  expect(load.mock.calls.map(([offset]) => offset)).toEqual([0]);
  await expect(feedLoad(0, new AbortController().signal)).resolves.toBe(rows);
  expect(load).toHaveBeenCalledTimes(1);
  // Later pages, and a first page asked for again (a feed started anew), are requests of their own.
  await feedLoad(5);
  await feedLoad(0);
  expect(load.mock.calls.map(([offset]) => offset)).toEqual([0, 5, 0]);
});

test('when the feed gives up on the adopted request (its deadline), the request is aborted', () => {
  let early: AbortSignal | undefined;
  const load = jest.fn((_offset: number, signal?: AbortSignal) => {
    early = signal;
    return new Promise<unknown[]>(() => {});
  });
  const feedLoad = withFirstPageAsked(load);
  const deadline = new AbortController();
  void feedLoad(0, deadline.signal);
  expect(early?.aborted).toBe(false);
  deadline.abort(new Error('no answer within 8000 ms'));
  expect(early?.aborted).toBe(true);
});

test('a first request that fails before the feed asks is reported when the feed adopts it, not before', async () => {
  const unhandled = jest.fn();
  process.on('unhandledRejection', unhandled);
  try {
    const feedLoad = withFirstPageAsked(() => Promise.reject(new Error('refused')));
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(unhandled).not.toHaveBeenCalled();
    await expect(feedLoad(0)).rejects.toThrow('refused');
  } finally {
    process.off('unhandledRejection', unhandled);
  }
});

describe('the feed’s loader in the browser', () => {
  const BACKEND = 'https://project.example.co';
  const row = (id: unknown, urls: unknown[], types: unknown[]) => ({ id, content: 'text', media_urls: urls, media_types: types });
  let fetched: Array<{ url: string; init?: RequestInit }>;
  let workers: string[];
  let answer: unknown[];

  beforeEach(() => {
    process.env.GATSBY_SUPABASE_URL = BACKEND;
    process.env.GATSBY_SUPABASE_ANON_KEY = 'anon-key';
    fetched = [];
    workers = [];
    answer = [];
    // The browser's fetch and Worker, which jsdom lacks: the requests are recorded, the rows answered.
    global.fetch = jest.fn((url: string, init?: RequestInit) => {
      fetched.push({ url, init });
      return Promise.resolve({
        ok: true,
        status: 200,
        headers: { get: () => null },
        body: null,
        text: () => Promise.resolve(JSON.stringify(answer)),
      } as unknown as Response);
    }) as typeof fetch;
    global.Worker = class {
      constructor(url: string) {
        workers.push(url);
      }
      addEventListener() {}
      postMessage() {}
    } as unknown as typeof Worker;
  });

  const firstPageUrl = `${BACKEND}/rest/v1/blog_posts_public?select=*&order=published_at.desc%2Cid.desc&offset=0&limit=5`;
  const storage = (name: string) => `${BACKEND}/storage/v1/object/public/blog-media/${name}`;
  /** The images the page script started (the browser's Image, whose requests jsdom does not make), as their sources. */
  let images: Array<Record<string, string>>;
  const preloads = () => images.map((image) => ({ ...image }));
  beforeEach(() => {
    images = [];
    global.Image = class {
      constructor() {
        const image: Record<string, string> = {};
        images.push(image);
        return image;
      }
    } as unknown as typeof Image;
  });

  test('the first page comes by the plain request; supabase-js’s worker starts when the feed wants its second page', async () => {
    answer = [row('a', [], [])];
    const load = feedSource().loadPage;
    expect(fetched).toEqual([]);
    await expect(load(0)).resolves.toEqual(answer);
    expect(fetched.map(({ url }) => url)).toEqual([firstPageUrl]);
    expect(workers).toEqual([]);
    void load(5);
    void load(10);
    expect(workers).toHaveLength(1);
    expect(fetched).toHaveLength(1);
  });

  test('of an answer holding more rows than asked for, the first page is the first five', async () => {
    answer = Array.from({ length: 500 }, (_, i) => row(`r${i}`, [], []));
    await expect(feedSource().loadPage(0)).resolves.toEqual(answer.slice(0, 5));
  });

  test('the photo the feed shows first is preloaded as soon as the rows name it, with the candidates and sizes of its card’s image', async () => {
    answer = [row('a', [storage('first.jpg'), storage('second.jpg')], ['photo', 'photo']), row('b', [storage('b.jpg')], ['photo'])];
    await feedSource().loadPage(0);
    // Two items: the first is drawn in one of two columns.
    const { src, srcSet, sizes } = photoSources(storage('first.jpg'), 'half', BACKEND);
    expect(preloads()).toEqual([{ fetchPriority: 'high', srcset: srcSet, sizes, src }]);
    // An image's request, not a fetch: the card's image then takes it from the memory cache.
    expect(fetched.map(({ url }) => url)).toEqual([firstPageUrl]);
  });

  test.each([
    [
      'a first row the feed drops (no id): the next post’s photo, across its card',
      [row('', [storage('x.jpg')], ['photo']), row('b', [storage('b.jpg')], ['photo'])],
      { srcset: photoSources(storage('b.jpg'), 'full', BACKEND).srcSet },
    ],
    [
      'an item the feed cannot show first: the first it shows',
      [row('a', ['javascript:alert(1)', storage('a.jpg')], ['photo', 'photo'])],
      { srcset: photoSources(storage('a.jpg'), 'full', BACKEND).srcSet },
    ],
    [
      'a photo on another https host: that photo as it is',
      [row('a', ['https://elsewhere.example/a.jpg'], ['photo'])],
      { src: 'https://elsewhere.example/a.jpg' },
    ],
  ])('%s', async (_case, rows, expected) => {
    answer = rows;
    await feedSource().loadPage(0);
    expect(preloads()).toEqual([expect.objectContaining({ fetchPriority: 'high', ...expected })]);
  });

  test.each([
    ['a video first', [row('a', [`${BACKEND}/v.mp4`, storage('a.jpg')], ['video', 'photo'])]],
    ['a photo on a plain-http host (the CSP would refuse it)', [row('a', ['http://elsewhere.example/a.jpg'], ['photo'])]],
    ['no posts', []],
  ])('%s: nothing', async (_case, rows) => {
    answer = rows;
    await feedSource().loadPage(0);
    expect(preloads()).toEqual([]);
  });
});
