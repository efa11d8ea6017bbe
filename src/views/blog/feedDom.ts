import { BLOG_CARD_STAGGER_MS, BLOG_REQUEST_TIMEOUT_MS } from '../../config/constants';
import type { Language } from '../../config/routes';
import { withDeadline } from './deadline';
import type { FeedClass } from './feedStyles';
import { formatPostDate, warmDateFormatter } from './formatDate';
import { isNearPageBottom } from './nearBottom';
import { toBlogPost } from './normalize';
import { hasMoreAfter } from './paging';
import type { BlogPost, LoadPage, MediaItem } from './types';
import { videoControls, type VideoControls } from './videoControls';

/** The UI strings the feed shows (locales/<lang>/common.json, `blog.*`); labels keep i18next's `{{name}}` slots. */
export const FEED_STRING_KEYS = [
  'loading',
  'empty',
  'telegramTitle',
  'videoFallback',
  'photoAlt',
  'photoAltPlain',
  'videoLabel',
  'videoLabelPlain',
] as const;
type FeedStringKey = (typeof FEED_STRING_KEYS)[number];

/**
 * What the built page hands the feed script, as JSON in the feed's section
 * (BlogFeed.tsx): the page language, its strings, and the class names of the
 * styles rendered into the page's CSS (feedStyles.ts).
 */
export interface FeedConfig {
  language: Language;
  strings: Record<FeedStringKey, string>;
  classes: Record<FeedClass, string>;
}

/** The attribute of the feed's `<section>` and of the JSON block inside it. */
export const FEED_ROOT = 'data-blog-feed';
export const FEED_CONFIG = 'data-feed-config';

/** `config` as the text of a `<script type="application/json">`: no `<` can end the element early. */
export function feedConfigJson(config: FeedConfig): string {
  return JSON.stringify(config).replace(/</g, '\\u003c');
}

function readConfig(root: HTMLElement): FeedConfig {
  const block = root.querySelector(`script[${FEED_CONFIG}]`);
  if (!block?.textContent) throw new Error(`Blog feed: no ${FEED_CONFIG} block in the feed's section`);
  return JSON.parse(block.textContent) as FeedConfig;
}

/** i18next's `{{name}}` interpolation, for the few labels the feed fills in the browser. */
function fill(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{\{\s*(\w+)\s*\}\}/g, (slot, name: string) => (name in values ? String(values[name]) : slot));
}

/** The first line of a post, short, to describe its photos. */
function excerptOf(content: string): string {
  const line = content.trim().split('\n')[0] ?? '';
  return line.length > 80 ? `${line.slice(0, 79)}…` : line;
}

function element<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  className: string | null,
  attributes: Record<string, string> = {},
  text?: string,
): HTMLElementTagNameMap[K] {
  const node = document.createElement(tag);
  if (className) node.className = className;
  for (const [name, value] of Object.entries(attributes)) node.setAttribute(name, value);
  if (text !== undefined) node.textContent = text;
  return node;
}

/**
 * One media item (SPEC §2): a lazy photo, a video with controls (given by `videos` once it nears the screen:
 * videoControls.ts), or an embedded Telegram post.
 */
function mediaView({ classes, strings }: FeedConfig, item: MediaItem, label: string, videos: VideoControls): HTMLElement {
  switch (item.kind) {
    case 'telegram':
      // The sandbox grants only what the widget needs: its own scripts and cookies on t.me (a cross-origin frame,
      // so allow-same-origin gives it nothing of ours) and opening links in a new tab.
      return element('iframe', classes.embed, {
        src: item.url,
        title: strings.telegramTitle,
        loading: 'lazy',
        sandbox: 'allow-scripts allow-same-origin allow-popups allow-popups-to-escape-sandbox',
        referrerpolicy: 'strict-origin-when-cross-origin',
        'data-testid': 'blog-embed',
      });
    case 'video': {
      const video = element('video', classes.frame, { src: item.url, title: label, preload: 'none', playsinline: '' }, strings.videoFallback);
      videos.watch(video);
      return video;
    }
    case 'photo':
      return element('img', classes.frame, { src: item.url, alt: label, loading: 'lazy', decoding: 'async' });
  }
}

function mediaGrid(config: FeedConfig, media: readonly MediaItem[], excerpt: string, videos: VideoControls): HTMLElement | null {
  if (media.length === 0) return null;
  const count = media.length;
  const gridClass = count === 1 ? config.classes.media1 : count === 3 ? config.classes.media3 : config.classes.media2;
  const grid = element('div', gridClass, { 'data-testid': 'blog-media', 'data-columns': count === 1 ? '1' : '2' });
  media.forEach((item, i) => {
    const video = item.kind === 'video';
    const label = fill(
      config.strings[excerpt ? (video ? 'videoLabel' : 'photoAlt') : video ? 'videoLabelPlain' : 'photoAltPlain'],
      { index: i + 1, count, excerpt },
    );
    const cell = element('div', null, { 'data-testid': 'blog-media-item', 'data-kind': item.kind });
    cell.append(mediaView(config, item, label, videos));
    grid.append(cell);
  });
  return grid;
}

