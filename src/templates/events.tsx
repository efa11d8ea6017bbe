import { graphql, type PageProps } from 'gatsby';
import { Layout } from '../components/layout/Layout';
import { EventsView } from '../views/events/EventsView';
import { PageHead } from '../components/Seo';
import { requirePage } from '../schema/requirePage';
import type { SitePageContext } from '../gatsby/createPages';

export default function EventsTemplate({ data, pageContext }: PageProps<Queries.EventsPageQuery, SitePageContext>) {
  const page = requirePage(data.page, 'events');
  return (
    <Layout language={pageContext.language} path={pageContext.i18n.path}>
      <EventsView language={pageContext.language} content={page} />
    </Layout>
  );
}

export const Head = PageHead;

export const query = graphql`
  query EventsPage($language: String!) {
    page: eventsJson(fields: { lang: { eq: $language } }) {
      title
      description
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
