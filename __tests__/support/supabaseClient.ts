import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import ws from 'ws';

/**
 * supabase-js as a test's own process uses it against a local backend: realtime over the `ws` package (Node before 22
 * has no global WebSocket) and no session kept or refreshed (there is no localStorage, and each test signs in itself).
 */
export function nodeSupabaseClient(url: string, anonKey: string): SupabaseClient {
  return createClient(url, anonKey, {
    realtime: { transport: ws as never },
    auth: { persistSession: false, autoRefreshToken: false },
  });
}
