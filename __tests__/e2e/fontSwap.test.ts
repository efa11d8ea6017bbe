/**
 * The brand faces come after the first paint (src/gatsby/fonts/lateFonts.tsx,
 * docs/decisions/0003-fonts-after-first-paint.md)
 * and swap in without moving anything. The same page is laid out twice, once
 * with the web fonts blocked (the metric-matched local fallback of
 * src/gatsby/fonts/fallbackFaces.ts) and once with them loaded: the blocks of text
 * must stand at (nearly) the same places and heights.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { type Browser, type BrowserContext, chromium, type Page } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../scripts/lib/chromium';
import { FORM_ROUTES, NOT_FOUND_ROUTES, ROUTES } from '../../scripts/lib/siteRoutes';
import { sharedBrowser, visit, withPage } from './support/browser';
import { inLanes, Lanes } from './support/lanes';
import { NEWEST_POSTS } from './support/site';
import { CACHED_FACES_KEY, CACHED_FACES_MARK } from '../../src/theme/fontLoader';

/** The loader adds the brand faces (loaded, or failed when blocked) after the first paint; then nothing is pending. */
async function brandFacesAdded(page: Page) {
  await page.waitForFunction(() => [...document.fonts].some((f) => /Variable/.test(f.family)));
  await page.evaluate(() => document.fonts.ready);
}

/** Top and height of each heading and paragraph in the first screens of the page. */
async function layout(page: Page) {
  return page.evaluate(() =>
    [...document.querySelectorAll('main h1, main h2, main p')].slice(0, 12).map((el) => {
      const r = el.getBoundingClientRect();
      return { text: (el.textContent ?? '').slice(0, 24), top: Math.round(r.top + window.scrollY), height: Math.round(r.height) };
    }),
  );
}

/** `read` of `path` at `width` once the loader has added the brand faces; with `fonts` false, their files are refused. */
async function afterFacesAdded<T>(path: string, width: number, fonts: boolean, read: (page: Page) => Promise<T>): Promise<T> {
  return withPage(
    async ({ page }) => {
      if (!fonts) await page.route(/\.woff2$/, (route) => route.abort());
      await visit(page, path);
      await brandFacesAdded(page);
      const seen = await read(page);
      // A file still held or refused when the page closes must not fail whichever test runs then.
      await page.unrouteAll({ behavior: 'ignoreErrors' });
      return seen;
    },
    { viewport: { width, height: 900 } },
  );
}

