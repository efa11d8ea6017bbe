/**
 * @jest-environment node
 *
 * The page renderer leaves an empty script for the islands' page script and, where an island hydrates at paint, a
 * modulepreload for the runtime; the build, once it has bundled them, finds those two in the built pages and fills
 * them (src/gatsby/islands/placeholders.ts). A page rendered the way Gatsby renders it must be one the build fills:
 * were the writer and the finder to drift apart, the build would fill no page and ship the islands without a script.
 */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { Island } from '../../../src/components/island/Island';
import type { HydrationTime } from '../../../src/components/island/markup';
import { inlineIslandsClient, preloadIslandsRuntime } from '../../../src/gatsby/islands/bundle';
import { onPreRenderHTML } from '../../../src/gatsby/ssr/onPreRenderHTML';
import { replaceRenderer } from '../../../src/gatsby/ssr/replaceRenderer';

/** A page with one island, through the site's renderer hooks and serialised as Gatsby's static-entry.js does. */
function builtPage(hydrate: HydrationTime): string {
  let body = '';
  let head: ReactNode[] = [];
  let postBody: ReactNode[] = [];
  void replaceRenderer!(
    {
      bodyComponent: <Island name="box" component={() => <p>box</p>} hydrate={hydrate} props={{}} />,
      replaceBodyHTMLString: (html: string) => void (body = html),
      setHeadComponents: (nodes: ReactNode[]) => void (head = nodes),
      setPostBodyComponents: (nodes: ReactNode[]) => void (postBody = nodes),
      pathname: '/blog',
    } as never,
    {} as never,
  );
  onPreRenderHTML!(
    {
      pathname: '/blog',
      getHeadComponents: () => head,
      replaceHeadComponents: (nodes: ReactNode[]) => void (head = nodes),
      getPostBodyComponents: () => postBody,
      replacePostBodyComponents: (nodes: ReactNode[]) => void (postBody = nodes),
    } as never,
    {} as never,
  );
  return `<!DOCTYPE html>${renderToStaticMarkup(
    <html lang="ru">
      <head>{head}</head>
      <body>
        <div id="___gatsby" dangerouslySetInnerHTML={{ __html: body }} />
        {postBody}
      </body>
    </html>,
  )}`;
}

let publicDir = '';
beforeEach(() => {
  publicDir = mkdtempSync(path.join(os.tmpdir(), 'islands-placeholders-'));
  mkdirSync(path.join(publicDir, 'islands'));
  writeFileSync(path.join(publicDir, 'islands/client.js'), 'startIslands();\n');
});
afterEach(() => rmSync(publicDir, { recursive: true, force: true }));

test.each(['paint', 'idle'] as const)(
  'a page whose island hydrates at %s gets the page script, inline, where the renderer left it',
  (hydrate) => {
    writeFileSync(path.join(publicDir, 'blog.html'), builtPage(hydrate));
    expect(inlineIslandsClient(publicDir, ['blog.html'], { file: 'islands/client.js', bytes: 16 })).toEqual(['blog.html']);
    const page = readFileSync(path.join(publicDir, 'blog.html'), 'utf8');
    expect(page.match(/<script type="module"[^>]*>[^<]*<\/script>/g)).toEqual([
      '<script type="module" data-islands="" data-loads="">startIslands();</script>',
    ]);
    // ... and the runtime's hashed file in its <head> when (and only when) that island hydrates at paint.
    const runtime = { file: 'islands/runtime-ABCD2345.js', bytes: 1 };
    expect(preloadIslandsRuntime(publicDir, ['blog.html'], runtime)).toEqual(hydrate === 'paint' ? ['blog.html'] : []);
    const preloads = readFileSync(path.join(publicDir, 'blog.html'), 'utf8').match(/<link rel="modulepreload"[^>]*>/g);
    expect(preloads).toEqual(hydrate === 'paint' ? ['<link rel="modulepreload" href="/islands/runtime-ABCD2345.js"/>'] : null);
  },
);
