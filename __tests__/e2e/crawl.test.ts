/**
 * Link integrity: a crawl from / and /en reaches every page of the
 * site; every internal link, image, video, font and file it finds answers 200;
 * English pages link only to English pages (the RU button aside); and no page
 * logs a console error.
 */
import { languageOfPath } from '../../src/i18n/paths';
import { appErrors, baseUrl, islandsHydrated, until, visit, withPage } from './support/browser';
import { allInLanes, inLanes, Lanes } from './support/lanes';
import { cspViolations, NOT_FOUND_MESSAGE, NOT_FOUND_ROUTES, ROUTES } from './support/site';

const CRAWL_TIMEOUT_MS = 10 * 60_000;

interface Found {
  /** Internal `<a href>` targets (path only). */
  links: Array<{ href: string; isRuButton: boolean }>;
  /** Everything else the page references on this origin: img, video, source, poster, preloads, icons. */
  resources: string[];
}

/** A site page (an HTML route) rather than a file: no extension in the last segment. */
const isPage = (path: string) => !/\.[a-z0-9]+$/i.test(path);

test(
  'from / and /en every page is reached, every reference answers 200, English stays English, no console errors',
  async () => {
    const origin = new URL(baseUrl()).origin;
    const queue = ['/', '/en'];
    const visited = new Set<string>();
    const resources = new Set<string>();
    const problems: string[] = [];

    const crawl = (path: string) =>
      withPage(async ({ page, errors }) => {
        // Fonts and media the page really requests, whatever referenced them (CSS, preload, JS).
        page.on('response', (response) => {
          const url = new URL(response.url());
          if (url.origin === origin && ['font', 'image', 'media'].includes(response.request().resourceType())) {
            resources.add(`${url.pathname}${url.search}`);
          }
        });
        const response = await page.goto(`${origin}${path}`, { waitUntil: 'networkidle' });
        if (response?.status() !== 200) problems.push(`${path}: page answered ${response?.status()}`);
        // Islands hydrate at the browser's idle time, which on a busy machine (or with other pages loading beside it)
        // can come after the network's quiet; the blog's feed then draws its posts, whose links and photos are crawled.
        await islandsHydrated(page);
        if (path.endsWith('/blog')) await page.locator('[data-testid="blog-post"]').first().waitFor();
        const found: Found = await page.evaluate(() => {
          const here = window.location.origin;
          // A resource keeps its query: the image CDN's photos are all at /.netlify/images.
          const internal = (value: string | null, query = false) => {
            if (!value) return null;
            const url = new URL(value, window.location.href);
            return url.origin === here ? `${url.pathname}${query ? url.search : ''}` : null;
          };
          const links = [...document.querySelectorAll('a[href]')]
            .map((a) => ({ href: internal(a.getAttribute('href')), isRuButton: a.getAttribute('hreflang') === 'ru' }))
            .filter((l): l is { href: string; isRuButton: boolean } => l.href !== null);
          const refs = [
            ...[...document.querySelectorAll('img[src], video[src], audio[src], source[src], iframe[src]')].map((el) =>
              el.getAttribute('src'),
            ),
            ...[...document.querySelectorAll('video[poster]')].map((el) => el.getAttribute('poster')),
            ...[...document.querySelectorAll('img[srcset], source[srcset]')].flatMap((el) =>
              (el.getAttribute('srcset') ?? '').split(',').map((part) => part.trim().split(/\s+/)[0] ?? null),
            ),
            ...[...document.querySelectorAll('link[rel="preload"], link[rel="icon"], link[rel="stylesheet"]')].map((el) =>
              el.getAttribute('href'),
            ),
          ];
          return { links, resources: refs.map((ref) => internal(ref, true)).filter((p): p is string => p !== null) };
        });
        for (const r of found.resources) resources.add(r);
        for (const { href, isRuButton } of found.links) {
          if (isPage(href)) {
            if (languageOfPath(path) === 'en' && languageOfPath(href) !== 'en' && !isRuButton) {
              problems.push(`${path}: English page links to non-English ${href}`);
            }
            if (!visited.has(href)) queue.push(href);
          } else {
            resources.add(href);
          }
        }
        for (const error of errors) problems.push(`${path}: console error: ${error}`);
        for (const violation of cspViolations(errors)) problems.push(`${path}: CSP violation: ${violation}`);
      });

    // Pages in lanes (each in its own context, as alone): a page's links join the queue when its visit ends.
    const lanes = new Lanes();
    const crawling = new Set<Promise<void>>();
    while (queue.length > 0 || crawling.size > 0) {
      const path = queue.shift();
      if (path === undefined) {
        await Promise.race(crawling);
        continue;
      }
      if (visited.has(path)) continue;
      visited.add(path);
      const one: Promise<void> = lanes.run(() => crawl(path)).finally(() => crawling.delete(one));
      crawling.add(one);
    }

    await allInLanes([...resources].sort(), async (resource) => {
      const response = await fetch(`${origin}${resource}`);
      if (response.status !== 200) problems.push(`${resource}: answered ${response.status}`);
      await response.body?.cancel();
    });

    problems.sort();
    expect(problems).toEqual([]);
    // Every page of src/config/routes.ts is reachable by links alone.
    expect([...visited].sort()).toEqual(expect.arrayContaining(ROUTES.map((r) => r.path)));
    expect([...resources].some((r) => r.endsWith('.woff2'))).toBe(true);
  },
  CRAWL_TIMEOUT_MS,
);

/** What each 404 page logged, both visited at once. */
const loggedOn = inLanes(NOT_FOUND_ROUTES, ({ path }) =>
  withPage(async ({ page, errors }) => {
    await visit(page, path);
    // The page logs it once its island has hydrated, at the browser's idle time: on a busy machine that can come after
    // the network's quiet. A message that never comes fails below.
    await until(() => errors.some((e) => NOT_FOUND_MESSAGE.test(e))).catch(() => undefined);
    return errors;
  }),
);

test.each(NOT_FOUND_ROUTES)('the 404 page ($path) logs only its own message and breaks no CSP', async (route) => {
  const errors = await loggedOn(route);
  expect(appErrors(errors).filter((e) => !NOT_FOUND_MESSAGE.test(e))).toEqual([]);
  expect(errors.some((e) => NOT_FOUND_MESSAGE.test(e))).toBe(true);
  expect(cspViolations(errors)).toEqual([]);
});
