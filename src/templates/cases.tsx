import { graphql } from 'gatsby';
import { pageTemplate } from '../components/layout/pageTemplate';
import { PageHead } from '../components/Seo';
import { CasesView } from '../views/cases/CasesView';

export default pageTemplate<Queries.CasesPageQuery>(CasesView);

export const Head = PageHead;

export const query = graphql`
  query CasesPage($language: String!) {
    page: casesJson(fields: { lang: { eq: $language } }) {
      ...PageHeadFields
      heading
      lead
      partnersHeading
      partnersLead
      partners {
        ...CasePartnerFields
      }
      projectsHeading
      projectsLead
      projects {
        ...CreativeProjectFields
      }
      videoFallback
    }
    ...PageLocales
  }
`;
