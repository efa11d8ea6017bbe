import { cloneElement, isValidElement, type ReactElement, type ReactNode } from 'react';
import { languageOfPath } from '../i18n/paths';
import { CRITICAL_FONTS } from '../theme/fontFiles';

/**
 * Web fonts after the first paint (issue 9). The page paints its text at once
 * in the metric-matched fallback faces (src/gatsby/fallbackFaces.ts), with
 * nothing but the HTML on the wire; then one inline script loads the brand
 * subsets the page's language needs and swaps each family in at once, moving
 * no line. Preloaded or declared in CSS, the same files were fetched before
 * the first paint and held it back: on a phone (Lighthouse, /team) LCP 1247 ms
 * against 759 ms for the same HTML without web fonts, and one relayout per
 * file as each arrived.
 *
 * Gatsby inlines the global CSS into every page's head; its `@font-face` rules
 * that fetch a file (`url(...)`) move from there into the script. The local
 * fallback faces stay in the CSS (they fetch nothing). Without JavaScript the
 * same rules come back through `<noscript>`, so the brand faces still render.
 */

const FONT_FACE = /@font-face\s*\{([^}]*)\}/g;
/** `name:value` pairs of a minified rule; values may hold quoted strings and url(...) with `;` inside neither. */
const DESCRIPTOR = /([a-z-]+)\s*:\s*((?:[^;"']|"[^"]*"|'[^']*')+)/g;

export type FontFaceSpec = [family: string, source: string, descriptors: FontFaceDescriptors, eager: boolean];

/** The rules of `css` that fetch a file, and the CSS without them. */
export function splitWebFonts(css: string): { css: string; rules: string[] } {
  const rules: string[] = [];
  const rest = css.replace(FONT_FACE, (rule, body: string) => {
    if (!/url\(/.test(body)) return rule;
    rules.push(rule);
    return '';
  });
  return { css: rest, rules };
}

/** A rule as the arguments of `new FontFace(family, source, descriptors)`; eager when its file is one of `critical`. */
export function fontFaceSpec(rule: string, critical: readonly string[]): FontFaceSpec {
  const d: Record<string, string> = {};
  const body = rule.slice(rule.indexOf('{') + 1, rule.lastIndexOf('}'));
  for (const [, name = '', value = ''] of body.matchAll(DESCRIPTOR)) d[name] = value.trim();
  const family = (d['font-family'] ?? '').replace(/^["']|["']$/g, '');
  const source = d.src ?? '';
  const file = /url\(["']?([^"')]+)/.exec(source)?.[1] ?? '';
  const descriptors: FontFaceDescriptors = {
    style: d['font-style'] ?? 'normal',
    weight: d['font-weight'] ?? 'normal',
    display: (d['font-display'] ?? 'swap') as FontDisplay,
    ...(d['unicode-range'] && { unicodeRange: d['unicode-range'] }),
  };
  return [family, source, descriptors, critical.includes(file)];
}

/**
 * The loader, ES5 for any browser. It starts when the first contentful paint
 * is on screen (Paint Timing; the `load` event where that is missing). Each
 * eager face starts loading in a task of its own; once they are all in (or
 * failed), each family's faces are added together in one more task, in their
 * CSS order (the subsets after the full files, so the browser checks the
 * subsets first). One relayout per family, each in its own short task rather
 * than one long one: on a phone a task over 50 ms blocks input, and the body
 * text (Manrope) and the headings (Unbounded) cost about as much to lay out
 * again as the whole page did. A face that fails to load is added all the
 * same; the browser then falls back to the next face for its characters, or
 * to the local fallback.
 */
export function fontLoaderScript(faces: readonly FontFaceSpec[]): string {
  return `(function(F){var d=document,w=window,s=0;if(!w.FontFace||!d.fonts)return;\
function task(f){return new Promise(function(r){setTimeout(function(){r(f())})})}\
function go(){if(s)return;s=1;var f=F.map(function(x){return new FontFace(x[0],x[1],x[2])}),n=[];\
F.forEach(function(x){if(n.indexOf(x[0])<0)n.push(x[0])});\
Promise.all(f.map(function(x,i){return F[i][3]&&task(function(){return x.load().catch(function(){})})})).then(function(){\
return n.reduce(function(p,m){return p.then(function(){return task(function(){\
f.forEach(function(x,i){if(F[i][0]===m)d.fonts.add(x)})})})},Promise.resolve())})}\
var P=w.PerformanceObserver;if(P&&P.supportedEntryTypes&&P.supportedEntryTypes.indexOf("paint")>=0)\
new P(function(l){if(l.getEntriesByName("first-contentful-paint").length)go()}).observe({type:"paint",buffered:true});\
else w.addEventListener("load",go)})(${JSON.stringify(faces)})`;
}

type StyleProps = { 'data-identity'?: unknown; dangerouslySetInnerHTML?: { __html?: unknown } };

/** Gatsby's inlined global CSS (static-entry's `<style data-identity="gatsby-global-css">`). */
function isGlobalCss(node: ReactNode): node is ReactElement<StyleProps> {
  return isValidElement<StyleProps>(node) && node.type === 'style' && node.props['data-identity'] === 'gatsby-global-css';
}

/**
 * onPreRenderHTML's part for fonts: the head without web-font rules plus their
 * `<noscript>` copy, and the loader for the end of the body.
 *
 * The landing too, though all its text is display type set letter by letter
 * (each letter a box of its own, for the fall): each box is as wide as the
 * brand glyph whichever face paints it (src/views/landing/letterFaces.ts), so
 * the swap moves no letter. (It had kept its rules and preloaded its subsets:
 * with plain boxes the swap jolted every letter, Lighthouse CLS 0.028-0.034
 * on /.)
 */
export function deferWebFonts(pathname: string, head: readonly ReactNode[]): { head: ReactNode[]; loader: ReactNode | null } {
  const critical = CRITICAL_FONTS[languageOfPath(pathname)];
  const rules: string[] = [];
  const next = head.map((node) => {
    if (!isGlobalCss(node)) return node;
    const split = splitWebFonts(String(node.props.dangerouslySetInnerHTML?.__html ?? ''));
    rules.push(...split.rules);
    return cloneElement(node, { dangerouslySetInnerHTML: { __html: split.css } });
  });
  if (rules.length === 0) return { head: next, loader: null };
  return {
    head: [
      ...next,
      <noscript key="web-fonts">
        <style dangerouslySetInnerHTML={{ __html: rules.join('') }} />
      </noscript>,
    ],
    loader: (
      <script
        key="web-font-loader"
        data-loads="fonts"
        dangerouslySetInnerHTML={{ __html: fontLoaderScript(rules.map((rule) => fontFaceSpec(rule, critical))) }}
      />
    ),
  };
}
