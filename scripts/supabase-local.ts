/**
 * `npm run supabase:local`: the embedded local backend on its own, for
 * `npm run serve` or a client of your own. Ctrl-C stops it.
 */
import { startLocalSupabase } from './lib/localSupabase';

void startLocalSupabase().then((backend) => {
  console.log(`Local Supabase-compatible backend (PGlite, seeded) at ${backend.url}`);
  console.log(`anon key: ${backend.anonKey}`);
  const stop = () => void backend.close().then(() => process.exit(0));
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
});
