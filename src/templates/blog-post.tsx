import { graphql, type HeadProps, type PageProps } from 'gatsby';
import { BlogFeedLink } from '../components/BlogFeedLink';
import { PageShell } from '../components/layout/PageShell';
import { Seo } from '../components/Seo';
import type { PostPageContext } from '../config/pageContext';
import { localeString } from '../i18n/localeStrings';
import { blogPostingJsonLd, postDescription, postHeadline, postShareImage } from '../seo/blogPosting';
import { formatPostDate } from '../blog/formatDate';
import { fill } from '../blog/feedStrings';
import { BlogPostView, mediaOf } from '../views/blog/post/BlogPostView';

type Data = Queries.BlogPostPageQuery;

/** The post's headline, or for a post with no text, «Запись от <date>» in the page's language. */
function headlineOf(data: Data, language: PostPageContext['language']): string {
  const post = data.post!;
  return (
    postHeadline(post.content) ?? fill(localeString(data, 'blog.postLink'), { date: formatPostDate(post.publishedAt, language) ?? '' })
  );
}

/** One post's page (`/blog/<slug>`, `/en/blog/<slug>`), made for every BlogPost node (src/gatsby/node/createPages.ts). */
export default function BlogPostTemplate({ data, pageContext }: PageProps<Data, PostPageContext>) {
  if (!data.post) throw new Error(`No post found for the address "${pageContext.slug}"`);
  return (
    <PageShell pageContext={pageContext}>
      <BlogPostView post={data.post} headline={headlineOf(data, pageContext.language)} language={pageContext.language} />
    </PageShell>
  );
}

/** The post's head: its title, description, share card and JSON-LD, and the blog's RSS feed announced. */
export const Head = ({ data, pageContext }: HeadProps<Data, PostPageContext>) => {
  const { post, blog } = data;
  if (!post || !blog) return null;
  const { language } = pageContext;
  const headline = headlineOf(data, language);
  const description = postDescription(post.content) ?? blog.description;
  const image = postShareImage(mediaOf(post).flatMap((item) => (item.kind === 'photo' ? [item.url] : [])));
  const path = pageContext.i18n.path;
  return (
    <>
      <Seo
        language={language}
        title={`${headline} — ${blog.title}`}
        description={description}
        path={path}
        article={{
          publishedTime: post.publishedAt,
          modifiedTime: post.updatedAt ?? null,
          image,
          jsonLd: blogPostingJsonLd({
            language,
            path,
            headline,
            description,
            datePublished: post.publishedAt,
            dateModified: post.updatedAt ?? null,
            image,
          }),
        }}
      />
      <BlogFeedLink language={language} title={blog.title} />
    </>
  );
};

export const query = graphql`
  query BlogPostPage($language: String!, $slug: String!) {
    post: blogPost(slug: { eq: $slug }) {
      postId
      slug
      content
      mediaUrls
      mediaTypes
      mediaAlts
      mediaPositions
      publishedAt
      updatedAt
      newerSlug
      olderSlug
    }
    blog: blogJson(fields: { lang: { eq: $language } }) {
      title
      description
    }
    ...PageLocales
  }
`;