/**
 * One post (SPEC §2, §3) as a list item. Every field goes in as text or an
 * attribute value, never as markup, so markup in a post shows as text and
 * never runs; `pre-line` keeps its line breaks. `stagger` is its place in the
 * page it arrived with (the fade-in delay).
 */
function postCard(config: FeedConfig, post: BlogPost, stagger: number, videos: VideoControls): HTMLLIElement {
  const card = element('article', config.classes.card, { 'data-testid': 'blog-post' });
  card.style.animationDelay = `${stagger * BLOG_CARD_STAGGER_MS}ms`;
  const date = formatPostDate(post.publishedAt, config.language);
  if (date && post.publishedAt) card.append(element('time', config.classes.date, { datetime: post.publishedAt }, date));
  if (post.content) card.append(element('p', config.classes.content, { 'data-testid': 'blog-post-content' }, post.content));
  const media = mediaGrid(config, post.media, excerptOf(post.content), videos);
  if (media) card.append(media);
  const item = element('li', null);
  item.append(card);
  return item;
}

/**
 * Runs the infinite-scroll feed of SPEC §4 in `root`, the feed's section as
 * the page was built (its status line, its JSON config): load on open; load
 * the next page when the visitor scrolls within the threshold of the bottom,
 * or while the page does not yet fill the screen; never while a load runs or
 * once a page came back shorter than the page size, or full but with no post
 * not already shown (issue 12: a backend that ignores offset). Rows are
 * appended, each id once, and only the new cards are built. Each load has a
 * deadline (BLOG_REQUEST_TIMEOUT_MS): past it, the request is aborted and the
 * load counts as failed, which the console alone reports (SPEC §8).
 * Returns a function that stops the feed.
 */
export function startFeed(root: HTMLElement, loadPage: LoadPage): () => void {
  const config = readConfig(root);
  const status = root.querySelector<HTMLElement>('[role="status"]');
  if (!status) throw new Error("Blog feed: no status line in the feed's section");
  let list: HTMLOListElement | null = null;
  let busy = false;
  let more = true;
  let stopped = false;
  let offset = 0;
  const seen = new Set<string>();
  const videos = videoControls();

  const show = (state: 'loading' | 'empty' | null) => {
    root.setAttribute('aria-busy', String(state === 'loading'));
    status.hidden = state === null;
    if (!state) {
      // An empty live region: nothing left for a screen reader or a search to find.
      status.textContent = '';
      status.removeAttribute('data-testid');
      return;
    }
    status.className = state === 'loading' ? config.classes.statusBusy : config.classes.statusIdle;
    status.setAttribute('data-testid', state === 'loading' ? 'blog-loading' : 'blog-empty');
    status.textContent = config.strings[state];
  };

  const append = (posts: readonly BlogPost[]) => {
    if (posts.length === 0) return;
    if (!list) {
      list = element('ol', config.classes.list);
      root.insertBefore(list, status);
    }
    list.append(...posts.map((post, i) => postCard(config, post, i, videos)));
  };

  const loadMore = async (): Promise<void> => {
    if (busy || !more || stopped) return;
    busy = true;
    show('loading');
    try {
      const rows = await withDeadline((signal) => loadPage(offset, signal), BLOG_REQUEST_TIMEOUT_MS);
      if (stopped) return;
      offset += rows.length;
      const fresh: BlogPost[] = [];
      for (const post of rows.map(toBlogPost)) {
        if (!post || seen.has(post.id)) continue;
        seen.add(post.id);
        fresh.push(post);
      }
      more = hasMoreAfter(rows, fresh.length);
      append(fresh);
      show(seen.size === 0 ? 'empty' : null);
    } catch (error) {
      if (stopped) return;
      // SPEC §8: the console only; the visitor sees the posts they have and no message.
      console.error('Blog feed: could not load posts', error);
      more = false;
      show(null);
    } finally {
      busy = false;
    }
    // Keep going while the screen is not filled (or the visitor is already at the bottom). Asked once the new cards
    // are drawn: reading the page's height at once would lay them out inside this task, a long one on a phone.
    requestAnimationFrame(() =>
      setTimeout(() => {
        if (!stopped && isNearPageBottom()) void loadMore();
      }),
    );
  };

  const onScroll = () => {
    if (isNearPageBottom()) void loadMore();
  };
  // While the keyboard is inside an embedded post, its frame is this page's active element but matches no focus
  // selector (Chromium), and the page only sees its own window lose focus: ring the frame then (GlobalStyles.tsx).
  const markFocusedFrame = () => {
    for (const frame of root.querySelectorAll('iframe')) frame.toggleAttribute('data-focused', frame === document.activeElement);
  };
  window.addEventListener('scroll', onScroll, { passive: true });
  window.addEventListener('resize', onScroll, { passive: true });
  window.addEventListener('blur', markFocusedFrame);
  window.addEventListener('focus', markFocusedFrame);
  void loadMore();
  // The date formatter is built in a task of its own while the first page is on its way, not in the task that adds
  // the cards (formatDate.ts says why).
  setTimeout(() => warmDateFormatter(config.language));
  return () => {
    stopped = true;
    videos.stop();
    window.removeEventListener('scroll', onScroll);
    window.removeEventListener('resize', onScroll);
    window.removeEventListener('blur', markFocusedFrame);
    window.removeEventListener('focus', markFocusedFrame);
  };
}
