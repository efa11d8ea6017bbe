import type { GatsbyNode } from 'gatsby';
import { DEV_FEED_WORKER_PATH } from '../islands/bundle';
import { DEV_FONT_LOADER_PATH } from '../fonts/loaderBundle';
import { configureSupabaseEnv } from '../supabaseEnv';

/**
 * Before webpack reads `process.env.GATSBY_*` (Gatsby inlines those into the browser's code): the blog's backend, and
 * on the development server, where Gatsby renders the pages with its own runtime, where the blog feed's worker and the
 * web-font loader are served (onCreateDevServer.ts). The built site's islands get the worker's hashed file from their
 * bundler instead, and its pages the loader inline (src/gatsby/postBuild/pipeline.ts).
 */
export const onPreInit: GatsbyNode['onPreInit'] = (args) => {
  configureSupabaseEnv(args.reporter);
  if (process.env.gatsby_executing_command === 'develop') {
    process.env.GATSBY_BLOG_FEED_WORKER = DEV_FEED_WORKER_PATH;
    process.env.GATSBY_WEB_FONT_LOADER = DEV_FONT_LOADER_PATH;
  }
};
