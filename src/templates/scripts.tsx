import { graphql, type PageProps } from 'gatsby';
import { Layout } from '../components/layout/Layout';
import { ScriptsView } from '../views/scripts/ScriptsView';
import { PageHead } from '../components/Seo';
import { requirePage } from '../schema/requirePage';
import type { SitePageContext } from '../gatsby/createPages';

export default function ScriptsTemplate({ data, pageContext }: PageProps<Queries.ScriptsPageQuery, SitePageContext>) {
  const page = requirePage(data.page, 'scripts');
  return (
    <Layout language={pageContext.language} path={pageContext.i18n.path}>
      <ScriptsView language={pageContext.language} content={page} />
    </Layout>
  );
}

export const Head = PageHead;

export const query = graphql`
  query ScriptsPage($language: String!) {
    page: scriptsJson(fields: { lang: { eq: $language } }) {
      title
      description
      heading
      lead
      offerings {
        ...CardSectionFields
      }
      process {
        ...CardSectionFields
      }
      cta {
        ...CallToActionFields
      }
    }
    ...PageLocales
  }
`;
