/**
 * What a bundle made outside Gatsby gets for `import { graphql } from 'gatsby'` (the page editor's,
 * src/gatsby/cms/admin.ts; the blog's function's, src/gatsby/blogPages/bundle.ts): the views' fragments are Gatsby's
 * to read at build time, and neither runs a query. Any other name from `gatsby` is a build error in those bundles.
 */
export const graphql = (..._query: unknown[]): undefined => undefined;

/** The alias each of those bundles resolves `gatsby` with. */
export const GATSBY_STAND_IN = { gatsby: './src/gatsby/graphqlStandIn.ts' };
