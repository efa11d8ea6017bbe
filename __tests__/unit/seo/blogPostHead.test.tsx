/**
 * A post page's head (src/views/blog/post/PostPage.tsx, PostHead, which the blog's function renders; src/seo/blogPosting.ts):
 * title from the post's first line and the blog's name, description from its text, canonical and hreflang, Open Graph
 * article with the first photo cropped to 1200x630 by the image CDN (or the site's share image), Twitter card, and
 * BlogPosting JSON-LD.
 */
import { render } from '@testing-library/react';
import type { Language } from '../../../src/config/routes';
import { SITE_URL } from '../../../src/config/site';
import { uiStringsI18n } from '../../../src/i18n/uiStrings';
import { cutAtWord, HEADLINE_MAX_LENGTH, postDescription, postHeadline } from '../../../src/seo/blogPosting';
import { PostHead } from '../../../src/views/blog/post/PostPage';
import { publishedPost } from '../../../src/blog/normalize';
import { pageHeadline } from '../../../src/blog/postHeadline';
import { postPath, slugOfPath } from '../../../src/blog/postAddress';
import { allowHeadNesting } from '../support/headNesting';

allowHeadNesting();

const PHOTO = 'http://127.0.0.1:54321/storage/v1/object/public/blog/set-lights.jpg';
const BLOG = {
  ru: { title: 'Блог — KADR', description: 'Новости студии.' },
  en: { title: 'Blog — KADR', description: 'News from the studio.' },
};

interface PostFields {
  slug: string;
  content: string;
  mediaUrls: string[];
  mediaTypes: string[];
  publishedAt: string;
  updatedAt: string | null;
}

/** The head as the function renders it for a row of the public view with these fields. */
function postHead(language: Language, fields: PostFields) {
  const pagePath = postPath(fields.slug, language);
  const post = publishedPost({
    id: 'p',
    slug: fields.slug,
    content: fields.content,
    media_urls: fields.mediaUrls,
    media_types: fields.mediaTypes,
    published_at: fields.publishedAt,
    updated_at: fields.updatedAt,
  })!;
  const headline = pageHeadline(post, language, uiStringsI18n(language).t('blog.postLink'));
  const { container } = render(<PostHead post={post} language={language} headline={headline} blog={BLOG[language]} />);
  const meta = (selector: string, attr = 'content') => container.querySelector(selector)?.getAttribute(attr);
  const jsonLd = () =>
    JSON.parse(container.querySelector('script[type="application/ld+json"]')?.innerHTML ?? 'null') as Record<string, unknown>;
  return { container, meta, jsonLd, pagePath };
}

const WITH_PHOTOS: PostFields = {
  slug: 'shooting-day-12-of-our-premium-series-three-cameras-one-take',
  content: 'Shooting day 12 of our premium series. Three cameras, one take, no second chances.\nSecond line.',
  mediaUrls: ['https://t.me/telegram/83?embed=1', PHOTO],
  mediaTypes: ['telegram', 'photo'],
  publishedAt: '2026-03-10T09:00:00+00:00',
  updatedAt: '2026-03-11T10:00:00+00:00',
};

test('a post with photos: title, description, canonical, hreflang, article card with its first photo at 1200x630', () => {
  const { container, meta, pagePath } = postHead('en', WITH_PHOTOS);
  expect(pagePath).toBe('/en/blog/shooting-day-12-of-our-premium-series-three-cameras-one-take');
  expect(container.querySelector('title')?.textContent).toBe(
    'Shooting day 12 of our premium series. Three cameras, one take, no… — Blog — KADR',
  );
  expect(meta('meta[name="description"]')).toBe(
    'Shooting day 12 of our premium series. Three cameras, one take, no second chances. Second line.',
  );
  expect(meta('link[rel="canonical"]', 'href')).toBe(`${SITE_URL}${pagePath}`);
  expect(
    [...container.querySelectorAll('link[rel="alternate"][hreflang]')].map((l) => [l.getAttribute('hreflang'), l.getAttribute('href')]),
  ).toEqual([
    ['ru', `${SITE_URL}/blog/${WITH_PHOTOS.slug}`],
    ['en', `${SITE_URL}/en/blog/${WITH_PHOTOS.slug}`],
    ['x-default', `${SITE_URL}/blog/${WITH_PHOTOS.slug}`],
  ]);
  // The blog's RSS feed in the page's language, announced as on the blog's own pages.
  expect(meta('link[rel="alternate"][type="application/rss+xml"]', 'href')).toBe(`${SITE_URL}/en/blog/rss.xml`);
  expect(meta('meta[name="robots"]')).toBeUndefined();
  expect(meta('meta[property="og:type"]')).toBe('article');
  expect(meta('meta[property="og:url"]')).toBe(`${SITE_URL}${pagePath}`);
  expect(meta('meta[property="article:published_time"]')).toBe(WITH_PHOTOS.publishedAt);
  expect(meta('meta[property="article:modified_time"]')).toBe(WITH_PHOTOS.updatedAt);
  const card = `${SITE_URL}/.netlify/images?url=${encodeURIComponent(PHOTO)}&w=1200&h=630&fit=cover&fm=jpg`;
  expect(meta('meta[property="og:image"]')).toBe(card);
  expect(meta('meta[property="og:image:width"]')).toBe('1200');
  expect(meta('meta[property="og:image:height"]')).toBe('630');
  expect(meta('meta[property="og:image:type"]')).toBe('image/jpeg');
  expect(meta('meta[name="twitter:card"]')).toBe('summary_large_image');
  expect(meta('meta[name="twitter:image"]')).toBe(card);
});

