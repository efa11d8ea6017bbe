/**
 * Table of contents of the Gatsby Node APIs this site uses; each one is a
 * small task module under src/gatsby/node/, unit-tested, except
 * onCreateDevServer: its routes (the CMS and its local backend, the feed's
 * worker, the font loader) are driven by the development server's end-to-end
 * tests (__tests__/e2e/cms.test.ts, which runs `npm run cms`).
 */
export { onPreInit } from './src/gatsby/node/onPreInit';
export { onPreBootstrap } from './src/gatsby/node/onPreBootstrap';
export { createSchemaCustomization } from './src/gatsby/node/createSchemaCustomization';
export { createResolvers } from './src/gatsby/node/createResolvers';
export { onCreateNode } from './src/gatsby/node/onCreateNode';
export { createPages } from './src/gatsby/node/createPages';
export { onCreateWebpackConfig } from './src/gatsby/node/onCreateWebpackConfig';
export { onCreateDevServer } from './src/gatsby/node/onCreateDevServer';
