/**
 * The blog's embedded local backend (scripts/lib/localSupabase.ts) on the
 * address `npm run build` baked into the blog's bundle, so /blog is measured
 * with its feed loading, as a visitor sees it.
 */
import type { PGlite } from '@electric-sql/pglite';
import { startLocalSupabase } from '../scripts/lib/localSupabase';

export interface Backend {
  note: string;
  /** Where the blog reads its posts, and its public key. */
  url: string;
  anonKey: string;
  /** The embedded backend's database, whose rows the bench may change (bench/photos.ts); none for a real project. */
  db?: PGlite;
  stop(): Promise<void>;
}

export async function startBackend(): Promise<Backend> {
  const { GATSBY_SUPABASE_URL: url, GATSBY_SUPABASE_ANON_KEY: anonKey } = process.env;
  if (url && anonKey) return { note: `blog reads ${url}`, url, anonKey, stop: () => Promise.resolve() };
  const backend = await startLocalSupabase();
  return {
    note: `blog backend: the embedded local one at ${backend.url}`,
    url: backend.url,
    anonKey: backend.anonKey,
    db: backend.db,
    stop: () => backend.close(),
  };
}
