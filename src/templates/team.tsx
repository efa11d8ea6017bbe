import { graphql } from 'gatsby';
import { pageTemplate } from '../components/layout/pageTemplate';
import { PageHead } from '../components/Seo';
import { TeamView } from '../views/team/TeamView';

export default pageTemplate<Queries.TeamPageQuery>(TeamView);

export const Head = PageHead;

export const query = graphql`
  query TeamPage($language: String!) {
    page: teamJson(fields: { lang: { eq: $language } }) {
      ...PageHeadFields
      heading
      lead
      showInitials
      members {
        heading
        items {
          ...TeamMemberFields
        }
      }
      philosophy {
        ...CardSectionFields
      }
      achievements {
        ...StatSectionFields
      }
      cta {
        ...CallToActionFields
      }
    }
    ...PageLocales
  }
`;
