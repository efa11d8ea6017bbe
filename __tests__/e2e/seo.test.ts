/**
 * SEO for two languages, checked on the HTML a crawler receives
 * (JavaScript off) for every page of src/config/routes.ts.
 */
import type { Page } from 'playwright-core';
import { LANGUAGES } from '../../src/config/routes';
import { SITE_URL } from '../../src/config/site';
import { LOCAL_SUPABASE_ANON_KEY, LOCAL_SUPABASE_URL } from '../../src/config/localSupabase';
import { localizePath } from '../../src/i18n/paths';
import { postPath } from '../../src/blog/postAddress';
import { baseUrl, visit, waitForLang, withPage } from './support/browser';
import { NOT_FOUND_ROUTES, PAGE_TIMEOUT_MS, ROUTES } from './support/site';

const abs = (path: string) => (path === '/' ? `${SITE_URL}/` : `${SITE_URL}${path}`);
const OG_LOCALE = { ru: 'ru_RU', en: 'en_US' } as const;

/** What the head says, read from the DOM. */
function readHead(page: Page) {
  return page.evaluate(() => {
    const attr = (selector: string, name = 'content') => [...document.head.querySelectorAll(selector)].map((el) => el.getAttribute(name));
    return {
      lang: document.documentElement.lang,
      title: document.title,
      description: attr('meta[name="description"]'),
      canonical: attr('link[rel="canonical"]', 'href'),
      alternates: [...document.head.querySelectorAll('link[rel="alternate"][hreflang]')].map((el) => [
        el.getAttribute('hreflang'),
        el.getAttribute('href'),
      ]),
      og: Object.fromEntries(
        [...document.head.querySelectorAll('meta[property^="og:"]')].map((el) => [el.getAttribute('property'), el.getAttribute('content')]),
      ),
      twitter: Object.fromEntries(
        [...document.head.querySelectorAll('meta[name^="twitter:"]')].map((el) => [el.getAttribute('name'), el.getAttribute('content')]),
      ),
      robots: attr('meta[name="robots"]'),
      jsonLd: [...document.querySelectorAll('script[type="application/ld+json"]')].map((el) => el.textContent ?? ''),
    };
  });
}

describe.each(ROUTES)('$path', ({ lang, key, path }) => {
  test(
    'canonical, hreflang twins, Open Graph and Twitter card in the served HTML',
    async () => {
      await withPage(
        async ({ page }) => {
          await page.goto(`${baseUrl()}${path}`);
          const head = await readHead(page);
          expect(head.lang).toBe(lang);
          expect(head.title.length).toBeGreaterThan(0);
          expect(head.description).toHaveLength(1);
          const description = head.description[0] ?? '';
          expect(description.length).toBeGreaterThan(0);
          expect(head.canonical).toEqual([abs(path)]);
          expect(head.alternates.sort()).toEqual(
            [...LANGUAGES.map((l) => [l, abs(localizePath(path, l))]), ['x-default', abs(localizePath(path, 'ru'))]].sort(),
          );
          expect(head.og).toMatchObject({
            'og:type': 'website',
            'og:title': head.title,
            'og:description': description,
            'og:url': abs(path),
            'og:locale': OG_LOCALE[lang],
            'og:locale:alternate': OG_LOCALE[lang === 'ru' ? 'en' : 'ru'],
            'og:image': `${SITE_URL}/og-image.png`,
            'og:image:width': '1200',
            'og:image:height': '630',
          });
          expect(head.twitter).toMatchObject({
            'twitter:card': 'summary_large_image',
            'twitter:title': head.title,
            'twitter:description': description,
            'twitter:image': `${SITE_URL}/og-image.png`,
          });
          expect(head.robots).toEqual([]);
          const organizations = head.jsonLd.map((text) => JSON.parse(text)).filter((d) => d['@type'] === 'Organization');
          if (key === 'landing') {
            expect(organizations).toEqual([
              expect.objectContaining({ '@context': 'https://schema.org', name: 'KADR', url: abs(path), logo: `${SITE_URL}/logo.png` }),
            ]);
          } else {
            expect(organizations).toEqual([]);
          }
        },
        { javaScriptEnabled: false },
      );
    },
    PAGE_TIMEOUT_MS,
  );
});

test.each(NOT_FOUND_ROUTES)('the 404 page ($path) is noindex, with no canonical URL', async ({ path, lang }) => {
  await withPage(
    async ({ page }) => {
      const response = await page.goto(`${baseUrl()}${path}`);
      expect(response?.status()).toBe(404);
      const head = await readHead(page);
      expect(head.lang).toBe(lang);
      expect(head.robots).toEqual(['noindex']);
      expect(head.canonical).toEqual([]);
    },
    { javaScriptEnabled: false },
  );
});

