/**
 * The blog's search in Chromium, on the production build and the embedded backend's seeded posts (product §2, §4,
 * §7): a word typed finds its posts in its forms with the words marked, the address holds the search through a
 * reload and Back returns to the feed, a search that finds nothing says so in the page's language, the field without
 * JavaScript leads to the web search it names, and hostile queries do no harm.
 */
import AxeBuilder from '@axe-core/playwright';
import type { Page, Request } from 'playwright-core';
import { BLOG_SEARCH_FUNCTION, BLOG_SEARCH_QUERY_MAX_LENGTH, BLOG_SITE_SEARCH } from '../../src/config/constants';
import { SITE_URL } from '../../src/config/site';
import { islandsHydrated, visit, withPage } from './support/browser';
import { cards, feedSettled } from './support/feed';
import { motionEnded } from './support/pageChecks';
import { cspViolations } from './support/site';

/** The requests the page sends to the search function: their JSON bodies, in order. */
function trackSearches(page: Page): Array<{ q: string }> {
  const calls: Array<{ q: string }> = [];
  page.on('request', (request: Request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname === `/rest/v1/rpc/${BLOG_SEARCH_FUNCTION}`) {
      calls.push(request.postDataJSON() as { q: string });
    }
  });
  return calls;
}

const query = (page: Page) => new URL(page.url()).searchParams.get('q');
const marks = (page: Page) => cards(page).locator('mark').allTextContents();
const texts = (page: Page) => cards(page).locator('[data-testid="blog-post-content"]').allTextContents();

/** The two seeded posts about casting (supabase/seed.sql): one says «кастинг» and «Кастинг», the other «кастинги». */
const CASTING = /^Открываем кастинг/;
const CASTINGS = /^Привет! Это блог студии KADR/;

test('typing a word shows its posts with the words marked; the address holds it, a reload keeps it, Back returns to the feed', async () => {
  await withPage(async ({ page, errors }) => {
    const searches = trackSearches(page);
    await visit(page, '/blog');
    await islandsHydrated(page);
    await expect(cards(page).count()).resolves.toBe(5);
    await page.getByRole('searchbox', { name: 'Поиск по блогу' }).fill('кастинг');
    await page.waitForURL((url) => url.searchParams.get('q') === 'кастинг');
    await page.waitForFunction(() => document.querySelectorAll('[data-testid="blog-post"] mark').length > 0);
    await feedSettled(page);
    const found = await texts(page);
    expect(found).toEqual([expect.stringMatching(CASTING), expect.stringMatching(CASTINGS)]);
    await expect(marks(page)).resolves.toEqual(['кастинг', 'Кастинг', 'кастинги']);
    expect(searches).toEqual([expect.objectContaining({ q: 'кастинг', before_published_at: null })]);
    // The found cards' fade-in (and the replaced ones' dimming) ended: the marks' colours as they rest.
    await motionEnded(page.locator('main'));
    await expect(new AxeBuilder({ page }).include('main').analyze()).resolves.toMatchObject({ violations: [] });

    await page.reload({ waitUntil: 'networkidle' });
    await page.waitForFunction(() => document.querySelectorAll('[data-testid="blog-post"] mark').length > 0);
    await expect(texts(page)).resolves.toEqual(found);
    await expect(page.getByRole('searchbox').inputValue()).resolves.toBe('кастинг');

    await page.goBack({ waitUntil: 'commit' });
    await page.waitForURL((url) => url.search === '');
    await page.waitForFunction(() => document.querySelectorAll('[data-testid="blog-post"]').length === 5);
    await expect(cards(page).locator('mark').count()).resolves.toBe(0);
    await expect(page.getByRole('searchbox').inputValue()).resolves.toBe('');
    expect(cspViolations(errors)).toEqual([]);
    expect(errors).toEqual([]);
  });
});

