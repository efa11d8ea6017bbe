import type { SupabaseClient } from '@supabase/supabase-js';
import { supabaseAuthProvider } from 'ra-supabase';
import { EDITOR_PATH } from './client';
import { EditorError, NO_CONNECTION, NOT_AN_EDITOR, SESSION_ENDED, signInError } from './errors';

/**
 * ra-supabase's auth provider (Supabase Auth, e-mail and password), in Russian: a wrong password and an unknown
 * address get the same answer, which says nothing of whether the account exists; an account that is not an editor
 * is told so and signed out, whether it came through the sign-in form or through an invitation's or a reset's link;
 * the reset e-mail leads back to the editor. Only a 401 (the session ended) asks for the password again: a refused
 * save (403, 409) is shown, and the form keeps what was typed.
 */
export function editorAuthProvider(client: SupabaseClient) {
  const base = supabaseAuthProvider(client, {
    getIdentity: (user) => Promise.resolve({ id: user.id, fullName: user.email ?? '' }),
  });
  /** The user last found to be an editor: asked once per account, not on every page react-admin checks. */
  let editorId: string | null = null;

  /**
   * Signs the account out unless the database lists it as an editor (public.is_blog_editor()). With no answer, says
   * so at sign-in; on later checks lets the page be (the database refuses a non-editor's every request all the same),
   * so that a lost connection never signs an editor out.
   */
  async function requireEditor(atSignIn: boolean) {
    const { data } = await client.auth.getSession();
    const userId = data.session?.user.id;
    if (!userId || userId === editorId) return;
    const { data: editor, error: roleError } = (await client.rpc('is_blog_editor')) as { data: unknown; error: { code?: string } | null };
    if (roleError && !roleError.code) {
      if (atSignIn) throw new EditorError(NO_CONNECTION, 503);
      return;
    }
    if (roleError || editor !== true) {
      await client.auth.signOut({ scope: 'local' });
      throw new EditorError(NOT_AN_EDITOR, 403);
    }
    editorId = userId;
  }

  return {
    ...base,
    async login(params: { email: string; password: string }) {
      const { error } = await client.auth.signInWithPassword({ email: params.email.trim(), password: params.password });
      if (error) throw signInError(error);
      await requireEditor(true);
    },
    async checkAuth(params: Parameters<typeof base.checkAuth>[0]) {
      await base.checkAuth(params);
      // The pages that set or ask for a password need no session (ra-supabase lets them through).
      if (!/#\/(set|forgot)-password/.test(window.location.hash)) await requireEditor(false);
    },
    async logout(params: Parameters<typeof base.logout>[0]) {
      editorId = null;
      return base.logout(params);
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
