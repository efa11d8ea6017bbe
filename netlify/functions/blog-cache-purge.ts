/**
 * The blog's CDN cache purge, at /.netlify/functions/blog-cache-purge: the database asks it within seconds of a change
 * (docs/deploying.md, "The blog without deploys"). Thin: netlify/blogCache/purge.ts does the work; purgeCache finds the
 * site and its purge token in the function's own environment on Netlify (and skips the purge under `npm run serve`,
 * which has no CDN). https://docs.netlify.com/build/caching/caching-overview/#on-demand-invalidation
 */
import { purgeCache } from '@netlify/functions';
import { purgeRequest } from '../blogCache/purge';

export default (req: Request): Promise<Response> =>
  purgeRequest(req, { token: process.env.BLOG_CACHE_PURGE_TOKEN, purge: (tags) => purgeCache({ tags }) });
