import { useTranslation } from 'react-i18next';
import type { Language } from '../../../config/routes';
import { Island } from '../../../components/island/Island';
import { feedStrings } from '../../../blog/feedStrings';
import { postPath } from '../../../blog/postAddress';
import type { PublishedPost } from '../../../blog/types';
import SharePost from '../SharePost';
import { PostArticle, type PostPageStrings } from './PostArticle';

/** The UI strings of a post page, from the page's i18next. */
export function postPageStrings(t: (key: string) => string): PostPageStrings {
  return { backToBlog: t('blog.backToBlog'), postNav: t('blog.postNav'), newerPost: t('blog.newerPost'), olderPost: t('blog.olderPost') };
}

export interface BlogPostViewProps {
  post: PublishedPost;
  headline: string;
  language: Language;
  /** Addresses of the newer and older posts in the feed's order, when there are. */
  newerSlug?: string | null;
  olderSlug?: string | null;
}

/**
 * A post page's main part: static markup all through (decision 0001), but for the share control, the one island,
 * which hydrates only when the visitor reaches for it (`intent`: a post page loads no script before then).
 */
export function BlogPostView({ post, headline, language, newerSlug, olderSlug }: BlogPostViewProps) {
  const { t } = useTranslation();
  const strings = { ...feedStrings(t), ...postPageStrings(t) };
  return (
    <PostArticle
      post={post}
      headline={headline}
      language={language}
      strings={strings}
      newerSlug={newerSlug}
      olderSlug={olderSlug}
      share={
        <Island
          name="postShare"
          component={SharePost}
          hydrate="intent"
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
