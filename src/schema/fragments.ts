import { graphql } from 'gatsby';

/**
 * Selections of the content blocks several pages share (named types in
 * src/schema/pageSchemas.ts). Components that render a block take the
 * fragment's generated type, so the query is the one source of their props.
 */
export const contentFragments = graphql`
  fragment CardSectionFields on CardSection {
    heading
    lead
    items {
      title
      text
      label
    }
  }

  fragment StatSectionFields on StatSection {
    heading
    lead
    items {
      ...StatFields
    }
  }

  fragment CallToActionFields on CallToAction {
    heading
    text
    label
  }
`;
