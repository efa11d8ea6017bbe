import { graphql } from 'gatsby';
import { pageTemplate } from '../components/layout/pageTemplate';
import { PageHead } from '../components/Seo';
import { KremlinView } from '../views/kremlin/KremlinView';

export default pageTemplate<Queries.KremlinPageQuery>(KremlinView);

export const Head = PageHead;

export const query = graphql`
  query KremlinPage($language: String!) {
    page: kremlinJson(fields: { lang: { eq: $language } }) {
      ...PageHeadFields
      ...KremlinHeroFields
      about {
        heading
        paragraphs
      }
      figuresHeading
      figures {
        ...StatFields
      }
      optionsHeading
      optionsLead
      options {
        ...IntegrationOptionFields
      }
      contact {
        ...KremlinContactFields
      }
    }
    ...PageLocales
  }
`;
