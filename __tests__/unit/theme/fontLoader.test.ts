/**
 * The web-font loader (src/theme/fontLoader.ts) in jsdom, with a stand-in for the CSS Font Loading API and Paint
 * Timing that runs timers one task at a time and notes in which task each load and add happened.
 */
import {
  CACHED_FACES_KEY,
  CACHED_FACES_MARK,
  declareCachedFaces,
  FONTS_WAIT_MS,
  type FontFaceSpec,
  loadWebFonts,
  pageFaces,
} from '../../../src/theme/fontLoader';

const FACES: FontFaceSpec[] = [
  ['Manrope Variable', 'url(/full.woff2)', { weight: '200 800' }, false],
  ['Manrope Variable', 'url(/subset.woff2)', { weight: '200 800' }, true],
  ['Unbounded Variable', 'url(/u-subset.woff2)', { weight: '200 900' }, true],
];

type PaintList = { getEntriesByName(name: string): unknown[] };
const globals = globalThis as unknown as Record<string, unknown>;

afterEach(() => {
  delete globals.FontFace;
  delete globals.PerformanceObserver;
  delete (document as unknown as Record<string, unknown>).fonts;
  document.documentElement.removeAttribute(CACHED_FACES_MARK);
  sessionStorage.clear();
  jest.restoreAllMocks();
});

