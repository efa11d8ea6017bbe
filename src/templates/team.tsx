import { graphql, type PageProps } from 'gatsby';
import { Layout } from '../components/layout/Layout';
import { TeamView } from '../views/team/TeamView';
import { PageHead } from '../components/Seo';
import { requirePage } from '../schema/requirePage';
import type { SitePageContext } from '../gatsby/createPages';

export default function TeamTemplate({ data, pageContext }: PageProps<Queries.TeamPageQuery, SitePageContext>) {
  const page = requirePage(data.page, 'team');
  return (
    <Layout language={pageContext.language} path={pageContext.i18n.path}>
      <TeamView language={pageContext.language} content={page} />
    </Layout>
  );
}

export const Head = PageHead;

export const query = graphql`
  query TeamPage($language: String!) {
    page: teamJson(fields: { lang: { eq: $language } }) {
      title
      description
      heading
      lead
      showInitials
      members {
        heading
        items {
          name
          role
          experience
          description
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
