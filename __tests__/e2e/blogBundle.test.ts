/**
 * supabase-js belongs to the blog page only (docs/performance.md, "Targets"): it lives in the feed's
 * worker, which only the blog's feed starts, for its second page (src/blog/feedClient.ts); checked in
 * the build's scripts, the HTML of every page, and what Chromium actually
 * downloads per page.
 * The local backend (PGlite) never ships at all, and no byte of either editor
 * (the page editor at /admin/, the blog editor at /admin/blog/) reaches a public
 * page. Also prints the JS weights.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { globSync } from 'tinyglobby';
import { LANGUAGES, PAGE_KEYS } from '../../src/config/routes';
import { pagePath } from '../../src/i18n/paths';
import { islandsHydrated, openPage, visit } from './support/browser';

jest.setTimeout(120_000);

const PUBLIC = path.resolve(__dirname, '../../public');
/** Strings only supabase-js's code carries (its client-info header and package paths). */
const SUPABASE = /supabase-js|@supabase\//;
const LOCAL_BACKEND = /pglite|PGlite|startLocalSupabase/;
/**
 * Strings only the CMS carries: Decap's own names, its Netlify Identity hook,
 * and the site's CMS glue (src/cms/: collection names, formats, Russian labels).
 */
const CMS = /decap-cms|DecapCms|registerPreviewTemplate|netlify-identity|kadr-json|pages_ru|Страницы — русская версия/;
/**
 * Strings only the blog editor carries: react-admin's and ra-supabase's names, and the editor's own (its session key,
 * its Russian words) (src/blogEditor/).
 */
const BLOG_EDITOR = /RaDatagrid|RaSupabase|ra-supabase|kadr-blog-editor-session|kadr-blog-draft|Опубликовать сейчас/;

/** Every script of the build: webpack's at the root (no page loads them), the islands' under islands/. */
const jsFiles = [
  ...readdirSync(PUBLIC).filter((f) => f.endsWith('.js')),
  ...readdirSync(path.join(PUBLIC, 'islands')).map((f) => `islands/${f}`),
];
const read = (file: string) => readFileSync(path.join(PUBLIC, file), 'utf8');
const supabaseChunks = jsFiles.filter((f) => SUPABASE.test(read(f)));

const htmlFiles = (dir: string) => globSync('**/*.html', { cwd: dir, absolute: true, ignore: ['page-data/**'] });

/** The scripts a page's HTML loads: its `<script src>` and preload tags. */
function scriptsNamed(html: string): string[] {
  return [...html.matchAll(/<(?:script|link)\b[^>]*(?:src|href)="\/?([^"]+\.js)"/g)].map((m) => m[1] as string);
}

