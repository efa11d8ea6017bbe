import { graphql } from 'gatsby';
import { pageTemplate } from '../components/layout/pageTemplate';
import { PageHead } from '../components/Seo';
import { ProductPlacementView } from '../views/product-placement/ProductPlacementView';

export default pageTemplate<Queries.ProductPlacementPageQuery>(ProductPlacementView);

export const Head = PageHead;

export const query = graphql`
  query ProductPlacementPage($language: String!) {
    page: productPlacementJson(fields: { lang: { eq: $language } }) {
      ...PageHeadFields
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
          ...PlacementProjectFields
        }
      }
      cta {
        ...CallToActionFields
      }
    }
    ...PageLocales
  }
`;
