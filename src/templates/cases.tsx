import { graphql, type PageProps } from 'gatsby';
import { CasesView } from '../views/cases/CasesView';
import { PageHead } from '../components/Seo';
import { requirePage } from '../schema/requirePage';
import type { SitePageContext } from '../gatsby/createPages';

export default function CasesTemplate({ data, pageContext }: PageProps<Queries.CasesPageQuery, SitePageContext>) {
  const page = requirePage(data.page, 'cases');
  return <CasesView language={pageContext.language} path={pageContext.i18n.path} content={page} />;
}

export const Head = PageHead;

export const query = graphql`
  query CasesPage($language: String!) {
    page: casesJson(fields: { lang: { eq: $language } }) {
      title
      description
      heading
      lead
      partnersHeading
      partnersLead
      partners {
        name
        category
      }
      projectsHeading
      projectsLead
      projects {
        title
        type
        description
        videoUrl
      }
      videoFallback
    }
    ...PageLocales
  }
`;