const laidOut = (path: string, width: number, fonts: boolean) =>
  afterFacesAdded(path, width, fonts, async (page) => ({
    boxes: await layout(page),
    families: await page.evaluate(() => [...document.fonts].filter((f) => f.status === 'loaded').map((f) => f.family.replace(/"/g, ''))),
  }));

const NO_SHIFT_PATHS = ['/team', '/en/about', '/kremlin'];

/** Each page laid out at each width, with and without the brand faces: the tests' visits, in lanes. */
const laidOutIn = inLanes(
  [390, 1440].flatMap((width) => NO_SHIFT_PATHS.flatMap((path) => [false, true].map((fonts) => ({ path, width, fonts })))),
  ({ path, width, fonts }) => laidOut(path, width, fonts),
);

async function expectNoShift(path: string, width: number) {
  const [fallback, brand] = await Promise.all([laidOutIn({ path, width, fonts: false }), laidOutIn({ path, width, fonts: true })]);
  expect(fallback.families.filter((f) => /Variable/.test(f))).toEqual([]);
  expect(brand.families).toEqual(expect.arrayContaining(['Manrope Variable', 'Unbounded Variable']));
  expect(brand.boxes.map((b) => b.text)).toEqual(fallback.boxes.map((b) => b.text));
  // A line more or less anywhere moves everything below it by a line height (25-30 px).
  const moved = brand.boxes
    .map((b, i) => ({ text: b.text, dTop: b.top - (fallback.boxes[i]?.top ?? 0), dHeight: b.height - (fallback.boxes[i]?.height ?? 0) }))
    .filter((d) => Math.abs(d.dHeight) > 4 || Math.abs(d.dTop) > 6);
  expect(moved).toEqual([]);
}

describe.each([390, 1440])('at %i px', (width) => {
  // /team and /en/about set a paragraph one line longer in the brand face at 1440 px while the fallback had one size-adjust per weight.
  test.each(NO_SHIFT_PATHS)('%s: the brand faces load and take the fallback’s place', (path) => expectNoShift(path, width));
});

type Shift = { value: number; at: number; moved: string[] };
type Recorded = { shifts: Shift[]; fontsAdded?: number };

/** Init script: records every layout shift and when the page's loader first adds a face to document.fonts. */
function recordShifts() {
  const w = window as unknown as Recorded;
  w.shifts = [];
  // eslint-disable-next-line @typescript-eslint/unbound-method -- kept to be called with the set's own `this` below
  const add = FontFaceSet.prototype.add;
  FontFaceSet.prototype.add = function (this: FontFaceSet, face: FontFace) {
    w.fontsAdded ??= performance.now();
    return add.call(this, face);
  };
  new PerformanceObserver((list) => {
    type Entry = { value: number; startTime: number; sources: Array<{ node?: Node | null }> };
    for (const e of list.getEntries() as unknown as Entry[]) {
      w.shifts.push({ value: e.value, at: e.startTime, moved: e.sources.map((s) => (s.node?.textContent ?? '').slice(0, 40)) });
    }
  }).observe({ type: 'layout-shift', buffered: true });
}

/** A phone context (Lighthouse's mobile viewport, 412x823 at 1.75x) in `browser` that records layout shifts. */
async function phoneContext(browser: Browser): Promise<BrowserContext> {
  const context = await browser.newContext({
    viewport: { width: 412, height: 823 },
    deviceScaleFactor: 1.75,
    isMobile: true,
    hasTouch: true,
  });
  await context.addInitScript(recordShifts);
  // Every visit a first one: an earlier page's list of loaded files would have the loader declare the faces at once
  // (declareCachedFaces), leaving no swap to measure. The files may still be in the context's cache; the swap is the same.
  await context.addInitScript((key) => sessionStorage.removeItem(key), CACHED_FACES_KEY);
  return context;
}

/**
 * Holds `page`'s font files until it is parsed to its end and that whole document has been on screen for a frame.
 *
 * The swap is what these tests measure. A starved CPU can paint a page before the parser has reached its end, and
 * the rest of the document then moves what was painted, whatever the fonts: the footer's links arriving grow the
 * footer upwards on a short page (0.05 on /no-such-page at 6x CPU throttling), the landing's menu items arriving
 * move its centred title (0.16-0.19 on / and /en in a fresh browser). Counted with the swap, such a shift had failed
 * this file's CLS checks once in a while (/en/no-such-page in a full run, / in the landing's own check). With the
 * files held, the swap begins after any such shift, and only the shifts from the loader's first
 * document.fonts.add on are counted (swapShifts).
 */
async function holdFontsUntilPainted(page: Page) {
  await page.route(/\.woff2$/, async (route) => {
    await page.evaluate(
      () =>
        new Promise((done) => {
          const painted = () => requestAnimationFrame(() => setTimeout(done));
          if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', painted);
          else painted();
        }),
    );
    await route.continue();
  });
}

/** The swap's layout shifts (recordShifts): from the loader's first face on, to a frame after both families are in. */
async function swapShifts(page: Page): Promise<{ total: number; moved: string[] }> {
  await page.waitForFunction(
    () => new Set([...document.fonts].filter((f) => f.status === 'loaded' && /Variable/.test(f.family)).map((f) => f.family)).size === 2,
  );
  // A fixed wait on purpose: what is checked is that nothing shifts in the frames after the swap, and a shift that does
  // not happen gives no event to wait for. A frame, then 100 ms: Layout Instability reports a shift by the next frame.
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => setTimeout(done, 100))));
  const { shifts, fontsAdded } = await page.evaluate(() => {
    const w = window as unknown as Recorded;
    return { shifts: w.shifts, fontsAdded: w.fontsAdded };
  });
  if (fontsAdded === undefined) throw new Error('the page added no font face');
  const swap = shifts.filter((s) => s.at >= fontsAdded);
  return { total: swap.reduce((sum, s) => sum + s.value, 0), moved: swap.flatMap((s) => s.moved) };
}

/** Visits `path` in a page of its own in `context`: the swap's shifts of both brand families. */
async function swapIn(context: BrowserContext, path: string) {
  const page = await context.newPage();
  try {
    await holdFontsUntilPainted(page);
    await visit(page, path);
    // Both families swapped in (each in its own task), then a frame for the shift to be reported.
    return await swapShifts(page);
  } finally {
    // A file still held when the page closes (its lane goes on to the next page) must not fail whichever test runs then.
    await page.unrouteAll({ behavior: 'ignoreErrors' });
    await page.close();
  }
}