function browser({ paintTiming = true, failing = '', fontApi = true } = {}) {
  const log: string[] = [];
  const timers: Array<() => void> = [];
  /** Timers set with a delay (the wait for the page's event), which only `elapse` lets run. */
  const later: Array<{ callback: () => void; delay: number }> = [];
  let task = 0;
  let paintCallback: ((list: PaintList) => void) | undefined;
  class FakeFontFace {
    status = 'unloaded';
    constructor(
      readonly family: string,
      readonly source: string,
      readonly descriptors: FontFaceDescriptors = {},
    ) {}
    load() {
      log.push(`load ${this.source} in task ${task}`);
      this.status = this.source.includes(failing || '\0') ? 'error' : 'loaded';
      return this.status === 'error' ? Promise.reject(new Error('404')) : Promise.resolve(this);
    }
  }
  class FakeObserver {
    static supportedEntryTypes = paintTiming ? ['paint', 'largest-contentful-paint'] : [];
    constructor(callback: (list: PaintList) => void) {
      paintCallback = callback;
    }
    observe(options: { type: string; buffered: boolean }) {
      log.push(`observe ${options.type} buffered=${options.buffered}`);
    }
  }
  if (fontApi) {
    globals.FontFace = FakeFontFace;
    Object.defineProperty(document, 'fonts', {
      configurable: true,
      value: {
        add: (face: FakeFontFace) =>
          log.push(`add ${face.source}${face.descriptors.display === 'optional' ? ' optional' : ''} in task ${task}`),
      },
    });
  }
  globals.PerformanceObserver = FakeObserver;
  // Promises settle between tasks: a macrotask of the real timers, taken before the loader's are replaced.
  const realSetTimeout = window.setTimeout.bind(window);
  const settle = () => new Promise((resolve) => realSetTimeout(resolve, 0));
  jest
    .spyOn(window, 'setTimeout')
    .mockImplementation(((callback: () => void, delay = 0) =>
      delay > 0 ? later.push({ callback, delay }) : timers.push(callback)) as unknown as typeof setTimeout);
  return {
    log,
    later,
    paint: (name: string) => paintCallback?.({ getEntriesByName: (n) => (n === name ? [{}] : []) }),
    /** Lets the delayed timers run, as tasks. */
    elapse: () => timers.push(...later.splice(0).map(({ callback }) => callback)),
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
  loadWebFonts(FACES);
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

test('once the faces are in, the files that loaded are listed for the next page’s head, an earlier build’s dropped', async () => {
  sessionStorage.setItem(CACHED_FACES_KEY, JSON.stringify(['/earlier-build.woff2', '/full.woff2']));
  const b = browser({ failing: 'u-subset' });
  loadWebFonts(FACES);
  b.paint('first-contentful-paint');
  await b.runTasks();
  // Kept: a file an earlier page listed that this page names too. Added: the eager faces that loaded (not the failed one).
  expect(JSON.parse(sessionStorage.getItem(CACHED_FACES_KEY) ?? 'null')).toEqual(['/full.woff2', '/subset.woff2']);
});

test('a list that is not a list of files is started anew', async () => {
  sessionStorage.setItem(CACHED_FACES_KEY, '{"x":1}');
  const b = browser();
  loadWebFonts(FACES);
  b.paint('first-contentful-paint');
  await b.runTasks();
  expect(JSON.parse(sessionStorage.getItem(CACHED_FACES_KEY) ?? 'null')).toEqual(['/subset.woff2', '/u-subset.woff2']);
});

test('on a page whose head has declared the faces from the cache, it does nothing', async () => {
  document.documentElement.setAttribute(CACHED_FACES_MARK, '');
  const b = browser();
  loadWebFonts(FACES);
  b.paint('first-contentful-paint');
  window.dispatchEvent(new Event('load'));
  await b.runTasks();
  expect(b.log).toEqual([]);
});

test('a face that fails to load does not keep the others out', async () => {
  const b = browser({ failing: 'u-subset' });
  loadWebFonts(FACES);
  b.paint('first-contentful-paint');
  await b.runTasks();
  expect(b.log.filter((l) => l.startsWith('add'))).toHaveLength(3);
});

test('without Paint Timing it starts on the load event', async () => {
  const b = browser({ paintTiming: false });
  loadWebFonts(FACES);
  await b.runTasks();
  expect(b.log).toEqual([]);
  window.dispatchEvent(new Event('load'));
  await b.runTasks();
  expect(b.log.filter((l) => l.startsWith('load'))).toEqual(['load url(/subset.woff2) in task 1', 'load url(/u-subset.woff2) in task 2']);
});

test('without the CSS Font Loading API it does nothing: the text stays in the fallback faces', async () => {
  const b = browser({ fontApi: false });
  loadWebFonts(FACES);
  b.paint('first-contentful-paint');
  window.dispatchEvent(new Event('load'));
  await b.runTasks();
  expect(b.log).toEqual([]);
});

test('the page’s faces come from its JSON block, escaped text and all, with the event they wait for; none without one', () => {
  document.body.innerHTML = '<p>text</p>';
  expect(pageFaces()).toEqual({ faces: [], after: null });
  const faces: FontFaceSpec[] = [['Manrope </script> Variable', 'url(/a.woff2)', { weight: '200 800' }, true]];
  const json = JSON.stringify(faces).replace(/</g, '\\u003c');
  document.body.innerHTML = `<script type="application/json" data-web-fonts="">${json}</script>`;
  expect(pageFaces()).toEqual({ faces, after: null });
  document.body.innerHTML = `<script type="application/json" data-web-fonts="" data-after="feed-drawn">${json}</script>`;
  expect(pageFaces()).toEqual({ faces, after: 'feed-drawn' });
});

describe('on a page whose largest content comes later (the blog’s feed), the faces wait for its event too', () => {
  const loads = (log: string[]) => log.filter((l) => l.startsWith('load'));

  test('after the first paint, nothing loads until the event; then the faces load as usual, once', async () => {
    const b = browser();
    loadWebFonts(FACES, 'feed-drawn');
    b.paint('first-contentful-paint');
    await b.runTasks();
    expect(loads(b.log)).toEqual([]);
    document.dispatchEvent(new Event('feed-drawn'));
    await b.runTasks();
    expect(loads(b.log)).toEqual(['load url(/subset.woff2) in task 1', 'load url(/u-subset.woff2) in task 2']);
    document.dispatchEvent(new Event('feed-drawn'));
    b.elapse();
    await b.runTasks();
    expect(loads(b.log)).toHaveLength(2);
  });

  test('an event before the first paint still waits for the paint', async () => {
    const b = browser();
    loadWebFonts(FACES, 'feed-drawn');
    document.dispatchEvent(new Event('feed-drawn'));
    await b.runTasks();
    expect(loads(b.log)).toEqual([]);
    b.paint('first-contentful-paint');
    await b.runTasks();
    expect(loads(b.log)).toHaveLength(2);
  });

  test(`without the event, the faces load ${FONTS_WAIT_MS} ms after the first paint`, async () => {
    const b = browser();
    loadWebFonts(FACES, 'feed-drawn');
    b.paint('first-contentful-paint');
    await b.runTasks();
    expect(b.later.map(({ delay }) => delay)).toEqual([FONTS_WAIT_MS]);
    b.elapse();
    await b.runTasks();
    expect(loads(b.log)).toHaveLength(2);
  });
});

describe('on a page after the first, whose files the tab’s list holds', () => {
  test('the faces are declared at once, font-display: optional, the page’s own files loading now; the page is marked', async () => {
    sessionStorage.setItem(CACHED_FACES_KEY, JSON.stringify(['/u-subset.woff2', '/other.woff2', '/subset.woff2']));
    const b = browser();
    expect(declareCachedFaces(FACES)).toBe(true);
    // Before any paint, in the script's own run (task 0): each face added, optional, the eager files loading.
    expect(b.log).toEqual([
      'add url(/full.woff2) optional in task 0',
      'add url(/subset.woff2) optional in task 0',
      'load url(/subset.woff2) in task 0',
      'add url(/u-subset.woff2) optional in task 0',
      'load url(/u-subset.woff2) in task 0',
    ]);
    expect(document.documentElement.hasAttribute(CACHED_FACES_MARK)).toBe(true);
  });

  test.each([
    ['no list (a first page, or a new tab)', null],
    ['a file missing from the list', JSON.stringify(['/subset.woff2'])],
    ['a list that is not JSON', '[oops'],
    ['JSON that is not a list', '{"x":1}'],
  ])('%s: nothing declared, the page left to the swap after its first paint', (_, listed) => {
    if (listed !== null) sessionStorage.setItem(CACHED_FACES_KEY, listed);
    const b = browser();
    expect(declareCachedFaces(FACES)).toBe(false);
    expect(b.log).toEqual([]);
    expect(document.documentElement.hasAttribute(CACHED_FACES_MARK)).toBe(false);
  });

  test('without the CSS Font Loading API, nothing', () => {
    sessionStorage.setItem(CACHED_FACES_KEY, JSON.stringify(['/subset.woff2', '/u-subset.woff2']));
    browser({ fontApi: false });
    expect(declareCachedFaces(FACES)).toBe(false);
  });
});
