/**
 * The blog's twin: the built blog page with its first page of posts already in the HTML, as if the build
 * had rendered them, and no script or web font (bench/floorTwin.ts). The posts come from the bench's backend, through
 * the real supabase-js client and the feed's own query and row checks, and are drawn by the feed's own card (the same
 * markup, styles and photos the feed draws in the browser). It answers the question the floor twin leaves open for
 * the blog, whose floor never shows a post: what the feed's loading on open (product §4) costs against posts built in.
 */
import { ThemeProvider } from '@emotion/react';
import { createClient } from '@supabase/supabase-js';
import { renderToStaticMarkup } from 'react-dom/server';
import ws from 'ws';
import type { Language } from '../src/config/routes';
import { renderWithCriticalStyles } from '../src/theme/criticalStyles';
import { uiStringsI18n } from '../src/i18n/uiStrings';
import { theme } from '../src/theme/theme';
import { fetchBlogPage } from '../src/blog/api';
import { feedStrings } from '../src/blog/feedStrings';
import { listStyle } from '../src/views/blog/feedStyles';
import { toBlogPost } from '../src/blog/normalize';
import { PostCard } from '../src/views/blog/PostCard';
import type { FeedPost } from '../src/blog/types';
import { floorTwin } from './floorTwin';

/** The feed's status line as built ('Loading...'), which the posts replace. */
const STATUS = /<p role="status"[^>]*>[^<]*<\/p>/;

/** The first page of posts, as the feed would show it. */
async function firstPage(url: string, anonKey: string): Promise<FeedPost[]> {
  // Node before 22 has no WebSocket of its own, which supabase-js's realtime client wants (a browser has one).
  const client = createClient(url, anonKey, { auth: { persistSession: false }, realtime: { transport: ws as never } });
  const rows = await fetchBlogPage(client, 0);
  return rows.flatMap((row, i) => {
    const post = toBlogPost(row);
    return post ? [{ ...post, staggerIndex: i }] : [];
  });
}

/** The posts as the feed's list, with the styles the list needs. */
function postsMarkup(posts: readonly FeedPost[], language: Language): { html: string; styles: string } {
  const strings = feedStrings(uiStringsI18n(language).t);
  const { html, styles } = renderWithCriticalStyles(
    <ThemeProvider theme={theme}>
      <ol css={listStyle}>
        {posts.map((post, index) => (
          <PostCard key={post.id} post={post} language={language} strings={strings} lead={index === 0} />
        ))}
      </ol>
    </ThemeProvider>,
  );
  return { html, styles: renderToStaticMarkup(<>{styles}</>) };
}

/** The feed's first page of posts as its list and the styles the list needs, in each language. */
export type PostLists = Record<Language, { html: string; styles: string }>;

/** The first page of posts from the backend at `url`, drawn as the feed's list in each language. */
export async function blogPostLists(url: string, anonKey: string): Promise<PostLists> {
  const posts = await firstPage(url, anonKey);
  if (posts.length === 0) throw new Error(`The blog backend at ${url} has no posts: the blog's twin would show none`);
  return { ru: postsMarkup(posts, 'ru'), en: postsMarkup(posts, 'en') };
}

/** The language of a built page, by its path. */
export const pageLanguage = (path: string): Language => (path.startsWith('/en') ? 'en' : 'ru');

/** A transform of built blog pages into their twins with posts (other pages: their floor twin). */
export async function blogTwins(url: string, anonKey: string): Promise<(html: string, path: string) => string> {
  const rendered = await blogPostLists(url, anonKey);
  return (html, path) => {
    const twin = floorTwin(html);
    if (!/\/blog\/?$/.test(path)) return twin;
    const { html: list, styles } = rendered[pageLanguage(path)];
    if (!STATUS.test(twin)) throw new Error(`${path}: no feed status line to put the posts in`);
    return twin.replace(STATUS, list).replace('</head>', `${styles}</head>`);
  };
}
