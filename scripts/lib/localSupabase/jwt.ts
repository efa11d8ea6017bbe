/**
 * The embedded backend's tokens: HS256 JWTs signed with the Supabase CLI's
 * published demo secret, the one that signs the demo anon key
 * (src/config/localSupabase.ts), so its tokens are what `supabase start` issues.
 * Nothing secret: local development and tests only.
 * https://supabase.com/docs/guides/auth/jwts
 */
import { createHmac, timingSafeEqual } from 'node:crypto';

export const LOCAL_JWT_SECRET = 'super-secret-jwt-token-with-at-least-32-characters-long';

/**
 * The Supabase CLI's published demo `service_role` key, signed with the same demo secret: what the Telegram webhook
 * uses against this backend, as it uses the project's service key in production. Never given to a page.
 */
export const LOCAL_SUPABASE_SERVICE_KEY =
  'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJzdXBhYmFzZS1kZW1vIiwicm9sZSI6InNlcnZpY2Vfcm9sZSIsImV4cCI6MTk4MzgxMjk5Nn0.EGIM96RAZx35lJzdJsyH-qQwv8Hdp7fsn3W0YpN81IU';

export type Claims = Record<string, unknown> & { role?: unknown; sub?: unknown; exp?: unknown };

const encode = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
const signature = (data: string) => createHmac('sha256', LOCAL_JWT_SECRET).update(data).digest();

export function signJwt(claims: Claims): string {
  const data = `${encode({ alg: 'HS256', typ: 'JWT' })}.${encode(claims)}`;
  return `${data}.${signature(data).toString('base64url')}`;
}

/** The claims of a token this backend signed and that has not expired, or null. */
export function verifyJwt(token: string, now = Date.now()): Claims | null {
  const [header, payload, sig, ...rest] = token.split('.');
  if (!header || !payload || !sig || rest.length > 0) return null;
  const given = Buffer.from(sig, 'base64url');
  const expected = signature(`${header}.${payload}`);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  try {
    const { alg } = JSON.parse(Buffer.from(header, 'base64url').toString('utf8')) as { alg?: unknown };
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as Claims;
    if (alg !== 'HS256' || typeof claims !== 'object' || claims === null) return null;
    if (typeof claims.exp === 'number' && claims.exp * 1000 <= now) return null;
    return claims;
  } catch {
    return null;
  }
}
