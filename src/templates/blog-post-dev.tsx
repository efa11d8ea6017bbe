import { graphql, type HeadProps, type PageProps } from 'gatsby';
import { useTranslation } from 'react-i18next';
import { PageShell } from '../components/layout/PageShell';
import { Seo } from '../components/Seo';
import type { SitePageContext } from '../config/pageContext';
import { feedStrings } from '../blog/feedStrings';
import { postPageStrings } from '../views/blog/post/BlogPostView';
import DevPostPage from '../views/blog/post/DevPostPage';

type Data = Queries.BlogPostDevPageQuery;

/**
 * The development server's post page (`npm start`, `npm run cms`), which answers every address under /blog/ there: the
 * development server runs no Netlify Function, so the post is read in the browser, from the same public view, and drawn
 * by the same views (DevPostPage.tsx). Gatsby's own runtime renders the whole page there; the built site has no such
 * page (docs/decisions/0014-blog-pages-on-demand.md).
 */
export default function BlogPostDevTemplate({ data, pageContext }: PageProps<Data, SitePageContext>) {
  const { t } = useTranslation();
  return (
    <PageShell pageContext={pageContext}>
      <DevPostPage
        language={pageContext.language}
        strings={{ ...feedStrings(t), ...postPageStrings(t) }}
        notFound={{
          title: t('notFound.title'),
          heading: t('notFound.heading'),
          hint: t('notFound.hint'),
          homeLink: t('notFound.homeLink'),
        }}
        blogTitle={data.blog?.title ?? ''}
      />
    </PageShell>
  );
}

/** `noindex` (no path): the development server is nobody's to index. */
export const Head = ({ data, pageContext }: HeadProps<Data, SitePageContext>) =>
  data.blog ? <Seo language={pageContext.language} title={data.blog.title} description={data.blog.description} /> : null;

export const query = graphql`
  query BlogPostDevPage($language: String!) {
    blog: blogJson(fields: { lang: { eq: $language } }) {
      title
      description
    }
    ...PageLocales
  }
`;