test('its BlogPosting JSON-LD: headline, dates, image, the studio as author and publisher', () => {
  const { jsonLd, pagePath } = postHead('en', WITH_PHOTOS);
  expect(jsonLd()).toMatchObject({
    '@context': 'https://schema.org',
    '@type': 'BlogPosting',
    mainEntityOfPage: { '@type': 'WebPage', '@id': `${SITE_URL}${pagePath}` },
    headline: 'Shooting day 12 of our premium series. Three cameras, one take, no…',
    datePublished: WITH_PHOTOS.publishedAt,
    dateModified: WITH_PHOTOS.updatedAt,
    image: [`${SITE_URL}/.netlify/images?url=${encodeURIComponent(PHOTO)}&w=1200&h=630&fit=cover&fm=jpg`],
    author: { '@type': 'Organization', name: 'KADR', url: `${SITE_URL}/en` },
    publisher: { '@type': 'Organization', name: 'KADR', logo: { '@type': 'ImageObject', url: `${SITE_URL}/logo.png` } },
    inLanguage: 'en',
  });
});

test('a post without photos: the site’s share image, and dateModified is the publication when never edited', () => {
  const post = {
    ...WITH_PHOTOS,
    slug: 'svet-kamera-motor',
    content: 'Свет, камера, мотор.\nПервый съёмочный день.',
    mediaUrls: [],
    mediaTypes: [],
    updatedAt: null,
  };
  const { container, meta, jsonLd } = postHead('ru', post);
  expect(container.querySelector('title')?.textContent).toBe('Свет, камера, мотор. — Блог — KADR');
  expect(meta('link[rel="canonical"]', 'href')).toBe(`${SITE_URL}/blog/svet-kamera-motor`);
  expect(meta('meta[property="og:image"]')).toBe(`${SITE_URL}/og-image.png`);
  expect(meta('meta[property="og:image:type"]')).toBe('image/png');
  expect(meta('meta[property="og:locale"]')).toBe('ru_RU');
  expect(meta('meta[property="article:modified_time"]')).toBeUndefined();
  expect(jsonLd()).toMatchObject({ image: [`${SITE_URL}/og-image.png`], dateModified: post.publishedAt, inLanguage: 'ru' });
});

test('a post with only a video is named by its date; markup in a post cannot leave the JSON-LD script', () => {
  const video = postHead('ru', { ...WITH_PHOTOS, content: '', mediaUrls: ['https://example.org/v.mp4'], mediaTypes: ['video'] });
  expect(video.container.querySelector('title')?.textContent).toBe('Запись от 10 марта 2026 г. — Блог — KADR');
  expect(video.meta('meta[name="description"]')).toBe(BLOG.ru.description);
  const hostile = postHead('en', { ...WITH_PHOTOS, content: '</script><script>alert(1)</script>' });
  const script = hostile.container.querySelector('script[type="application/ld+json"]')!.innerHTML;
  expect(script).not.toContain('</script>');
  expect(hostile.jsonLd().headline).toBe('</script><script>alert(1)</script>');
});

test('headline and description are cut at a word, never inside an emoji', () => {
  const long = 'Раскадровка и площадка: как мы готовим документальный фильм о Саратове и его жителях';
  const headline = postHeadline(long)!;
  expect(headline).toBe('Раскадровка и площадка: как мы готовим документальный фильм о Саратове…');
  expect(headline.length).toBeLessThanOrEqual(HEADLINE_MAX_LENGTH + 1);
  expect(postHeadline('\n\n  Second   line  \nthird')).toBe('Second line');
  expect(postHeadline(' \n ')).toBeNull();
  expect(cutAtWord('🎬'.repeat(50), 9)).toBe('🎬🎬🎬🎬…');
  expect(postDescription('a\n\nb')).toBe('a b');
  expect(postDescription('слово '.repeat(60))!.length).toBeLessThanOrEqual(161);
});

test('post addresses: the page pair, and which paths name a slug', () => {
  expect(postPath('svet-kamera-motor', 'ru')).toBe('/blog/svet-kamera-motor');
  expect(postPath('svet-kamera-motor', 'en')).toBe('/en/blog/svet-kamera-motor');
  expect(slugOfPath('/blog/svet-kamera-motor')).toBe('svet-kamera-motor');
  expect(slugOfPath('/en/blog/svet-kamera-motor/')).toBe('svet-kamera-motor');
  expect(slugOfPath('/en/blog/svet-kamera-motor?utm=x')).toBe('svet-kamera-motor');
  for (const path of [
    '/blog',
    '/blog/',
    '/blog/a/b',
    '/blog/_post',
    '/blog/Svet',
    '/blog/%3Cb%3E',
    '/de/blog/x',
    `/blog/${'a'.repeat(101)}`,
  ]) {
    expect(slugOfPath(path)).toBeNull();
  }
});
