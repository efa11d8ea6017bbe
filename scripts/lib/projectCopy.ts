import { cpSync, existsSync, mkdtempSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const ROOT = path.resolve(__dirname, '../..');

/** What a build leaves in the checkout. */
const BUILD_OUTPUTS = ['public', '.cache'];

/** What `gatsby build` and `gatsby develop` read; everything else of the repository stays out of a copy. */
const PROJECT_INPUTS = [
  'package.json',
  'tsconfig.json',
  'gatsby-config.ts',
  'gatsby-node.ts',
  'gatsby-browser.tsx',
  'gatsby-ssr.tsx',
  'src',
  'scripts',
  'data',
  'locales',
  'static',
  // The image CDN's allow-list (src/gatsby/deploy/netlifyImages.ts, for `gatsby develop`).
  'netlify.toml',
  // The embedded blog backend's migrations and seed, which `npm run cms` starts for the blog editor.
  'supabase',
];

/**
 * A temporary copy of the repository holding only what Gatsby reads (for the end-to-end tests and bench/cms.ts), with node_modules as a symlink: a server run
 * there writes its .cache/, public/ and content into the copy, never into the checkout under test. `withBuild`: what
 * the checkout's last build left too (public/, and a .cache/ if there is one), so a server starts where it would
 * after `npm run build` or `npm test`. The caller removes it.
 */
export function copyProject(prefix: string, { withBuild = false }: { withBuild?: boolean } = {}): string {
  const copy = mkdtempSync(path.join(tmpdir(), prefix));
  const entries = withBuild ? [...PROJECT_INPUTS, ...BUILD_OUTPUTS.filter((entry) => existsSync(path.join(ROOT, entry)))] : PROJECT_INPUTS;
  for (const entry of entries) cpSync(path.join(ROOT, entry), path.join(copy, entry), { recursive: true });
  symlinkSync(path.join(ROOT, 'node_modules'), path.join(copy, 'node_modules'), 'dir');
  return copy;
}
