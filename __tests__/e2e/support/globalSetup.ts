import { existsSync } from 'node:fs';
import path from 'node:path';
import { startLocalSupabase } from '../../../scripts/lib/localSupabase';
import { LOCAL_SUPABASE_URL } from '../../../src/config/localSupabase';
import { startStaticServer, type StaticServer } from '../../../scripts/lib/staticServer';

declare global {
  // eslint-disable-next-line no-var
  var __E2E_SERVERS__: Array<{ close(): Promise<void> }> | undefined;
}

/**
 * Serves the production build (`public/`, from `npm run build`) the way
 * Netlify would, on 127.0.0.1, and tells the tests where through E2E_BASE_URL.
 * Unless GATSBY_SUPABASE_URL points at a real project, it also starts the
 * embedded local blog backend on its fixed port, the address `npm run build`
 * baked into the blog's bundle (src/gatsby/supabaseEnv.ts).
 */
export default async function globalSetup(): Promise<void> {
  const root = path.resolve(__dirname, '../../../public');
  if (!existsSync(path.join(root, 'index.html'))) {
    throw new Error('No production build in public/: run `npm run build` before `npm run test:e2e`.');
  }
  const site: StaticServer = await startStaticServer(root);
  process.env.E2E_BASE_URL = site.url;
  globalThis.__E2E_SERVERS__ = [site];
  if (!process.env.GATSBY_SUPABASE_URL) {
    const backend = await startLocalSupabase().catch((error: Error) => {
      throw new Error(`Could not start the local blog backend at ${LOCAL_SUPABASE_URL} (is \`npm start\` running?): ${error.message}`);
    });
    globalThis.__E2E_SERVERS__.push(backend);
  }
}
