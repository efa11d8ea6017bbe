import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'esbuild';

/**
 * The build's esbuild machinery for the code the site runs in the browser: the islands (islands/bundle.ts) and the
 * web-font loader (fonts/loaderBundle.ts). esbuild rather than Gatsby's webpack: Gatsby's set-up splits every entry
 * against its framework chunks and brings its own runtime and router along.
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

/** One bundle of `entry` into `outdir`, as `<name>.js` or `<name>-<content hash>.js`; `file` is its path under public/. */
export async function bundleModule(
  root: string,
  outdir: string,
  names: { name: string; hashed: boolean; format?: 'esm' | 'iife' },
  entry: string | GeneratedEntry,
  define: Record<string, string>,
  external: string[] = [],
  plugins: Plugin[] = [],
): Promise<Output> {
  const { build } = await import('esbuild');
  const generated = typeof entry === 'string' ? [] : [generatedEntry(entry)];
  const result = await build({
    absWorkingDir: root,
    entryPoints: { [names.name]: typeof entry === 'string' ? entry : `generated:${entry.generated}` },
    bundle: true,
    format: names.format ?? 'esm',
    platform: 'browser',
    target: ['es2020'],
    minify: true,
    jsx: 'automatic',
    jsxImportSource: '@emotion/react',
    outdir,
    entryNames: names.hashed ? '[name]-[hash]' : '[name]',
    metafile: true,
    external,
    define: { 'process.env.NODE_ENV': JSON.stringify('production'), ...define },
    plugins: [buildTimeOnly, ...generated, ...plugins],
    logLevel: 'silent',
  });
  const [file, output] = Object.entries(result.metafile.outputs)[0] ?? [];
  if (!file || !output) throw new Error(`esbuild wrote no bundle for ${names.name}`);
  return { file: path.relative(path.join(root, 'public'), path.resolve(root, file)).split(path.sep).join('/'), bytes: output.bytes };
}

/**
 * `entry` bundled as one classic script (an IIFE), returned rather than written: the development server serves it
 * from source, and the build puts it inline (inlineScript).
 */
export async function bundleScript(
  root: string,
  entry: string,
  options: { define?: Record<string, string>; minify?: boolean; target?: string } = {},
): Promise<string> {
  const { build } = await import('esbuild');
  const result = await build({
    absWorkingDir: root,
    entryPoints: [entry],
    bundle: true,
    format: 'iife',
    platform: 'browser',
    target: [options.target ?? 'es2020'],
    minify: options.minify ?? false,
    write: false,
    define: options.define ?? {},
    plugins: [buildTimeOnly],
    logLevel: 'silent',
  });
  return result.outputFiles[0]?.text ?? '';
}

/**
 * Puts `code` inline into every page that holds `placeholder` (an empty `<script …></script>` the page renderer
 * wrote), before onPostBuild hashes the pages' inline scripts for the CSP. Inline, a script costs no request before
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
