/**
 * The part of Supabase Auth (GoTrue) the blog editor uses, for the embedded
 * backend: password sign-in, refresh, the user (read, new password), sign-out
 * and the password-reset request, with GoTrue's paths, answers and errors.
 * Users live in auth.users; sessions in memory (a restart signs everyone out).
 * No e-mail is sent: a reset request is kept in `mails` and printed, as the
 * Supabase CLI's mail catcher would show it. https://github.com/supabase/auth#endpoints
 */
import { randomBytes, randomUUID, scryptSync, timingSafeEqual } from 'node:crypto';
import type http from 'node:http';
import type { PGlite } from '@electric-sql/pglite';
import { type Claims, signJwt, verifyJwt } from './jwt';
import { bearerToken, readJsonObject, sendJson } from './respond';

export const AUTH = '/auth/v1/';

/** The local editor account every embedded backend has (README, "Writing the blog"). Local only. */
export const LOCAL_EDITOR = { email: 'editor@kadr.local', password: 'kadr-local-editor' } as const;

export interface LocalAccount {
  email: string;
  password: string;
  /** A row in public.blog_editors (default true). */
  editor?: boolean;
}

export interface Mail {
  to: string;
  /** The link the message carries: back to the editor, signed in for a new password. */
  link: string;
}

interface UserRow {
  id: string;
  email: string;
  encrypted_password: string | null;
  created_at: string;
  updated_at: string;
  last_sign_in_at: string | null;
  email_confirmed_at: string | null;
}

export function hashPassword(password: string): string {
  const salt = randomBytes(16);
  return `scrypt$${salt.toString('base64')}$${scryptSync(password, salt, 32).toString('base64')}`;
}

function passwordMatches(password: string, stored: string | null): boolean {
  const [scheme, salt = '', hash = ''] = (stored ?? '').split('$');
  // Compared even for an unknown account, so the answer takes as long either way.
  const expected = scheme === 'scrypt' ? Buffer.from(hash, 'base64') : Buffer.alloc(32);
  const given = scryptSync(password, Buffer.from(salt, 'base64'), 32);
  return scheme === 'scrypt' && expected.length === given.length && timingSafeEqual(expected, given);
}

/** Creates `account` in auth.users (and public.blog_editors for an editor), unless its e-mail exists. */
export async function addAccount(db: PGlite, account: LocalAccount): Promise<string> {
  const { rows } = await db.query<{ id: string }>(
    `insert into auth.users (email, encrypted_password, email_confirmed_at) values ($1, $2, now())
     on conflict (email) do update set email = excluded.email returning id`,
    [account.email.toLowerCase(), hashPassword(account.password)],
  );
  const id = rows[0]!.id;
  if (account.editor ?? true) await db.query('insert into public.blog_editors (user_id) values ($1) on conflict do nothing', [id]);
  return id;
}

const authError = (res: http.ServerResponse, status: number, code: string, msg: string) =>
  sendJson(res, status, { code: status, error_code: code, msg });

export interface AuthOptions {
  /** The backend's own URL (the tokens' issuer). */
  url: () => string;
  /** How long an access token lives (GoTrue's default: an hour). */
  accessTokenSeconds?: number;
  /** The project's Site URL (Authentication → URL Configuration): where a link goes when its redirect is not allowed. */
  siteUrl?: string;
  /** The project's Redirect URLs, GoTrue's glob patterns (`*` within a host label or path segment, `**` across). */
  redirectUrls?: readonly string[];
}

/** The local site's address (npm run serve); its host, 127.0.0.1, is the host of every local server of the site. */
export const LOCAL_SITE_URL = 'http://127.0.0.1:9000';

/**
 * A GoTrue Redirect URLs pattern as a regular expression: `**` any text, `*` any text without `.` or `/`, `?` one
 * such character (gobwas/glob with those two separators, as GoTrue compiles them).
 */
function globPattern(glob: string): RegExp {
  const source = glob
    .split(/(\*\*|\*|\?)/)
    .map((part) => (part === '**' ? '.*' : part === '*' ? '[^./]*' : part === '?' ? '[^./]' : part.replace(/[.+^${}()|[\]\\/]/g, '\\$&')))
    .join('');
  return new RegExp(`^${source}$`);
}

