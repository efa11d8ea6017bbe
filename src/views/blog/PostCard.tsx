import { memo } from 'react';
import { BLOG_CARD_STAGGER_MS } from '../../config/constants';
import type { Language } from '../../config/routes';
import type { FeedStrings } from '../../blog/feedStrings';
import { cardStyle, dateLinkStyle, dateStyle } from './feedStyles';
import { formatPostDate } from '../../blog/formatDate';
import { postPath } from '../../blog/postAddress';
import { excerptOf, PostMedia } from './PostMedia';
import { PostText } from './PostText';
import SharePost from './SharePost';
import type { FeedPost } from '../../blog/types';

export interface PostCardProps {
  post: FeedPost;
  language: Language;
  strings: FeedStrings;
  /** The feed's first post: its first photo is likely the page's largest paint, so it loads first (PostMedia). */
  lead?: boolean;
}

/**
 * One post (product §2, §3) as a list item: its date in the page's locale, its text, its media. Every field goes in as
 * text or an attribute value, never as markup, so markup in a post shows as text and never runs. It fades in
 * BLOG_CARD_STAGGER_MS after the card before it in the page it arrived with. Memoised: a page appended to a long feed
 * draws only its own cards.
 */
export const PostCard = memo(function PostCard({ post, language, strings, lead = false }: PostCardProps) {
  const date = formatPostDate(post.publishedAt, language);
  return (
    <li>
      <article css={cardStyle} data-testid="blog-post" style={{ animationDelay: `${post.staggerIndex * BLOG_CARD_STAGGER_MS}ms` }}>
        {date &&
          post.publishedAt &&
          (post.slug ? (
            // The date links to the post's own page, as a Telegram post's date does.
            <a href={postPath(post.slug, language)} css={dateLinkStyle} data-testid="blog-post-link">
              <time dateTime={post.publishedAt}>{date}</time>
            </a>
          ) : (
            <time css={dateStyle} dateTime={post.publishedAt}>
              {date}
            </time>
          ))}
        {post.content && <PostText text={post.content} marks={post.marks} />}
        {post.media.length > 0 && <PostMedia media={post.media} excerpt={excerptOf(post.content)} strings={strings} lead={lead} />}
        {post.slug && (
          <div css={(theme) => ({ marginTop: theme.space.lg })}>
            <SharePost path={postPath(post.slug, language)} title={excerptOf(post.content) || (date ?? '')} strings={strings} />
          </div>
        )}
      </article>
    </li>
  );
});
