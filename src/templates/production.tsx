import { graphql, type PageProps } from 'gatsby';
import { Layout } from '../components/layout/Layout';
import { ProductionView } from '../views/production/ProductionView';
import { PageHead } from '../components/Seo';
import { requirePage } from '../schema/requirePage';
import type { SitePageContext } from '../gatsby/createPages';

export default function ProductionTemplate({ data, pageContext }: PageProps<Queries.ProductionPageQuery, SitePageContext>) {
  const page = requirePage(data.page, 'production');
  return (
    <Layout language={pageContext.language} path={pageContext.i18n.path}>
      <ProductionView language={pageContext.language} content={page} />
    </Layout>
  );
}

export const Head = PageHead;

export const query = graphql`
  query ProductionPage($language: String!) {
    page: productionJson(fields: { lang: { eq: $language } }) {
      title
      description
      heading
      lead
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
