import { css } from '@emotion/react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Language } from '../../../config/routes';
import { pagePath } from '../../../i18n/paths';
import { textLink } from '../../../components/ui/textLink';
import NotFoundMessage from '../../not-found/NotFoundMessage';
import { notFoundStrings } from '../../not-found/NotFoundView';
import { feedStrings } from '../../../blog/feedStrings';
import { statusStyle } from '../feedStyles';
import { slugOfPath, postPath } from '../../../blog/postAddress';
import SharePost from '../SharePost';
import { pageHeadline } from '../../../blog/postHeadline';
import { fetchPostBySlug, type PostLookup } from '../../../blog/fetchPostBySlug';
import { PostArticle } from './PostArticle';
import { postPageStrings } from './BlogPostView';

export interface DevPostPageProps {
  language: Language;
  /** The blog's title, after the post's headline in the document's title. */
  blogTitle: string;
}

type State = { kind: 'loading' } | PostLookup;

/**
 * The development server's post page (src/templates/blog-post.tsx in its development role): the post read by the address's slug from the
 * public view, as the blog's function reads it on the built site, and drawn with the same components; for an address
 * no published post has, the 404 page's text. A backend that fails leaves a line and the way back to the blog.
 */
export default function DevPostPage({ language, blogTitle }: DevPostPageProps) {
  const { t } = useTranslation();
  const strings = { ...feedStrings(t), ...postPageStrings(t) };
  const notFoundTitle = t('notFound.title');
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
  const headline = state.kind === 'found' ? pageHeadline(state.post, language, strings.postLink) : null;
  useEffect(() => {
    if (state.kind === 'found' && headline) document.title = `${headline} — ${blogTitle}`;
    if (state.kind === 'missing') document.title = notFoundTitle;
  }, [state.kind, headline, blogTitle, notFoundTitle]);
  if (state.kind === 'missing') return <NotFoundMessage language={language} strings={notFoundStrings(t)} />;
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
      <p role="status" css={(theme) => statusStyle(theme, state.kind === 'loading')} data-testid="post-dev-status">
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
