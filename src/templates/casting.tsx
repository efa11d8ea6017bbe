import { graphql, type PageProps } from 'gatsby';
import { Layout } from '../components/layout/Layout';
import { CastingView } from '../views/casting/CastingView';
import { PageHead } from '../components/Seo';
import { requirePage } from '../schema/requirePage';
import type { SitePageContext } from '../gatsby/createPages';

export default function CastingTemplate({ data, pageContext }: PageProps<Queries.CastingPageQuery, SitePageContext>) {
  const page = requirePage(data.page, 'casting');
  return (
    <Layout language={pageContext.language} path={pageContext.i18n.path}>
      <CastingView content={page} />
    </Layout>
  );
}

export const Head = PageHead;

export const query = graphql`
  query CastingPage($language: String!) {
    page: castingJson(fields: { lang: { eq: $language } }) {
      title
      description
      heading
      lead
      sections {
        ...CardSectionFields
      }
      requirements {
        ...CardSectionFields
      }
      application {
        heading
        lead
        email
        subjectLabel
        subject
        steps {
          title
          text
        }
        review
      }
      social {
        heading
        links {
          label
          href
        }
      }
    }
    ...PageLocales
  }
`;
