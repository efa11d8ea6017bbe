import { createHash } from 'node:crypto';
import { BLOG_SITE_SEARCH } from '../../config/constants';
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
 * The directives a policy of this site may set, in the order it writes them (one order for every policy, so two
 * policies compare line by line). A directive left out falls back to default-src, as CSP says:
 * https://www.w3.org/TR/CSP3/#directive-fallback-list
 */
export const DIRECTIVES = [
  'default-src',
  'script-src',
  'style-src',
  'img-src',
  'media-src',
  'font-src',
  'connect-src',
  'frame-src',
  'worker-src',
  'object-src',
  'base-uri',
  'form-action',
  'frame-ancestors',
] as const;
export type Directive = (typeof DIRECTIVES)[number];
/** A policy as a table: the sources of each directive it sets. */
export type DirectiveTable = Partial<Record<Directive, readonly string[]>>;

/**
 * What every policy of the site holds unless its own table says otherwise: everything from the site itself; styles
 * inline too (Gatsby inlines the global CSS in a <style> tag, and emotion, the site's and MUI's in the blog editor,
 * injects <style> tags at run time, which hashes cannot follow); no plugins, no <base>, forms only to the site, and
 * never framed by another site.
 */
const BASE: DirectiveTable = {
  'default-src': ["'self'"],
  'script-src': ["'self'"],
  'style-src': ["'self'", "'unsafe-inline'"],
  'font-src': ["'self'"],
  'object-src': ["'none'"],
  'base-uri': ["'self'"],
  'form-action': ["'self'"],
  'frame-ancestors': ["'none'"],
};

/**
 * The public pages: the strictest policy the built site allows (README, "Deploying on Netlify"):
 * - scripts only from the site itself plus the hashes of the page's own inline scripts and speculation rules;
 * - network calls only to the site and the blog backend; frames only from Telegram (blog embeds, product §2);
 * - forms to the site, and to the web search the blog's search field sends a visitor to without JavaScript
 *   (BLOG_SITE_SEARCH, docs/decisions/0013-blog-search.md): a form sends nothing a page does not hold already;
 * - blog photos and videos may come from any https host (editors link the studio's CDN, not only the backend's
 *   storage); the backend's own photos come through the image CDN on the site's origin ('self',
 *   src/blog/photoSources.ts), so only its videos need the backend itself (the local one is plain http).
 *   Images and media cannot run code, so this widens nothing for scripts, frames or network calls.
 */
export function publicPageTable(scriptHashes: readonly string[], backendOrigin: string): DirectiveTable {
  return {
    'script-src': ["'self'", ...[...new Set(scriptHashes)].sort()],
    'img-src': ["'self'", 'data:', 'https:'],
    'media-src': ["'self'", 'https:', backendOrigin],
    'connect-src': ["'self'", backendOrigin],
    'frame-src': ['https://t.me'],
    'form-action': ["'self'", new URL(BLOG_SITE_SEARCH.action).origin],
  };
}

/**
 * The page editor (Decap, src/cms/, at /admin/): Decap compiles its config schema at run time ('unsafe-eval'), talks
 * to GitHub through Netlify's OAuth provider, shows avatars and previews from https hosts and the files being
 * chosen (blob:), loads fonts as data: URLs, and draws its preview in a frame of its own page.
 */
export const PAGE_EDITOR_TABLE: DirectiveTable = {
  'script-src': ["'self'", "'unsafe-eval'"],
  'img-src': ["'self'", 'data:', 'blob:', 'https:'],
  'media-src': ["'self'", 'blob:', 'https:'],
  'font-src': ["'self'", 'data:'],
  'connect-src': ["'self'", 'https://api.github.com', 'https://api.netlify.com'],
  'frame-src': ["'self'"],
};

/**
 * The blog editor (react-admin, src/blogEditor/, at /admin/blog/), as tight as react-admin and supabase-js allow:
 * scripts only its own file (no inline code, no eval); network calls to the site and the Supabase project alone;
 * photos and videos from https hosts, the project and the files being chosen (blob:); fonts as data: URLs; frames
 * only Telegram's posts in the preview; no workers.
 */
export function blogEditorTable(backendOrigin: string): DirectiveTable {
  return {
    'img-src': ["'self'", 'data:', 'blob:', 'https:', backendOrigin],
    'media-src': ["'self'", 'blob:', 'https:', backendOrigin],
    'font-src': ["'self'", 'data:'],
    'connect-src': ["'self'", backendOrigin],
    'frame-src': ['https://t.me'],
    'worker-src': ["'none'"],
  };
}

/** The header's value for a table: each directive over the base, in DIRECTIVES' order, each source once. */
export function buildPolicy(table: DirectiveTable): string {
  const merged: DirectiveTable = { ...BASE, ...table };
  return DIRECTIVES.flatMap((name) => {
    const sources = merged[name];
    if (!sources) return [];
    if (sources.length === 0) throw new Error(`Content-Security-Policy: ${name} has no source; write 'none' if none is meant`);
    return [`${name} ${[...new Set(sources)].join(' ')}`];
  }).join('; ');
}

/** A public page's policy, with the hashes of its own inline scripts (src/gatsby/postBuild/pipeline.ts). */
export function contentSecurityPolicy(scriptHashes: readonly string[], backendOrigin: string): string {
  return buildPolicy(publicPageTable(scriptHashes, backendOrigin));
}
