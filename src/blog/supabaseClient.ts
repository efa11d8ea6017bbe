import type { SupabaseClient, SupabaseClientOptions } from '@supabase/supabase-js';
import { cappedFetch } from './cappedBody';

/** Where the client keeps its session: the browser's localStorage unless told otherwise (the feed's worker, feedWorker.ts). */
export type AuthStorage = NonNullable<NonNullable<SupabaseClientOptions<'public'>['auth']>['storage']>;

let client: Promise<SupabaseClient> | null = null;

/**
 * The one supabase-js client, created on first use in the browser. The
 * library is a dynamic import, so nothing runs at module level and server
 * rendering never touches it (STYLE.md, "What to avoid").
 * Sessions persist and tokens refresh as product §6 configures the client; its answers are read no further than the
 * largest real page (cappedBody.ts).
 * https://supabase.com/docs/reference/javascript/initializing
 */
export function getSupabaseClient(storage?: AuthStorage): Promise<SupabaseClient> {
  client ??= import('@supabase/supabase-js').then(({ createClient }) => {
    const url = process.env.GATSBY_SUPABASE_URL;
    const anonKey = process.env.GATSBY_SUPABASE_ANON_KEY;
    if (!url || !anonKey) throw new Error('GATSBY_SUPABASE_URL and GATSBY_SUPABASE_ANON_KEY are not set');
    return createClient(url, anonKey, {
      auth: { persistSession: true, autoRefreshToken: true, ...(storage && { storage }) },
      // No answer is read past the size of the largest real page (cappedBody.ts).
      global: { fetch: cappedFetch() },
    });
  });
  return client;
}
