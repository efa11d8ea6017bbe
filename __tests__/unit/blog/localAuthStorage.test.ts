/** @jest-environment node */
/**
 * The embedded backend's Auth and Storage, spoken to by the real supabase-js client as the blog editor speaks to them:
 * sign-in (a wrong password and an unknown address answered alike), refresh, sign-out; REST as the signed-in user,
 * where the migration's policies decide; uploads to blog-media refused for an svg, an html file, an oversized file and
 * any caller but an editor; replace, delete and public read.
 */
import type { SupabaseClient } from '@supabase/supabase-js';
import { type LocalSupabase, startLocalSupabase } from '../../../scripts/lib/localSupabase';
import { LOCAL_EDITOR } from '../../../scripts/lib/localSupabase/auth';
import { BLOG_MEDIA_BUCKET } from '../../../src/config/imageCdn';
import { BLOG_MEDIA_MAX_BYTES } from '../../../src/blog/postRules';
import { nodeSupabaseClient } from '../../support/supabaseClient';

jest.setTimeout(120_000);

const READER = { email: 'reader@kadr.local', password: 'reader-password', editor: false };
let backend: LocalSupabase;
beforeAll(async () => {
  backend = await startLocalSupabase({ port: 0, accounts: [READER] });
});
afterAll(async () => {
  await backend.close();
});

const client = (): SupabaseClient => nodeSupabaseClient(backend.url, backend.anonKey);

async function signedIn(account: { email: string; password: string }) {
  const c = client();
  const { error } = await c.auth.signInWithPassword(account);
  expect(error).toBeNull();
  return c;
}

const png = (bytes = 16) => new Blob([new Uint8Array(bytes)], { type: 'image/png' });

describe('Auth', () => {
  test('a wrong password and an unknown address get the same answer', async () => {
    const wrong = await client().auth.signInWithPassword({ email: LOCAL_EDITOR.email, password: 'not-the-password' });
    const unknown = await client().auth.signInWithPassword({ email: 'nobody@kadr.local', password: 'not-the-password' });
    expect(wrong.error).toMatchObject({ status: 400, code: 'invalid_credentials', message: 'Invalid login credentials' });
    expect({ status: unknown.error?.status, code: unknown.error?.code, message: unknown.error?.message }).toEqual({
      status: wrong.error?.status,
      code: wrong.error?.code,
      message: wrong.error?.message,
    });
  });

  test('the local editor signs in, reads the user, refreshes, and signing out ends the session', async () => {
    const c = await signedIn(LOCAL_EDITOR);
    expect((await c.auth.getUser()).data.user?.email).toBe(LOCAL_EDITOR.email);
    const { data: session } = await c.auth.getSession();
    const refreshed = await c.auth.refreshSession();
    expect(refreshed.error).toBeNull();
    // A refresh token is used once.
    const again = await client().auth.refreshSession({ refresh_token: session.session!.refresh_token });
    expect(again.error).not.toBeNull();
    const token = refreshed.data.session!.access_token;
    await c.auth.signOut();
    const after = await fetch(`${backend.url}/auth/v1/user`, { headers: { apikey: backend.anonKey, authorization: `Bearer ${token}` } });
    expect(after.status).toBe(403);
  });

  test('a reset request answers alike for any address, and mails a link back to the editor for an account', async () => {
    const before = backend.mails.length;
    expect(
      (await client().auth.resetPasswordForEmail('nobody@kadr.local', { redirectTo: 'http://127.0.0.1:9000/admin/blog/' })).error,
    ).toBeNull();
    expect(backend.mails).toHaveLength(before);
    expect(
      (await client().auth.resetPasswordForEmail(LOCAL_EDITOR.email, { redirectTo: 'http://127.0.0.1:9000/admin/blog/' })).error,
    ).toBeNull();
    expect(backend.mails.at(-1)).toMatchObject({
      to: LOCAL_EDITOR.email,
      link: expect.stringMatching(
        /^http:\/\/127\.0\.0\.1:9000\/admin\/blog\/#access_token=[\w.-]+&refresh_token=[\w-]+&expires_in=\d+&token_type=bearer&type=recovery$/,
      ),
    });
  });
});

