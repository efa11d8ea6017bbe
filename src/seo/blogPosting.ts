import type { Language } from '../config/routes';
import { SITE_NAME } from '../config/site';
import { IMAGE_CDN_PATH } from '../config/imageCdn';
import { pagePath } from '../i18n/paths';
import { photoSources } from '../blog/photoSources';
import { LOGO_PATH } from './organization';
import { SHARE_IMAGE } from './shareImage';
import { absoluteUrl } from './urls';

export { cutAtWord, DESCRIPTION_MAX_LENGTH, HEADLINE_MAX_LENGTH, postDescription, postHeadline } from '../blog/postHeadline';

/** An image for a link card: its absolute address and, when known, its size and type. */
export interface ShareImage {
  url: string;
  width?: number;
  height?: number;
  type?: string;
}

/**
 * The image of a post's link card: its first photo, cropped by the image CDN to the card's 1200x630 (as a JPEG, which
 * every link preview reads), or the photo as it is when it is not one the CDN may transform, or the site's own share
 * image for a post without photos. https://ogp.me/#structured
 */
export function postShareImage(photoUrls: readonly string[]): ShareImage {
  const first = photoUrls[0];
  if (!first) return { url: absoluteUrl(SHARE_IMAGE.path), width: SHARE_IMAGE.width, height: SHARE_IMAGE.height, type: SHARE_IMAGE.type };
  if (!photoSources(first, 'full').srcSet) return { url: first };
  const { width, height } = SHARE_IMAGE;
  return {
    url: absoluteUrl(`${IMAGE_CDN_PATH}?url=${encodeURIComponent(new URL(first).href)}&w=${width}&h=${height}&fit=cover&fm=jpg`),
    width,
    height,
    type: 'image/jpeg',
  };
}

export interface BlogPostingInput {
  language: Language;
  path: string;
  headline: string;
  description: string;
  datePublished: string;
  dateModified: string | null;
  image: ShareImage;
}

/**
 * schema.org BlogPosting for a post page, as Google reads an Article:
 * https://developers.google.com/search/docs/appearance/structured-data/article — the studio is its author and
 * publisher (the Organization of the landing pages, src/seo/organization.ts).
 */
export function blogPostingJsonLd({ language, path, headline, description, datePublished, dateModified, image }: BlogPostingInput) {
  const studio = {
    '@type': 'Organization',
    name: SITE_NAME,
    url: absoluteUrl(pagePath('landing', language)),
    logo: { '@type': 'ImageObject', url: absoluteUrl(LOGO_PATH) },
  };
  return {
    '@context': 'https://schema.org',
    '@type': 'BlogPosting',
    mainEntityOfPage: { '@type': 'WebPage', '@id': absoluteUrl(path) },
    url: absoluteUrl(path),
    headline,
    description,
    inLanguage: language,
    datePublished,
    dateModified: dateModified ?? datePublished,
    image: [image.url],
    author: studio,
    publisher: studio,
    isPartOf: { '@type': 'Blog', name: `${SITE_NAME}`, url: absoluteUrl(pagePath('blog', language)) },
  };
}
