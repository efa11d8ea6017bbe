import { graphql } from 'gatsby';
import { pageTemplate } from '../components/layout/pageTemplate';
import { PageHead } from '../components/Seo';
import { ProductionView } from '../views/production/ProductionView';

export default pageTemplate<Queries.ProductionPageQuery>(ProductionView);

export const Head = PageHead;

export const query = graphql`
  query ProductionPage($language: String!) {
    page: productionJson(fields: { lang: { eq: $language } }) {
      ...PageHeadFields
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
