import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { BuildOptions, Plugin } from 'esbuild';

/**
 * The build's one esbuild entry, for everything it bundles itself: the islands (islands/bundle.ts), the web-font
 * loader (fonts/loaderBundle.ts), the two editors (cms/admin.ts, blogEditor/bundle.ts) and the blog's function
 * (blogPages/bundle.ts). esbuild rather than Gatsby's webpack: Gatsby's set-up splits every entry against its
 * framework chunks and brings its own runtime and router along. One option set (esbuildOptions) for all of them, so
 * JSX, the mode and what may never reach a browser are decided once; a bundle says only what is its own.
 */

/**
 * Packages that must never reach the browser's code: Gatsby's browser runtime (the site ships none, README "Islands")
 * and i18next (an island gets its strings as props).
 */
const BUILD_TIME_ONLY = /^(gatsby|gatsby-[a-z-]+|react-i18next|i18next)(\/|$)/;

const buildTimeOnly: Plugin = {
  name: 'islands-build-time-only',
  setup(build) {
    build.onResolve({ filter: BUILD_TIME_ONLY }, (args) => ({
      errors: [{ text: `"${args.path}" is build-time only and must not be imported by island code (imported by ${args.importer})` }],
    }));
  },
};

export type Output = { file: string; bytes: number };

/** An entry the build writes rather than a file of the project: its source, resolved from the project root. */
export type GeneratedEntry = { generated: string; contents: string };

/** Loads a generated entry from its text (esbuild's way to bundle a module that is no file). */
const generatedEntry = (entry: GeneratedEntry): Plugin => ({
  name: 'generated-entry',
  setup(build) {
    build.onResolve({ filter: /^generated:/ }, (args) => ({ path: args.path, namespace: 'generated' }));
    build.onLoad({ filter: /.*/, namespace: 'generated' }, () => ({
      contents: entry.contents,
      loader: 'ts',
      resolveDir: build.initialOptions.absWorkingDir,
    }));
  },
});

/** `require` inside an ES module, for the CommonJS packages a Node bundle carries (esbuild's own advice). */
const NODE_REQUIRE = "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);";

/** What one bundle is: everything else is the option set every bundle shares (esbuildOptions). */
export interface BundleSpec {
  /** The project root: entries, aliases and `outdir` resolve from it. */
  root: string;
  /** Its name (the output file's, `<name>.js` or `<name>-<hash>.js`) and its entry: a file of the project or a generated module. */
  name: string;
  entry: string | GeneratedEntry;
  /**
   * Where it runs: `browser` (a public page or an editor: build-time-only packages are refused unless `mayImportGatsby`)
   * or `node` (the blog's function on Netlify, Node 24).
   */
  platform?: 'browser' | 'node';
  /** `esm` (a module), `iife` (a classic script: the feed's worker, the inline font loader). */
  format?: 'esm' | 'iife';
  /** The oldest language level it is written down to; browsers' default ES2020. */
  target?: string;
  /** React's and the site's own `process.env.NODE_ENV`: production but for the development server's blog editor. */
  mode?: 'production' | 'development';
  minify?: boolean;
  /** Into this folder (`hashed`: the file's name carries its content's hash), or, without it, kept in memory. */
  outdir?: string;
  hashed?: boolean;
  define?: Record<string, string>;
  external?: string[];
  alias?: Record<string, string>;
  plugins?: Plugin[];
  /** The page editor's fonts as files beside it (`loader`, `publicPath`, `assetNames` are esbuild's own). */
  loader?: BuildOptions['loader'];
  publicPath?: string;
  assetNames?: string;
  /** The page editor resolves `gatsby` to its stand-in (`alias`): it may name it. */
  mayImportGatsby?: boolean;
}

