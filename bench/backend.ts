/**
 * The blog's embedded local backend (scripts/lib/localSupabase.ts) on the
 * address `npm run build` baked into the blog's bundle, so /blog is measured
 * with its feed loading, as a visitor sees it.
 */
import { startLocalSupabase } from '../scripts/lib/localSupabase';

export interface Backend {
  note: string;
  stop(): Promise<void>;
}

export async function startBackend(): Promise<Backend> {
  if (process.env.GATSBY_SUPABASE_URL) {
    return { note: `blog reads ${process.env.GATSBY_SUPABASE_URL}`, stop: async () => undefined };
  }
  const backend = await startLocalSupabase();
  return { note: `blog backend: the embedded local one at ${backend.url}`, stop: () => backend.close() };
}