/** Expects a swap (swapIn) to have shifted the layout by at most 0.01. */
function expectWithinCls({ total, moved }: { total: number; moved: string[] }) {
  // What moved, named in the failure.
  expect({ total, moved: total > 0.01 ? moved : [] }).toEqual({ total: expect.any(Number), moved: [] });
  expect(total).toBeLessThanOrEqual(0.01);
}

const ALL_PATHS = [...ROUTES, ...FORM_ROUTES, ...NEWEST_POSTS, ...NOT_FOUND_ROUTES].map((route) => route.path);

/**
 * The CLS target (at most 0.01, docs/performance.md) on every page, as Lighthouse's mobile run
 * sees the swap: its viewport and pixel ratio, the page's own loader adding the
 * brand faces after the first paint, every layout shift of the swap summed
 * (Lighthouse takes the worst 5 s window, never more). With one size-adjust per weight, five
 * pages moved by 0.012-0.019 and /en/no-such-page by 0.027 (a lead or an eyebrow
 * one line longer or shorter in the brand face).
 */
describe('at Lighthouse’s mobile viewport (412x823, 1.75x)', () => {
  let context: BrowserContext;
  beforeAll(async () => {
    context = await phoneContext(await sharedBrowser());
  });
  afterAll(() => context.close());

  // Each page in a page of its own, as before, a few at a time.
  const swapOn = inLanes(ALL_PATHS, (path) => swapIn(context, path));
  test.each(ALL_PATHS)('%s: the fonts swap in with a layout shift of at most 0.01', async (path) => expectWithinCls(await swapOn(path)));
});

/**
 * Android has neither Arial nor Liberation Sans: there Chromium finds none of
 * the first fallback family's local names, and the text paints in the next
 * one, Roboto scaled to the brand faces (src/gatsby/fonts/fallbackFaces.ts). Before
 * that family, the text fell through to the system face at its own widths, and
 * the swap moved 10 of these 26 pages by 0.011-0.141. A Chromium whose
 * fontconfig knows Roboto alone (Debian's fonts-roboto, with the system's
 * rendering rules) stands in for the phone.
 */