describe('REST as the signed-in user', () => {
  test('an editor reads drafts, writes, and is refused a save of an older version (409)', async () => {
    const c = await signedIn(LOCAL_EDITOR);
    const all = await c.from('blog_posts').select('id', { count: 'exact' }).range(0, 4);
    expect(all.data).toHaveLength(5);
    expect(all.count).toBe(15);
    const created = await c.from('blog_posts').insert({ content: 'Новая запись' }).select().single();
    expect(created.error).toBeNull();
    const id = (created.data as { id: string }).id;
    const first = await c
      .from('blog_posts')
      .update({ content: 'Правка', updated_at: created.data.updated_at })
      .eq('id', id)
      .select()
      .single();
    expect(first.data).toMatchObject({ content: 'Правка' });
    const stale = await c
      .from('blog_posts')
      .update({ content: 'Поздно', updated_at: created.data.updated_at })
      .eq('id', id)
      .select()
      .single();
    expect(stale.status).toBe(409);
    expect((await c.from('blog_posts').delete().eq('id', id).select()).data).toHaveLength(1);
    expect((await c.rpc('is_blog_editor')).data).toBe(true);
  });

  test('a signed-in non-editor reads no post and writes none', async () => {
    const c = await signedIn(READER);
    expect((await c.from('blog_posts').select('id')).data).toEqual([]);
    const insert = await c.from('blog_posts').insert({ content: 'x' });
    expect(insert.status).toBe(403);
    expect((await c.rpc('is_blog_editor')).data).toBe(false);
  });

  test('a token the backend did not sign is refused', async () => {
    const res = await fetch(`${backend.url}/rest/v1/blog_posts?select=id`, {
      headers: { apikey: backend.anonKey, authorization: 'Bearer eyJhbGciOiJIUzI1NiJ9.eyJyb2xlIjoiYXV0aGVudGljYXRlZCJ9.forged' },
    });
    expect(res.status).toBe(401);
  });
});

describe('Storage: the blog-media bucket', () => {
  test('an editor uploads, replaces and deletes; the file is read at its public URL', async () => {
    const c = await signedIn(LOCAL_EDITOR);
    const bucket = c.storage.from(BLOG_MEDIA_BUCKET);
    expect((await bucket.upload('t/a.png', png(10))).error).toBeNull();
    const url = bucket.getPublicUrl('t/a.png').data.publicUrl;
    expect(url).toBe(`${backend.url}/storage/v1/object/public/blog-media/t/a.png`);
    let res = await fetch(url);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/png');
    expect((await res.arrayBuffer()).byteLength).toBe(10);
    expect((await bucket.upload('t/a.png', png(20))).error).toMatchObject({ statusCode: '409' });
    expect((await bucket.upload('t/a.png', png(20), { upsert: true })).error).toBeNull();
    expect((await bucket.update('t/a.png', png(30))).error).toBeNull();
    expect((await (await fetch(url)).arrayBuffer()).byteLength).toBe(30);
    expect((await bucket.remove(['t/a.png'])).data).toHaveLength(1);
    res = await fetch(url);
    expect(res.status).toBe(400);
  });

  test.each([
    ['an svg', new Blob(['<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'], { type: 'image/svg+xml' }), 415],
    ['an html file', new Blob(['<script>alert(1)</script>'], { type: 'text/html' }), 415],
    ['a file over the bucket’s limit', new Blob([new Uint8Array(BLOG_MEDIA_MAX_BYTES + 1)], { type: 'video/mp4' }), 413],
  ])('refuses %s, even from an editor', async (_, file, status) => {
    const c = await signedIn(LOCAL_EDITOR);
    const { error } = await c.storage.from(BLOG_MEDIA_BUCKET).upload(`t/refused-${status}`, file);
    expect(error).toMatchObject({ statusCode: String(status) });
  });

  test('anon and a signed-in non-editor may not upload, replace or delete', async () => {
    const c = await signedIn(LOCAL_EDITOR);
    await c.storage.from(BLOG_MEDIA_BUCKET).upload('t/kept.png', png());
    for (const other of [client(), await signedIn(READER)]) {
      const bucket = other.storage.from(BLOG_MEDIA_BUCKET);
      expect((await bucket.upload('t/x.png', png())).error).not.toBeNull();
      expect((await bucket.update('t/kept.png', png(5))).error).not.toBeNull();
      expect((await bucket.remove(['t/kept.png'])).data ?? []).toEqual([]);
    }
    expect((await fetch(c.storage.from(BLOG_MEDIA_BUCKET).getPublicUrl('t/kept.png').data.publicUrl)).status).toBe(200);
  });
});
