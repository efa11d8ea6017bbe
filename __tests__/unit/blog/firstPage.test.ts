/**
 * The feed's first request leaves before React arrives (src/islands/timing.ts, the blog island's `prepare`), and the
 * feed adopts it: one request for the first page, not two, and the feed's own deadline still governs it.
 */
import { withFirstPageAsked } from '../../../src/views/blog/feedClient';

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