/**
 * Whether GoTrue sends a user back to `redirect`: an address on the Site URL's host, or one a Redirect URLs pattern
 * matches (GoTrue's isRedirectURLValid); anything else goes to the Site URL. https://supabase.com/docs/guides/auth/redirect-urls
 */
export function redirectAllowed(redirect: string, siteUrl: string, patterns: readonly RegExp[]): boolean {
  let url: URL;
  try {
    url = new URL(redirect);
  } catch {
    return false;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return false;
  return url.hostname === new URL(siteUrl).hostname || patterns.some((pattern) => pattern.test(redirect));
}

export function createAuth(db: PGlite, options: AuthOptions) {
  const ttl = options.accessTokenSeconds ?? 3600;
  const siteUrl = options.siteUrl ?? LOCAL_SITE_URL;
  const redirectPatterns = (options.redirectUrls ?? []).map(globPattern);
  /** refresh token -> its session; a token is used once (rotation), then only its session lives on. */
  const refreshTokens = new Map<string, { userId: string; sessionId: string }>();
  const liveSessions = new Set<string>();
  const mails: Mail[] = [];

  const userJson = (user: UserRow) => ({
    id: user.id,
    aud: 'authenticated',
    role: 'authenticated',
    email: user.email,
    email_confirmed_at: user.email_confirmed_at,
    confirmed_at: user.email_confirmed_at,
    phone: '',
    last_sign_in_at: user.last_sign_in_at,
    app_metadata: { provider: 'email', providers: ['email'] },
    user_metadata: {},
    identities: [],
    created_at: user.created_at,
    updated_at: user.updated_at,
    is_anonymous: false,
  });

  async function userById(id: string): Promise<UserRow | null> {
    const { rows } = await db.query<UserRow>('select * from auth.users where id = $1', [id]);
    return rows[0] ?? null;
  }

  function session(user: UserRow, sessionId: string = randomUUID()) {
    liveSessions.add(sessionId);
    const refresh = randomBytes(24).toString('base64url');
    refreshTokens.set(refresh, { userId: user.id, sessionId });
    const now = Math.floor(Date.now() / 1000);
    const claims: Claims = {
      aud: 'authenticated',
      iss: `${options.url()}/auth/v1`,
      sub: user.id,
      email: user.email,
      role: 'authenticated',
      session_id: sessionId,
      aal: 'aal1',
      amr: [{ method: 'password', timestamp: now }],
      app_metadata: { provider: 'email', providers: ['email'] },
      user_metadata: {},
      is_anonymous: false,
      iat: now,
      exp: now + ttl,
    };
    return {
      access_token: signJwt(claims),
      token_type: 'bearer',
      expires_in: ttl,
      expires_at: now + ttl,
      refresh_token: refresh,
      user: userJson(user),
    };
  }

  /** The signed-in user of a request whose session is still open, or null. */
  async function signedIn(req: http.IncomingMessage): Promise<{ user: UserRow; claims: Claims } | null> {
    const claims = verifyJwt(bearerToken(req) ?? '');
    if (!claims || claims.role !== 'authenticated' || typeof claims.sub !== 'string') return null;
    if (typeof claims.session_id !== 'string' || !liveSessions.has(claims.session_id)) return null;
    const user = await userById(claims.sub);
    return user ? { user, claims } : null;
  }

  async function handle(req: http.IncomingMessage, res: http.ServerResponse, route: string, search: URLSearchParams): Promise<void> {
    const method = req.method ?? 'GET';
    if (route === 'token' && method === 'POST') {
      const body = await readJsonObject(req);
      const grant = search.get('grant_type');
      if (grant === 'password') {
        const email = typeof body?.email === 'string' ? body.email.trim().toLowerCase() : '';
        const password = typeof body?.password === 'string' ? body.password : '';
        const { rows } = await db.query<UserRow>('select * from auth.users where email = $1', [email]);
        const user = rows[0];
        // One answer for a wrong password and an unknown address: nothing says whether the account exists.
        if (!passwordMatches(password, user?.encrypted_password ?? null) || !user) {
          return authError(res, 400, 'invalid_credentials', 'Invalid login credentials');
        }
        const { rows: signed } = await db.query<UserRow>('update auth.users set last_sign_in_at = now() where id = $1 returning *', [
          user.id,
        ]);
        return sendJson(res, 200, session(signed[0]!));
      }
      if (grant === 'refresh_token') {
        const token = typeof body?.refresh_token === 'string' ? body.refresh_token : '';
        const entry = refreshTokens.get(token);
        refreshTokens.delete(token);
        const user = entry && liveSessions.has(entry.sessionId) ? await userById(entry.userId) : null;
        if (!entry || !user) return authError(res, 400, 'refresh_token_not_found', 'Invalid Refresh Token: Refresh Token Not Found');
        return sendJson(res, 200, session(user, entry.sessionId));
      }
      return authError(res, 400, 'validation_failed', 'Unsupported grant type');
    }
    if (route === 'user' && (method === 'GET' || method === 'PUT')) {
      const who = await signedIn(req);
      if (!who)
        return authError(res, 403, 'bad_jwt', 'invalid JWT: unable to parse or verify signature, token is expired or the session ended');
      if (method === 'GET') return sendJson(res, 200, userJson(who.user));
      const body = await readJsonObject(req);
      const password = typeof body?.password === 'string' ? body.password : '';
      if (password.length < 6) return authError(res, 422, 'weak_password', 'Password should be at least 6 characters.');
      const { rows } = await db.query<UserRow>(
        'update auth.users set encrypted_password = $2, updated_at = now() where id = $1 returning *',
        [who.user.id, hashPassword(password)],
      );
      return sendJson(res, 200, userJson(rows[0]!));
    }
    if (route === 'logout' && method === 'POST') {
      const who = await signedIn(req);
      if (who) {
        const scope = search.get('scope') ?? 'global';
        for (const [token, entry] of refreshTokens) {
          const own = entry.sessionId === who.claims.session_id;
          if (entry.userId === who.user.id && (scope === 'global' || (scope === 'local') === own)) {
            refreshTokens.delete(token);
            liveSessions.delete(entry.sessionId);
          }
        }
        if (scope !== 'others') liveSessions.delete(String(who.claims.session_id));
      }
      res.writeHead(204, { 'access-control-allow-origin': '*' }).end();
      return;
    }
    if (route === 'recover' && method === 'POST') {
      const body = await readJsonObject(req);
      const email = typeof body?.email === 'string' ? body.email.trim().toLowerCase() : '';
      const { rows } = await db.query<UserRow>('select * from auth.users where email = $1', [email]);
      const user = rows[0];
      if (user) {
        const asked = search.get('redirect_to') ?? '';
        const redirect = redirectAllowed(asked, siteUrl, redirectPatterns) ? asked : `${siteUrl.replace(/\/$/, '')}/`;
        const s = session(user);
        const link = `${redirect}#access_token=${s.access_token}&refresh_token=${s.refresh_token}&expires_in=${s.expires_in}&token_type=bearer&type=recovery`;
        mails.push({ to: user.email, link });
        if (mails.length > 20) mails.shift();
        console.log(`local Supabase: password reset for ${user.email} (no e-mail sent locally): ${link}`);
      }
      // GoTrue answers the same whether or not the address has an account.
      return sendJson(res, 200, {});
    }
    return sendJson(res, 404, { code: 404, error_code: 'not_found', msg: `no route ${method} /auth/v1/${route}` });
  }

  /** The JWT claims a REST or Storage request runs with: the anon key's, or a signed-in user's whose session is open. */
  function claimsOf(token: string | null): Claims | null {
    if (token === null) return null;
    const claims = verifyJwt(token);
    if (!claims) return null;
    if (claims.role === 'authenticated' && !(typeof claims.session_id === 'string' && liveSessions.has(claims.session_id))) return null;
    return claims;
  }

  return { handle, claimsOf, mails };
}

export type LocalAuth = ReturnType<typeof createAuth>;
