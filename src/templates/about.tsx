import { graphql, type PageProps } from 'gatsby';
import { Layout } from '../components/layout/Layout';
import { AboutView } from '../views/about/AboutView';
import { PageHead } from '../components/Seo';
import { requirePage } from '../schema/requirePage';
import type { SitePageContext } from '../gatsby/createPages';

export default function AboutTemplate({ data, pageContext }: PageProps<Queries.AboutPageQuery, SitePageContext>) {
  const page = requirePage(data.page, 'about');
  return (
    <Layout language={pageContext.language} path={pageContext.i18n.path}>
      <AboutView language={pageContext.language} content={page} />
    </Layout>
  );
}

export const Head = PageHead;

export const query = graphql`
  query AboutPage($language: String!) {
    page: aboutJson(fields: { lang: { eq: $language } }) {
      title
      description
      heading
      lead
      intro
      sections {
        ...CardSectionFields
      }
      cta {
        ...CallToActionFields
      }
    }
    ...PageLocales
  }
`;
