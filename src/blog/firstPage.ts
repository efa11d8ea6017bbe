import { BLOG_PAGE_SIZE, BLOG_VIEW } from '../config/constants';
import { isAnswerTooLarge, readCapped } from './cappedBody';
import { toBlogPost } from './normalize';
import { photoLayout, photoSources } from './photoSources';
import { rowsWithOneRetry } from './retry';

/**
 * The feed's first page, asked for with a plain `fetch` as the page script starts, before React and supabase-js have
 * arrived: the request supabase-js would send for it (api.ts, `fetchBlogPage(client, 0)`), same address, same headers
 * with the anon key, same single retry (firstPage.test.ts holds the two together). On a slow link the first posts
 * then no longer wait for the feed's worker and its 60 KB of supabase-js; the worker starts when the feed wants its
 * next page (feedClient.ts).
 */

export interface Backend {
  url: string;
  anonKey: string;
}

/** The Supabase project the site reads (Gatsby, or the islands' bundler, inlines both: src/gatsby/supabaseEnv.ts). */
const siteBackend = (): Backend => ({ url: process.env.GATSBY_SUPABASE_URL ?? '', anonKey: process.env.GATSBY_SUPABASE_ANON_KEY ?? '' });

/** The first page's request as supabase-js sends it: PostgREST's query string and the anon key's headers. */
export function firstPageRequest({ url, anonKey }: Backend): { href: string; headers: Record<string, string> } {
  const query = new URLSearchParams({ select: '*', order: 'published_at.desc,id.desc', offset: '0', limit: String(BLOG_PAGE_SIZE) });
  return {
    href: `${url}/rest/v1/${BLOG_VIEW}?${String(query)}`,
    headers: { 'accept-profile': 'public', apikey: anonKey, authorization: `Bearer ${anonKey}` },
  };
}

/**
 * The first page's rows. A failed answer is an error naming its status and the start of its body; no answer at all
 * (refused, reset, offline) is status 0, which is retried once like a 503; a body that is not JSON is an error, and so
 * is one past BLOG_ANSWER_MAX_BYTES, which is not read further (cappedBody.ts) nor retried.
 */
export function fetchFirstPage(signal?: AbortSignal, backend: Backend = siteBackend()): Promise<unknown[]> {
  const { href, headers } = firstPageRequest(backend);
  return rowsWithOneRetry(async () => {
    let response: Response;
    let body: string;
    try {
      response = await fetch(href, { headers, signal, priority: 'high' });
      body = await readCapped(response);
    } catch (error) {
      if (signal?.aborted || isAnswerTooLarge(error)) throw error;
      return { data: null, error: error instanceof Error ? error : new Error(String(error)), status: 0 };
    }
    if (!response.ok)
      return {
        data: null,
        error: new Error(`the blog backend answered ${response.status}: ${body.slice(0, 200)}`),
        status: response.status,
      };
    return { data: JSON.parse(body) as unknown, error: null, status: response.status };
  }, signal);
}

/** The early images, kept while the page lives: an image nothing refers to may be collected, and its load with it. */
const earlyImages: HTMLImageElement[] = [];

/**
 * Starts the download of the photo the feed shows first (src/views/blog/PostMedia.tsx: the first post's first item,
 * when a photo) so it travels while React is still on its way: an image (`new Image()`, never put in the page) with the
 * card image's own srcset and sizes (photoSources.ts), so the browser picks the candidate the card's image will pick
 * and asks for it as an image (the same Accept header, so the image CDN answers in the same format); the card's image
 * then finds it in the memory cache: one request, not two. A photo shown as it is must be on https, as the CSP's
 * img-src asks.
 * https://html.spec.whatwg.org/multipage/images.html#updating-the-image-data
 */
export function preloadLeadPhoto(rows: readonly unknown[], backendUrl?: string): void {
  const first = rows.map(toBlogPost).find((post) => post !== null);
  const media = first?.media[0];
  if (!first || media?.kind !== 'photo') return;
  const { src, srcSet, sizes } = photoSources(media.url, photoLayout(first.media.length, 0), backendUrl);
  if (!srcSet && !src.startsWith('https:')) return;
  const image = new Image();
  image.fetchPriority = 'high';
  // Sizes first: the browser chooses among the candidates once the element's sources settle.
  if (sizes) image.sizes = sizes;
  if (srcSet) image.srcset = srcSet;
  image.src = src;
  earlyImages.push(image);
}
