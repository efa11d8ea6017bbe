import { useTranslation } from 'react-i18next';
import type { Language } from '../../../config/routes';
import { Island } from '../../../components/island/Island';
import { feedStrings } from '../../../blog/feedStrings';
import { photoPositionOf } from '../../../blog/media';
import type { MediaItem } from '../../../blog/types';
import { postPath } from '../../../blog/postAddress';
import SharePost from '../SharePost';
import { PostArticle, type PostPageStrings } from './PostArticle';

/** A post as its page's query gives it (src/templates/blog-post.tsx, the BlogPost node of src/gatsby/blog/). */
export interface PostPageData {
  postId: string;
  slug: string;
  content: string;
  mediaUrls: readonly string[];
  mediaTypes: readonly string[];
  /** Parallel to mediaUrls, '' where the editor wrote none (absent: none at all). */
  mediaAlts?: readonly string[] | null;
  mediaPositions?: readonly string[] | null;
  publishedAt: string;
  newerSlug?: string | null;
  olderSlug?: string | null;
}

/**
 * The node's media lists as the feed's items: the build wrote only kinds, descriptions and framings the feed's
 * normaliser gave.
 */
export function mediaOf(post: Pick<PostPageData, 'mediaUrls' | 'mediaTypes' | 'mediaAlts' | 'mediaPositions'>): MediaItem[] {
  return post.mediaUrls.flatMap((url, i): MediaItem[] => {
    const kind = post.mediaTypes[i];
    const alt = post.mediaAlts?.[i] || undefined;
    if (kind === 'photo') return [{ kind, url, alt, position: photoPositionOf(post.mediaPositions?.[i]) }];
    if (kind === 'video') return [{ kind, url, alt }];
    return kind === 'telegram' ? [{ kind, url }] : [];
  });
}

/** The UI strings of a post page, from the page's i18next. */
export function postPageStrings(t: (key: string) => string): PostPageStrings {
  return { backToBlog: t('blog.backToBlog'), postNav: t('blog.postNav'), newerPost: t('blog.newerPost'), olderPost: t('blog.olderPost') };
}

/**
 * A built post page: static markup all through (decision 0001), but for the share control, the one island.
 */
export function BlogPostView({ post, headline, language }: { post: PostPageData; headline: string; language: Language }) {
  const { t } = useTranslation();
  const strings = { ...feedStrings(t), ...postPageStrings(t) };
  return (
    <PostArticle
      post={{ id: post.postId, slug: post.slug, content: post.content, media: mediaOf(post), publishedAt: post.publishedAt }}
      headline={headline}
      language={language}
      strings={strings}
      newerSlug={post.newerSlug}
      olderSlug={post.olderSlug}
      share={
        <Island
          name="postShare"
          component={SharePost}
          hydrate="idle"
          props={{
            path: postPath(post.slug, language),
            title: headline,
            strings: { share: strings.share, shareCopied: strings.shareCopied, shareFailed: strings.shareFailed },
          }}
        />
      }
    />
  );
}
