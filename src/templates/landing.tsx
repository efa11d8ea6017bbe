import { graphql } from 'gatsby';
import { pageTemplate } from '../components/layout/pageTemplate';
import { PageHead } from '../components/Seo';
import { LandingView } from '../views/landing/LandingView';

export default pageTemplate<Queries.LandingPageQuery>(LandingView);

export const Head = PageHead;

export const query = graphql`
  query LandingPage($language: String!) {
    page: landingJson(fields: { lang: { eq: $language } }) {
      ...PageHeadFields
      heading
      kicker
      menuLabel
      menu {
        ...LandingMenuLabels
      }
      apply
      tagline
    }
    ...PageLocales
  }
`;
