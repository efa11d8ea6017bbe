import type { SupabaseClient } from '@supabase/supabase-js';

let client: Promise<SupabaseClient> | null = null;

/**
 * The one supabase-js client, created on first use in the browser. The
 * library is a dynamic import, so webpack puts it in its own chunk that only
 * the blog page loads, after hydration; nothing runs at module level, so
 * server rendering never touches it (STYLE.md, "What to avoid").
 * Sessions persist and tokens refresh as SPEC §6 configures the client.
 * https://supabase.com/docs/reference/javascript/initializing
 */
export function getSupabaseClient(): Promise<SupabaseClient> {
  client ??= import(/* webpackChunkName: "supabase" */ '@supabase/supabase-js').then(({ createClient }) => {
    const url = process.env.GATSBY_SUPABASE_URL;
    const anonKey = process.env.GATSBY_SUPABASE_ANON_KEY;
    if (!url || !anonKey) throw new Error('GATSBY_SUPABASE_URL and GATSBY_SUPABASE_ANON_KEY are not set');
    return createClient(url, anonKey, { auth: { persistSession: true, autoRefreshToken: true } });
  });
  return client;
}
