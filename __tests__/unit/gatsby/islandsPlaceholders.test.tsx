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
function builtPage(hydrate: HydrationTime, name = 'box'): string {
  let body = '';
  let head: ReactNode[] = [];
  let postBody: ReactNode[] = [];
  void replaceRenderer!(
    {
      bodyComponent: <Island name={name} component={() => <p>box</p>} hydrate={hydrate} props={{}} />,
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
  writeFileSync(path.join(publicDir, 'islands/client-box.js'), 'startIslands({box});\n');
});

/** The page script's variants as the bundler names them: with the early work of the islands named, or none. */
const client = async (prepared: readonly string[]) => ({ file: `islands/${['client', ...prepared].join('-')}.js`, bytes: 16 });
const inlineScripts = (file: string) =>
  readFileSync(path.join(publicDir, file), 'utf8').match(/<script type="module"[^>]*>[^<]*<\/script>/g);
afterEach(() => rmSync(publicDir, { recursive: true, force: true }));

test.each(['paint', 'idle'] as const)(
  'a page whose island hydrates at %s gets the page script, inline, where the renderer left it',
  async (hydrate) => {
    writeFileSync(path.join(publicDir, 'blog.html'), builtPage(hydrate));
    await expect(inlineIslandsClient(publicDir, ['blog.html'], client, [])).resolves.toEqual(['blog.html']);
    expect(inlineScripts('blog.html')).toEqual(['<script type="module" data-islands="" data-loads="">startIslands();</script>']);
    // ... and the runtime's hashed file in its <head> when (and only when) that island hydrates at paint.
    const runtime = { file: 'islands/runtime-ABCD2345.js', bytes: 1 };
    expect(preloadIslandsRuntime(publicDir, ['blog.html'], runtime)).toEqual(hydrate === 'paint' ? ['blog.html'] : []);
    const preloads = readFileSync(path.join(publicDir, 'blog.html'), 'utf8').match(/<link rel="modulepreload"[^>]*>/g);
    expect(preloads).toEqual(hydrate === 'paint' ? ['<link rel="modulepreload" href="/islands/runtime-ABCD2345.js"/>'] : null);
  },
);

test('each page gets the page script that starts the early work of its own islands only', async () => {
  writeFileSync(path.join(publicDir, 'blog.html'), builtPage('paint', 'box'));
  writeFileSync(path.join(publicDir, 'landing.html'), builtPage('idle', 'landing'));
  await expect(inlineIslandsClient(publicDir, ['blog.html', 'landing.html'], client, ['box', 'elsewhere'])).resolves.toEqual([
    'blog.html',
    'landing.html',
  ]);
  expect(inlineScripts('blog.html')).toEqual(['<script type="module" data-islands="" data-loads="">startIslands({box});</script>']);
  expect(inlineScripts('landing.html')).toEqual(['<script type="module" data-islands="" data-loads="">startIslands();</script>']);
});
