/** @jest-environment node */
/**
 * The embedded backend refuses what hosted Supabase refuses, so what passes locally passes there: Storage's object
 * names (only the characters S3 calls safe: no right-to-left override, no zero-width character, no `<`), and Auth's
 * redirect after a password reset (only the site's host or an address on the project's Redirect URLs list; any other
 * `redirect_to` falls back to the site).
 */
import type { SupabaseClient } from '@supabase/supabase-js';
import { type LocalSupabase, startLocalSupabase } from '../../../scripts/lib/localSupabase';
import { LOCAL_EDITOR } from '../../../scripts/lib/localSupabase/auth';
import { BLOG_MEDIA_BUCKET } from '../../../src/config/imageCdn';
import { nodeSupabaseClient } from '../../support/supabaseClient';

jest.setTimeout(120_000);

const SITE = 'http://127.0.0.1:9000';
let backend: LocalSupabase;
beforeAll(async () => {
  backend = await startLocalSupabase({ port: 0, siteUrl: SITE, redirectUrls: ['https://*.netlify.app/admin/blog/**'] });
});
afterAll(async () => {
  await backend.close();
});

const client = (): SupabaseClient => nodeSupabaseClient(backend.url, backend.anonKey);

const png = () => new Blob([new Uint8Array(16)], { type: 'image/png' });

describe('Storage object names', () => {
  let editor: SupabaseClient;
  beforeAll(async () => {
    editor = client();
    expect((await editor.auth.signInWithPassword(LOCAL_EDITOR)).error).toBeNull();
  });

  test.each([
    ['a right-to-left override', 'photo\u202Egpj.exe.jpg'],
    ['a zero-width space', 'photo\u200B.jpg'],
    ['a zero-width joiner', '2026/11/\u200Dphoto.jpg'],
    ['a less-than sign', '<script>.jpg'],
  ])('%s is refused as an invalid key, and nothing is stored', async (_case, name) => {
    const { error } = await editor.storage.from(BLOG_MEDIA_BUCKET).upload(name, png(), { contentType: 'image/png' });
    expect(error).toMatchObject({ message: expect.stringMatching(/^Invalid key/) });
    expect((error as unknown as { statusCode?: string }).statusCode).toBe('400');
    const read = await fetch(editor.storage.from(BLOG_MEDIA_BUCKET).getPublicUrl(name).data.publicUrl);
    expect(read.status).toBe(400);
  });

  test('the names the editor gives its uploads (year/month/uuid.ext) and S3’s other safe characters are taken', async () => {
    for (const name of ['2026/11/0b7c1f9e-2d6a-4c1e-9f0a-3b2c1d4e5f60.jpg', "a (1)!-_.*'&$@=;:+,?.png"]) {
      const { error } = await editor.storage.from(BLOG_MEDIA_BUCKET).upload(name, png(), { contentType: 'image/png' });
      expect(error).toBeNull();
    }
  });
});

describe('the password-reset link', () => {
  async function linkFor(redirectTo: string): Promise<string> {
    const before = backend.mails.length;
    expect((await client().auth.resetPasswordForEmail(LOCAL_EDITOR.email, { redirectTo })).error).toBeNull();
    expect(backend.mails).toHaveLength(before + 1);
    return backend.mails.at(-1)!.link;
  }

  test.each([`${SITE}/admin/blog/`, 'http://127.0.0.1:8000/admin/blog/', 'https://deploy-preview-12--kadr.netlify.app/admin/blog/'])(
    'an address on the site’s host or the Redirect URLs list (%s) is honoured',
    async (redirectTo) => {
      expect(await linkFor(redirectTo)).toMatch(new RegExp(`^${redirectTo.replace(/[.?*+^$()[\]{}|\\/]/g, '\\$&')}#access_token=`));
    },
  );

  test.each([
    'https://evil.example/admin/blog/',
    'http://127.0.0.1.evil.example/admin/blog/',
    'https://kadr.netlify.app.evil.example/admin/blog/',
    'https://kadr.netlify.app/other/',
    'javascript:alert(1)//',
  ])('any other address (%s) is not honoured: the link goes to the site', async (redirectTo) => {
    const link = await linkFor(redirectTo);
    expect(link.startsWith(`${SITE}/#access_token=`)).toBe(true);
  });
});
