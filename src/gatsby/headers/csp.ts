import { createHash } from 'node:crypto';
import { attribute, elements, textOf } from '../htmlElements';

/** Where `supabase start` serves the blog backend; local test builds use it. */
export const LOCAL_SUPABASE_URL = 'http://127.0.0.1:54321';

/** The blog backend's origin (product §6, §7), from the same variable the site's client reads. */
export function supabaseOrigin(env: NodeJS.ProcessEnv = process.env): string {
  return new URL(env.GATSBY_SUPABASE_URL || LOCAL_SUPABASE_URL).origin;
}

/**
 * The script types script-src governs inline: code, and speculation rules (Chromium enforces a hash for those too,
 * https://developer.chrome.com/docs/web-platform/prerender-pages#content-security-policy).
 */
const EXECUTABLE_TYPES = new Set(['', 'text/javascript', 'application/javascript', 'module', 'speculationrules']);

/**
 * The CSP hash sources of a page's inline scripts and speculation rules.
 * Scripts with `src` and data blocks such as JSON-LD are not subject to
 * script-src hashes.
 * https://www.w3.org/TR/CSP3/#external-hash
 */
export function inlineScriptHashes(html: string): string[] {
  return [...elements(html)]
    .filter((element) => element.tagName === 'script' && attribute(element, 'src') === null)
    .filter((script) => EXECUTABLE_TYPES.has((attribute(script, 'type') ?? '').trim().toLowerCase()))
    .map((script) => `'sha256-${createHash('sha256').update(textOf(script), 'utf8').digest('base64')}'`);
}

/**
 * The strictest policy the built site allows (README, "Deploying on Netlify"):
 * - scripts only from the site itself plus the hashes of the pages' inline scripts
 *   and speculation rules;
 * - styles need 'unsafe-inline': Gatsby inlines the global CSS in a <style> tag
 *   and emotion injects <style> tags at runtime (hashes cannot follow those);
 * - network calls only to the site and the blog backend; frames only from
 *   Telegram (blog embeds, product §2); framing of this site is forbidden;
 * - blog photos and videos may come from any https host (editors
 *   link the studio's CDN, not only the backend's storage); the backend's own
 *   photos come through the image CDN on the site's origin ('self',
 *   src/views/blog/photoSources.ts), so only its videos need the backend
 *   itself (the local one is plain http). Images and media cannot run code, so
 *   this widens nothing for scripts, frames or network calls.
 */
export function contentSecurityPolicy(scriptHashes: readonly string[], backendOrigin: string): string {
  const directives: Array<[string, string[]]> = [
    ['default-src', ["'self'"]],
    ['script-src', ["'self'", ...[...new Set(scriptHashes)].sort()]],
    ['style-src', ["'self'", "'unsafe-inline'"]],
    ['img-src', ["'self'", 'data:', 'https:']],
    ['media-src', ["'self'", 'https:', backendOrigin]],
    ['font-src', ["'self'"]],
    ['connect-src', ["'self'", backendOrigin]],
    ['frame-src', ['https://t.me']],
    ['object-src', ["'none'"]],
    ['base-uri', ["'self'"]],
    ['form-action', ["'self'"]],
    ['frame-ancestors', ["'none'"]],
  ];
  return directives.map(([name, sources]) => `${name} ${sources.join(' ')}`).join('; ');
}
