import type { GatsbySSR } from 'gatsby';
import { isValidElement, type ReactNode } from 'react';
import { localizePath, stripLanguagePrefix } from '../i18n/paths';
import { isPageOf } from './pageOf';
import { deferWebFonts } from './lateFonts';
import { LANDING_EXIT_SCRIPT } from '../views/landing/landingExit';
import { NOT_FOUND_LOG_PREFIX } from '../views/not-found/notFoundLog';

/** Gatsby 5 puts its inline page data, chunk map and bundle tags into this slice at the end of the body. */
const GATSBY_SCRIPTS_SLICE = '_gatsby-scripts';

export function isNotFoundPage(pathname: string): boolean {
  return /^\/404(\.html)?$/.test(stripLanguagePrefix(pathname));
}

type Props = { sliceId?: unknown; src?: unknown; type?: unknown; as?: unknown; rel?: unknown };

/** Gatsby's runtime in the body: its scripts slice, bundle `<script src>` tags and its inline bootstrap scripts. */
export function isRuntimeScript(node: ReactNode): boolean {
  if (!isValidElement<Props>(node)) return false;
  if (node.props.sliceId === GATSBY_SCRIPTS_SLICE) return true;
  // Data blocks (JSON-LD) are content, not runtime.
  return node.type === 'script' && !(typeof node.props.type === 'string' && node.props.type.endsWith('json'));
}

/** `<link rel="preload|prefetch" as="script|fetch">`: the bundles and page-data a runtime would need. */
export function isRuntimePreload(node: ReactNode): boolean {
  if (!isValidElement<Props>(node) || node.type !== 'link') return false;
  return node.props.as === 'script' || node.props.as === 'fetch';
}

/**
 * The 404 pages' only script (SPEC §2, §8): logs the unknown path and points
 * the RU/EN buttons at that path in the other language, as the hydrated page
 * did. Inline and tiny; onPostBuild hashes it into the CSP's script-src like
 * any inline script. `localizePath` is mirrored here in ES5 (a unit test
 * checks the two agree).
 */
export const NOT_FOUND_SCRIPT = `(function(){var p=location.pathname;console.error(${JSON.stringify(NOT_FOUND_LOG_PREFIX)}+p);\
var n=p.replace(/\\/+$/,"")||"/",r=n==="/en"?"/":n.indexOf("/en/")===0?n.slice(3):n,\
h={ru:r,en:r==="/"?"/en":"/en"+r},a=document.querySelectorAll("a[hreflang]");\
for(var i=0;i<a.length;i++){var l=a[i].getAttribute("hreflang");if(h[l])a[i].setAttribute("href",h[l]);}})();`;

/** For the unit test: what NOT_FOUND_SCRIPT's RU/EN targets must equal. */
export const expectedLanguageTargets = (path: string) => ({ ru: localizePath(path, 'ru'), en: localizePath(path, 'en') });

/**
 * The blog's feed asks its backend for posts (from a worker, CORS, no
 * credentials) and then shows their photos (plain `<img>`, credentialed): one
 * warm connection of each kind, opened while the page parses, saves the feed
 * a connection set-up (a round trip or more on a phone) before its first
 * posts and before their photos.
 * https://developer.mozilla.org/en-US/docs/Web/HTML/Attributes/rel/preconnect
 */
export function backendPreconnects(backendUrl: string | undefined): ReactNode[] {
  if (!backendUrl) return [];
  const origin = new URL(backendUrl).origin;
  return [
    <link key="preconnect-api" rel="preconnect" href={origin} crossOrigin="anonymous" />,
    <link key="preconnect-media" rel="preconnect" href={origin} />,
  ];
}

/**
 * No page ships Gatsby's runtime (issue 9): React renders every page at build
 * time, and its text, links, language buttons, videos with controls, CSS
 * fade-ins and focus styles need no JavaScript; hydrating them had cost
 * 150-730 ms of blocking time on a phone. The few pages that do something in
 * the browser get a small script of their own instead: the landing its exit
 * (letter fall, navigation after 3.5 s), the 404 pages their log, the blog its
 * feed (added after the build, src/gatsby/feedBundle.ts).
 * https://www.gatsbyjs.com/docs/reference/config-files/gatsby-ssr/#onPreRenderHTML
 */
export const onPreRenderHTML: GatsbySSR['onPreRenderHTML'] = ({
  pathname,
  getHeadComponents,
  replaceHeadComponents,
  getPostBodyComponents,
  replacePostBodyComponents,
}) => {
  const fonts = deferWebFonts(pathname, getHeadComponents() as ReactNode[]);
  const head = fonts.head.filter((node) => !isRuntimePreload(node));
  if (isPageOf('blog', pathname)) head.push(...backendPreconnects(process.env.GATSBY_SUPABASE_URL));
  replaceHeadComponents(head);
  const body = (getPostBodyComponents() as ReactNode[]).filter((node) => !isRuntimeScript(node));
  if (fonts.loader) body.push(fonts.loader);
  if (isNotFoundPage(pathname)) {
    body.push(<script key="not-found-log" dangerouslySetInnerHTML={{ __html: NOT_FOUND_SCRIPT }} />);
  }
  if (isPageOf('landing', pathname)) {
    body.push(<script key="landing-exit" dangerouslySetInnerHTML={{ __html: LANDING_EXIT_SCRIPT }} />);
  }
  replacePostBodyComponents(body);
};
