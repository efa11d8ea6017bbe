import { graphql, type PageProps } from 'gatsby';
import { LandingView } from '../views/landing/LandingView';
import { PageHead } from '../components/Seo';
import { requirePage } from '../schema/requirePage';
import type { SitePageContext } from '../gatsby/createPages';

export default function LandingTemplate({ data, pageContext }: PageProps<Queries.LandingPageQuery, SitePageContext>) {
  const page = requirePage(data.page, 'landing');
  return <LandingView language={pageContext.language} path={pageContext.i18n.path} content={page} />;
}

export const Head = PageHead;

export const query = graphql`
  query LandingPage($language: String!) {
    page: landingJson(fields: { lang: { eq: $language } }) {
      title
      description
      heading
      kicker
      menuLabel
      menu {
        scripts
        production
        casting
        productPlacement
        events
        cases
        kremlin
        blog
      }
      apply
      tagline
    }
    ...PageLocales
  }
`;
