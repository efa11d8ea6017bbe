import type { SupabaseClient } from '@supabase/supabase-js';
import { supabaseAuthProvider } from 'ra-supabase';
import { EDITOR_PATH } from './client';
import { EditorError, NO_CONNECTION, NOT_AN_EDITOR, SESSION_ENDED, WRONG_CREDENTIALS } from './errors';

/**
 * ra-supabase's auth provider (Supabase Auth, e-mail and password), in Russian: a wrong password and an unknown
 * address get the same answer, which says nothing of whether the account exists; an account that is not an editor
 * is told so and signed out; the reset e-mail leads back to the editor. Only a 401 (the session ended) asks for the
 * password again: a refused save (403, 409) is shown, and the form keeps what was typed.
 */
export function editorAuthProvider(client: SupabaseClient) {
  const base = supabaseAuthProvider(client, {
    getIdentity: (user) => Promise.resolve({ id: user.id, fullName: user.email ?? '' }),
  });
  return {
    ...base,
    async login(params: { email: string; password: string }) {
      const { error } = await client.auth.signInWithPassword({ email: params.email.trim(), password: params.password });
      if (error) {
        if (error.status === 400 || error.code === 'invalid_credentials') throw new EditorError(WRONG_CREDENTIALS, 400);
        throw new EditorError(error.status ? `Вход не удался: ${error.message}` : NO_CONNECTION, error.status ?? 503);
      }
      const { data: editor, error: roleError } = (await client.rpc('is_blog_editor')) as { data: unknown; error: { code?: string } | null };
      if (roleError || editor !== true) {
        await client.auth.signOut({ scope: 'local' });
        throw new EditorError(roleError && !roleError.code ? NO_CONNECTION : NOT_AN_EDITOR, 403);
      }
    },
    async resetPassword(params: { email: string }) {
      return base.resetPassword({ ...params, redirectTo: `${window.location.origin}${EDITOR_PATH}` });
    },
    checkError(error: { status?: number; name?: string }) {
      if (error?.status === 401 || error?.name === 'AuthSessionMissingError') return Promise.reject(new Error(SESSION_ENDED));
      return Promise.resolve();
    },
  };
}
