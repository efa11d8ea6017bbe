import { css, keyframes } from '@emotion/react';
import { BLOG_CARD_STAGGER_MS } from '../../config/constants';
import type { Language } from '../../config/routes';
import { motionOK } from '../../theme/theme';
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
 */
export function PostCard({ post, language }: { post: FeedPost; language: Language }) {
  const date = formatPostDate(post.publishedAt, language);
  return (
    <article
      data-testid="blog-post"
      style={{ animationDelay: `${post.staggerIndex * BLOG_CARD_STAGGER_MS}ms` }}
      css={(theme) => css`
        position: relative;
        padding: ${theme.space.lg};
        background: linear-gradient(180deg, ${theme.colors.surfaceRaised}, ${theme.colors.surface} 40%);
        border: 1px solid ${theme.colors.border};
        border-radius: ${theme.radii.md};
        box-shadow: ${theme.shadows.card};
        ${motionOK} {
          animation: ${fadeIn} ${theme.motion.slow} ${theme.motion.easing} both;
        }
        @media (min-width: ${theme.breakpoints.sm}px) {
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
}
