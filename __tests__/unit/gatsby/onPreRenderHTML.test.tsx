import { createElement, type ReactNode } from 'react';
import { onPreRenderHTML } from '../../../src/gatsby/ssr/onPreRenderHTML';

/** A stand-in for Gatsby's ServerSliceRenderer (only its sliceId prop matters). */
const Slice = (_: { sliceId: string }) => null;

function run(pathname: string) {
  let head: ReactNode[] = [
    <link key="f" rel="preload" href="/static/a.woff2" as="font" />,
    <link key="s" rel="preload" href="/app.js" as="script" />,
    <link key="d" rel="prefetch" href="/page-data/x/page-data.json" as="fetch" />,
    <script key="ld" type="application/ld+json">
      {'{}'}
    </script>,
  ];
  let body: ReactNode[] = [
    <script key="loader" id="gatsby-script-loader" dangerouslySetInnerHTML={{ __html: 'window.pagePath="/x"' }} />,
    createElement(Slice, { key: 'slice', sliceId: '_gatsby-scripts' }),
    <script key="app" src="/app.js" async />,
  ];
  onPreRenderHTML?.(
    {
      pathname,
      getHeadComponents: () => head,
      replaceHeadComponents: (next: ReactNode[]) => {
        head = next;
      },
      getPostBodyComponents: () => body,
      replacePostBodyComponents: (next: ReactNode[]) => {
        body = next;
      },
    } as unknown as Parameters<NonNullable<typeof onPreRenderHTML>>[0],
    {} as never,
  );
  const keys = (nodes: ReactNode[]) => nodes.map((n) => (n as { key: string }).key);
  return { head: keys(head), headNodes: head, body: keys(body), bodyNodes: body };
}

describe('no page keeps Gatsby’s runtime; every page gets the speculation rules', () => {
  // The blog too: its feed's own script is added after the build (src/gatsby/islands/bundle.ts).
  test.each(['/team', '/en/cases', '/kremlin', '/en/production', '/scripts'])(
    '%s ships no script but the font loader, keeps fonts and JSON-LD',
    (path) => {
      expect(run(path)).toMatchObject({ head: ['f', 'ld', 'web-fonts', 'web-font-loader', 'speculation-rules'], body: [] });
    },
  );

  test.each(['/blog', '/en/blog/'])(
    '%s ships no script but the font loader either, and warms the connection its feed asks its backend on',
    (path) => {
      const before = process.env.GATSBY_SUPABASE_URL;
      process.env.GATSBY_SUPABASE_URL = 'https://abc.supabase.co/';
      try {
        const { head, headNodes, body } = run(path);
        expect(body).toEqual([]);
        // Its photos come through the image CDN on the site's own connection (src/blog/photoSources.ts).
        expect(head).toEqual(['f', 'ld', 'web-fonts', 'web-font-loader', 'preconnect-api', 'speculation-rules']);
        const props = headNodes.slice(4, 5).map((n) => (n as { props: object }).props);
        expect(props).toEqual([{ rel: 'preconnect', href: 'https://abc.supabase.co', crossOrigin: 'anonymous' }]);
      } finally {
        if (before === undefined) delete process.env.GATSBY_SUPABASE_URL;
        else process.env.GATSBY_SUPABASE_URL = before;
      }
    },
  );

  test('the islands’ runtime preload (replaceRenderer.tsx) goes first, before the inlined global CSS', () => {
    let head: ReactNode[] = [
      <style key="global-css" data-identity="gatsby-global-css" />,
      <link key="islands-runtime" rel="modulepreload" href="/islands/runtime.js" />,
      <style key="emotion" data-emotion="css x" />,
    ];
    onPreRenderHTML?.(
      {
        pathname: '/en/blog',
        getHeadComponents: () => head,
        replaceHeadComponents: (next: ReactNode[]) => {
          head = next;
        },
        getPostBodyComponents: () => [],
        replacePostBodyComponents: () => undefined,
      } as unknown as Parameters<NonNullable<typeof onPreRenderHTML>>[0],
      {} as never,
    );
    expect(head.slice(0, 3).map((n) => (n as { key: string }).key)).toEqual(['islands-runtime', 'global-css', 'emotion']);
  });

  test.each(['/404', '/404.html', '/en/404.html'])(
    '%s keeps no inline script but the font loader (its islands have the page script)',
    (path) => {
      expect(run(path)).toMatchObject({ head: ['f', 'ld', 'web-fonts', 'web-font-loader', 'speculation-rules'], body: [] });
    },
  );

  test('keeps the islands’ page script that replaceRenderer added', () => {
    const islands = <script key="islands" type="module" data-islands="" data-loads="" />;
    let body: ReactNode[] = [islands, <script key="app" src="/app.js" async />];
    onPreRenderHTML?.(
      {
        pathname: '/404',
        getHeadComponents: () => [],
        replaceHeadComponents: () => undefined,
        getPostBodyComponents: () => body,
        replacePostBodyComponents: (next: ReactNode[]) => {
          body = next;
        },
      } as unknown as Parameters<NonNullable<typeof onPreRenderHTML>>[0],
      {} as never,
    );
    expect(body).toEqual([islands]);
  });

  test.each(['/', '/en', '/en/'])('%s (the landing) keeps no inline script but the font loader, and preloads no font', (path) => {
    // The landing's fonts come after its first paint like every page's (src/gatsby/fonts/lateFonts.tsx); its exit is an
    // island, loaded by the islands' page script.
    expect(run(path)).toMatchObject({ head: ['f', 'ld', 'web-fonts', 'web-font-loader', 'speculation-rules'], body: [] });
  });
});

describe('the speculation rules', () => {
  const rules = () => {
    const node = run('/team').headNodes.find((n) => (n as { key: string }).key === 'speculation-rules') as {
      props: { type: string; dangerouslySetInnerHTML: { __html: string } };
    };
    expect(node.props.type).toBe('speculationrules');
    return JSON.parse(node.props.dangerouslySetInnerHTML.__html) as { prerender: Array<{ where: unknown; eagerness: string }> };
  };

  test('prerender the site’s pages when the visitor is about to open one (moderate eagerness)', () => {
    const { prerender } = rules();
    expect(prerender).toHaveLength(1);
    expect(prerender[0]?.eagerness).toBe('moderate');
  });

  test('the site’s own page links only: not the CMS, no file, nothing that opens elsewhere', () => {
    const where = rules().prerender[0]?.where as { and: Array<Record<string, unknown>> };
    expect(where.and).toEqual([
      { href_matches: '/*' },
      { not: { href_matches: '/admin/*' } },
      { not: { href_matches: '/*.*' } },
      { not: { selector_matches: expect.stringMatching(/\[download\].*\[target="_blank"\]/) } },
    ]);
  });
});
