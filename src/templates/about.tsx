import { graphql } from 'gatsby';
import { pageTemplate } from '../components/layout/pageTemplate';
import { PageHead } from '../components/Seo';
import { AboutView } from '../views/about/AboutView';

export default pageTemplate<Queries.AboutPageQuery>(AboutView);

export const Head = PageHead;

export const query = graphql`
  query AboutPage($language: String!) {
    page: aboutJson(fields: { lang: { eq: $language } }) {
      ...PageHeadFields
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
