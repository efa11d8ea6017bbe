// PGlite's CommonJS build loads Node built-ins with `await import("fs")`, and
// ipx's (under Netlify's image CDN) loads sharp so; jest's VM cannot run
// dynamic imports without --experimental-vm-modules, so for those two
// packages turn them into the equivalent `require` calls. (The
// module's own require is captured first: PGlite declares a local `var require`.)
const { createHash } = require('node:crypto');
const { readFileSync } = require('node:fs');

const SELF = readFileSync(__filename, 'utf8');

module.exports = {
  process(source) {
    const code = source.replace(/\bimport\((["'][\w:/]+["'])\)/g, 'Promise.resolve(__moduleRequire($1))');
    return { code: `const __moduleRequire = require;${code}` };
  },
  getCacheKey(source, filename) {
    return createHash('sha1').update(SELF).update(filename).update(source).digest('hex');
  },
};