describe('on a phone whose only sans-serif font is Roboto (Android: no Arial, no Liberation Sans)', () => {
  let browser: Browser;
  let context: BrowserContext;
  let dir: string;
  beforeAll(async () => {
    const regular = execFileSync('fc-list', ['-f', '%{file}\n', 'Roboto:style=Regular'], { encoding: 'utf8' })
      .split('\n')
      .find((f) => /\/Roboto-Regular\.ttf$/.test(f));
    if (!regular) throw new Error('Roboto is not installed: apt-get install fonts-roboto (.ci/run does)');
    dir = mkdtempSync(join(tmpdir(), 'android-fonts-'));
    writeFileSync(
      join(dir, 'fonts.conf'),
      `<?xml version="1.0"?>\n<!DOCTYPE fontconfig SYSTEM "fonts.dtd">\n<fontconfig>\n  <dir>${dirname(regular)}</dir>\n` +
        `  <cachedir>${dir}/cache</cachedir>\n  <include ignore_missing="yes">/etc/fonts/conf.d</include>\n` +
        ['sans-serif', 'system-ui', 'serif']
          .map((f) => `  <alias><family>${f}</family><prefer><family>Roboto</family></prefer></alias>\n`)
          .join('') +
        '</fontconfig>\n',
    );
    browser = await chromium.launch({
      executablePath: CHROMIUM_PATH,
      args: CHROMIUM_ARGS,
      headless: true,
      env: { ...process.env, FONTCONFIG_FILE: join(dir, 'fonts.conf') },
    });
    context = await phoneContext(browser);
  });
  afterAll(async () => {
    await browser?.close();
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  const ROBOTO_PATHS = ['/team', '/en/kremlin'];

  /** The platform fonts that drew the first heading and paragraph of `path`, and the fallback faces' states, brand faces blocked. */
  const drawnOn = inLanes(ROBOTO_PATHS, async (path) => {
    const page = await context.newPage();
    try {
      await page.route(/\.woff2$/, (route) => route.abort());
      await visit(page, path);
      const cdp = await context.newCDPSession(page);
      await cdp.send('DOM.enable');
      await cdp.send('CSS.enable');
      const fontsOf = async (selector: string) => {
        const { root } = await cdp.send('DOM.getDocument', {});
        const { nodeId } = await cdp.send('DOM.querySelector', { nodeId: root.nodeId, selector });
        return (await cdp.send('CSS.getPlatformFontsForNode', { nodeId })).fonts.map((f) => f.familyName);
      };
      const drawn = { heading: await fontsOf('main h1'), text: await fontsOf('main p') };
      const faces = await page.evaluate(() =>
        [...document.fonts]
          .filter((f) => /Fallback/.test(f.family))
          .map((f) => ({ family: f.family.replace(/["']/g, ''), status: f.status })),
      );
      return { drawn, faces };
    } finally {
      await page.unrouteAll({ behavior: 'ignoreErrors' });
      await page.close();
    }
  });

  test.each(ROBOTO_PATHS)('%s: with the brand faces blocked, the text is set in the Roboto-fitted faces', async (path) => {
    const { drawn, faces } = await drawnOn(path);
    expect(drawn).toEqual({ heading: ['Roboto'], text: ['Roboto'] });
    // The faces that drew it: the Roboto families (their size-adjust); none of Arial's could load.
    const familiesIn = (status: FontFaceLoadStatus) => [...new Set(faces.filter((f) => f.status === status).map((f) => f.family))].sort();
    expect({ loaded: familiesIn('loaded'), failed: familiesIn('error') }).toEqual({
      loaded: ['Manrope Fallback Roboto', 'Unbounded Fallback Roboto'],
      failed: ['Manrope Fallback', 'Unbounded Fallback'],
    });
  });

  const swapOn = inLanes(ALL_PATHS, (path) => swapIn(context, path));
  test.each(ALL_PATHS)('%s: the fonts swap in with a layout shift of at most 0.01', async (path) => expectWithinCls(await swapOn(path)));
});

/** In the page: its first contentful paint, when and which font files it fetched, its font preloads, the brand families in use. */
const fontsSeen = () => {
  const files = performance.getEntriesByType('resource').filter((e) => /\.woff2$/.test(e.name));
  return {
    fcp: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Number.NaN,
    fonts: files.map((e) => e.startTime),
    files: files.map((e) => new URL(e.name).pathname),
    preloads: document.querySelectorAll('link[rel=preload][as=font]').length,
    inUse: ['Manrope Variable', 'Unbounded Variable'].filter((family) =>
      [...document.fonts].some((f) => f.family.replace(/"/g, '') === family && f.status === 'loaded'),
    ),
  };
};

const FIRST_PAINT_PATHS = ['/team', '/en/cases', '/kremlin', '/en/blog', '/404'];

/** What each page fetched and used once the loader has added the brand faces (fontsSeen), in lanes. */
const fontsSeenOn = inLanes(FIRST_PAINT_PATHS, (path) =>
  withPage(async ({ page }) => {
    await visit(page, path);
    await brandFacesAdded(page);
    return page.evaluate(fontsSeen);
  }),
);

test.each(FIRST_PAINT_PATHS)(
  '%s: no font file is fetched before the first contentful paint, and the brand faces are in use after it',
  async (path) => {
    const seen = await fontsSeenOn(path);
    expect(seen.preloads).toBe(0);
    expect(seen.fonts.length).toBeGreaterThan(0);
    expect(Math.min(...seen.fonts)).toBeGreaterThanOrEqual(seen.fcp);
    expect(seen.inUse).toEqual(['Manrope Variable', 'Unbounded Variable']);
    // The page's own text (capitals of text-transform included) is all in the content subsets;
    // only the blog's runtime posts may need the full files.
    if (!path.endsWith('/blog')) expect(seen.files.filter((f) => !/-subset-/.test(f))).toEqual([]);
  },
);

/**
 * From the second page on, nothing swaps: the first page's loader listed the files it loaded, and the next page's
 * loader, in its head, declares the brand faces at once (font-display: optional) from the browser's cache, so the page
 * paints in the brand faces. A Russian page's files cover an English page's.
 */
const SECOND_VISITS = [
  ['/team', '/kremlin'],
  ['/en/about', '/en/cases'],
  ['/cases', '/en/team'],
] as const;

const secondVisitOn = inLanes(
  SECOND_VISITS.map(([first, second]) => `${first} ${second}`),
  (pair) =>
    withPage(
      async ({ page }) => {
        const [first = '', second = ''] = pair.split(' ');
        await page.addInitScript(recordShifts);
        await visit(page, first);
        await brandFacesAdded(page);
        await page.waitForFunction((key) => sessionStorage.getItem(key) !== null, CACHED_FACES_KEY);
        await visit(page, second);
        await page.evaluate(() => document.fonts.ready);
        // A frame, then 100 ms: Layout Instability reports a shift by the next frame (swapShifts says why a fixed wait).
        await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => setTimeout(done, 100))));
        const seen = await page.evaluate(fontsSeen);
        const more = await page.evaluate((mark) => {
          const w = window as unknown as Recorded;
          const files = performance.getEntriesByType('resource').filter((e) => /\.woff2$/.test(e.name)) as PerformanceResourceTiming[];
          return {
            marked: document.documentElement.hasAttribute(mark),
            lastFileEnd: Math.max(...files.map((e) => e.responseEnd)),
            shifts: w.shifts.reduce((sum, shift) => sum + shift.value, 0),
            added: w.fontsAdded ?? null,
          };
        }, CACHED_FACES_MARK);
        return { ...seen, ...more };
      },
      { viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true },
    ),
);

test.each(SECOND_VISITS)('%s, then %s: the second page paints in the brand faces, with nothing to swap', async (first, second) => {
  const seen = await secondVisitOn(`${first} ${second}`);
  expect(seen.marked).toBe(true);
  expect(seen.preloads).toBe(0);
  expect(seen.inUse).toEqual(['Manrope Variable', 'Unbounded Variable']);
  // The faces went in, and every file the page used was there, before its first contentful paint: nothing to swap...
  expect(seen.added).toBeLessThan(seen.fcp);
  expect(seen.lastFileEnd).toBeLessThanOrEqual(seen.fcp);
  // ...and nothing moved.
  expect(seen.shifts).toBeLessThanOrEqual(0.01);
});

const FEEDS = ['/blog', '/en/blog'];

/** When each blog page drew its first post and fetched its font files, React's runtime held back (its page's clock). */
const feedAndFontsOn = inLanes(FEEDS, (path) =>
  withPage(async ({ page }) => {
    // When the first card enters the document, as the page's own clock counts.
    await page.addInitScript(() => {
      const observer = new MutationObserver(() => {
        if (!document.querySelector('[data-testid="blog-post"]')) return;
        (window as unknown as { firstPostAt: number }).firstPostAt = performance.now();
        observer.disconnect();
      });
      observer.observe(document, { childList: true, subtree: true });
    });
    // React's runtime held back as a slow link would, so the first paint comes well before the posts.
    await page.route(/\/islands\/runtime-/, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1000));
      await route.continue();
    });
    await visit(page, path);
    await brandFacesAdded(page);
    return page.evaluate(() => ({
      firstPostAt: (window as unknown as { firstPostAt?: number }).firstPostAt ?? Number.NaN,
      fonts: performance
        .getEntriesByType('resource')
        .filter((e) => /\.woff2$/.test(e.name))
        .map((e) => e.startTime),
    }));
  }),
);

test.each(FEEDS)(
  '%s: no font file is fetched before the feed has drawn its first posts (its largest paint comes after React)',
  async (path) => {
    const seen = await feedAndFontsOn(path);
    expect(seen.fonts.length).toBeGreaterThan(0);
    expect(Math.min(...seen.fonts)).toBeGreaterThan(seen.firstPostAt);
  },
);

test('without JavaScript the brand faces still load (their rules come back through <noscript>)', async () => {
  await withPage(
    async ({ page }) => {
      const fonts: string[] = [];
      page.on('requestfinished', (request) => {
        if (/\.woff2$/.test(request.url())) fonts.push(new URL(request.url()).pathname);
      });
      await visit(page, '/team');
      expect(fonts).toEqual(
        expect.arrayContaining([expect.stringMatching(/manrope-cyrillic-subset/), expect.stringMatching(/unbounded-cyrillic-subset/)]),
      );
    },
    { javaScriptEnabled: false },
  );
});

/**
 * Where every letter of the landing stands (its box, without the intro's transforms) and the box of each of its
 * texts. `natural`: first undo the build's letter widths and word spaces (src/theme/letterFaces.ts), so the
 * letters take their glyphs' own widths, as the landing had set them before.
 */
async function landingLetters(page: Page, natural = false) {
  return page.evaluate((undo) => {
    for (const a of document.getAnimations()) a.finish();
    if (undo) {
      for (const el of document.querySelectorAll<HTMLElement>('[data-letter]')) el.style.removeProperty('width');
      for (const text of document.querySelectorAll<HTMLElement>('[data-letters]')) {
        for (const space of [...text.querySelectorAll(':scope > span:not([data-letter])')].filter((s) => s.textContent === ' ')) {
          space.replaceWith(document.createTextNode(' '));
        }
      }
    }
    return [...document.querySelectorAll('[data-letter], main h1, main p, main a')].map((el) => {
      const r = el.getBoundingClientRect();
      return { text: el.textContent ?? '', box: [r.left, r.top + window.scrollY, r.width, r.height] };
    });
  }, natural);
}

type Letters = Awaited<ReturnType<typeof landingLetters>>;

/** The same letters and texts in `b` as in `a`, each box off by at most `px` on any side (the largest offset, rounded). */
function largestOffset(a: Letters, b: Letters): number {
  expect(b.map((l) => l.text)).toEqual(a.map((l) => l.text));
  const offsets = a.flatMap((l, i) => l.box.map((x, k) => Math.abs(x - (b[i]?.box[k] ?? Number.NaN))));
  return Math.round(Math.max(...offsets) * 100) / 100;
}

const landingLaidOut = (path: string, width: number, fonts: boolean) =>
  afterFacesAdded(path, width, fonts, async (page) => ({
    letters: await landingLetters(page),
    natural: fonts ? await landingLetters(page, true) : [],
  }));

const LANDINGS = ['/', '/en'];
const landingLanes = new Lanes();

/** Each landing laid out at each width, with and without the brand faces, in lanes the swap's visits share. */
const landingLaidOutIn = inLanes(
  LANDINGS.flatMap((path) => [390, 1440].flatMap((width) => [false, true].map((fonts) => ({ path, width, fonts })))),
  ({ path, width, fonts }) => landingLaidOut(path, width, fonts),
  landingLanes,
);

/** Each landing's swap on a phone: its shifts and what it fetched and used (fontsSeen). */
const landingSwapOn = inLanes(
  LANDINGS,
  (path) =>
    withPage(
      async ({ page }) => {
        await page.addInitScript(recordShifts);
        await holdFontsUntilPainted(page);
        await visit(page, path);
        await brandFacesAdded(page);
        const { total: shifts } = await swapShifts(page);
        const seen = await page.evaluate(fontsSeen);
        await page.unrouteAll({ behavior: 'ignoreErrors' });
        return { shifts, seen };
      },
      { viewport: { width: 390, height: 844 } },
    ),
  landingLanes,
);

describe.each(LANDINGS)('the landing %s', (path) => {
  test.each([390, 1440])('at %i px every letter stands where the brand face puts it, in the fallback face too', async (width) => {
    const [fallback, brand] = await Promise.all([
      landingLaidOutIn({ path, width, fonts: false }),
      landingLaidOutIn({ path, width, fonts: true }),
    ]);
    expect(brand.letters.length).toBeGreaterThan(100);
    // The boxes the build gave the letters are the brand glyphs' own: the page looks as with natural boxes
    // (a line's letters add up to a fraction of a pixel: Chromium keeps box widths in 1/64 px)...
    expect(largestOffset(brand.natural, brand.letters)).toBeLessThanOrEqual(1);
    // ...and the fallback face paints its glyphs in the same boxes, so the swap moves nothing.
    expect(largestOffset(brand.letters, fallback.letters)).toBeLessThanOrEqual(1);
  });

  test('fetches no font before its first paint, takes the brand faces after it, and does not shift', async () => {
    const { shifts, seen } = await landingSwapOn(path);
    expect(seen.preloads).toBe(0);
    expect(seen.fonts.length).toBe(path === '/' ? 4 : 2);
    expect(Math.min(...seen.fonts)).toBeGreaterThanOrEqual(seen.fcp);
    expect(seen.inUse).toEqual(['Manrope Variable', 'Unbounded Variable']);
    // The target (docs/performance.md, "Targets"); with plain letter boxes the swap had cost 0.028-0.034.
    expect(shifts).toBeLessThanOrEqual(0.01);
  });
});
