import { graphql, type PageProps } from 'gatsby';
import { KremlinView } from '../views/kremlin/KremlinView';
import { PageHead } from '../components/Seo';
import { requirePage } from '../schema/requirePage';
import type { SitePageContext } from '../gatsby/createPages';

export default function KremlinTemplate({ data, pageContext }: PageProps<Queries.KremlinPageQuery, SitePageContext>) {
  const page = requirePage(data.page, 'kremlin');
  return <KremlinView language={pageContext.language} path={pageContext.i18n.path} content={page} />;
}

export const Head = PageHead;

export const query = graphql`
  query KremlinPage($language: String!) {
    page: kremlinJson(fields: { lang: { eq: $language } }) {
      title
      description
      heading
      kicker
      lead
      dates
      datesLabel
      venue
      venueLabel
      about {
        heading
        paragraphs
      }
      figuresHeading
      figures {
        value
        label
      }
      optionsHeading
      optionsLead
      options {
        title
        description
      }
      presentationLabel
      contactLabel
      contact {
        heading
        text
        email
        phone
      }
    }
    ...PageLocales
  }
`;
