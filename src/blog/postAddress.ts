import type { Language } from '../config/routes';
import { localizePath, pagePath } from '../i18n/paths';

/**
 * Where a blog post lives: `/blog/<slug>` and `/en/blog/<slug>`. Kept apart from postSlug.ts (which makes slugs
 * with a transliteration library) so the feed's bundle links to posts without carrying that library.
 */

/** What an address may be: lower-case Latin letters and digits joined by single hyphens; the table's check too. */
export const POST_SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** The longest slug the table takes (its check); a slug made from a text is shorter (postSlug.ts). */
export const POST_SLUG_STORED_MAX_LENGTH = 100;

export function isPostSlug(value: unknown): value is string {
  return typeof value === 'string' && value.length <= POST_SLUG_STORED_MAX_LENGTH && POST_SLUG_PATTERN.test(value);
}

/** The post page's path in `language`: postPath('svet-kamera-motor', 'en') -> "/en/blog/svet-kamera-motor". */
export function postPath(slug: string, language: Language): string {
  return localizePath(`${pagePath('blog', 'ru')}/${slug}`, language);
}

/** The slug a path under /blog/ or /en/blog/ names, or null when it names none: "/en/blog/x/" -> "x". */
export function slugOfPath(path: string): string | null {
  const match = /^(?:\/en)?\/blog\/([^/]+)\/?$/.exec(path.split(/[?#]/)[0] ?? '');
  const slug = match?.[1];
  return isPostSlug(slug) ? slug : null;
}

/**
 * Where the frame of the post pages is built (src/templates/blog-post.tsx), and where the development server's post page
 * sits (the same template in its development role, answering every /blog/ address there): a path no slug can have (a slug has no
 * `_`), never published, never in the sitemap.
 */
export const POST_FRAME_PATH = '/blog/_post';
