/**
 * A feed video gets its controls and its metadata when it nears the screen or takes focus (FeedVideo.tsx).
 * jsdom has no IntersectionObserver: a stand-in reports what the browser would, and records what it watches.
 */
import { act, fireEvent, screen } from '@testing-library/react';
import BlogFeed from '../../../src/views/blog/BlogFeed';
import { feedProps } from './support/feed';
import { renderInPage } from '../support/render';
import { loaderOver, row } from './support/rows';

class StandInObserver {
  static all: StandInObserver[] = [];
  readonly watched = new Set<Element>();
  disconnected = false;
  constructor(
    readonly report: (entries: Array<Pick<IntersectionObserverEntry, 'target' | 'isIntersecting'>>) => void,
    readonly options?: IntersectionObserverInit,
  ) {
    StandInObserver.all.push(this);
  }
  observe(el: Element) {
    this.watched.add(el);
  }
  unobserve(el: Element) {
    this.watched.delete(el);
  }
  disconnect() {
    this.disconnected = true;
    this.watched.clear();
  }
  /** The browser's report that `el` came within the observer's margin of the viewport. */
  near(el: Element) {
    act(() => this.report([{ target: el, isIntersecting: true }]));
  }
}

/** What the page asks the browser to watch: every element some observer still observes, with the margin asked. */
const watching = () => ({
  margins: new Set(StandInObserver.all.map((o) => o.options?.rootMargin)),
  watched: new Set(StandInObserver.all.flatMap((o) => [...o.watched])),
});
/** The browser's report that `el` came within the margin of the viewport, to whichever observer watches it. */
const near = (el: Element) => StandInObserver.all.find((o) => o.watched.has(el))?.near(el);
const videos = () => [...document.querySelectorAll('video')];

beforeEach(() => {
  StandInObserver.all = [];
  (window as unknown as { IntersectionObserver: unknown }).IntersectionObserver = StandInObserver;
});
afterEach(() => {
  delete (window as unknown as { IntersectionObserver?: unknown }).IntersectionObserver;
});

async function showVideos(n: number) {
  const urls = Array.from({ length: n }, (_, i) => `https://cdn.example.org/reel-${i}.webm`);
  const view = renderInPage(
    <BlogFeed
      {...feedProps('en')}
      loadPage={loaderOver([row(1, { content: 'Reels', media_urls: urls, media_types: urls.map(() => 'video') })])}
    />,
    'en',
  );
  await screen.findByTestId('blog-post');
  return view;
}

test('a video far from the screen is in the page, named and in the tab order, without controls or a metadata request', async () => {
  await showVideos(2);
  for (const video of videos()) {
    expect(video).toHaveAttribute('src');
    expect(video).toHaveAttribute('title');
    expect(video).toHaveAttribute('preload', 'none');
    expect(video).toHaveAttribute('tabindex', '0');
    expect(video).not.toHaveAttribute('controls');
  }
  expect(watching()).toEqual({ margins: new Set(['100% 0px']), watched: new Set(videos()) });
});

test('the one that nears the screen gets controls and preloads its metadata; the other waits', async () => {
  await showVideos(2);
  const [first, second] = videos() as [HTMLVideoElement, HTMLVideoElement];
  near(first);
  expect(first).toHaveAttribute('controls');
  expect(first).toHaveAttribute('preload', 'metadata');
  expect(second).not.toHaveAttribute('controls');
  expect(watching().watched).toEqual(new Set([second]));
});

test('focus gives a video its controls wherever it is', async () => {
  await showVideos(1);
  const video = videos()[0] as HTMLVideoElement;
  fireEvent.focus(video);
  expect(video).toHaveAttribute('controls');
  expect(video).toHaveAttribute('preload', 'metadata');
  expect(watching().watched.size).toBe(0);
});

test('a stopped feed watches nothing', async () => {
  const view = await showVideos(1);
  view.unmount();
  expect(StandInObserver.all.length).toBeGreaterThan(0);
  expect(StandInObserver.all.every((o) => o.disconnected)).toBe(true);
});

test('without IntersectionObserver every video has its controls at once', async () => {
  delete (window as unknown as { IntersectionObserver?: unknown }).IntersectionObserver;
  await showVideos(2);
  for (const video of videos()) {
    expect(video).toHaveAttribute('controls');
    expect(video).toHaveAttribute('preload', 'metadata');
  }
});