test.each([
  { path: '/blog', typed: 'вертолёт', message: 'По запросу «вертолёт» ничего не нашлось', showAll: 'Показать все записи' },
  { path: '/en/blog', typed: 'helicopter', message: 'Nothing found for “helicopter”', showAll: 'Show all posts' },
])(
  '$path: a search that finds nothing says so in the page’s language, and the feed is one click away',
  async ({ path, typed, message, showAll }) => {
    await withPage(async ({ page, errors }) => {
      await visit(page, `${path}?q=${encodeURIComponent(typed)}`);
      await page.getByText(message).waitFor();
      await expect(cards(page).count()).resolves.toBe(0);
      await motionEnded(page.locator('main'));
      await expect(new AxeBuilder({ page }).include('main').analyze()).resolves.toMatchObject({ violations: [] });
      await page.getByRole('link', { name: showAll }).click();
      await page.waitForFunction(() => document.querySelectorAll('[data-testid="blog-post"]').length === 5);
      expect(new URL(page.url()).pathname).toBe(path);
      expect(query(page)).toBeNull();
      expect(errors).toEqual([]);
    });
  },
);

test('without JavaScript the field is a plain GET form to the web search, restricted to the site, in the page’s language', async () => {
  await withPage(
    async ({ page, errors }) => {
      const sent: URL[] = [];
      await page.route(`${BLOG_SITE_SEARCH.action}**`, (route) => {
        sent.push(new URL(route.request().url()));
        return route.fulfill({ status: 200, contentType: 'text/html', body: '<title>results</title>' });
      });
      await visit(page, '/en/blog');
      const field = page.getByRole('searchbox', { name: 'Search the blog' });
      await field.fill('casting');
      await field.press('Enter');
      await page.waitForURL((url) => url.href.startsWith(BLOG_SITE_SEARCH.action));
      expect(sent.map((url) => Object.fromEntries(url.searchParams))).toEqual([
        { q: 'casting', [BLOG_SITE_SEARCH.siteField]: new URL(SITE_URL).host, [BLOG_SITE_SEARCH.languageField]: 'en' },
      ]);
      expect(cspViolations(errors)).toEqual([]);
    },
    { javaScriptEnabled: false },
  );
});

test('hostile queries are harmless: SQL, markup and 10 000 characters are text to search for, and the feed goes on', async () => {
  await withPage(async ({ page, errors }) => {
    let dialogs = 0;
    page.on('dialog', (dialog) => {
      dialogs += 1;
      void dialog.dismiss();
    });
    const searches = trackSearches(page);
    await visit(page, '/blog');
    await islandsHydrated(page);
    const field = page.getByRole('searchbox');
    for (const hostile of ["'); drop table blog_posts; --", '<script>window.__xss = 1</script><img src=x onerror="window.__xss = 2">']) {
      await field.fill(hostile);
      await field.press('Enter');
      await page.waitForURL((url) => url.searchParams.get('q') === hostile);
      await page.locator('[data-testid="blog-search-empty"], [data-testid="blog-post"]').first().waitFor();
      await feedSettled(page);
    }
    // The markup of the last query is the message's text, nothing more.
    await expect(page.locator('[data-testid="blog-search-empty"]').textContent()).resolves.toContain('<script>window.__xss = 1</script>');
    await expect(page.locator('[data-testid="blog-search-empty"] *, main img').count()).resolves.toBe(0);

    const long = 'ы'.repeat(10_000);
    await field.fill(long);
    await field.press('Enter');
    await page.waitForURL((url) => url.searchParams.get('q')?.length === BLOG_SEARCH_QUERY_MAX_LENGTH);
    await feedSettled(page);
    expect(searches.at(-1)?.q).toBe('ы'.repeat(BLOG_SEARCH_QUERY_MAX_LENGTH));

    // An address that holds 10 000 characters is cut as well.
    await visit(page, `/blog?q=${'z'.repeat(10_000)}`);
    await feedSettled(page);
    expect(searches.at(-1)?.q).toBe('z'.repeat(BLOG_SEARCH_QUERY_MAX_LENGTH));

    // Nothing ran, nothing was dropped: emptied, the field brings back the whole feed.
    await page.getByRole('searchbox').fill('');
    await page.waitForFunction(() => document.querySelectorAll('[data-testid="blog-post"]').length === 5);
    await expect(page.evaluate(() => (window as unknown as { __xss?: number }).__xss)).resolves.toBeUndefined();
    expect(dialogs).toBe(0);
    expect(errors).toEqual([]);
  });
});
