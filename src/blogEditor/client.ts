import { createClient } from '@supabase/supabase-js';

/**
 * The editor's own key for its session in localStorage: not supabase-js's default, which the public feed's client
 * (src/blog/supabaseClient.ts) reads on the same origin, so a signed-in editor's token never goes with the
 * feed's anonymous requests.
 */
export const EDITOR_SESSION_KEY = 'kadr-blog-editor-session';

/** Where the editor lives; the password-reset e-mail's link comes back here. */
export const EDITOR_PATH = '/admin/blog/';

/**
 * The editor's supabase-js client, on the project the site is built with (src/gatsby/supabaseEnv.ts). Created by the
 * app on start, never at module level. The reset link's tokens are handed to ra-supabase's set-password page
 * (index.tsx), not read by supabase-js from the address.
 */
export function createEditorClient() {
  const url = process.env.GATSBY_SUPABASE_URL;
  const anonKey = process.env.GATSBY_SUPABASE_ANON_KEY;
  if (!url || !anonKey) throw new Error('GATSBY_SUPABASE_URL and GATSBY_SUPABASE_ANON_KEY are not set');
  return createClient(url, anonKey, {
    auth: { persistSession: true, autoRefreshToken: true, storageKey: EDITOR_SESSION_KEY, detectSessionInUrl: false },
  });
}
