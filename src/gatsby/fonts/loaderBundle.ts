import { bundleToText, inlineScript } from '../bundle';

/** The web-font loader's entry (src/theme/fontLoader.ts), from the project root. */
const LOADER_ENTRY = 'src/theme/fontLoaderEntry.ts';

/** Where the development server serves the loader (onCreateDevServer.ts): built from source on request. */
export const DEV_FONT_LOADER_PATH = '/__fonts/web-font-loader.js';

/**
 * Where the loader goes: the page renderer writes this empty script (lateFonts.tsx) and the build puts the bundled
 * loader in it (inlineFontLoader), before the CSP hashes the pages' inline scripts. `data-loads` marks it, and the
 * faces' JSON block, as the loader the bench's floor twin leaves out.
 */
export const FONT_LOADER_SCRIPT = '<script data-loads="fonts"></script>';

/**
 * The loader as one classic script. ES2015, lower than the islands: every browser with the CSS Font Loading API runs
 * it, as it did the hand-written ES5 loader it replaced.
 */
export function fontLoaderScript(root: string, minify = true): Promise<string> {
  return bundleToText({ root, name: 'web-font-loader', entry: LOADER_ENTRY, format: 'iife', target: 'es2015', minify });
}

/**
 * Puts the loader inline into every page, in place of FONT_LOADER_SCRIPT: it costs no request, and it runs in the
 * head, as the page is parsed (lateFonts.tsx says why there). Returns the code and its pages.
 */
export async function inlineFontLoader(root: string, publicDir: string, htmlFiles: readonly string[]) {
  const code = await fontLoaderScript(root);
  return { code: code.trim(), pages: inlineScript(publicDir, htmlFiles, FONT_LOADER_SCRIPT, code, 'The web-font loader') };
}
