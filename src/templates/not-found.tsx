import { graphql, type HeadProps, type PageProps } from 'gatsby';
import { Layout } from '../components/layout/Layout';
import { NotFoundView } from '../views/not-found/NotFoundView';
import { Seo } from '../components/Seo';
import type { SitePageContext } from '../gatsby/createPages';
import { localeString } from '../i18n/localeStrings';

export default function NotFoundTemplate({ pageContext }: PageProps<Queries.NotFoundPageQuery, SitePageContext>) {
  return (
    <Layout language={pageContext.language} path={pageContext.i18n.path}>
      <NotFoundView language={pageContext.language} />
    </Layout>
  );
}

export const Head = ({ data, pageContext }: HeadProps<Queries.NotFoundPageQuery, SitePageContext>) => (
  <Seo
    language={pageContext.language}
    title={localeString(data, 'notFound.title')}
    description={localeString(data, 'notFound.description')}
  />
);

export const query = graphql`
  query NotFoundPage($language: String!) {
    ...PageLocales
  }
`;
