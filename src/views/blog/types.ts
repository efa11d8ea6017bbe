export type MediaItem =
  | { kind: 'photo'; url: string }
  | { kind: 'video'; url: string }
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

/** A post in the feed, with its place in the batch it arrived in (for the fade-in stagger). */
export interface FeedPost extends BlogPost {
  staggerIndex: number;
}

/**
 * Loads the rows at `offset` (one page); rejects when the backend cannot be
 * read. `signal` aborts when the feed gives up (deadline, or the visitor left).
 */
export type LoadPage = (offset: number, signal?: AbortSignal) => Promise<unknown[]>;
