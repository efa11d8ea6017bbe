import { css, keyframes } from '@emotion/react';
import { memo } from 'react';
import { BLOG_CARD_STAGGER_MS } from '../../config/constants';
import type { Language } from '../../config/routes';
import { cardSurface } from '../../components/ui/Card';
import { motionOK, mq } from '../../theme/theme';
import { formatPostDate } from './formatDate';
import { PostMedia } from './PostMedia';
import type { FeedPost } from './types';

const fadeIn = keyframes`
  from { opacity: 0; transform: translateY(16px); }
  to { opacity: 1; transform: none; }
`;

/** The first line of a post, short, to describe its photos. */
function excerptOf(content: string): string {
  const line = content.trim().split('\n')[0] ?? '';
  return line.length > 80 ? `${line.slice(0, 79)}…` : line;
}

/**
 * One post (SPEC §2, §3). The content is a React text child, so markup in it
 * shows as text and never runs; `pre-line` keeps its line breaks.
 * Memoised: the feed keeps each post object as it arrived, so when a page is
 * appended (or loading turns on and off) the cards already shown are skipped,
 * and appending costs the new cards only, not the whole feed (issue 12).
 */
export const PostCard = memo(function PostCard({ post, language }: { post: FeedPost; language: Language }) {
  const date = formatPostDate(post.publishedAt, language);
  return (
    <article
      data-testid="blog-post"
      style={{ animationDelay: `${post.staggerIndex * BLOG_CARD_STAGGER_MS}ms` }}
      css={(theme) => css`
        position: relative;
        padding: ${theme.space.lg};
        ${cardSurface(theme, '40%')};
        box-shadow: ${theme.shadows.card};
        ${motionOK} {
          animation: ${fadeIn} ${theme.motion.slow} ${theme.motion.easing} both;
        }
        ${mq('sm')} {
          padding: ${theme.space.xl};
        }
      `}
    >
      {date && post.publishedAt && (
        <time
          dateTime={post.publishedAt}
          css={(theme) => css`
            display: flex;
            align-items: center;
            gap: ${theme.space.md};
            margin-bottom: ${theme.space.md};
            font-size: ${theme.fontSizes.xs};
            letter-spacing: 0.14em;
            text-transform: uppercase;
            color: ${theme.colors.accent};
            &::after {
              content: '';
              flex: 1;
              height: 1px;
              background: ${theme.colors.border};
            }
          `}
        >
          {date}
        </time>
      )}
      {post.content && (
        <p
          data-testid="blog-post-content"
          css={(theme) => css`
            margin: 0;
            white-space: pre-line;
            overflow-wrap: anywhere;
            font-size: ${theme.fontSizes.lg};
            line-height: ${theme.lineHeights.snug};
          `}
        >
          {post.content}
        </p>
      )}
      <PostMedia media={post.media} excerpt={excerptOf(post.content)} />
    </article>
  );
});
