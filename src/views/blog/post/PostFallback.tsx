import { css } from '@emotion/react';
import { useEffect, useState } from 'react';
import type { Language } from '../../../config/routes';
import { pagePath } from '../../../i18n/paths';
import { textLink } from '../../../components/ui/textLink';
import NotFoundMessage, { type NotFoundMessageProps } from '../../not-found/NotFoundMessage';
import { fill, type FeedStrings } from '../../../blog/feedStrings';
import { statusStyle } from '../feedStyles';
import { formatPostDate } from '../../../blog/formatDate';
import { slugOfPath, postPath } from '../../../blog/postAddress';
import SharePost from '../SharePost';
import { postHeadline } from '../../../blog/postHeadline';
import { fetchPostBySlug, type PostLookup } from '../../../blog/fetchPostBySlug';
import { PostArticle, type PostPageStrings } from './PostArticle';

export interface PostFallbackProps {
  language: Language;
  strings: FeedStrings & PostPageStrings;
  notFound: NotFoundMessageProps['strings'] & { title: string };
  /** The blog's title, after the post's headline in the document's title. */
  blogTitle: string;
}

type State = { kind: 'loading' } | PostLookup;

/**
 * What answers a post's address before the build that makes its page is live (a Netlify rewrite, not forced, so a
 * built page always wins: src/gatsby/deploy/): the post read by the address's slug from the public view and drawn
 * with the same components as a built page; for an address no published post has, the 404 page's text, its path
 * logged as the 404 page logs it. The page is `noindex` either way (its head, blog-post-fallback.tsx): the built page
 * is the one to index. A backend that fails leaves a line and the way back to the blog, never a broken page.
 */
export default function PostFallback({ language, strings, notFound, blogTitle }: PostFallbackProps) {
  const [state, setState] = useState<State>({ kind: 'loading' });
  useEffect(() => {
    const slug = slugOfPath(window.location.pathname);
    const lookup: Promise<PostLookup> = slug ? fetchPostBySlug(slug) : Promise.resolve({ kind: 'missing' });
    let live = true;
    void lookup.then((result) => live && setState(result));
    return () => {
      live = false;
    };
  }, []);
  const headline =
    state.kind === 'found'
      ? (postHeadline(state.post.content) ?? fill(strings.postLink, { date: formatPostDate(state.post.publishedAt, language) ?? '' }))
      : null;
  useEffect(() => {
    if (state.kind === 'found' && headline) document.title = `${headline} — ${blogTitle}`;
    if (state.kind === 'missing') document.title = notFound.title;
  }, [state.kind, headline, blogTitle, notFound.title]);
  if (state.kind === 'missing') return <NotFoundMessage language={language} strings={notFound} />;
  if (state.kind === 'found' && headline) {
    return (
      <PostArticle
        post={state.post}
        headline={headline}
        language={language}
        strings={strings}
        share={<SharePost path={postPath(state.post.slug, language)} title={headline} strings={strings} />}
      />
    );
  }
  return (
    <div css={css({ minHeight: '50vh' })}>
      <p role="status" css={(theme) => statusStyle(theme, state.kind === 'loading')} data-testid="post-fallback-status">
        {state.kind === 'loading' ? strings.loading : ''}
      </p>
      {state.kind === 'failed' && (
        <p css={{ textAlign: 'center' }}>
          <a href={pagePath('blog', language)} css={textLink}>
            ← {strings.backToBlog}
          </a>
        </p>
      )}
    </div>
  );
}
