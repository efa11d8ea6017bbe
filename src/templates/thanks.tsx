import { graphql } from 'gatsby';
import { pageTemplate } from '../components/layout/pageTemplate';
import { PageHead } from '../components/Seo';
import { ThanksView } from '../views/thanks/ThanksView';

export default pageTemplate<Queries.ThanksPageQuery>(ThanksView);

export const Head = PageHead;

export const query = graphql`
  query ThanksPage($language: String!) {
    page: thanksJson(fields: { lang: { eq: $language } }) {
      ...PageHeadFields
      heading
      lead
      text
      links {
        label
        href
      }
    }
    ...PageLocales
  }
`;
