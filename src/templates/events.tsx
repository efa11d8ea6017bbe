import { graphql } from 'gatsby';
import { pageTemplate } from '../components/layout/pageTemplate';
import { PageHead } from '../components/Seo';
import { EventsView } from '../views/events/EventsView';

export default pageTemplate<Queries.EventsPageQuery>(EventsView);

export const Head = PageHead;

export const query = graphql`
  query EventsPage($language: String!) {
    page: eventsJson(fields: { lang: { eq: $language } }) {
      ...PageHeadFields
      heading
      lead
      types {
        ...CardSectionFields
      }
      services {
        ...CardSectionFields
      }
      stats {
        ...StatSectionFields
      }
      cta {
        ...CallToActionFields
      }
    }
    ...PageLocales
  }
`;
