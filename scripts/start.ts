/**
 * `npm start`: the development server on http://localhost:8000 (PORT picks another). Unless GATSBY_SUPABASE_URL points
 * at a real Supabase project, it first starts the embedded local blog backend (PGlite with the migrations and seed, on
 * 127.0.0.1:54321), or uses the one already running there (`npm run supabase:local`, `npm run cms`, the tests), and
 * points the site at it, so /blog works offline. Whatever ran before in the checkout (a build, the tests, an earlier
 * session) it starts from a state `gatsby develop` can use: the build leaves no query cache of its own
 * (src/gatsby/postBuild/pipeline.ts). Ctrl-C stops it and everything it started (scripts/lib/processGroup.ts).
 */
import path from 'node:path';
import { Children } from './lib/processGroup';
import { startOrReuseLocalSupabase } from './lib/localSupabase';
import { LOCAL_SUPABASE_URL } from '../src/config/localSupabase';

// Every process started here is one of these, so Ctrl-C (SIGINT) ends them all.
const children = new Children().stopOnSignals();

async function main() {
  const env: NodeJS.ProcessEnv = { ...process.env, GATSBY_TELEMETRY_DISABLED: '1' };
  if (!process.env.GATSBY_SUPABASE_URL) {
    const backend = await startOrReuseLocalSupabase();
    if (backend) children.add({ stop: () => backend.close() });
    console.log(`Blog: embedded local backend (PGlite, seeded) at ${LOCAL_SUPABASE_URL}${backend ? '' : ' (already running)'}`);
  }
  children.develop(Number(process.env.PORT) || 8000, { cwd: path.resolve(__dirname, '..'), env });
}

main().catch(async (error: Error) => {
  console.error(`npm start: ${error.message}`);
  await children.stopAll();
  process.exit(1);
});
