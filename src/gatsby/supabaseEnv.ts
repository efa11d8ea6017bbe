import type { Reporter } from 'gatsby';
import { LOCAL_SUPABASE_ANON_KEY, LOCAL_SUPABASE_URL } from '../config/localSupabase';

/** The two variables the blog's browser client is built with (product §6). */
export const SUPABASE_ENV_NAMES = ['GATSBY_SUPABASE_URL', 'GATSBY_SUPABASE_ANON_KEY'] as const;

export type SupabaseEnvResult = { ok: true; url: string; anonKey: string; local: boolean } | { ok: false; message: string };

/**
 * Decides what the blog connects to. Both variables set: the real project.
 * Neither set: the embedded local backend (`npm start`, `npm run build` on a
 * developer's machine, the tests) — but never on Netlify: a production deploy,
 * a deploy preview or a branch deploy without them would ship a blog that
 * fetches 127.0.0.1 on the visitor's own machine, so every Netlify build
 * (`NETLIFY=true`, whatever its `CONTEXT`) fails instead, naming what is missing.
 * https://docs.netlify.com/configure-builds/environment-variables/#build-metadata
 */
export function resolveSupabaseEnv(env: NodeJS.ProcessEnv): SupabaseEnvResult {
  const url = env.GATSBY_SUPABASE_URL?.trim();
  const anonKey = env.GATSBY_SUPABASE_ANON_KEY?.trim();
  if (url && anonKey) return { ok: true, url, anonKey, local: false };
  if (env.NETLIFY === 'true' || env.CONTEXT === 'production') {
    const missing = SUPABASE_ENV_NAMES.filter((name) => !env[name]?.trim());
    const where =
      env.NETLIFY === 'true' ? `a Netlify build (CONTEXT=${env.CONTEXT ?? 'unset'})` : 'a production build (CONTEXT=production)';
    return {
      ok: false,
      message:
        `The blog needs ${missing.join(' and ')} for ${where}. ` +
        'Set GATSBY_SUPABASE_URL and GATSBY_SUPABASE_ANON_KEY to the Supabase project URL and its anon key ' +
        'in Netlify (Site configuration > Environment variables, for every deploy context), then deploy again.',
    };
  }
  if (url || anonKey) {
    return {
      ok: false,
      message: 'Set both GATSBY_SUPABASE_URL and GATSBY_SUPABASE_ANON_KEY, or neither (to use the embedded local backend).',
    };
  }
  return { ok: true, url: LOCAL_SUPABASE_URL, anonKey: LOCAL_SUPABASE_ANON_KEY, local: true };
}

/**
 * Runs before webpack reads `process.env.GATSBY_*` (onPreInit.ts), so the
 * defaults are baked into the bundle exactly as if they had been set in the
 * environment.
 */
export function configureSupabaseEnv(reporter: Pick<Reporter, 'panic' | 'info'>): void {
  const result = resolveSupabaseEnv(process.env);
  if (!result.ok) {
    reporter.panic(result.message);
    return;
  }
  process.env.GATSBY_SUPABASE_URL = result.url;
  process.env.GATSBY_SUPABASE_ANON_KEY = result.anonKey;
  if (result.local) {
    reporter.info(`Blog: GATSBY_SUPABASE_URL is not set; the site reads the embedded local backend at ${result.url}`);
  }
}
