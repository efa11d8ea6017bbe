/**
 * The embedded blog backend as the end-to-end tests reach it from their own process: supabase-js, anonymous until a
 * test signs in, and the clean-up every file that writes posts runs after itself, so the other files see the seeded
 * feed the build was made from.
 */
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import ws from 'ws';
import { LOCAL_EDITOR } from '../../../scripts/lib/localSupabase/auth';
import { LOCAL_SUPABASE_ANON_KEY, LOCAL_SUPABASE_URL } from '../../../src/config/localSupabase';

/** supabase-js in this process, on the embedded backend. */
export const localClient = (): SupabaseClient =>
  createClient(LOCAL_SUPABASE_URL, LOCAL_SUPABASE_ANON_KEY, {
    realtime: { transport: ws as never },
    auth: { persistSession: false, autoRefreshToken: false },
  });

/** Removes every post whose text holds `mark`, signed in as the local editor; nothing on a real project. */
export async function removePostsMarked(mark: string): Promise<void> {
  if (process.env.GATSBY_SUPABASE_URL) return;
  const client = localClient();
  await client.auth.signInWithPassword(LOCAL_EDITOR);
  await client.from('blog_posts').delete().like('content', `%${mark}%`);
}
