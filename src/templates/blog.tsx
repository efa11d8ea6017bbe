import { graphql, type PageProps } from 'gatsby';
import { BlogView } from '../views/blog/BlogView';
import { Layout } from '../components/layout/Layout';
import { PageHead } from '../components/Seo';
import { requirePage } from '../schema/requirePage';
import type { SitePageContext } from '../gatsby/createPages';

export default function BlogTemplate({ data, pageContext }: PageProps<Queries.BlogPageQuery, SitePageContext>) {
  const page = requirePage(data.page, 'blog');
  return (
    <Layout language={pageContext.language} path={pageContext.i18n.path}>
      <BlogView language={pageContext.language} heading={page.heading} lead={page.lead} />
    </Layout>
  );
}

export const Head = PageHead;

export const query = graphql`
  query BlogPage($language: String!) {
    page: blogJson(fields: { lang: { eq: $language } }) {
      title
      description
      heading
      lead
    }
    ...PageLocales
  }
`;
