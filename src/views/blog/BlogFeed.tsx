import { css } from '@emotion/react';
import { useState } from 'react';
import type { Language } from '../../config/routes';
import { useAnnounceDrawn } from './useAnnounceDrawn';
import { feedLoader } from '../../blog/feedClient';
import type { FeedStrings } from '../../blog/feedStrings';
import { listStyle, statusStyle } from './feedStyles';
import { PostCard } from './PostCard';
import type { LoadPage } from '../../blog/types';
import { useBlogFeed } from './useBlogFeed';

export interface BlogFeedProps {
  language: Language;
  strings: FeedStrings;
  /**
   * Where pages of posts come from: the feed's loader with its first page already asked for (the islands' page
   * script prepares it, src/islands/prepare/blogFeed.ts), or a test's loader. Without one, the feed makes the same loader itself
   * (the development server, where Gatsby renders the page) and asks its first page on hydration.
   */
  loadPage?: LoadPage;
}

/**
 * The blog's feed (product §2, §4, §7, §8): a client-only island (src/islands/) that pages through the blog's Supabase
 * view after hydration. The build renders it as it first is, loading; the browser hydrates it and loads. It holds a
 * screen's height from the start, so the posts that arrive fill space already kept for them instead of pushing the
 * footer down under the visitor's eyes.
 */
export default function BlogFeed({ language, strings, loadPage }: BlogFeedProps) {
  const [load] = useState<LoadPage>(() => loadPage ?? feedLoader());
  const { posts, status } = useBlogFeed(load, language);
  useAnnounceDrawn(status);
  const message = status === 'loading' ? strings.loading : status === 'empty' ? strings.empty : '';
  return (
    <section aria-label={strings.feedLabel} aria-busy={status === 'loading'} css={css({ minHeight: '100vh' })}>
      {posts.length > 0 && (
        <ol css={listStyle}>
          {posts.map((post, index) => (
            <PostCard key={post.id} post={post} language={language} strings={strings} lead={index === 0} />
          ))}
        </ol>
      )}
      <p
        role="status"
        hidden={status === 'idle'}
        data-testid={status === 'loading' ? 'blog-loading' : status === 'empty' ? 'blog-empty' : undefined}
        css={(theme) => statusStyle(theme, status === 'loading')}
      >
        {message}
      </p>
    </section>
  );
}
