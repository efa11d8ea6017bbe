/** @jest-environment node */
import { css, Global } from '@emotion/react';
import { type ReactElement, type ReactNode } from 'react';
import { renderToPipeableStream, renderToStaticMarkup } from 'react-dom/server';
import { Writable } from 'node:stream';
import { Island } from '../../../src/components/island/Island';
import type { HydrationTime } from '../../../src/components/island/markup';
import { ISLANDS_RUNTIME_PLACEHOLDER } from '../../../src/gatsby/islands/placeholders';
import { replaceRenderer, runtimePreload } from '../../../src/gatsby/ssr/replaceRenderer';
import { renderWithCriticalStyles } from '../../../src/theme/criticalStyles';

/**
 * Russian copy of the kind the site renders: many short text nodes of two-byte Cyrillic and three-byte em dashes,
 * well over React's 2 KB stream buffer, so some character straddles a buffer boundary (https://github.com/facebook/react/issues/31134).
 */
const SENTENCES = Array.from(
  { length: 40 },
  (_, i) => `Качество — это не случайность ${i}: продюсирование, кастинг и сценарии — всё в одной студии.`,
);
const cyrillicTree = (
  <main>
    {SENTENCES.map((sentence) => (
      <p key={sentence}>{sentence}</p>
    ))}
  </main>
);

/** What Gatsby 5 does without a replaceRenderer: renderToPipeableStream into a buffer, decoded as UTF-8. */
function renderLikeGatsbyStream(node: ReactNode): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        chunks.push(Buffer.from(chunk));
        done();
      },
      final(done) {
        resolve(Buffer.concat(chunks).toString('utf8'));
        done();
      },
    });
    const { pipe } = renderToPipeableStream(node, { onAllReady: () => pipe(sink), onError: reject });
  });
}

/** Runs the Gatsby hook the way static-entry does and returns what it handed back. */
function runReplaceRenderer(bodyComponent: ReactNode) {
  let body = '';
  const head: ReactNode[] = [];
  // The site's hook renders synchronously (renderToString); Gatsby's type allows a promise.
  void replaceRenderer!(
    {
      bodyComponent,
      replaceBodyHTMLString: (html: string) => {
        body = html;
      },
      setHeadComponents: (components: ReactNode[]) => head.push(...components),
      setHtmlAttributes: jest.fn(),
      setBodyAttributes: jest.fn(),
      setPreBodyComponents: jest.fn(),
      setPostBodyComponents: jest.fn(),
      setBodyProps: jest.fn(),
      pathname: '/team',
    },
    { plugins: [] },
  );
  return { body, head: head as ReactElement<{ 'data-emotion': string; dangerouslySetInnerHTML: { __html: string } }>[] };
}

describe('replaceRenderer: page bodies without NUL bytes', () => {
  test('the fixture is over 2 KB of UTF-8 and reproduces the stream bug it guards against', async () => {
    expect(Buffer.byteLength(SENTENCES.join(''), 'utf8')).toBeGreaterThan(2048);
    // If this fails, React's stream writer no longer leaks NULs for this text (React 19 fixed it): the fixture
    // then proves nothing, and the renderToString workaround in src/gatsby/ssr/replaceRenderer.tsx may be reconsidered.
    expect(await renderLikeGatsbyStream(cyrillicTree)).toContain('\0');
  });

  test('renders every sentence intact, with no NUL byte', () => {
    const { body } = runReplaceRenderer(cyrillicTree);
    expect(body).not.toContain('\0');
    for (const sentence of SENTENCES) expect(body).toContain(`<p>${sentence}</p>`);
  });
});

describe('replaceRenderer: emotion styles in the head', () => {
  const red = css`
    color: rgb(200, 0, 0);
  `;
  const styledTree = (
    <>
      <Global styles={{ body: { margin: 0 } }} />
      <ul>
        <li css={red}>один</li>
      </ul>
    </>
  );

  test('the body has no <style>; the head gets the global and the used class rules, keyed for the browser cache', () => {
    const { body, head } = runReplaceRenderer(styledTree);
    expect(body).not.toContain('<style');
    const className = /class="(css-[\w-]+)"/.exec(body)?.[1];
    expect(className).toBeDefined();

    const chunks = head.map((el) => ({ type: el.type, key: el.props['data-emotion'], css: el.props.dangerouslySetInnerHTML.__html }));
    expect(chunks.every((chunk) => chunk.type === 'style')).toBe(true);
    const global = chunks.find((chunk) => chunk.key.startsWith('css-global '));
    expect(global?.css).toContain('body{margin:0;}');
    const regular = chunks.find((chunk) => chunk.key.startsWith('css '));
    // The id after the key is the class name's hash: the browser's cache marks it inserted and skips it.
    expect(regular?.key).toBe(`css ${className!.slice('css-'.length)}`);
    expect(regular?.css).toContain(`.${className}{color:rgb(200, 0, 0);}`);
  });

  test('each page gets a fresh cache: a page without the class does not carry its rule', () => {
    renderWithCriticalStyles(styledTree);
    const { styles } = renderWithCriticalStyles(<p>без стилей</p>);
    expect(styles).toEqual([]);
  });
});

describe('replaceRenderer: the islands’ runtime asked for from the head', () => {
  const Box = () => <p>…</p>;
  const island = (name: string, hydrate: HydrationTime) => <Island key={name} name={name} component={Box} hydrate={hydrate} props={{}} />;

  test('a page whose island hydrates at paint (the blog’s feed) names the runtime in a modulepreload, before its styles', () => {
    const { head } = runReplaceRenderer(
      <main css={{ color: 'red' }}>
        {island('blogFeed', 'paint')}
        {island('languageSwitch', 'idle')}
      </main>,
    );
    expect(head[0]?.type).toBe('link');
    expect(head[0]?.props).toEqual({ rel: 'modulepreload', href: ISLANDS_RUNTIME_PLACEHOLDER });
    expect(head.slice(1).every((el) => el.type === 'style')).toBe(true);
  });

  test.each([
    ['the landing', [island('landing', 'idle'), island('languageSwitch', 'idle')]],
    ['a page with no island', []],
  ])('%s asks for nothing early: its islands wait for idle time', (_, islands) => {
    expect(runtimePreload(renderToStaticMarkup(<main>{islands}</main>))).toEqual([]);
  });
});
