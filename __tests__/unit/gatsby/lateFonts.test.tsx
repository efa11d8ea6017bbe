/** @jest-environment node */
import { isValidElement, type ReactElement, type ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { fontFaceRule, fontFaceSpec, fontLoaderScript, webFontTags, type FontFaceSpec } from '../../../src/gatsby/fonts/lateFonts';
import { WEB_FONTS, type WebFont } from '../../../src/theme/webFonts';

const LATIN: WebFont = {
  family: 'Manrope Variable',
  url: '/static/m-latin-subset-1.woff2',
  weight: '200 800',
  unicodeRange: 'U+20-7E, U+2014',
  eagerFor: ['ru', 'en'],
};
const CYRILLIC: WebFont = {
  family: 'Unbounded Variable',
  url: '/static/u-cyrillic-2.woff2',
  weight: '200 900',
  unicodeRange: 'U+400-45F',
  eagerFor: ['ru'],
};

test('a brand face is a plain @font-face rule, and the same face as FontFace arguments', () => {
  expect(fontFaceRule(LATIN)).toBe(
    '@font-face{font-family:"Manrope Variable";font-style:normal;font-display:swap;font-weight:200 800;' +
      'src:url(/static/m-latin-subset-1.woff2) format("woff2-variations");unicode-range:U+20-7E, U+2014}',
  );
  expect(fontFaceSpec(CYRILLIC, false)).toEqual([
    'Unbounded Variable',
    'url(/static/u-cyrillic-2.woff2) format("woff2-variations")',
    { style: 'normal', weight: '200 900', display: 'swap', unicodeRange: 'U+400-45F' },
    false,
  ]);
});

describe('the page', () => {
  const html = (node: ReactNode) => renderToStaticMarkup(<>{node}</>);

  test.each([
    ['/team', [true, true]],
    ['/en/team', [true, false]],
    ['/', [true, true]],
    ['/en', [true, false]],
  ] as const)('%s gets the rules in <noscript>, and a loader that waits for its language’s files only', (path, eager) => {
    const { noscript, loader } = webFontTags(path, [LATIN, CYRILLIC]);
    expect(html(noscript)).toBe(`<noscript><style>${fontFaceRule(LATIN)}${fontFaceRule(CYRILLIC)}</style></noscript>`);
    expect(isValidElement(loader)).toBe(true);
    const script = (loader as ReactElement<{ dangerouslySetInnerHTML: { __html: string }; 'data-loads': string }>).props;
    expect(script['data-loads']).toBe('fonts');
    expect(script.dangerouslySetInnerHTML.__html).toBe(fontLoaderScript([fontFaceSpec(LATIN, eager[0]), fontFaceSpec(CYRILLIC, eager[1])]));
  });

  test('the site’s faces: per family the full files, then the subsets; Russian pages wait for four, English for two', () => {
    expect(WEB_FONTS.map((f) => f.family)).toEqual([
      ...Array<string>(4).fill('Manrope Variable'),
      ...Array<string>(4).fill('Unbounded Variable'),
    ]);
    expect(WEB_FONTS.map((f) => f.eagerFor.length)).toEqual([0, 0, 2, 1, 0, 0, 2, 1]);
    for (const font of WEB_FONTS) expect(font.unicodeRange).toMatch(/^U\+[0-9A-F]+/);
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
      constructor(
        readonly family: string,
        readonly source: string,
      ) {}
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
    // eslint-disable-next-line @typescript-eslint/no-implied-eval -- runs the loader exactly as the page's inline script holds it
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
