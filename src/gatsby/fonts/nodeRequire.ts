import { createRequire } from 'node:module';
import path from 'node:path';

/**
 * Node's own require, from the project root, for build steps that load
 * CommonJS packages (subset-font, fontkit, fontverter) or resolve a package's
 * files (the PDF's fonts): Gatsby bundles gatsby-node with Parcel, which
 * leaves `require.resolve` undefined and loses the default export of a
 * CommonJS package loaded with `import()`.
 */
export const nodeRequire = createRequire(path.join(process.cwd(), 'package.json'));
