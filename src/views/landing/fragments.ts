import { graphql } from 'gatsby';

/**
 * The landing menu's labels, as the landing's query asks for them. Beside the menu rather than in it: the menu is
 * part of an island (LandingMain.tsx), whose code must not import Gatsby.
 */
export const query = graphql`
  fragment LandingMenuLabels on LandingJsonMenu {
    scripts
    production
    casting
    productPlacement
    events
    cases
    kremlin
    blog
  }
`;
