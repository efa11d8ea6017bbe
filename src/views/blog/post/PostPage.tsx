import type { ReactNode } from 'react';
import { BlogFeedLink } from '../../../components/BlogFeedLink';
import { PageShell } from '../../../components/layout/PageShell';
import { Seo } from '../../../components/Seo';
import { DEFAULT_LANGUAGE, type Language } from '../../../config/routes';
import { POST_PAGE_KEY, type SitePageContext } from '../../../config/pageContext';
import { i18nContext } from '../../../i18n/paths';
import { blogPostingJsonLd, postDescription, postShareImage } from '../../../seo/blogPosting';
import { postPath } from '../../../blog/postAddress';
import type { BlogChannel, PublishedPost } from '../../../blog/types';
import { BlogPostView, type BlogPostViewProps } from './BlogPostView';
import { PostUnavailable } from './PostUnavailable';

/** A post page's context, as Gatsby would create it for the post's address in `language`. */
export function postPageContext(slug: string, language: Language): SitePageContext {
  return { language, pageKey: POST_PAGE_KEY, i18n: i18nContext(language, postPath(slug, DEFAULT_LANGUAGE)) };
}

/** A post's page: the site's layout (its language buttons lead to the post's other address) around the post. */
export function PostPage(props: BlogPostViewProps): ReactNode {
  return (
    <PageShell pageContext={postPageContext(props.post.slug, props.language)}>
      <BlogPostView {...props} />
    </PageShell>
  );
}

/** A post page's head: its title, description, share card and JSON-LD, and the blog's RSS feed announced. */
export function PostHead({
  post,
  language,
  headline,
  blog,
}: {
  post: PublishedPost;
  language: Language;
  headline: string;
  blog: BlogChannel;
}) {
  const description = postDescription(post.content) ?? blog.description;
  const image = postShareImage(post.media.flatMap((item) => (item.kind === 'photo' ? [item.url] : [])));
  const path = postPath(post.slug, language);
  const modified = post.updatedAt ?? null;
  return (
    <>
      <Seo
        language={language}
        title={`${headline} — ${blog.title}`}
        description={description}
        path={path}
        article={{
          publishedTime: post.publishedAt,
          modifiedTime: modified,
          image,
          jsonLd: blogPostingJsonLd({
            language,
            path,
            headline,
            description,
            datePublished: post.publishedAt,
            dateModified: modified,
            image,
          }),
        }}
      />
      <BlogFeedLink language={language} title={blog.title} />
    </>
  );
}

/** A post's address while the blog's backend does not answer (a 503): the site's layout around PostUnavailable. */
export function UnavailablePage({ slug, language }: { slug: string; language: Language }) {
  return (
    <PageShell pageContext={postPageContext(slug, language)}>
      <PostUnavailable language={language} path={postPath(slug, language)} />
    </PageShell>
  );
}

/** Its head: the blog's name after the page's, and `noindex` (no path): there is nothing here to index. */
export function UnavailableHead({ language, title, blog }: { language: Language; title: string; blog: BlogChannel }) {
  return <Seo language={language} title={`${title} — ${blog.title}`} description={blog.description} />;
}