test('after a client-side language switch the head describes the new page', async () => {
  await withPage(async ({ page }) => {
    await visit(page, '/about');
    await page.locator('[data-testid="lang-en"]').click();
    await page.waitForURL((url) => url.pathname === '/en/about');
    await waitForLang(page, 'en');
    const head = await readHead(page);
    expect(head.canonical).toEqual([abs('/en/about')]);
    expect(head.og['og:locale']).toBe('en_US');
  });
});

test('the share image is a 1200x630 PNG and the logo a PNG', async () => {
  for (const [file, width, height] of [
    ['/og-image.png', 1200, 630],
    ['/logo.png', 512, 512],
  ] as const) {
    const response = await fetch(`${baseUrl()}${file}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/png');
    const png = Buffer.from(await response.arrayBuffer());
    expect(png.subarray(1, 4).toString()).toBe('PNG');
    expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([width, height]);
  }
});

/** The posts the embedded backend publishes (its seed: what the build was made from), read as a visitor reads them. */
async function publishedPosts(): Promise<Array<{ slug: string }>> {
  const response = await fetch(`${LOCAL_SUPABASE_URL}/rest/v1/blog_posts_public?select=slug`, {
    headers: { apikey: LOCAL_SUPABASE_ANON_KEY, authorization: `Bearer ${LOCAL_SUPABASE_ANON_KEY}` },
  });
  expect(response.status).toBe(200);
  return (await response.json()) as Array<{ slug: string }>;
}

describe('sitemap and robots.txt', () => {
  const text = async (path: string) => {
    const response = await fetch(`${baseUrl()}${path}`);
    expect([path, response.status]).toEqual([path, 200]);
    return response.text();
  };

  test('robots.txt points at the sitemap index, which points at the sitemap', async () => {
    expect(await text('/robots.txt')).toContain(`Sitemap: ${SITE_URL}/sitemap-index.xml`);
    const index = await text('/sitemap-index.xml');
    const sitemaps = [...index.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    expect(sitemaps.length).toBeGreaterThan(0);
    for (const url of sitemaps) expect(url?.startsWith(`${SITE_URL}/`)).toBe(true);
  });

  test('the sitemap lists exactly the site pages (no 404), each with its hreflang alternates', async () => {
    const index = await text('/sitemap-index.xml');
    const files = [...index.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1] ?? '').pathname);
    const urls = (await Promise.all(files.map(text))).flatMap((xml) => [...xml.matchAll(/<url>([\s\S]*?)<\/url>/g)].map((m) => m[1] ?? ''));
    const locs = urls.map((u) => /<loc>([^<]+)<\/loc>/.exec(u)?.[1]);
    // Every page of the routes (the build's file), and both pages of every published post (the blog's function's), each
    // with its lastmod.
    const posts = await publishedPosts();
    const postPages = posts.flatMap(({ slug }) => LANGUAGES.map((lang) => abs(postPath(slug, lang))));
    expect(locs.sort()).toEqual([...ROUTES.map((r) => abs(r.path)), ...postPages].sort());
    // The value is the post's last edit (unit-tested in __tests__/unit/blogServer/sitemap.test.ts): a date, the same on
    // both of a post's pages.
    for (const { slug } of posts) {
      const lastmods = LANGUAGES.map((lang) => {
        const entry = urls.find((u) => u.includes(`<loc>${abs(postPath(slug, lang))}</loc>`)) ?? '';
        return /<lastmod>([^<]+)<\/lastmod>/.exec(entry)?.[1] ?? '';
      });
      expect([slug, lastmods.every((lastmod) => !Number.isNaN(Date.parse(lastmod))), new Set(lastmods).size]).toEqual([slug, true, 1]);
    }
    for (const url of urls) {
      const loc = /<loc>([^<]+)<\/loc>/.exec(url)?.[1] ?? '';
      const path = loc === `${SITE_URL}/` ? '/' : loc.slice(SITE_URL.length);
      const links = [...url.matchAll(/<xhtml:link rel="alternate" hreflang="([^"]+)" href="([^"]+)"\/>/g)].map((m) => [m[1], m[2]]);
      expect(links.sort()).toEqual(
        [...LANGUAGES.map((l) => [l, abs(localizePath(path, l))]), ['x-default', abs(localizePath(path, 'ru'))]].sort(),
      );
    }
  });
});
