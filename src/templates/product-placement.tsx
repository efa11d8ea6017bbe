import { graphql, type PageProps } from 'gatsby';
import { Layout } from '../components/layout/Layout';
import { ProductPlacementView } from '../views/product-placement/ProductPlacementView';
import { PageHead } from '../components/Seo';
import { requirePage } from '../schema/requirePage';
import type { SitePageContext } from '../gatsby/createPages';

export default function ProductPlacementTemplate({ data, pageContext }: PageProps<Queries.ProductPlacementPageQuery, SitePageContext>) {
  const page = requirePage(data.page, 'product-placement');
  return (
    <Layout language={pageContext.language} path={pageContext.i18n.path}>
      <ProductPlacementView language={pageContext.language} content={page} />
    </Layout>
  );
}

export const Head = PageHead;

export const query = graphql`
  query ProductPlacementPage($language: String!) {
    page: productPlacementJson(fields: { lang: { eq: $language } }) {
      title
      description
      heading
      lead
      stats {
        ...StatSectionFields
      }
      integrations {
        ...CardSectionFields
      }
      benefits {
        ...CardSectionFields
      }
      projects {
        heading
        lead
        items {
          type
          title
          text
          facts {
            value
            label
          }
        }
      }
      cta {
        ...CallToActionFields
      }
    }
    ...PageLocales
  }
`;