test('supabase-js is in the feed’s worker alone, which no page’s HTML names: the blog’s island starts it', () => {
  expect(supabaseChunks).toEqual([expect.stringMatching(/^islands\/blog-feed-worker-[A-Z2-7]{8}\.js$/)]);
  // The islands' page script, inline, names the worker (for the blog's `prepare`).
  const clientOf = (html: string) => /<script type="module" data-islands="" data-loads="">([\s\S]+?)<\/script>/.exec(read(html))?.[1] ?? '';
  expect(clientOf('blog.html')).toContain(`/${supabaseChunks[0]}`);
  // Only the pages with an island carry the islands' page script (src/gatsby/ssr/replaceRenderer.tsx).
  const pages = htmlFiles(PUBLIC)
    .map((html) => path.relative(PUBLIC, html))
    .filter((html) => !/^(_gatsby|admin)\//.test(html));
  // No post page is built: the blog's function draws them (their own checks: blogPosts.test.ts, headers.test.ts).
  expect(pages.filter((html) => /^(en\/)?blog\//.test(html))).toEqual([]);
  expect(pages.filter((html) => clientOf(html).length > 0).sort()).toEqual([
    '404.html',
    'blog.html',
    'en.html',
    'en/404.html',
    'en/blog.html',
    'index.html',
  ]);
  // The blog's pages name one: the islands' runtime, preloaded from their head (the feed hydrates at paint).
  const named = pages.filter((html) => scriptsNamed(read(html)).length > 0);
  expect(named.sort()).toEqual(['blog.html', 'en/blog.html']);
  for (const html of named) expect(scriptsNamed(read(html))).toEqual([expect.stringMatching(/^islands\/runtime-[A-Z2-7]{8}\.js$/)]);
});

test('no public page script holds CMS code; the CMS lives in public/admin/ alone', () => {
  // Sanity: the markers do find the CMS where it is.
  const admin = path.join(PUBLIC, 'admin');
  const adminJs = readdirSync(admin).filter((f) => f.endsWith('.js'));
  expect(adminJs.filter((f) => CMS.test(readFileSync(path.join(admin, f), 'utf8'))).sort()).toEqual(['cms.js']);
  // The islands' runtime and the feed's worker (the page script is inline): no other script is published outside /admin/.
  expect(jsFiles.length).toBeGreaterThan(1);
  expect(jsFiles.filter((f) => CMS.test(read(f)))).toEqual([]);
  // The blog editor: its one script under admin/blog/, found there by its markers, and nowhere else.
  const blogEditorJs = readdirSync(path.join(admin, 'blog')).filter((f) => f.endsWith('.js'));
  expect(blogEditorJs).toEqual([expect.stringMatching(/^editor-[A-Z2-7]{8}\.js$/)]);
  expect(BLOG_EDITOR.test(readFileSync(path.join(admin, 'blog', blogEditorJs[0]!), 'utf8'))).toBe(true);
  expect(jsFiles.filter((f) => BLOG_EDITOR.test(read(f)))).toEqual([]);
  for (const html of htmlFiles(PUBLIC).filter((f) => !f.startsWith(admin))) {
    // The speculation rules name /admin/ only to leave it out of prerendering (src/gatsby/ssr/speculationRules.tsx).
    const text = readFileSync(html, 'utf8').replace(/<script type="speculationrules">[^<]*<\/script>/, '');
    expect({ page: path.relative(PUBLIC, html), cms: CMS.test(text) || BLOG_EDITOR.test(text) || /\/admin\//.test(text) }).toEqual({
      page: path.relative(PUBLIC, html),
      cms: false,
    });
  }
});

test('the embedded local backend never ships in the site', () => {
  expect(jsFiles.filter((f) => LOCAL_BACKEND.test(read(f)))).toEqual([]);
});

describe('in the browser', () => {
  /** The JS files a visit downloads, with their sizes and whether they hold supabase-js; then, on the blog, after a scroll. */
  async function scriptsOf(route: string, blog: boolean) {
    const { page, close } = await openPage();
    const scripts: Array<{ url: string; bytes: number; supabase: boolean; cms: boolean; blogEditor: boolean }> = [];
    // Each script's body, read as it arrives; `bodiesRead()` waits for those still being read.
    const reading: Array<Promise<void>> = [];
    const bodiesRead = () => Promise.all(reading);
    page.on('response', (response) => {
      if (!response.url().endsWith('.js')) return;
      reading.push(
        response
          .body()
          .catch(() => Buffer.alloc(0))
          .then((body) => {
            const text = body.toString('utf8');
            scripts.push({
              url: response.url(),
              bytes: body.length,
              supabase: SUPABASE.test(text),
              cms: CMS.test(text),
              blogEditor: BLOG_EDITOR.test(text),
            });
          }),
      );
    });
    try {
      await page.route('https://t.me/**', (r) => r.fulfill({ status: 200, contentType: 'text/html', body: '' }));
      await visit(page, route);
      // Every island hydrated: whatever the page downloads on open, it has downloaded.
      await islandsHydrated(page);
      await bodiesRead();
      if (!blog) return { scripts };
      // The first page of posts comes by a plain request (src/blog/firstPage.ts); the worker, with supabase-js,
      // starts when the feed wants the next page, at the bottom of the page.
      await page.getByTestId('blog-post').first().waitFor();
      await bodiesRead();
      const beforeScroll = [...scripts];
      const worker = page.waitForResponse((response) => /\/islands\/blog-feed-worker-/.test(response.url()));
      await page.mouse.wheel(0, 100_000);
      await worker;
      await bodiesRead();
      return { scripts, beforeScroll };
    } finally {
      await close();
    }
  }

  const total = (scripts: Array<{ bytes: number }>) => scripts.reduce((sum, s) => sum + s.bytes, 0);

  test('no page but the blog downloads supabase-js; the blog does, for its feed worker, when the feed wants a second page', async () => {
    const weights: string[] = [];
    for (const lang of LANGUAGES) {
      for (const key of PAGE_KEYS) {
        const route = pagePath(key, lang);
        const { scripts, beforeScroll } = await scriptsOf(route, key === 'blog');
        weights.push(`${route}: ${scripts.length} JS files, ${total(scripts)} bytes`);
        if (beforeScroll) {
          expect(beforeScroll.filter((s) => s.supabase).map((s) => s.url)).toEqual([]);
          expect(scripts.some((s) => s.supabase)).toBe(true);
        } else expect(scripts.filter((s) => s.supabase).map((s) => s.url)).toEqual([]);
        expect(scripts.filter((s) => s.cms || s.blogEditor).map((s) => s.url)).toEqual([]);
      }
    }
    console.log(`JavaScript downloaded per page (uncompressed):\n${weights.join('\n')}`);
  });
});
