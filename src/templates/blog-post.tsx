import { graphql, type HeadProps, type PageProps } from 'gatsby';
import type { SitePageContext } from '../config/pageContext';
import { localeString } from '../i18n/localeStrings';
import { pageHeadline } from '../blog/postHeadline';
import type { PublishedPost } from '../blog/types';
import { PostHead, PostPage } from '../views/blog/post/PostPage';

type Data = Queries.BlogPostShellQuery;

/**
 * A stand-in post: what the frame is built around. Its head and its page's body are cut out of the built page
 * (src/gatsby/blogPages/shells.ts); only the frame around them is kept, which is the same for every post.
 */
const STAND_IN: PublishedPost = {
  id: 'post-page-frame',
  slug: 'post-page-frame',
  content: 'Post page frame',
  media: [],
  publishedAt: '2026-01-01T00:00:00Z',
};

/**
 * The frame of every post page (`/blog/<slug>`, `/en/blog/<slug>`), one per language: the document Gatsby and the
 * build make of a post page (its global CSS, the web-font loader, the islands' page script with the share control's
 * early work, the Speculation Rules, its policy's hashes), which the blog's function fills with the post the address
 * names, drawn by the same views (docs/decisions/0014-blog-pages-on-demand.md). Never published itself.
 */
export default function BlogPostFrameTemplate({ data, pageContext }: PageProps<Data, SitePageContext>) {
  const headline = pageHeadline(STAND_IN, pageContext.language, localeString(data, 'blog.postLink'));
  return <PostPage post={STAND_IN} language={pageContext.language} headline={headline} />;
}

export const Head = ({ data, pageContext }: HeadProps<Data, SitePageContext>) => {
  if (!data.blog) return null;
  const headline = pageHeadline(STAND_IN, pageContext.language, localeString(data, 'blog.postLink'));
  return <PostHead post={STAND_IN} language={pageContext.language} headline={headline} blog={data.blog} />;
};

export const query = graphql`
  query BlogPostShell($language: String!) {
    blog: blogJson(fields: { lang: { eq: $language } }) {
      title
      description
    }
    ...PageLocales
  }
`;
