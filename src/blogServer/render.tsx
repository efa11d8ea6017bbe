import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { PageRoot, SiteRoot } from '../components/layout/SiteRoot';
import type { Language } from '../config/routes';
import { uiStringsI18n } from '../i18n/uiStrings';
import { renderWithCriticalStyles } from '../theme/criticalStyles';
import { pageHeadline } from '../blog/postHeadline';
import type { BlogChannel } from '../blog/types';
import { PostHead, PostPage, UnavailableHead, UnavailablePage } from '../views/blog/post/PostPage';
import { fillFrame } from './frame';
import type { PostPageRead } from './read';

/** The page's language's UI strings, one i18next instance a language for the function's life (they never change). */
const instances = new Map<Language, ReturnType<typeof uiStringsI18n>>();
const i18nOf = (language: Language) => {
  let instance = instances.get(language);
  if (!instance) {
    instance = uiStringsI18n(language);
    instances.set(language, instance);
  }
  return instance;
};

/** The head's elements as markup: the Head API's `<html lang>` is the frame's own already. */
const headMarkup = (head: ReactNode) => renderToStaticMarkup(<>{head}</>).replace(/<html\b[^>]*>\s*<\/html>/, '');

/**
 * A page as Gatsby renders one (src/gatsby/ssr/replaceRenderer.tsx): the same root and page wrappers, the page's
 * language's UI strings as gatsby-plugin-react-i18next gives them, its critical styles in the head, all of it put into
 * the frame the build made.
 */
function renderInFrame(frame: string, language: Language, page: ReactNode, head: ReactNode): string {
  const i18n = i18nOf(language);
  const { html, styles } = renderWithCriticalStyles(
    <SiteRoot>
      <I18nextProvider i18n={i18n}>
        <PageRoot>{page}</PageRoot>
      </I18nextProvider>
    </SiteRoot>,
  );
  return fillFrame(
    frame,
    headMarkup(
      <>
        {styles}
        {head}
      </>,
    ),
    html,
  );
}

/** A post's page in `language`, drawn by the views a built page was drawn by. */
export function renderPostPage(frame: string, language: Language, blog: BlogChannel, { post, newerSlug, olderSlug }: PostPageRead): string {
  const headline = pageHeadline(post, language, i18nOf(language).t('blog.postLink'));
  return renderInFrame(
    frame,
    language,
    <PostPage post={post} language={language} headline={headline} newerSlug={newerSlug} olderSlug={olderSlug} />,
    <PostHead post={post} language={language} headline={headline} blog={blog} />,
  );
}

/** A post's address while the backend does not answer: the 503 page in `language`. */
export function renderUnavailablePage(frame: string, language: Language, blog: BlogChannel, slug: string): string {
  return renderInFrame(
    frame,
    language,
    <UnavailablePage slug={slug} language={language} />,
    <UnavailableHead language={language} title={i18nOf(language).t('blog.unavailableTitle')} blog={blog} />,
  );
}
