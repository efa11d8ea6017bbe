/**
 * One frontend (docs/decisions/0001-react-only-in-islands.md): React runs in the browser exactly where a page is interactive, its islands
 * (src/islands/), and nowhere else. Every page is complete as built (renderToString, emotion's styles in the head).
 * A page with an island hydrates each island in place with no mismatch; React touches nothing outside them; a page
 * without one downloads no React at all.
 */
import { NOT_FOUND_LOG_PREFIX } from '../../src/views/not-found/notFoundLog';
import { appErrors, baseUrl, visit, withPage } from './support/browser';
import { allInLanes, inLanes } from './support/lanes';
import { FORM_ROUTES, NEWEST_POSTS, NOT_FOUND_ROUTES, PAGE_TIMEOUT_MS, ROUTES } from './support/site';

/** Strings only React DOM's runtime carries, whatever the minifier did to the rest. */
const REACT_DOM = /__reactFiber|__reactContainer|react-dom|Minified React error/;

/** The islands each page has, by name (data-island). */
const ISLANDS: Record<string, string[]> = {
  landing: ['landing'],
  blog: ['blogFeed'],
  post: ['postShare'],
  '404': ['languageSwitch', 'notFound'],
};

test(
  'React hydrates each page’s islands, and only them, with no mismatch; a page without one downloads no React',
  async () => {
    const walked = [...ROUTES, ...FORM_ROUTES, ...NEWEST_POSTS, ...NOT_FOUND_ROUTES.map((r) => ({ ...r, key: '404' }))];
    const found = await allInLanes(walked, ({ path, key }) =>
      withPage(async ({ page, errors }) => {
        const problems: string[] = [];
        const reactScripts: string[] = [];
        page.on('response', async (response) => {
          if (!response.url().endsWith('.js')) return;
          if (REACT_DOM.test(await response.text().catch(() => ''))) reactScripts.push(response.url());
        });
        await page.route('https://t.me/**', (r) => r.fulfill({ status: 200, contentType: 'text/html', body: '' }));
        await visit(page, path);
        const islands = ISLANDS[key] ?? [];
        // A post page's share control hydrates when the visitor reaches for it: here, the keyboard's focus.
        if (key === 'post') await page.focus('[data-island="postShare"] button');
        if (islands.length > 0) {
          // Every island hydrated: React's container on each root.
          await page.waitForFunction(
            () =>
              [...document.querySelectorAll('[data-island]')].every((root) =>
                Object.keys(root).some((k) => k.startsWith('__reactContainer')),
              ),
            null,
            { timeout: 10_000 },
          );
        }
        if (path.endsWith('/blog')) await page.locator('[data-testid="blog-post"]').first().waitFor();
        const seen = await page.evaluate(() => ({
          islands: [...document.querySelectorAll('[data-island]')].map((root) => root.getAttribute('data-island')),
          // Elements React holds that are not inside an island.
          outside: [...document.querySelectorAll('*')].filter(
            (el) => !el.closest('[data-island]') && Object.keys(el).some((k) => k.startsWith('__react')),
          ).length,
        }));
        if (JSON.stringify(seen.islands) !== JSON.stringify(islands)) problems.push(`${path}: islands ${seen.islands.join(', ')}`);
        if (seen.outside > 0) problems.push(`${path}: ${seen.outside} elements outside the islands carry React's fiber properties`);
        if (islands.length === 0) for (const url of reactScripts) problems.push(`${path}: downloads ${url}`);
        if (islands.length > 0 && reactScripts.length !== 1) problems.push(`${path}: ${reactScripts.length} scripts with React`);
        for (const error of appErrors(errors).filter((e) => !e.startsWith(NOT_FOUND_LOG_PREFIX))) problems.push(`${path}: ${error}`);
        return problems;
      }),
    );
    expect(found.flat()).toEqual([]);
  },
  10 * PAGE_TIMEOUT_MS,
);

const PAINT_FIRST = ['/', '/en', '/404', '/en/404'];

/** When each page's first contentful paint was, and when it asked for React's runtime (its page's own clock). */
const paintAndRuntimeOf = inLanes(PAINT_FIRST, (path) =>
  withPage(async ({ page }) => {
    await visit(page, path);
    await page.waitForFunction(
      () =>
        document.querySelector('[data-island]') &&
        Object.keys(document.querySelector('[data-island]') as Element).some((k) => k.startsWith('__reactContainer')),
      null,
      { timeout: 10_000 },
    );
    return page.evaluate(() => ({
      paint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Number.NaN,
      runtime: performance.getEntriesByType('resource').find((entry) => entry.name.includes('/islands/runtime-'))?.startTime ?? Number.NaN,
    }));
  }),
);

test.each(PAINT_FIRST)(
  '%s asks for React only once its first paint is reported on screen (its islands wait for idle time)',
  async (path) => {
    const times = await paintAndRuntimeOf(path);
    expect(times.runtime).toBeGreaterThan(times.paint);
  },
  PAGE_TIMEOUT_MS,
);

const FEEDS = ['/blog', '/en/blog'];

/** Who asked for React's runtime on each blog page, and what its head holds. */
const runtimeAskedOn = inLanes(FEEDS, (path) =>
  withPage(async ({ page }) => {
    // Who asked for each script, as Chromium's devtools see it: the parser (a tag) or a script (an import()).
    const cdp = await page.context().newCDPSession(page);
    const asked: Array<{ path: string; by: string }> = [];
    cdp.on('Network.requestWillBeSent', ({ request, initiator }) => {
      if (request.url.includes('/islands/runtime-')) asked.push({ path: new URL(request.url).pathname, by: initiator.type });
    });
    await cdp.send('Network.enable');
    await visit(page, path);
    await page.locator('[data-testid="blog-post"]').first().waitFor();
    const head = await page.evaluate(() => ({
      preload: document.head.querySelector('link[rel="modulepreload"]')?.getAttribute('href') ?? null,
      firstInHead: document.head.querySelector('link, style') === document.head.querySelector('link[rel="modulepreload"]'),
    }));
    return { head, asked };
  }),
);

test.each(FEEDS)(
  '%s asks for React from its <head> (its feed hydrates at paint), once: the page script’s import adopts that download',
  async (path) => {
    const { head, asked } = await runtimeAskedOn(path);
    expect(head.preload).toMatch(/^\/islands\/runtime-[A-Z2-7]{8}\.js$/);
    expect(head.firstInHead).toBe(true);
    expect(asked).toEqual([{ path: head.preload, by: 'parser' }]);
  },
  PAGE_TIMEOUT_MS,
);

/** The page script a page carries inline, as served. */
const pageScript = async (path: string) => {
  const html = await (await fetch(`${baseUrl()}${path}`)).text();
  return /<script type="module" data-islands=""[^>]*>([\s\S]*?)<\/script>/.exec(html)?.[1] ?? '';
};

test('each page’s script starts the early work of its own islands only: the blog’s its first request, the others none of it', async () => {
  const blog = await pageScript('/blog');
  // The feed's first request (src/islands/prepare/blogFeed.ts) names the public view it reads.
  expect(blog).toContain('blog_posts_public');
  for (const path of ['/', '/en', '/404', '/en/404']) {
    const script = await pageScript(path);
    expect(script).not.toBe('');
    expect({ path, feed: script.includes('blog_posts_public') }).toEqual({ path, feed: false });
    expect(script.length).toBeLessThan(blog.length / 2);
  }
});
