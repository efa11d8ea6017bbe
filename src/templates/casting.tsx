import { graphql } from 'gatsby';
import { pageTemplate } from '../components/layout/pageTemplate';
import { PageHead } from '../components/Seo';
import { CastingView } from '../views/casting/CastingView';

export default pageTemplate<Queries.CastingPageQuery>(CastingView);

export const Head = PageHead;

export const query = graphql`
  query CastingPage($language: String!) {
    page: castingJson(fields: { lang: { eq: $language } }) {
      ...PageHeadFields
      heading
      lead
      sections {
        ...CardSectionFields
      }
      requirements {
        ...CardSectionFields
      }
      application {
        ...EmailApplicationFields
      }
      social {
        heading
        links {
          ...ExternalLinkFields
        }
      }
    }
    ...PageLocales
  }
`;
