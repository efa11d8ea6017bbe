/** Rows shaped like blog_posts_public answers, for the feed's component tests. */
export interface Row {
  id: string;
  content: string;
  media_urls: unknown;
  media_types: unknown;
  media_alts?: unknown;
  media_positions?: unknown;
  published_at: string;
}

export function row(n: number, extra: Partial<Row> = {}): Row {
  return {
    id: `post-${String(n).padStart(2, '0')}`,
    content: `Post number ${n}`,
    media_urls: [],
    media_types: [],
    published_at: new Date(Date.UTC(2026, 2, 14 - n, 12)).toISOString(),
    ...extra,
  };
}

/** A loader over `rows` that answers pages of five, recording each offset asked for. */
export function loaderOver(rows: unknown[]) {
  return jest.fn((offset: number) => Promise.resolve(rows.slice(offset, offset + 5)));
}

/** The columns the public view blog_posts_public gives anyone (supabase/migrations/): no more, no fewer. */
export const PUBLIC_VIEW_COLUMNS = [
  'content',
  'id',
  'media_alts',
  'media_positions',
  'media_types',
  'media_urls',
  'published_at',
  'slug',
  'updated_at',
];
