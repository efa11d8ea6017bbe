import { graphql } from 'gatsby';
import { pageTemplate } from '../components/layout/pageTemplate';
import { PageHead } from '../components/Seo';
import { PrivacyView } from '../views/privacy/PrivacyView';

export default pageTemplate<Queries.PrivacyPageQuery>(PrivacyView);

export const Head = PageHead;

export const query = graphql`
  query PrivacyPage($language: String!) {
    page: privacyJson(fields: { lang: { eq: $language } }) {
      ...PageHeadFields
      heading
      lead
      sections {
        heading
        paragraphs
        link {
          label
          href
        }
      }
    }
    ...PageLocales
  }
`;
