import type { GatsbySSR } from 'gatsby';
import { isValidElement, type ReactNode } from 'react';
import { isPageOf } from './pageOf';
import { webFontTags } from '../fonts/lateFonts';
import { speculationRulesScript } from './speculationRules';

/** Gatsby 5 puts its inline page data, chunk map and bundle tags into this slice at the end of the body. */
const GATSBY_SCRIPTS_SLICE = '_gatsby-scripts';

type Props = { sliceId?: unknown; src?: unknown; type?: unknown; as?: unknown; rel?: unknown; 'data-islands'?: unknown };

/** Gatsby's runtime in the body: its scripts slice, bundle `<script src>` tags and its inline bootstrap scripts. */
export function isRuntimeScript(node: ReactNode): boolean {
  if (!isValidElement<Props>(node)) return false;
  if (node.props.sliceId === GATSBY_SCRIPTS_SLICE) return true;
  // The islands' page script is ours (replaceRenderer.tsx); data blocks (JSON-LD) are content, not runtime.
  if (node.props['data-islands'] !== undefined) return false;
  return node.type === 'script' && !(typeof node.props.type === 'string' && node.props.type.endsWith('json'));
}

/** `<link rel="preload|prefetch" as="script|fetch">`: the bundles and page-data a runtime would need. */
export function isRuntimePreload(node: ReactNode): boolean {
  if (!isValidElement<Props>(node) || node.type !== 'link') return false;
  return node.props.as === 'script' || node.props.as === 'fetch';
}

/** `<link rel="modulepreload">`: the islands' runtime, on a page whose island hydrates at paint. */
const isModulePreload = (node: ReactNode) => isValidElement<Props>(node) && node.type === 'link' && node.props.rel === 'modulepreload';

/**
 * The blog's feed asks its backend for posts (CORS, no credentials): a warm
 * connection, opened while the page parses, saves the feed a connection
 * set-up (a round trip or more on a phone) before its first posts. Their
 * photos come through the image CDN on the site's own connection.
 * https://developer.mozilla.org/en-US/docs/Web/HTML/Attributes/rel/preconnect
 */
export function backendPreconnects(backendUrl: string | undefined): ReactNode[] {
  if (!backendUrl) return [];
  return [<link key="preconnect-api" rel="preconnect" href={new URL(backendUrl).origin} crossOrigin="anonymous" />];
}

/**
 * No page ships Gatsby's runtime: React renders every page at build time, and
 * its text, links, language buttons, videos with controls, CSS fade-ins and
 * focus styles need no JavaScript. What does run in the browser is an island
 * (src/islands/): the landing's exit, the 404 pages' log and language buttons,
 * the blog's feed, hydrated by the islands' page script (replaceRenderer.tsx
 * adds it to the pages that have one).
 * https://www.gatsbyjs.com/docs/reference/config-files/gatsby-ssr/#onPreRenderHTML
 */
export const onPreRenderHTML: GatsbySSR['onPreRenderHTML'] = ({
  pathname,
  getHeadComponents,
  replaceHeadComponents,
  getPostBodyComponents,
  replacePostBodyComponents,
}) => {
  const fonts = webFontTags(pathname);
  const kept = getHeadComponents().filter((node) => !isRuntimePreload(node));
  // The islands' runtime (replaceRenderer.tsx, runtimePreload) goes before Gatsby's inlined global CSS, 12 KB.
  // The web-font loader in the head, after its faces: on a page after the first it declares them before the first paint.
  const head = [...kept.filter(isModulePreload), ...kept.filter((node) => !isModulePreload(node)), fonts.noscript, fonts.loader];
  if (isPageOf('blog', pathname)) head.push(...backendPreconnects(process.env.GATSBY_SUPABASE_URL));
  head.push(speculationRulesScript());
  replaceHeadComponents(head);
  replacePostBodyComponents(getPostBodyComponents().filter((node) => !isRuntimeScript(node)));
};
