import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'esbuild';
import { type Language, LANGUAGES } from '../../config/routes';
import type { BlogBuild } from '../../blogServer/handler';
import { BLOG_FUNCTION_PATHS } from '../../blogServer/routes';
import type { BlogChannel } from '../../blog/types';
import { bundleToFile, type Output } from '../bundle';
import { GATSBY_STAND_IN } from '../graphqlStandIn';

/**
 * Where the build leaves the blog's function for Netlify: its Frameworks API's functions folder, which Netlify deploys
 * beside netlify/functions/ (https://docs.netlify.com/build/frameworks/frameworks-api/). The local server runs it from
 * there too (scripts/lib/netlifyFunctions.ts), so what the tests drive is what Netlify deploys.
 */
export const BLOG_FUNCTION_DIR = path.join('.netlify', 'v1', 'functions', 'blog');
const ENTRY_FILE = 'blog.mjs';
const HANDLER = 'handler';

/** The blog page's title and description in each language, from its data files (the RSS channels, the pages' titles). */
export function blogChannels(root: string): Record<Language, BlogChannel> {
  return Object.fromEntries(
    LANGUAGES.map((language) => {
      const file = path.join(root, 'data', language, 'blog.json');
      const { title, description } = JSON.parse(readFileSync(file, 'utf8')) as Partial<BlogChannel>;
      if (typeof title !== 'string' || typeof description !== 'string')
        throw new Error(`${file}: no title or description for the blog's function`);
      return [language, { title, description }];
    }),
  ) as Record<Language, BlogChannel>;
}

/**
 * The global styles' stylesheets and font files, which webpack handles for the built pages: the frame carries the global
 * CSS and the font loader already, so in the function they are nothing.
 */
const pageAssetsOmitted: Plugin = {
  name: 'blog-function-page-assets',
  setup(build) {
    build.onLoad({ filter: /\.(css|woff2)$/ }, () => ({ contents: '', loader: 'js' }));
  },
};

/** The function's module: the handler (src/blogServer/handler.ts) made with what the build gives it. */
const handlerEntry = (root: string, build: BlogBuild) => ({
  generated: 'blog-function',
  contents: [
    `import { blogHandler } from ${JSON.stringify(path.join(root, 'src/blogServer/handler.ts'))};`,
    `export default blogHandler(${JSON.stringify(build)});`,
    '',
  ].join('\n'),
});

/**
 * Bundles the blog's function (src/blogServer/: the post pages, RSS and the sitemap on demand) into BLOG_FUNCTION_DIR:
 * one module for Node 24 with everything it needs (React's server renderer, emotion, supabase-js, the site's views and
 * strings), and beside it the function's entry, whose `config` (the addresses Netlify routes to it) Netlify reads from
 * its text. The blog backend's address and public key come from the build's environment, as every bundle's do.
 */
export async function bundleBlogFunction(root: string, env: NodeJS.ProcessEnv, build: Omit<BlogBuild, 'backend'>): Promise<Output> {
  const outdir = path.join(root, BLOG_FUNCTION_DIR);
  rmSync(outdir, { recursive: true, force: true });
  mkdirSync(outdir, { recursive: true });
  const backend = { url: env.GATSBY_SUPABASE_URL ?? '', anonKey: env.GATSBY_SUPABASE_ANON_KEY ?? '' };
  if (!backend.url || !backend.anonKey)
    throw new Error("The blog's function needs GATSBY_SUPABASE_URL and GATSBY_SUPABASE_ANON_KEY (src/gatsby/supabaseEnv.ts)");
  const handler = await bundleToFile({
    root,
    outdir,
    name: HANDLER,
    entry: handlerEntry(root, { ...build, backend }),
    platform: 'node',
    // The views' GraphQL fragments are Gatsby's, at build time: here `graphql` only has to exist.
    alias: GATSBY_STAND_IN,
    define: { 'process.env.SITE_URL': env.SITE_URL === undefined ? 'undefined' : JSON.stringify(env.SITE_URL) },
    plugins: [pageAssetsOmitted],
  });
  const config = { path: BLOG_FUNCTION_PATHS, name: 'Blog pages, RSS and sitemap', generator: 'KADR build' };
  writeFileSync(
    path.join(outdir, ENTRY_FILE),
    [
      "// The blog's function, written by the build (src/gatsby/blogPages/bundle.ts): docs/decisions/0014-blog-pages-on-demand.md",
      `export { default } from './${path.basename(handler.file)}';`,
      `export const config = ${JSON.stringify(config)};`,
      '',
    ].join('\n'),
  );
  return { file: path.join(BLOG_FUNCTION_DIR, path.basename(handler.file)).split(path.sep).join('/'), bytes: handler.bytes };
}
