import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startLocalSupabase } from '../../../scripts/lib/localSupabase';
import { LOCAL_SUPABASE_URL } from '../../../src/config/localSupabase';
import { builtImageCdn } from '../../../src/gatsby/deploy/netlifyImages';
import { startStaticServer, type StaticServer } from '../../../scripts/lib/staticServer';
import { builtFunctions } from '../../../scripts/lib/netlifyFunctions';
import { publishedPosts } from '../../../scripts/lib/siteRoutes';

declare global {
  var __E2E_SERVERS__: Array<{ close(): Promise<void> }> | undefined;
}

/**
 * Serves the production build (`public/`, from `npm run build`) the way
 * Netlify would (its image CDN too, under the allow-list the build wrote, and the blog's function the build wrote:
 * its post pages, RSS and sitemap), on
 * 127.0.0.1, and tells the tests where through E2E_BASE_URL;
 * Netlify Forms submissions go to a temporary directory, E2E_FORMS_DIR (never
 * into the repository), removed after the run.
 * Unless GATSBY_SUPABASE_URL points at a real project, it also starts the
 * embedded local blog backend on its fixed port, the address `npm run build`
 * baked into the blog's bundle (src/gatsby/supabaseEnv.ts).
 */
export default async function globalSetup(): Promise<void> {
  const root = path.resolve(__dirname, '../../../public');
  if (!existsSync(path.join(root, 'index.html'))) {
    throw new Error('No production build in public/: run `npm run build` before `npm run test:e2e`.');
  }
  const formsDir = mkdtempSync(path.join(os.tmpdir(), 'e2e-forms-'));
  const site: StaticServer = await startStaticServer(root, {
    forms: { dir: formsDir },
    images: builtImageCdn(path.dirname(root)),
    functions: builtFunctions(path.dirname(root)),
  });
  process.env.E2E_BASE_URL = site.url;
  process.env.E2E_FORMS_DIR = formsDir;
  globalThis.__E2E_SERVERS__ = [site, { close: async () => rmSync(formsDir, { recursive: true, force: true }) }];
  if (!process.env.GATSBY_SUPABASE_URL) {
    const backend = await startLocalSupabase().catch((error: Error) => {
      throw new Error(`Could not start the local blog backend at ${LOCAL_SUPABASE_URL} (is \`npm start\` running?): ${error.message}`);
    });
    globalThis.__E2E_SERVERS__.push(backend);
  }
  // The posts the blog's function answers pages for, for the tests' lists of pages (support/site.ts): read here, where
  // awaiting is possible, and handed over as the server's address is.
  const { GATSBY_SUPABASE_URL: url, GATSBY_SUPABASE_ANON_KEY: anonKey } = process.env;
  process.env.E2E_POSTS = JSON.stringify(await publishedPosts(url && anonKey ? { url, anonKey } : undefined));
}
