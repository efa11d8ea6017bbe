import type { GatsbyNode } from 'gatsby';

/**
 * No source maps in the production bundle: Gatsby's build-javascript stage
 * writes a `.js.map` beside every script, and whatever is in public/ is
 * published (issue 12 item 7). `gatsby develop` keeps its own maps.
 * https://www.gatsbyjs.com/docs/reference/config-files/actions/#setWebpackConfig
 */
export const onCreateWebpackConfig: GatsbyNode['onCreateWebpackConfig'] = ({ stage, actions }) => {
  if (stage === 'build-javascript') actions.setWebpackConfig({ devtool: false });
};
