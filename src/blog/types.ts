/**
 * What a card keeps of a photo it crops (Netlify Image CDN's `position`): the centre, or one edge of a portrait (top,
 * bottom) or of a landscape (left, right).
 */
export type PhotoPosition = 'center' | 'top' | 'bottom' | 'left' | 'right';

export type MediaItem =
  /** `alt`: the editor's description for people who cannot see it; none: the feed's generated label. */
  | { kind: 'photo'; url: string; alt?: string; position?: PhotoPosition }
  | { kind: 'video'; url: string; alt?: string }
  /** A Telegram post, embedded through its widget URL (`?embed=1`). */
  | { kind: 'telegram'; url: string };

/** A post the feed can render: untrusted fields checked, media reduced to what is safe to show. */
export interface BlogPost {
  id: string;
  content: string;
  media: MediaItem[];
  publishedAt: string | null;
  /** The post's address, /blog/<slug> (postSlug.ts); absent when the backend sent none that is one. */
  slug?: string;
  /** When the post was last edited, as the backend sent it. */
  updatedAt?: string;
}

/** A post the public view shows, with the address and the date its page needs (the post pages, RSS, the sitemap). */
export type PublishedPost = BlogPost & { slug: string; publishedAt: string };

/** A post in the feed, with its place in the batch it arrived in (for the fade-in stagger). */
export interface FeedPost extends BlogPost {
  staggerIndex: number;
  /** In a search's results: the words of its text the search found, to be marked (searchMarks.ts). */
  marks?: readonly string[];
}

/**
 * Loads the rows at `offset` (one page); rejects when the backend cannot be
 * read. `signal` aborts when the feed gives up (deadline, or the visitor left).
 */
export type LoadPage = (offset: number, signal?: AbortSignal) => Promise<unknown[]>;

/** The blog page's own title and description in a language (data/<lang>/blog.json): a post page's title, a feed's channel. */
export interface BlogChannel {
  title: string;
  description: string;
}

/** The last post a search has shown, which its next page comes after (the feed's order: newest, then id). */
export interface SearchCursor {
  publishedAt: string;
  id: string;
}

/**
 * Loads one page of the posts that match `query`, the first or the one after `after`; rejects when the backend
 * cannot be read. `signal` as LoadPage's.
 */
export type SearchPage = (query: string, after: SearchCursor | null, signal?: AbortSignal) => Promise<unknown[]>;
