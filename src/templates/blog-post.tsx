import { graphql, type HeadProps, type PageProps } from 'gatsby';
import { BLOG_POST_DEV_PAGE_KEY, type SitePageContext } from '../config/pageContext';
import type { PublishedPost } from '../blog/types';
import { PageShell } from '../components/layout/PageShell';
import { Seo } from '../components/Seo';
import { PostHead, PostPage } from '../views/blog/post/PostPage';
import DevPostPage from '../views/blog/post/DevPostPage';

type Data = Queries.BlogPostShellQuery;

/**
 * A stand-in post: what the frame is built around. Its head and its page's body are cut out of the built page
 * (src/gatsby/blogPages/frames.ts); only the frame around them is kept, which is the same for every post.
 */
const STAND_IN: PublishedPost = {
  id: 'post-page-frame',
  slug: 'post-page-frame',
  content: 'Post page frame',
  media: [],
  publishedAt: '2026-01-01T00:00:00Z',
};
/** Its headline: its text, as a post's first line is its headline (src/blog/postHeadline.ts); cut out with the rest. */
const STAND_IN_HEADLINE = STAND_IN.content;

/**
 * The post pages (`/blog/<slug>`, `/en/blog/<slug>`), one page per language at POST_FRAME_PATH, in one of two roles
 * (src/gatsby/node/createPages.ts gives the page key; one template, so that Gatsby runs its query in both):
 *
 * - the build's: the frame of every post page, the document Gatsby and the build make of a post page (its global CSS,
 *   the web-font loader, the islands' page script with the share control's early work, the Speculation Rules, its
 *   policy's hashes), which the blog's function fills with the post the address names, drawn by the same views
 *   (docs/decisions/0014-blog-pages-on-demand.md). Never published itself.
 * - the development server's (`npm start`, `npm run cms`), answering every address under /blog/ there: it runs no
 *   Netlify Function, so the post is read in the browser, from the same public view, and drawn by the same views
 *   (DevPostPage.tsx) inside Gatsby's own runtime.
 */
export default function BlogPostTemplate({ data, pageContext }: PageProps<Data, SitePageContext>) {
  if (pageContext.pageKey === BLOG_POST_DEV_PAGE_KEY) {
    return (
      <PageShell pageContext={pageContext}>
        <DevPostPage language={pageContext.language} blogTitle={data.blog?.title ?? ''} />
      </PageShell>
    );
  }
  return <PostPage post={STAND_IN} language={pageContext.language} headline={STAND_IN_HEADLINE} />;
}

export const Head = ({ data, pageContext }: HeadProps<Data, SitePageContext>) => {
  if (!data.blog) return null;
  // The development server's: `noindex` (no path), the development server is nobody's to index.
  if (pageContext.pageKey === BLOG_POST_DEV_PAGE_KEY) {
    return <Seo language={pageContext.language} title={data.blog.title} description={data.blog.description} />;
  }
  return <PostHead post={STAND_IN} language={pageContext.language} headline={STAND_IN_HEADLINE} blog={data.blog} />;
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
