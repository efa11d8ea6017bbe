/**
 * The feed's first request leaves before React arrives (src/islands/prepare.ts, the blog island's `prepare`), and the
 * feed adopts it: one request for the first page, not two, and the feed's own deadline still governs it.
 */
import { feedLoader, withFirstPageAsked } from '../../../src/views/blog/feedClient';

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
      return Promise.resolve({ ok: true, status: 200, text: () => Promise.resolve(JSON.stringify(answer)) } as Response);
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
  const photoRequests = () => fetched.filter(({ url }) => url !== firstPageUrl);

  test('the first page comes by the plain request; supabase-js’s worker starts when the feed wants its second page', async () => {
    answer = [row('a', [], [])];
    const load = feedLoader();
    expect(fetched).toEqual([]);
    await expect(load(0)).resolves.toEqual(answer);
    expect(fetched.map(({ url }) => url)).toEqual([firstPageUrl]);
    expect(workers).toEqual([]);
    void load(5);
    void load(10);
    expect(workers).toHaveLength(1);
    expect(fetched).toHaveLength(1);
  });

  test('the photo the feed shows first is sent on its way as soon as the rows name it, as the image asks for it', async () => {
    answer = [
      row('a', [`${BACKEND}/storage/v1/object/public/blog/first.jpg`, `${BACKEND}/second.jpg`], ['photo', 'photo']),
      row('b', [`${BACKEND}/b.jpg`], ['photo']),
    ];
    await feedLoader()(0);
    expect(photoRequests()).toEqual([
      {
        url: `${BACKEND}/storage/v1/object/public/blog/first.jpg`,
        init: expect.objectContaining({ mode: 'no-cors', credentials: 'include' }),
      },
    ]);
  });

  test.each([
    [
      'a first row the feed drops (no id): the next post’s photo',
      [row('', [`${BACKEND}/x.jpg`], ['photo']), row('b', [`${BACKEND}/b.jpg`], ['photo'])],
      [`${BACKEND}/b.jpg`],
    ],
    [
      'an item the feed cannot show first: the first it shows',
      [row('a', ['javascript:alert(1)', `${BACKEND}/a.jpg`], ['photo', 'photo'])],
      [`${BACKEND}/a.jpg`],
    ],
    ['a video first: nothing', [row('a', [`${BACKEND}/v.mp4`, `${BACKEND}/a.jpg`], ['video', 'photo'])], []],
    ['a photo on another origin (outside the CSP’s connect-src): nothing', [row('a', ['https://elsewhere.example/a.jpg'], ['photo'])], []],
    ['no posts: nothing', [], []],
  ])('%s', async (_case, rows, expected) => {
    answer = rows;
    await feedLoader()(0);
    expect(photoRequests().map(({ url }) => url)).toEqual(expected);
  });
});
