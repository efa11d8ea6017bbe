/**
 * A page's own floor: the same built HTML with its `<script src>` tags, its
 * script and font preloads, its Speculation Rules and its `@font-face` rules
 * removed, so the browser paints the markup with system fonts and runs and
 * prepares nothing. The site's own loaders of those (`<script data-loads>`: the
 * bundles started after the first paint, the web fonts added after it) go with
 * them. What a page measures above its twin is what its scripts, its
 * speculative navigation and its web fonts cost. The Speculation Rules go too:
 * they are a script, and Chromium works on them while the page loads
 * (docs/performance.md, "The floor twin").
 */
const LOADER = /<script\b[^>]*\bdata-loads=[^>]*>[\s\S]*?<\/script>/gi;
const SCRIPT_SRC = /<script\b[^>]*\bsrc\s*=[^>]*>\s*<\/script>/gi;
const PRELOAD = /<link\b(?=[^>]*\brel="?(?:preload|modulepreload|prefetch)"?)(?=[^>]*\bas="?(?:script|font|fetch)"?)[^>]*>/gi;
const MODULE_PRELOAD = /<link\b(?=[^>]*\brel="?modulepreload"?)[^>]*>/gi;
const SPECULATION_RULES = /<script\b[^>]*\btype="?speculationrules"?[^>]*>[\s\S]*?<\/script>/gi;
const FONT_FACE = /@font-face\s*\{[^}]*\}/gi;

export function floorTwin(html: string): string {
  return html
    .replace(SCRIPT_SRC, '')
    .replace(LOADER, '')
    .replace(PRELOAD, '')
    .replace(MODULE_PRELOAD, '')
    .replace(SPECULATION_RULES, '')
    .replace(FONT_FACE, '');
}
