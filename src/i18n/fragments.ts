import { graphql } from 'gatsby';

/**
 * The UI strings of one language for gatsby-plugin-react-i18next. Every page
 * query spreads this with its own $language, so a page ships only its
 * language's strings (never useStaticQuery, which would ship both).
 */
export const pageLocales = graphql`
  fragment PageLocales on Query {
    locales: allLocale(filter: { language: { eq: $language } }) {
      edges {
        node {
          ns
          data
          language
        }
      }
    }
  }
`;
