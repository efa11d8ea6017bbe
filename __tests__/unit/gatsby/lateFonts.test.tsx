/** @jest-environment node */
import { isValidElement, type ReactElement, type ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { deferWebFonts, fontFaceSpec, fontLoaderScript, splitWebFonts, type FontFaceSpec } from '../../../src/gatsby/lateFonts';

/** The shape of Gatsby's minified global CSS: brand faces with files, local fallback faces, other rules. */
const LATIN = '@font-face{font-display:swap;font-family:Manrope Variable;font-style:normal;font-weight:200 800;src:url(/static/m-latin-subset-1.woff2) format("woff2-variations");unicode-range:u+20-7e,u+2014}';
const CYRILLIC = '@font-face{font-display:swap;font-family:"Unbounded Variable";font-weight:200 900;src:url(/static/u-cyrillic-2.woff2) format("woff2-variations");unicode-range:u+0400-045f}';
const FALLBACK = '@font-face{ascent-override:103.88%;font-family:Manrope Fallback;size-adjust:102.62%;src:local("Arial"),local("Liberation Sans")}';
const CSS = `body{margin:0}${LATIN}${FALLBACK}h1{font-family:'Unbounded Variable','Unbounded Fallback'}${CYRILLIC}`;

test('the rules that fetch a file leave the CSS; local fallback faces and other rules stay, in order', () => {
  expect(splitWebFonts(CSS)).toEqual({
    css: `body{margin:0}${FALLBACK}h1{font-family:'Unbounded Variable','Unbounded Fallback'}`,
    rules: [LATIN, CYRILLIC],
  });
});

test('a rule becomes FontFace arguments, eager when its file is one the page waits for', () => {
  expect(fontFaceSpec(LATIN, ['/static/m-latin-subset-1.woff2'])).toEqual([
    'Manrope Variable',
    'url(/static/m-latin-subset-1.woff2) format("woff2-variations")',
    { style: 'normal', weight: '200 800', display: 'swap', unicodeRange: 'u+20-7e,u+2014' },
    true,
  ]);
  expect(fontFaceSpec(CYRILLIC, ['/static/m-latin-subset-1.woff2'])).toEqual([
    'Unbounded Variable',
    'url(/static/u-cyrillic-2.woff2) format("woff2-variations")',
    { style: 'normal', weight: '200 900', display: 'swap', unicodeRange: 'u+0400-045f' },
    false,
  ]);
});

describe('the page head', () => {
  const globalCss = <style key="g" data-href="/styles.css" data-identity="gatsby-global-css" dangerouslySetInnerHTML={{ __html: CSS }} />;
  const html = (nodes: ReactNode[]) => renderToStaticMarkup(<>{nodes}</>);

  test('keeps the CSS without web fonts, adds them back in <noscript>, and a loader for the body', () => {
    const { head, loader } = deferWebFonts('/en/team', [<meta key="m" charSet="utf-8" />, globalCss]);
    expect(html(head)).toBe(
      '<meta charSet="utf-8"/>' +
        `<style data-href="/styles.css" data-identity="gatsby-global-css">${splitWebFonts(CSS).css}</style>` +
        `<noscript><style>${LATIN}${CYRILLIC}</style></noscript>`,
    );
    expect(isValidElement(loader)).toBe(true);
    const script = (loader as ReactElement<{ dangerouslySetInnerHTML: { __html: string }; 'data-loads': string }>).props;
    expect(script['data-loads']).toBe('fonts');
    expect(script.dangerouslySetInnerHTML.__html).toContain('url(/static/u-cyrillic-2.woff2)');
  });

  test.each(['/', '/en'])('the landing %s takes its fonts late too: no preload, its rules in the loader', (path) => {
    const { head, loader } = deferWebFonts(path, [globalCss]);
    expect(html(head)).toBe(
      `<style data-href="/styles.css" data-identity="gatsby-global-css">${splitWebFonts(CSS).css}</style>` +
        `<noscript><style>${LATIN}${CYRILLIC}</style></noscript>`,
    );
    expect(isValidElement(loader)).toBe(true);
  });

  test('a head without web fonts is left as it is and gets no loader', () => {
    const plain = <style key="g" data-identity="gatsby-global-css" dangerouslySetInnerHTML={{ __html: 'body{margin:0}' }} />;
    const head = [plain];
    expect(deferWebFonts('/team', head)).toEqual({ head, loader: null });
  });
});

describe('the loader in a browser', () => {
  const FACES: FontFaceSpec[] = [
    ['Manrope Variable', 'url(/full.woff2)', { weight: '200 800' }, false],
    ['Manrope Variable', 'url(/subset.woff2)', { weight: '200 800' }, true],
    ['Unbounded Variable', 'url(/u-subset.woff2)', { weight: '200 900' }, true],
  ];

  /** A browser stand-in that runs timers one task at a time and notes in which task each load and add happened. */
  function browser({ paintTiming = true, failing = '' } = {}) {
    const log: string[] = [];
    const timers: Array<() => void> = [];
    let task = 0;
    let paintCallback: ((list: { getEntriesByName(n: string): unknown[] }) => void) | undefined;
    let onLoad: (() => void) | undefined;
    class FakeFontFace {
      constructor(readonly family: string, readonly source: string) {}
      load() {
        log.push(`load ${this.source} in task ${task}`);
        return this.source.includes(failing || '\0') ? Promise.reject(new Error('404')) : Promise.resolve(this);
      }
    }
    class FakeObserver {
      static supportedEntryTypes = paintTiming ? ['paint', 'largest-contentful-paint'] : [];
      constructor(cb: typeof paintCallback) {
        paintCallback = cb;
      }
      observe(options: { type: string; buffered: boolean }) {
        log.push(`observe ${options.type} buffered=${options.buffered}`);
      }
    }
    const window = {
      FontFace: FakeFontFace,
      PerformanceObserver: FakeObserver,
      addEventListener: (type: string, cb: () => void) => {
        if (type === 'load') onLoad = cb;
      },
    };
    const document = { fonts: { add: (f: FakeFontFace) => log.push(`add ${f.source} in task ${task}`) } };
    new Function('window', 'document', 'FontFace', 'setTimeout', fontLoaderScript(FACES))(
      window,
      document,
      FakeFontFace,
      (cb: () => void) => timers.push(cb),
    );
    const settle = () => new Promise((r) => setImmediate(r));
    return {
      log,
      paint: (name: string) => paintCallback?.({ getEntriesByName: (n) => (n === name ? [{}] : []) }),
      load: () => onLoad?.(),
      /** Runs every task there is, one by one, letting promises settle in between. */
      runTasks: async () => {
        await settle();
        while (timers.length > 0) {
          task += 1;
          timers.shift()?.();
          await settle();
        }
      },
    };
  }

  test('nothing is fetched before the first contentful paint; then each file loads in a task of its own, each family is added in one', async () => {
    const b = browser();
    b.paint('first-paint');
    await b.runTasks();
    expect(b.log).toEqual(['observe paint buffered=true']);
    b.paint('first-contentful-paint');
    expect(b.log).toHaveLength(1); // the work waits for tasks after the paint
    await b.runTasks();
    expect(b.log.slice(1)).toEqual([
      'load url(/subset.woff2) in task 1',
      'load url(/u-subset.woff2) in task 2',
      'add url(/full.woff2) in task 3',
      'add url(/subset.woff2) in task 3',
      'add url(/u-subset.woff2) in task 4',
    ]);
    b.paint('first-contentful-paint');
    await b.runTasks();
    expect(b.log).toHaveLength(6);
  });

  test('a face that fails to load does not keep the others out', async () => {
    const b = browser({ failing: 'u-subset' });
    b.paint('first-contentful-paint');
    await b.runTasks();
    expect(b.log.filter((l) => l.startsWith('add'))).toHaveLength(3);
  });

  test('without Paint Timing it starts on the load event', async () => {
    const b = browser({ paintTiming: false });
    await b.runTasks();
    expect(b.log).toEqual([]);
    b.load();
    await b.runTasks();
    expect(b.log.filter((l) => l.startsWith('load'))).toEqual(['load url(/subset.woff2) in task 1', 'load url(/u-subset.woff2) in task 2']);
  });
});
