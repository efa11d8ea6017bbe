/**
 * The web-font loader, run in the browser (the page's inline script, bundled by src/gatsby/fonts/loaderBundle.ts).
 * On a visitor's first page the text paints at once in the metric-matched fallback faces; this adds the brand faces
 * (webFonts.ts) after the first paint, so their files never hold that paint back, and lists the files it loaded. On
 * the visit's later pages it declares the faces before the first paint instead, their files in the browser's cache,
 * and nothing swaps (docs/decisions/0003-fonts-after-first-paint.md).
 */

/** A brand face as the arguments of `new FontFace(family, source, descriptors)`, and whether the page waits for its file. */
export type FontFaceSpec = [family: string, source: string, descriptors: FontFaceDescriptors, eager: boolean];

/** The attribute of the page's JSON block that lists its faces (src/gatsby/fonts/lateFonts.tsx writes it). */
export const WEB_FONTS_BLOCK = 'data-web-fonts';

/** Runs `work` in a task of its own (a timer), and resolves with what it returns. */
const inTask = <T>(work: () => T) =>
  new Promise<T>((resolve) => {
    setTimeout(() => resolve(work()));
  });

/**
 * Each eager face starts loading in a task of its own; once they are all in (or failed), each family's faces are
 * added together in one more task, families in their order of `specs` (webFonts.ts: the subsets after the full
 * files, so the browser checks the subsets first). One relayout per family, each in its own short task rather than
 * one long one: on a phone a task over 50 ms blocks input, and the body text (Manrope) and the headings (Unbounded)
 * cost about as much to lay out again as the whole page did. A face that fails to load is added all the same; the
 * browser then falls back to the next face for its characters, or to the local fallback.
 */
export function addFaces(specs: readonly FontFaceSpec[]): Promise<FontFace[]> {
  const faces = specs.map(([family, source, descriptors]) => new FontFace(family, source, descriptors));
  const families = [...new Set(specs.map(([family]) => family))];
  const loads = faces.filter((_, i) => specs[i]![3]).map((face) => inTask(() => face.load().catch(() => undefined)));
  return Promise.all(loads).then(() =>
    families
      .reduce(
        (previous, family) =>
          previous.then(() =>
            inTask(() => {
              faces.forEach((face, i) => {
                if (specs[i]![0] === family) document.fonts.add(face);
              });
            }),
          ),
        Promise.resolve(),
      )
      .then(() => faces),
  );
}

/**
 * Where the loader lists the files it has loaded (so the browser has them), for the loader of later pages: the tab's
 * sessionStorage, which lasts as long as the visit. Not localStorage: it outlives the HTTP cache it stands for.
 * Lighthouse, for one, clears the cache before each run but keeps localStorage; the loader then asked for files the
 * cache no longer had, before the first paint, and Lighthouse's LCP of /team went from 1.0 to 1.8x its twin's
 * (decision 0003). A run, like a new tab, starts with an empty sessionStorage.
 */
export const CACHED_FACES_KEY = 'kadr-fonts';

/** The root element's attribute declareCachedFaces sets when it has declared the faces before the first paint. */
export const CACHED_FACES_MARK = 'data-fonts-cached';

/** The files the tab's list (CACHED_FACES_KEY) holds; none when it is missing or not a list. Throws where storage is refused. */
function listedFiles(): string[] {
  const listed = JSON.parse(sessionStorage.getItem(CACHED_FACES_KEY) || '[]') as unknown;
  return Array.isArray(listed) ? listed.filter((file): file is string => typeof file === 'string') : [];
}

/** A face's file, from its `url(…) format(…)` source (src/gatsby/fonts/lateFonts.tsx writes it). */
const fileOf = (source: string) => source.slice('url('.length, source.indexOf(')'));

/**
 * Adds the eager faces that loaded to the list in sessionStorage (CACHED_FACES_KEY): from the next page on, the loader
 * declares them before the first paint (declareCachedFaces) instead of swapping them in after it. Files no face of this
 * page names (an earlier build's) leave the list. Storage refused or full: the next page swaps as this one did.
 */
