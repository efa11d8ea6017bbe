import { graphql, type HeadProps, type PageProps } from 'gatsby';
import { PageShell } from '../components/layout/PageShell';
import { NotFoundView } from '../views/not-found/NotFoundView';
import { Seo } from '../components/Seo';
import type { SitePageContext } from '../config/pageContext';
import { localeString } from '../i18n/localeStrings';

/** The 404 pages have no content file, only UI strings: the view reads them through i18next. */
export default function NotFoundTemplate({ pageContext }: PageProps<Queries.NotFoundPageQuery, SitePageContext>) {
  return (
    <PageShell pageContext={pageContext}>
      <NotFoundView language={pageContext.language} />
    </PageShell>
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
