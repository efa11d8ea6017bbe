/** @jest-environment node */
import type { Reporter } from 'gatsby';
import { LOCAL_SUPABASE_ANON_KEY, LOCAL_SUPABASE_URL } from '../../../src/config/localSupabase';
import { onPreInit } from '../../../src/gatsby/node/onPreInit';
import { resolveSupabaseEnv } from '../../../src/gatsby/supabaseEnv';

describe('resolveSupabaseEnv', () => {
  test('uses the real project when both variables are set', () => {
    expect(
      resolveSupabaseEnv({ CONTEXT: 'production', GATSBY_SUPABASE_URL: 'https://abc.supabase.co', GATSBY_SUPABASE_ANON_KEY: 'key' }),
    ).toEqual({ ok: true, url: 'https://abc.supabase.co', anonKey: 'key', local: false });
  });

  test('falls back to the embedded local backend on a machine that is not Netlify', () => {
    for (const CONTEXT of [undefined, 'deploy-preview', 'dev']) {
      expect(resolveSupabaseEnv({ CONTEXT })).toEqual({ ok: true, url: LOCAL_SUPABASE_URL, anonKey: LOCAL_SUPABASE_ANON_KEY, local: true });
    }
  });

  test('refuses a production build without the variables, naming them', () => {
    const result = resolveSupabaseEnv({ CONTEXT: 'production', GATSBY_SUPABASE_URL: 'https://abc.supabase.co' });
    expect(result.ok).toBe(false);
    expect(!result.ok && result.message).toMatch(/needs GATSBY_SUPABASE_ANON_KEY for a production build/);
    expect(!result.ok && result.message).not.toMatch(/GATSBY_SUPABASE_URL and GATSBY_SUPABASE_ANON_KEY for/);
    const none = resolveSupabaseEnv({ CONTEXT: 'production' });
    expect(!none.ok && none.message).toMatch(/GATSBY_SUPABASE_URL and GATSBY_SUPABASE_ANON_KEY/);
  });

  // Deploy previews and branch deploys used to ship a blog reading 127.0.0.1.
  test.each(['deploy-preview', 'branch-deploy', 'production', undefined])(
    'refuses every Netlify build without the variables (CONTEXT=%s), naming them',
    (CONTEXT) => {
      const none = resolveSupabaseEnv({ NETLIFY: 'true', CONTEXT });
      expect(none.ok).toBe(false);
      expect(!none.ok && none.message).toMatch(/needs GATSBY_SUPABASE_URL and GATSBY_SUPABASE_ANON_KEY for a Netlify build/);
      const half = resolveSupabaseEnv({ NETLIFY: 'true', CONTEXT, GATSBY_SUPABASE_URL: 'https://abc.supabase.co' });
      expect(!half.ok && half.message).toMatch(/needs GATSBY_SUPABASE_ANON_KEY for a Netlify build/);
    },
  );

  test('refuses half a configuration anywhere', () => {
    expect(resolveSupabaseEnv({ GATSBY_SUPABASE_ANON_KEY: 'key' }).ok).toBe(false);
  });
});

describe('onPreInit', () => {
  const saved = { ...process.env };
  afterEach(() => {
    process.env = { ...saved };
  });
  const reporter = () => ({ panic: jest.fn(), info: jest.fn() }) as unknown as Reporter & { panic: jest.Mock; info: jest.Mock };
  const run = (r: Reporter) => (onPreInit as (args: { reporter: Reporter }) => void)({ reporter: r });

  test('bakes the local defaults into the build environment', () => {
    delete process.env.GATSBY_SUPABASE_URL;
    delete process.env.GATSBY_SUPABASE_ANON_KEY;
    delete process.env.CONTEXT;
    delete process.env.NETLIFY;
    const r = reporter();
    run(r);
    expect(r.panic).not.toHaveBeenCalled();
    expect(process.env.GATSBY_SUPABASE_URL).toBe(LOCAL_SUPABASE_URL);
    expect(process.env.GATSBY_SUPABASE_ANON_KEY).toBe(LOCAL_SUPABASE_ANON_KEY);
  });

  test('fails a Netlify production build without the variables', () => {
    delete process.env.GATSBY_SUPABASE_URL;
    delete process.env.GATSBY_SUPABASE_ANON_KEY;
    process.env.CONTEXT = 'production';
    const r = reporter();
    run(r);
    expect(r.panic).toHaveBeenCalledWith(expect.stringContaining('GATSBY_SUPABASE_URL and GATSBY_SUPABASE_ANON_KEY'));
    expect(process.env.GATSBY_SUPABASE_URL).toBeUndefined();
  });

  test('fails a Netlify deploy preview without the variables', () => {
    delete process.env.GATSBY_SUPABASE_URL;
    delete process.env.GATSBY_SUPABASE_ANON_KEY;
    process.env.NETLIFY = 'true';
    process.env.CONTEXT = 'deploy-preview';
    const r = reporter();
    run(r);
    expect(r.panic).toHaveBeenCalledWith(
      expect.stringMatching(/GATSBY_SUPABASE_URL and GATSBY_SUPABASE_ANON_KEY for a Netlify build \(CONTEXT=deploy-preview\)/),
    );
    expect(process.env.GATSBY_SUPABASE_URL).toBeUndefined();
  });
});