export function rememberFaces(specs: readonly FontFaceSpec[], faces: readonly FontFace[]): void {
  try {
    const named = new Set(specs.map(([, source]) => fileOf(source)));
    const files = new Set(listedFiles().filter((file) => named.has(file)));
    faces.forEach((face, i) => {
      if (specs[i]![3] && face.status === 'loaded') files.add(fileOf(specs[i]![1]));
    });
    sessionStorage.setItem(CACHED_FACES_KEY, JSON.stringify([...files]));
  } catch {
    // The list is an optimisation only.
  }
}

/**
 * On a page after the first: when the tab's list (CACHED_FACES_KEY) holds every file this page waits for, the files
 * are in the browser's cache, and the faces go into document.fonts at once, as the head is parsed, with
 * `font-display: optional`, the page's own files loading now: the first layout finds them there within optional's
 * 100 ms (a file from the cache takes a few), so the page paints in the brand faces and nothing swaps. A file the cache
 * has lost is not used on this page, and nothing moves. Marks the page (CACHED_FACES_MARK) and returns true; false,
 * with nothing done, on a first page or where storage is refused.
 */
export function declareCachedFaces(specs: readonly FontFaceSpec[]): boolean {
  if (!('FontFace' in window) || !('fonts' in document)) return false;
  let listed: string[];
  try {
    listed = listedFiles();
  } catch {
    return false;
  }
  const eager = specs.filter((spec) => spec[3]);
  if (eager.length === 0 || !eager.every(([, source]) => listed.includes(fileOf(source)))) return false;
  specs.forEach(([family, source, descriptors, isEager]) => {
    const face = new FontFace(family, source, { ...descriptors, display: 'optional' });
    document.fonts.add(face);
    if (isEager) face.load().catch(() => undefined);
  });
  document.documentElement.setAttribute(CACHED_FACES_MARK, '');
  return true;
}

/** The attribute of the faces' block naming a `document` event the faces also wait for (lateFonts.tsx writes it). */
export const WEB_FONTS_AFTER = 'data-after';

/** How long after the first paint the faces wait at most for that event: a slow backend keeps the fonts no longer. */
export const FONTS_WAIT_MS = 3000;

/**
 * Starts adding the faces when the first contentful paint is on screen (Paint Timing, buffered, so a paint before
 * this script ran counts), or at the `load` event where Paint Timing is missing; once only. Nothing without the CSS
 * Font Loading API: the text stays in the fallback faces.
 *
 * `after` names an event on `document` that a page's largest content fires once it is drawn (the blog's feed, whose
 * posts arrive after React: src/blog/feedDrawn.ts): the faces wait for it too, FONTS_WAIT_MS after the first
 * paint at most, so their files do not share a slow link with React and the first photo.
 */
export function loadWebFonts(specs: readonly FontFaceSpec[], after: string | null = null): void {
  if (!('FontFace' in window) || !('fonts' in document)) return;
  if (document.documentElement.hasAttribute(CACHED_FACES_MARK)) return;
  let started = false;
  let painted = false;
  let drawn = after === null;
  const start = () => {
    if (started || !painted || !drawn) return;
    started = true;
    void addFaces(specs).then((faces) => rememberFaces(specs, faces));
  };
  const draw = () => {
    drawn = true;
    start();
  };
  const paint = () => {
    if (painted) return;
    painted = true;
    if (!drawn) setTimeout(draw, FONTS_WAIT_MS);
    start();
  };
  if (after !== null) document.addEventListener(after, draw, { once: true });
  // Written without `?.`: the bundle targets ES2015, where esbuild would spell it out at length.
  const Observer = window.PerformanceObserver as typeof PerformanceObserver | undefined;
  if (Observer && Observer.supportedEntryTypes && Observer.supportedEntryTypes.includes('paint')) {
    new Observer((list) => {
      if (list.getEntriesByName('first-contentful-paint').length > 0) paint();
    }).observe({ type: 'paint', buffered: true });
  } else {
    window.addEventListener('load', paint);
  }
}

/** The page's faces, from its JSON block, and the event they wait for; none when the block is missing. */
export function pageFaces(): { faces: FontFaceSpec[]; after: string | null } {
  const block = document.querySelector(`script[${WEB_FONTS_BLOCK}]`);
  if (!block) return { faces: [], after: null };
  return { faces: JSON.parse(block.textContent || '[]') as FontFaceSpec[], after: block.getAttribute(WEB_FONTS_AFTER) };
}
