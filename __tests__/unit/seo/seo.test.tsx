import { render } from '@testing-library/react';
import { SITE_URL } from '../../../src/config/site';
import { previewPageContext } from '../../../src/cms/previewViews';
import { PageHead, Seo } from '../../../src/components/Seo';
import type { Language, PageKey } from '../../../src/config/routes';
import { SITEMAP_EXCLUDES, sitemapEntry } from '../../../src/gatsby/sitemap/entries';
import { alternatesOf } from '../../../src/seo/urls';
import { allowHeadNesting } from '../support/headNesting';

allowHeadNesting();

/** Head tags render into the container in a unit test (Gatsby moves them to <head> on a real page). */
function head(ui: JSX.Element) {
  const { container } = render(ui);
  const meta = (selector: string, attr = 'content') => container.querySelector(selector)?.getAttribute(attr);
  return { container, meta };
}

test('alternates: both twins and x-default (the Russian page)', () => {
  expect(alternatesOf('/en/team')).toEqual([
    { hrefLang: 'ru', href: `${SITE_URL}/team` },
    { hrefLang: 'en', href: `${SITE_URL}/en/team` },
    { hrefLang: 'x-default', href: `${SITE_URL}/team` },
  ]);
  expect(alternatesOf('/en').map((a) => a.href)).toEqual([`${SITE_URL}/`, `${SITE_URL}/en`, `${SITE_URL}/`]);
});

test('an English page: canonical, Open Graph locale en_US with ru_RU alternate, Twitter large card', () => {
  const { meta, container } = head(<Seo language="en" title="Team — KADR" description="The people." path="/en/team" />);
  expect(meta('link[rel="canonical"]', 'href')).toBe(`${SITE_URL}/en/team`);
  expect(meta('meta[property="og:locale"]')).toBe('en_US');
  expect(meta('meta[property="og:locale:alternate"]')).toBe('ru_RU');
  expect(meta('meta[property="og:url"]')).toBe(`${SITE_URL}/en/team`);
  expect(meta('meta[name="twitter:card"]')).toBe('summary_large_image');
  expect(container.querySelector('script[type="application/ld+json"]')).toBeNull();
});

test('the landing page carries Organization JSON-LD that cannot break out of its script tag', () => {
  const { container } = head(<Seo language="ru" title="KADR" description="a </script><b>" path="/" organization />);
  const text = container.querySelector('script[type="application/ld+json"]')?.innerHTML ?? '';
  expect(text).not.toContain('</script>');
  expect(JSON.parse(text)).toMatchObject({ '@type': 'Organization', url: `${SITE_URL}/`, description: 'a </script><b>' });
});

test('a 404 page is noindex and has no canonical URL', () => {
  const { meta } = head(<Seo language="ru" title="404" description="Нет" />);
  expect(meta('meta[name="robots"]')).toBe('noindex');
  expect(meta('link[rel="canonical"]', 'href')).toBeUndefined();
});

/** A page's head as its template renders it (Gatsby passes `location` and `params` too; PageHead reads neither). */
function pageHead(page: PageKey, language: Language) {
  const props = { data: { page: { title: 'T', description: 'D' } }, pageContext: previewPageContext(page, language) };
  return head(<PageHead {...(props as unknown as Parameters<typeof PageHead>[0])} />);
}

test.each([
  ['thanks', 'ru'],
  ['privacy', 'en'],
] as const)(
  'the application form’s %s page (%s) is noindex with no canonical URL; a product.md page keeps its canonical',
  (page, language) => {
    const formPage = pageHead(page, language);
    expect(formPage.meta('meta[name="robots"]')).toBe('noindex');
    expect(formPage.meta('link[rel="canonical"]', 'href')).toBeUndefined();
    expect(formPage.container.querySelectorAll('link[rel="alternate"]')).toHaveLength(0);
    const contacts = pageHead('contacts', language);
    expect(contacts.meta('meta[name="robots"]')).toBeUndefined();
    expect(contacts.meta('link[rel="canonical"]', 'href')).toBe(`${SITE_URL}${language === 'en' ? '/en' : ''}/contacts`);
  },
);

test('the sitemap lists a page with its alternates and leaves out the English 404, the form’s pages and the post fallback', () => {
  expect(sitemapEntry({ path: '/scripts' })).toEqual({
    url: '/scripts',
    links: [
      { lang: 'ru', url: `${SITE_URL}/scripts` },
      { lang: 'en', url: `${SITE_URL}/en/scripts` },
      { lang: 'x-default', url: `${SITE_URL}/scripts` },
    ],
  });
  expect(SITEMAP_EXCLUDES.sort()).toEqual([
    '/blog/_post',
    '/contacts/thanks',
    '/en/404',
    '/en/404.html',
    '/en/blog/_post',
    '/en/contacts/thanks',
    '/en/privacy',
    '/privacy',
  ]);
});
