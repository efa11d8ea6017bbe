/**
 * What the page editor's bundle gets for `import { graphql } from 'gatsby'` (src/gatsby/cms/admin.ts): the views'
 * fragments are Gatsby's to read at build time, and the editor never runs a query. Any other name from `gatsby`
 * is a build error in the editor's bundle.
 */
export const graphql = (..._query: unknown[]): undefined => undefined;
