/**
 * Table of contents of the Gatsby Node APIs this site uses; each one is a
 * small task module under src/gatsby/ with its own unit test.
 */
export { onPreInit } from './src/gatsby/onPreInit';
export { onPreBootstrap } from './src/gatsby/onPreBootstrap';
export { createSchemaCustomization } from './src/gatsby/createSchemaCustomization';
export { createResolvers } from './src/gatsby/createResolvers';
export { onCreateNode } from './src/gatsby/onCreateNode';
export { createPages } from './src/gatsby/createPages';
export { onCreateWebpackConfig } from './src/gatsby/onCreateWebpackConfig';
export { onPostBuild } from './src/gatsby/onPostBuild';
export { onCreateDevServer } from './src/gatsby/onCreateDevServer';
