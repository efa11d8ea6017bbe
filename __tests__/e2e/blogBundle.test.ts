/**
 * supabase-js belongs to the blog page only (issue 4 §2): the build's chunks,
 * the HTML of every page, and what Chromium actually downloads per page.
 * The local backend (PGlite) never ships at all, and no byte of the CMS
 * (/admin/, issue 10) reaches a public page. Also prints the JS weights.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { LANGUAGES, PAGE_KEYS } from '../../src/config/routes';
import { pagePath } from '../../src/i18n/paths';
import { openPage, visit } from './support/browser';

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

const jsFiles = readdirSync(PUBLIC).filter((f) => f.endsWith('.js'));
const read = (file: string) => readFileSync(path.join(PUBLIC, file), 'utf8');
const supabaseChunks = jsFiles.filter((f) => SUPABASE.test(read(f)));

function htmlFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'page-data' ? [] : htmlFiles(full);
    return entry.name.endsWith('.html') ? [full] : [];
  });
}

/**
 * The scripts a page's HTML loads: `<script src>`/preload tags, and the list the
 * blog's after-paint loader appends (src/gatsby/feedBundle.ts).
 * The chunk map's escaped names (\"/x.js\") are not loads.
 */
function scriptsNamed(html: string): string[] {
  return [...html.matchAll(/<(?:script|link)\b[^>]*(?:src|href)="\/?([^"]+\.js)"|"\/([^"\\]+\.js)"/g)].map((m) => (m[1] ?? m[2]) as string);
}

test('supabase-js is built into chunks of its own, which no page but the blog names', () => {
  expect(supabaseChunks.length).toBeGreaterThan(0);
  expect(supabaseChunks.every((f) => !/^(app|framework|webpack-runtime|component---)/.test(f))).toBe(true);
  const chunkMap = JSON.parse(read('chunk-map.json')) as Record<string, string[]>;
  // The chunks each page template (and the app shell every page shares) loads up front.
  const pageChunks = Object.entries(chunkMap).filter(([chunk]) => chunk === 'app' || chunk.startsWith('component---'));
  expect(pageChunks.length).toBeGreaterThan(10);
  for (const [chunk, files] of pageChunks) {
    if (chunk.includes('templates-blog-tsx')) continue;
    for (const file of files) expect(`${chunk}: ${file} ${SUPABASE.test(read(file.replace(/^\//, '')))}`).toBe(`${chunk}: ${file} false`);
  }
  // No page's HTML loads or preloads them (the inlined ___chunkMapping only names every chunk);
  // only the pages that hydrate load scripts at all (src/gatsby/onPreRenderHTML.tsx).
  const hydrating = htmlFiles(PUBLIC)
    .map((html) => path.relative(PUBLIC, html))
    .filter((html) => !/^(_gatsby|admin)\//.test(html) && scriptsNamed(read(html)).length > 0);
  // Pages are written as x.html, which Netlify serves at /x with no redirect (Gatsby's Netlify adapter, src/gatsby/netlifyAdapter.ts).
  expect(hydrating.sort()).toEqual(['blog.html', 'en/blog.html']);
  for (const html of htmlFiles(PUBLIC)) {
    const text = readFileSync(html, 'utf8');
    const loaded = scriptsNamed(text);
    expect({ page: path.relative(PUBLIC, html), supabase: loaded.filter((f) => supabaseChunks.includes(f!)) }).toEqual({
      page: path.relative(PUBLIC, html),
      supabase: [],
    });
  }
});

test('no public page script holds CMS code; the CMS lives in public/admin/ alone', () => {
  // Sanity: the markers do find the CMS where it is.
  const admin = path.join(PUBLIC, 'admin');
  const adminJs = readdirSync(admin).filter((f) => f.endsWith('.js'));
  expect(adminJs.filter((f) => CMS.test(readFileSync(path.join(admin, f), 'utf8'))).sort()).toEqual(['cms.js', 'decap-cms-app.js']);
  expect(jsFiles.length).toBeGreaterThan(5);
  expect(jsFiles.filter((f) => CMS.test(read(f)))).toEqual([]);
  for (const html of htmlFiles(PUBLIC).filter((f) => !f.startsWith(admin))) {
    const text = readFileSync(html, 'utf8');
    expect({ page: path.relative(PUBLIC, html), cms: CMS.test(text) || /\/admin\//.test(text) }).toEqual({
      page: path.relative(PUBLIC, html),
      cms: false,
    });
  }
});

test('the embedded local backend never ships in the site', () => {
  expect(jsFiles.filter((f) => LOCAL_BACKEND.test(read(f)))).toEqual([]);
});

describe('in the browser', () => {
  /** The JS files a visit downloads, with their sizes and whether they hold supabase-js. */
  async function scriptsOf(route: string) {
    const { page, close } = await openPage();
    const scripts: Array<{ url: string; bytes: number; supabase: boolean; cms: boolean }> = [];
    page.on('response', async (response) => {
      if (!response.url().endsWith('.js')) return;
      const body = await response.body().catch(() => Buffer.alloc(0));
      const text = body.toString('utf8');
      scripts.push({ url: response.url(), bytes: body.length, supabase: SUPABASE.test(text), cms: CMS.test(text) });
    });
    try {
      await page.route('https://t.me/**', (r) => r.fulfill({ status: 200, contentType: 'text/html', body: '' }));
      await visit(page, route);
      await page.waitForTimeout(300);
      return scripts;
    } finally {
      await close();
    }
  }

  const total = (scripts: Array<{ bytes: number }>) => scripts.reduce((sum, s) => sum + s.bytes, 0);

  test('no page but the blog downloads supabase-js; the blog does, for its feed worker', async () => {
    const weights: string[] = [];
    for (const lang of LANGUAGES) {
      for (const key of PAGE_KEYS) {
        const route = pagePath(key, lang);
        const scripts = await scriptsOf(route);
        weights.push(`${route}: ${scripts.length} JS files, ${total(scripts)} bytes`);
        if (key === 'blog') expect(scripts.some((s) => s.supabase)).toBe(true);
        else expect(scripts.filter((s) => s.supabase).map((s) => s.url)).toEqual([]);
        expect(scripts.filter((s) => s.cms).map((s) => s.url)).toEqual([]);
      }
    }
    console.log(`JavaScript downloaded per page (uncompressed):\n${weights.join('\n')}`);
  });
});
