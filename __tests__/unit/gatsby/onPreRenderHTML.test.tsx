import { createElement, type ReactNode } from 'react';
import { expectedLanguageTargets, isNotFoundPage, NOT_FOUND_SCRIPT, onPreRenderHTML } from '../../../src/gatsby/onPreRenderHTML';
import { LANDING_EXIT_SCRIPT } from '../../../src/views/landing/landingExit';

/** A stand-in for Gatsby's ServerSliceRenderer (only its sliceId prop matters). */
const Slice = (_: { sliceId: string }) => null;

function run(pathname: string) {
  let head: ReactNode[] = [
    <link key="f" rel="preload" href="/static/a.woff2" as="font" />,
    <link key="s" rel="preload" href="/app.js" as="script" />,
    <link key="d" rel="prefetch" href="/page-data/x/page-data.json" as="fetch" />,
    <script key="ld" type="application/ld+json">{'{}'}</script>,
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

describe('no page keeps Gatsby’s runtime', () => {
  // The blog too: its feed's own script is added after the build (src/gatsby/feedBundle.ts).
  test.each(['/team', '/en/cases', '/kremlin', '/en/production', '/scripts'])('%s ships no script, keeps fonts and JSON-LD', (path) => {
    expect(run(path)).toMatchObject({ head: ['f', 'ld'], body: [] });
  });

  test.each(['/blog', '/en/blog/'])('%s ships no script either, and warms both kinds of connection to its backend', (path) => {
    const before = process.env.GATSBY_SUPABASE_URL;
    process.env.GATSBY_SUPABASE_URL = 'https://abc.supabase.co/';
    try {
      const { head, headNodes, body } = run(path);
      expect(body).toEqual([]);
      expect(head).toEqual(['f', 'ld', 'preconnect-api', 'preconnect-media']);
      const props = headNodes.slice(2).map((n) => (n as { props: object }).props);
      expect(props).toEqual([
        { rel: 'preconnect', href: 'https://abc.supabase.co', crossOrigin: 'anonymous' },
        { rel: 'preconnect', href: 'https://abc.supabase.co' },
      ]);
    } finally {
      if (before === undefined) delete process.env.GATSBY_SUPABASE_URL;
      else process.env.GATSBY_SUPABASE_URL = before;
    }
  });

  test.each(['/404', '/404.html', '/en/404.html'])('%s gets only the inline 404 script', (path) => {
    expect(isNotFoundPage(path)).toBe(true);
    const { head, body } = run(path);
    expect(head).toEqual(['f', 'ld']);
    expect(body).toEqual(['not-found-log']);
  });

  test.each(['/', '/en', '/en/'])('%s (the landing) gets only its inline exit script', (path) => {
    const { head, body, bodyNodes } = run(path);
    // No font preloaded: the landing's fonts come after its first paint like every page's (src/gatsby/lateFonts.tsx).
    expect(head).toEqual(['f', 'ld']);
    expect(body).toEqual(['landing-exit']);
    const script = bodyNodes[0] as { props: { dangerouslySetInnerHTML: { __html: string } } };
    expect(script.props.dangerouslySetInnerHTML.__html).toBe(LANDING_EXIT_SCRIPT);
  });
});

describe('the 404 pages’ inline script', () => {
  function visit(path: string) {
    document.body.innerHTML = '<nav><a hreflang="ru" href="/404">RU</a><a hreflang="en" href="/en/404">EN</a></nav><a href="/">home</a>';
    window.history.replaceState(null, '', path);
    const log = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    // eslint-disable-next-line no-new-func -- runs the exact text the build inlines
    new Function(NOT_FOUND_SCRIPT)();
    const logged = log.mock.calls.map((c) => c.join(' '));
    log.mockRestore();
    const href = (lang: string) => document.querySelector(`a[hreflang="${lang}"]`)?.getAttribute('href');
    return { logged, ru: href('ru'), en: href('en'), home: document.querySelector('a:not([hreflang])')?.getAttribute('href') };
  }

  test.each(['/no-such-page', '/scripts/deeper/still', '/en/no-such-page', '/en/scripts/deeper/', '/en', '/enx/y'])(
    '%s: logs the path and points RU/EN at it, as localizePath does',
    (path) => {
      const result = visit(path);
      expect(result.logged).toEqual([`404 Error: User attempted to access non-existent route: ${path}`]);
      expect({ ru: result.ru, en: result.en }).toEqual(expectedLanguageTargets(path));
      expect(result.home).toBe('/');
    },
  );
});
