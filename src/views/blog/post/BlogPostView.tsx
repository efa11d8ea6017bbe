import { useTranslation } from 'react-i18next';
import { Island } from '../../../components/island/Island';
import { feedStrings } from '../../../blog/feedStrings';
import { postPath } from '../../../blog/postAddress';
import SharePost from '../SharePost';
import { PostArticle, type PostArticleProps, type PostPageStrings } from './PostArticle';

/** The UI strings of a post page, from the page's i18next. */
export function postPageStrings(t: (key: string) => string): PostPageStrings {
  return { backToBlog: t('blog.backToBlog'), postNav: t('blog.postNav'), newerPost: t('blog.newerPost'), olderPost: t('blog.olderPost') };
}

/** A post page's post, headline and neighbours: PostArticle's, less what the view gives it (strings, the share control). */
export type BlogPostViewProps = Omit<PostArticleProps, 'strings' | 'share'>;

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
