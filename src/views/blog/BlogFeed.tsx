import { css } from '@emotion/react';
import { useMemo, useState } from 'react';
import type { Language } from '../../config/routes';
import { useAnnounceDrawn } from './useAnnounceDrawn';
import { feedSource, type FeedSource } from '../../blog/feedClient';
import { fill, type FeedStrings } from '../../blog/feedStrings';
import { searchPages } from '../../blog/paging';
import { listStyle, staleStyle, statusStyle } from './feedStyles';
import { PostCard } from './PostCard';
import { SearchForm } from './SearchForm';
import { ShowAllPosts } from './ShowAllPosts';
import type { LoadPage, SearchPage } from '../../blog/types';
import { useBlogFeed } from './useBlogFeed';
import { useSearchQuery } from './useSearchQuery';

export interface BlogFeedProps {
  language: Language;
  strings: FeedStrings;
  /** The site's host, which the search form without JavaScript is restricted to (SearchForm.tsx). */
  siteHost: string;
  /**
   * Where pages of posts come from: the feed's loaders with their first request already on its way (the islands' page
   * script prepares them, src/islands/prepare/blogFeed.ts), or a test's loaders. Without them, the feed makes the same
   * loaders itself (the development server, where Gatsby renders the page) and asks its first page on hydration.
   */
  loadPage?: LoadPage;
  searchPage?: SearchPage;
}

/**
 * The blog's feed (product §2, §4, §7, §8): a client-only island (src/islands/) that pages through the blog's Supabase
 * view after hydration, or through the posts a search finds. The build renders it as it first is, loading; the
 * browser hydrates it and loads. It holds a screen's height from the start, so the posts that arrive fill space
 * already kept for them instead of pushing the footer down under the visitor's eyes.
 */
export default function BlogFeed({ language, strings, siteHost, loadPage, searchPage }: BlogFeedProps) {
  const [source] = useState<FeedSource>(() => ({ ...feedSource(), ...(loadPage && { loadPage }), ...(searchPage && { searchPage }) }));
  const search = useSearchQuery();
  const load = useMemo(() => (search.query ? searchPages(source.searchPage, search.query) : source.loadPage), [source, search.query]);
  const { posts, status, stale } = useBlogFeed(load, language);
  useAnnounceDrawn(status);
  const nothingFound = status === 'empty' && search.query !== '';
  const message =
    status === 'loading'
      ? strings.loading
      : nothingFound
        ? fill(strings.searchEmpty, { query: search.query })
        : status === 'empty'
          ? strings.empty
          : '';
  return (
    <section aria-label={strings.feedLabel} aria-busy={status === 'loading'} css={css({ minHeight: '100vh' })}>
      <SearchForm
        language={language}
        siteHost={siteHost}
        strings={strings}
        text={search.text}
        onType={search.type}
        onSubmit={search.submit}
        onClear={search.clear}
      />
      {posts.length > 0 && (
        <ol css={[listStyle, stale && staleStyle]}>
          {posts.map((post, index) => (
            <PostCard key={post.id} post={post} language={language} strings={strings} lead={index === 0} />
          ))}
        </ol>
      )}
      <p
        role="status"
        hidden={status === 'idle'}
        data-testid={
          status === 'loading' ? 'blog-loading' : nothingFound ? 'blog-search-empty' : status === 'empty' ? 'blog-empty' : undefined
        }
        css={(theme) => statusStyle(theme, status === 'loading')}
      >
        {message}
      </p>
      {nothingFound && <ShowAllPosts language={language} label={strings.searchShowAll} onShowAll={search.clear} />}
    </section>
  );
}
