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
}

/** A post in the feed, with its place in the batch it arrived in (for the fade-in stagger). */
export interface FeedPost extends BlogPost {
  staggerIndex: number;
}

/** Loads the rows at `offset` (one page); rejects when the backend cannot be read. */
export type LoadPage = (offset: number) => Promise<unknown[]>;
