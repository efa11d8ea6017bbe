/**
 * `npm start`: the development server on http://localhost:8000. Unless
 * GATSBY_SUPABASE_URL points at a real Supabase project, it first starts the
 * embedded local blog backend (PGlite with the migration and seed, on
 * 127.0.0.1:54321) and points the site at it, so /blog works offline.
 */
import { spawn } from 'node:child_process';
import { type LocalSupabase, startLocalSupabase } from './lib/localSupabase';

async function main() {
  let backend: LocalSupabase | null = null;
  const env: NodeJS.ProcessEnv = { ...process.env, GATSBY_TELEMETRY_DISABLED: '1' };
  if (!process.env.GATSBY_SUPABASE_URL) {
    backend = await startLocalSupabase();
    env.GATSBY_SUPABASE_URL = backend.url;
    env.GATSBY_SUPABASE_ANON_KEY = backend.anonKey;
    console.log(`Blog: embedded local backend (PGlite, seeded) at ${backend.url}`);
  }
  const child = spawn('npx', ['gatsby', 'develop', '-H', '127.0.0.1', '-p', '8000'], { stdio: 'inherit', env });
  const stop = () => child.kill('SIGINT');
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
  child.on('exit', (code) => {
    void (backend?.close() ?? Promise.resolve()).finally(() => process.exit(code ?? 0));
  });
}

main().catch((error: Error) => {
  console.error(`npm start: ${error.message}`);
  process.exit(1);
});
