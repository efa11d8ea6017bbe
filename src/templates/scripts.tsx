import { graphql } from 'gatsby';
import { pageTemplate } from '../components/layout/pageTemplate';
import { PageHead } from '../components/Seo';
import { ScriptsView } from '../views/scripts/ScriptsView';

export default pageTemplate<Queries.ScriptsPageQuery>(ScriptsView);

export const Head = PageHead;

export const query = graphql`
  query ScriptsPage($language: String!) {
    page: scriptsJson(fields: { lang: { eq: $language } }) {
      ...PageHeadFields
      heading
      lead
      offerings {
        ...CardSectionFields
      }
      process {
        ...CardSectionFields
      }
      cta {
        ...CallToActionFields
      }
    }
    ...PageLocales
  }
`;