/** The one option set: every bundle of the build is this, with its spec's own parts. */
export function esbuildOptions(spec: BundleSpec): BuildOptions {
  const platform = spec.platform ?? 'browser';
  const generated = typeof spec.entry === 'string' ? [] : [generatedEntry(spec.entry)];
  const guard = platform === 'browser' && !spec.mayImportGatsby ? [buildTimeOnly] : [];
  return {
    absWorkingDir: spec.root,
    entryPoints: { [spec.name]: typeof spec.entry === 'string' ? spec.entry : `generated:${spec.entry.generated}` },
    bundle: true,
    format: spec.format ?? 'esm',
    platform,
    target: [spec.target ?? (platform === 'node' ? 'node24' : 'es2020')],
    minify: spec.minify ?? true,
    jsx: 'automatic',
    jsxImportSource: '@emotion/react',
    ...(spec.outdir ? { outdir: spec.outdir, entryNames: spec.hashed ? '[name]-[hash]' : '[name]' } : { write: false, outdir: spec.root }),
    metafile: true,
    external: spec.external ?? [],
    alias: spec.alias,
    loader: spec.loader,
    publicPath: spec.publicPath,
    assetNames: spec.assetNames,
    define: { 'process.env.NODE_ENV': JSON.stringify(spec.mode ?? 'production'), ...spec.define },
    // A module for Node: an ES module whose bundled CommonJS packages may still `require` Node's own modules.
    ...(platform === 'node' ? { outExtension: { '.js': '.mjs' }, banner: { js: NODE_REQUIRE } } : {}),
    plugins: [...guard, ...generated, ...(spec.plugins ?? [])],
    logLevel: 'silent',
  };
}

/** The bundle written into its `outdir`: its JavaScript file as a path under public/ (or `outdir`), and its size. */
export async function bundleToFile(spec: BundleSpec & { outdir: string }): Promise<Output> {
  const { build } = await import('esbuild');
  const result = await build(esbuildOptions(spec));
  const [file, output] = Object.entries(result.metafile?.outputs ?? {}).find(([name]) => /\.m?js$/.test(name)) ?? [];
  if (!file || !output) throw new Error(`esbuild wrote no bundle for ${spec.name}`);
  const publicDir = path.join(spec.root, 'public');
  const written = path.resolve(spec.root, file);
  const base = written.startsWith(`${publicDir}${path.sep}`) ? publicDir : spec.outdir;
  return { file: path.relative(base, written).split(path.sep).join('/'), bytes: output.bytes };
}

/** The bundle's code, kept in memory: the development server serves it from source, and the build puts some inline. */
export async function bundleToText(spec: Omit<BundleSpec, 'outdir' | 'hashed'>): Promise<string> {
  const { build } = await import('esbuild');
  const result = await build(esbuildOptions(spec));
  return result.outputFiles?.find((file) => /\.m?js$/.test(file.path))?.text ?? '';
}

/**
 * Puts `code` inline into every page that holds `placeholder` (an empty `<script …></script>` the page renderer
 * wrote), before the pipeline hashes the pages' inline scripts for the CSP. Inline, a script costs no request before
 * the first paint. Returns the pages it went into.
 */
export function inlineScript(publicDir: string, htmlFiles: readonly string[], placeholder: string, code: string, name: string): string[] {
  const body = code.trim();
  if (/<\/script/i.test(body)) throw new Error(`${name} holds "</script", which would end its inline <script>`);
  const inline = `${placeholder.slice(0, -'</script>'.length)}${body}</script>`;
  return htmlFiles.filter((html) => {
    const page = readFileSync(path.join(publicDir, html), 'utf8');
    if (!page.includes(placeholder)) return false;
    writeFileSync(path.join(publicDir, html), page.split(placeholder).join(inline));
    return true;
  });
}

/**
 * An editor's page (the page editor's, src/gatsby/cms/admin.ts; the blog editor's, src/gatsby/blogEditor/bundle.ts):
 * its bundle as the one module script, no inline script or style, `robots` telling search engines to keep out.
 */
export function editorPageHtml({ title, robots, script, body }: { title: string; robots: string; script: string; body: string }): string {
  return [
    '<!doctype html>',
    '<html lang="ru">',
    '<head>',
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    `<meta name="robots" content="${robots}">`,
    `<title>${title}</title>`,
    '<link rel="icon" href="/favicon.svg" type="image/svg+xml">',
    `<script type="module" src="${script}"></script>`,
    '</head>',
    body,
    '</html>',
    '',
  ].join('\n');
}
