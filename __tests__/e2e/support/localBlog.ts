/**
 * The embedded blog backend as the end-to-end tests reach it from their own process: supabase-js, anonymous until a
 * test signs in, and the clean-up every file that writes posts runs after itself, so the other files see the seeded
 * feed the build was made from; and the blog editor's sign-in and text field, as its tests drive them.
 */
import type { SupabaseClient } from '@supabase/supabase-js';
import type { Page } from 'playwright-core';
import { LOCAL_EDITOR } from '../../../scripts/lib/localSupabase/auth';
import { draftKey } from '../../../src/blogEditor/drafts';
import { LOCAL_SUPABASE_ANON_KEY, LOCAL_SUPABASE_URL } from '../../../src/config/localSupabase';
import { nodeSupabaseClient } from '../../support/supabaseClient';

/** supabase-js in this process, on the embedded backend. */
export const localClient = (): SupabaseClient => nodeSupabaseClient(LOCAL_SUPABASE_URL, LOCAL_SUPABASE_ANON_KEY);

/** Removes every post whose text holds `mark`, signed in as the local editor; nothing on a real project. */
export async function removePostsMarked(mark: string): Promise<void> {
  if (process.env.GATSBY_SUPABASE_URL) return;
  const client = localClient();
  await client.auth.signInWithPassword(LOCAL_EDITOR);
  await client.from('blog_posts').delete().like('content', `%${mark}%`);
}

/** Publishes a post at once through `editor` (a client signed in as the local editor): its id and address. */
export async function publishPost(
  editor: SupabaseClient,
  content: string,
  fields: Record<string, unknown> = {},
): Promise<{ id: string; slug: string }> {
  const { data, error } = await editor
    .from('blog_posts')
    .insert({ content, is_published: true, published_at: null, ...fields })
    .select('id, slug')
    .single();
  if (error) throw new Error(error.message);
  return data;
}

/** Signs in on the blog editor's sign-in screen as the local editor (`password`: another, to be refused). */
export async function signIn(page: Page, password: string = LOCAL_EDITOR.password): Promise<void> {
  await page.getByLabel(/Почта/).fill(LOCAL_EDITOR.email);
  await page.getByLabel(/Пароль/).fill(password);
  await page.getByRole('button', { name: 'Войти' }).click();
}

/** The post form's text field. */
export const postText = (page: Page) => page.getByRole('textbox', { name: 'Текст' });

/**
 * Waits until the form of the post the address names (or of a new one) has had react-admin's reset to its record,
 * which would wipe what is typed before it (DraftKeeper marks it with the post's draft key). After a move from one
 * post to another in the same page the form still shown carries a mark too, of the other post: text typed there
 * would go to that post's draft, so the mark must be the address's own.
 */
export async function formSettled(page: Page): Promise<void> {
  await page.waitForFunction(
    ([newKey, prefix]) => {
      const id = /#\/blog_posts\/([^/?]+)/.exec(window.location.hash)?.[1];
      const key = !id || id === 'create' ? newKey : `${prefix}${decodeURIComponent(id)}`;
      return document.querySelector('[data-testid="form-settled"]')?.getAttribute('data-version')?.startsWith(`${key}@`) ?? false;
    },
    [draftKey(undefined), draftKey('')] as const,
  );
}

/** Types the post's text in the form the address names, once it has settled. */
export async function writePost(page: Page, content: string): Promise<void> {
  await formSettled(page);
  await postText(page).fill(content);
}

/**
 * Waits until `read` gives `expected` (30 s at most), then checks it once more, so a failure shows the last value:
 * what the editor's screens and the feed show after a save or a reload.
 */
export async function untilReads<T>(read: () => Promise<T>, expected: T): Promise<void> {
  const end = Date.now() + 30_000;
  while (Date.now() < end && !Object.is(await read(), expected)) await new Promise((resolve) => setTimeout(resolve, 200));
  expect(await read()).toBe(expected);
}
