import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'esbuild';
import { bundleToFile, bundleToText, editorPageHtml, type Output } from '../bundle';

/** The blog editor's entry (src/blogEditor/), and where it is served: its own folder of /admin/, the page editor's. */
const ENTRY = 'src/blogEditor/index.tsx';
export const BLOG_EDITOR_PATH = '/admin/blog/';
const OUT_DIR = BLOG_EDITOR_PATH.slice(1, -1);

/**
 * Packages the editor must load once: react-admin's router and core are installed several times (Decap keeps
 * react-router 5 at the top of node_modules, so npm nests react-router 7 and ra-core under each package that wants
 * them), and two copies of a React context never meet. Each resolves to react-admin's own copy.
 */
const ONE_COPY = /^(react-router|react-router-dom|ra-core|ra-ui-materialui)(\/.*)?$/;

const oneCopy = (root: string): Plugin => ({
  name: 'blog-editor-one-copy',
  setup(build) {
    const reactAdmin = path.join(root, 'node_modules', 'react-admin');
    build.onResolve({ filter: ONE_COPY }, (args) => {
      if (args.pluginData === 'one-copy') return undefined;
      return build.resolve(args.path, { kind: args.kind, resolveDir: reactAdmin, pluginData: 'one-copy' });
    });
  },
});

/**
 * The brand faces' files (src/theme/fullFonts.ts), which the preview declares (src/blogEditor/PreviewFonts.tsx), inside the
 * editor's script as data: addresses: its policy allows fonts from data:, and the development server serves the one
 * script alone.
 */
const fontsInline: Plugin = {
  name: 'blog-editor-fonts-inline',
  setup(build) {
    build.onLoad({ filter: /\.woff2$/ }, (args) => ({ contents: readFileSync(args.path), loader: 'dataurl' }));
  },
};

/** The editor's page: no inline script or style (its policy allows neither), never indexed. */
export function editorHtml(script: string): string {
  return editorPageHtml({
    title: 'KADR — редактор блога',
    robots: 'noindex, nofollow',
    script: `/${script}`,
    body: ['<body>', '<div id="root"><noscript>Редактору блога нужен JavaScript.</noscript></div>', '</body>'].join('\n'),
  });
}

/** The Supabase project the editor writes to: the one the feed reads (src/gatsby/supabaseEnv.ts resolved it in onPreInit). */
const editorDefines = (env: NodeJS.ProcessEnv) => ({
  'process.env.GATSBY_SUPABASE_URL': JSON.stringify(env.GATSBY_SUPABASE_URL ?? ''),
  'process.env.GATSBY_SUPABASE_ANON_KEY': JSON.stringify(env.GATSBY_SUPABASE_ANON_KEY ?? ''),
});

/**
 * Bundles the blog editor (react-admin, MUI, ra-supabase, supabase-js) with esbuild into public/admin/blog/: one
 * hashed script and its index.html. A separate bundle no public page names, so the public pages ship none of it.
 */
export async function bundleBlogEditor(root: string, env: NodeJS.ProcessEnv = process.env): Promise<Output> {
  const outdir = path.join(root, 'public', OUT_DIR);
  rmSync(outdir, { recursive: true, force: true });
  mkdirSync(outdir, { recursive: true });
  const editor = await bundleToFile({
    root,
    outdir,
    name: 'editor',
    hashed: true,
    entry: ENTRY,
    define: editorDefines(env),
    plugins: [oneCopy(root), fontsInline],
  });
  writeFileSync(path.join(outdir, 'index.html'), editorHtml(editor.file));
  return editor;
}

/** Where the development server serves the editor's script, built from source (onCreateDevServer.ts). */
export const DEV_EDITOR_SCRIPT = `${OUT_DIR}/editor.js`;

/** The editor as one module for the development server: the same code and resolution as the build's, not minified. */
export function blogEditorScript(root: string, env: NodeJS.ProcessEnv = process.env): Promise<string> {
  return bundleToText({
    root,
    name: 'editor',
    entry: ENTRY,
    mode: 'development',
    minify: false,
    define: editorDefines(env),
    plugins: [oneCopy(root), fontsInline],
  });
}
