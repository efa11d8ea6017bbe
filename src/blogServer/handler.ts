import { DEFAULT_LANGUAGE, type Language } from '../config/routes';
import type { BlogChannel } from '../blog/types';
import { PAGE_OPENER_POLICY } from '../config/pageHeaders';
import { cachedFor, type HeaderList, indexTags, notKept, postPageTags } from './cache';
import type { PageFrame } from './frame';
import { type Backend, BlogUnavailable, blogReader, type BlogReader } from './read';
import { renderPostPage, renderUnavailablePage } from './render';
import { RSS_ITEMS, blogRss } from './rss';
import { routeOf } from './routes';
import { blogSitemap, blogSitemapCount, blogSitemapSlice, sitemapIndex } from './sitemap';

/** What the build gives the function (src/gatsby/blogPages/): all it answers with but the posts themselves. */
export interface BlogBuild {
  /** The post pages' frame in each language (frame.ts). */
  frames: Record<Language, PageFrame>;
  /** The built 404 page of each language, with its own policy. */
  notFound: Record<Language, PageFrame>;
  /** The headers every answer of the site carries (static/_headers, its `/*` rule). */
  siteHeaders: HeaderList;
  /** The static pages' sitemap files, as paths ("/sitemap-0.xml"), which the index names before the blog's. */
  staticSitemaps: string[];
  /** The blog page's title and description in each language (data/<lang>/blog.json). */
  blog: Record<Language, BlogChannel>;
  /** The Supabase project, and the image CDN's own photos' origin for the feeds (the same project). */
  backend: Backend;
}

interface Answer {
  status: number;
  headers: HeaderList;
  body: string;
}

const HTML = 'text/html; charset=utf-8';
const XML = 'application/xml; charset=utf-8';

/**
 * The blog's answers on demand (docs/decisions/0014-blog-pages-on-demand.md): a post's page in either language as the
 * public view has it now, its 404 once it is not there (unknown, unpublished, deleted, a draft or not yet due), the RSS
 * feeds and the sitemap; each with the site's security headers, and kept by Netlify's CDN until a change purges it
 * (cache.ts). A backend that fails, is slow or lies gives a 503 nobody keeps, the post page's in its language, with a
 * way to try again. Requests for one address that come together share one answer: at most one render per address at
 * a time, however many visitors (or a crawler's burst) ask.
 */
export function blogHandler(build: BlogBuild, reader: BlogReader = blogReader(build.backend)) {
  const page = (status: number, frame: PageFrame, body: string, extra: HeaderList): Answer => ({
    status,
    headers: [
      ...build.siteHeaders,
      ['Content-Type', HTML],
      ['Content-Security-Policy', frame.csp],
      ['Cross-Origin-Opener-Policy', PAGE_OPENER_POLICY],
      ...extra,
    ],
    body,
  });
  const notFound = (language: Language, tags: readonly string[]): Answer =>
    page(404, build.notFound[language], build.notFound[language].html, cachedFor(tags));
  const xml = (body: string): Answer => ({
    status: 200,
    headers: [...build.siteHeaders, ['Content-Type', XML], ...cachedFor(indexTags)],
    body,
  });
  const unavailableText = (): Answer => ({
    status: 503,
    headers: [...build.siteHeaders, ['Content-Type', 'text/plain; charset=utf-8'], ...notKept],
    body: "The blog's backend is not answering; try again in a minute.\n",
  });

  async function answer(pathname: string): Promise<Answer> {
    const route = routeOf(pathname);
    try {
      switch (route.kind) {
        case 'slash':
          return { status: 301, headers: [...build.siteHeaders, ['Location', route.to], ...cachedFor([])], body: '' };
        case 'none':
          return notFound(route.language, []);
        case 'post': {
          const found = await reader.postPage(route.slug);
          if (!found) return notFound(route.language, postPageTags(route.slug));
          const frame = build.frames[route.language];
          return page(
            200,
            frame,
            renderPostPage(frame.html, route.language, build.blog[route.language], found),
            cachedFor(postPageTags(route.slug)),
          );
        }
        case 'rss':
          return xml(
            blogRss(await reader.newest(RSS_ITEMS), { language: route.language, ...build.blog[route.language] }, build.backend.url),
          );
        case 'sitemap-index':
          return xml(sitemapIndex(build.staticSitemaps, blogSitemapCount(await reader.count())));
        case 'sitemap': {
          if (route.n > blogSitemapCount(await reader.count())) return notFound(DEFAULT_LANGUAGE, indexTags);
          const { offset, count } = blogSitemapSlice(route.n);
          return xml(blogSitemap(await reader.sitemapPosts(offset, count)));
        }
      }
    } catch (error) {
      if (!(error instanceof BlogUnavailable)) throw error;
      console.error(`${pathname}: ${error.message}`);
      if (route.kind !== 'post') return unavailableText();
      const frame = build.frames[route.language];
      return page(503, frame, renderUnavailablePage(frame.html, route.language, build.blog[route.language], route.slug), notKept);
    }
  }

  const inFlight = new Map<string, Promise<Answer>>();
  const shared = (pathname: string) => {
    let pending = inFlight.get(pathname);
    if (!pending) {
      pending = answer(pathname).finally(() => inFlight.delete(pathname));
      inFlight.set(pathname, pending);
    }
    return pending;
  };

  return async function handle(request: Request): Promise<Response> {
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      return new Response(null, { status: 405, headers: [...build.siteHeaders, ['Allow', 'GET, HEAD']] });
    }
    const { pathname } = new URL(request.url);
    let result: Answer;
    try {
      result = await shared(pathname);
    } catch (error) {
      // A fault of the function's own (never the backend's): product §8's words, and nothing kept.
      console.error(`${pathname}: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
      result = {
        status: 500,
        headers: [...build.siteHeaders, ['Content-Type', 'text/plain; charset=utf-8'], ...notKept],
        body: 'Unexpected Application Error!\n',
      };
    }
    return new Response(request.method === 'HEAD' || result.status === 301 ? null : result.body, {
      status: result.status,
      headers: result.headers,
    });
  };
}
