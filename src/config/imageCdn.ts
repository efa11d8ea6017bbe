/**
 * Which blog photos go through Netlify Image CDN, in one place for the feed (src/blog/photoSources.ts), the
 * allow-list the build hands Netlify (src/gatsby/deploy/imagesConfig.ts) and the local servers that answer the same
 * addresses (src/gatsby/deploy/netlifyImages.ts). Why it is built this way: docs/decisions/0008-blog-photos-image-cdn.md.
 * https://docs.netlify.com/build/image-cdn/overview/
 */
import { LOCAL_SUPABASE_URL } from './localSupabase';

/** Netlify's transformation endpoint, on the site's own origin. */
export const IMAGE_CDN_PATH = '/.netlify/images';

/** The public Storage bucket the blog's editor uploads photos to. */
export const BLOG_MEDIA_BUCKET = 'blog-media';

/** The bucket the seed's posts name (supabase/seed.sql); the embedded local backend serves it from supabase/seed-media/. */
export const SEED_MEDIA_BUCKET = 'blog';

/** Where a public bucket's objects are served (https://supabase.com/docs/guides/storage/serving/downloads). */
export function publicBucketPrefix(backendUrl: string, bucket: string): string {
  return `${new URL(backendUrl).origin}/storage/v1/object/public/${bucket}/`;
}

/**
 * The address prefixes of the photos the image CDN transforms: the project's own bucket, and the seed's media when
 * the site reads the embedded local backend (the only place the seed lives). A photo anywhere else is shown as it is.
 */
export function transformablePhotoPrefixes(backendUrl: string): string[] {
  const local = new URL(backendUrl).origin === new URL(LOCAL_SUPABASE_URL).origin;
  return [BLOG_MEDIA_BUCKET, ...(local ? [SEED_MEDIA_BUCKET] : [])].map((bucket) => publicBucketPrefix(backendUrl, bucket));
}

/**
 * The same as Netlify's `images.remote_images`: regular expressions, which Netlify tests anywhere in the source's
 * address, so each is anchored at its start (an allowed origin inside another address's path or query does not match)
 * and asks for an object after the bucket's slash.
 */
export function remoteImagePatterns(backendUrl: string): string[] {
  return transformablePhotoPrefixes(backendUrl).map((prefix) => `^${prefix.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}.+`);
}
