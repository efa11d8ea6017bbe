import { css } from '@emotion/react';
import type { ReactNode } from 'react';
import type { Language } from '../../../config/routes';
import { pagePath } from '../../../i18n/paths';
import { textLink } from '../../../components/ui/textLink';
import { VisuallyHidden } from '../../../components/ui/VisuallyHidden';
import { grid } from '../../../components/ui/grid';
import { mq } from '../../../theme/theme';
import { cardStyle, dateStyle } from '../feedStyles';
import type { FeedStrings } from '../../../blog/feedStrings';
import { formatPostDate } from '../../../blog/formatDate';
import { postPath } from '../../../blog/postAddress';
import { excerptOf, PostMedia } from '../PostMedia';
import { PostText } from '../PostText';
import type { PublishedPost } from '../../../blog/types';

/** The chrome of a post page, in the page's language (locales/<lang>/common.json `blog.*`). */
export interface PostPageStrings {
  backToBlog: string;
  postNav: string;
  newerPost: string;
  olderPost: string;
}

export interface PostArticleProps {
  post: PublishedPost;
  headline: string;
  language: Language;
  strings: FeedStrings & PostPageStrings;
  /** Addresses of the newer and older posts in the feed's order, when there are. */
  newerSlug?: string | null;
  olderSlug?: string | null;
  /** The share control: an island on a post's page, the plain component on the development server's post page. */
  share: ReactNode;
}

const aside = css`
  display: grid;
  gap: 1rem;
  align-content: start;
  ${mq('md')} {
    position: sticky;
    top: 6rem;
  }
`;

/**
 * One post on its own page: the blog page's two columns (so its photos are drawn, and fetched, at the feed's sizes:
 * src/blog/photoSources.ts), the way back and the share control beside the post's card, which is the feed's card (its
 * date, its whole text, its media, drawn by the feed's own components), and the newer and older posts under it. Its
 * videos have their controls from the start: nothing on the page hydrates them.
 */
export function PostArticle({ post, headline, language, strings, newerSlug, olderSlug, share }: PostArticleProps) {
  const date = formatPostDate(post.publishedAt, language);
  return (
    <div
      css={(theme) => [
        grid(theme, { columns: { md: 'minmax(14rem, 1fr) minmax(0, 2fr)' }, gap: { base: 'xl', md: 'xxl' } }),
        css`
          padding-top: ${theme.space.xl};
          padding-bottom: ${theme.space.section};
          ${mq('md')} {
            align-items: start;
          }
        `,
      ]}
    >
      <div css={aside}>
        <a href={pagePath('blog', language)} css={textLink} data-testid="post-back">
          ← {strings.backToBlog}
        </a>
        {share}
      </div>
      <div css={{ minWidth: 0 }}>
        <article css={(theme) => [cardStyle(theme), css({ animation: 'none' })]} data-testid="blog-post">
          <h1>
            <VisuallyHidden>{headline}</VisuallyHidden>
          </h1>
          {date && (
            <time css={dateStyle} dateTime={post.publishedAt}>
              {date}
            </time>
          )}
          {post.content && <PostText text={post.content} />}
          {post.media.length > 0 && <PostMedia media={post.media} excerpt={excerptOf(post.content)} strings={strings} lead videoControls />}
        </article>
        {(newerSlug || olderSlug) && (
          <nav
            aria-label={strings.postNav}
            css={(theme) => css`
              display: flex;
              flex-wrap: wrap;
              justify-content: space-between;
              gap: ${theme.space.md};
              margin-top: ${theme.space.xl};
            `}
          >
            {olderSlug ? (
              <a href={postPath(olderSlug, language)} rel="prev" css={textLink} data-testid="post-older">
                ← {strings.olderPost}
              </a>
            ) : (
              <span />
            )}
            {newerSlug && (
              <a href={postPath(newerSlug, language)} rel="next" css={textLink} data-testid="post-newer">
                {strings.newerPost} →
              </a>
            )}
          </nav>
        )}
      </div>
    </div>
  );
}
