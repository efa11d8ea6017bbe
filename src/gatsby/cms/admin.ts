import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { BuildOptions, Plugin } from 'esbuild';
import { type BundleSpec, bundleToFile, editorPageHtml, esbuildOptions, type Output } from '../bundle';
import type { CmsField, FIXED_WIDGET } from '../../cms/config';
import { GATSBY_STAND_IN } from '../graphqlStandIn';

/** The page editor's entry (src/cms/), and where it is served. */
const ENTRY = 'src/cms/index.tsx';
export const PAGE_EDITOR_PATH = '/admin/';
const OUT_DIR = PAGE_EDITOR_PATH.slice(1, -1);

/**
 * Decap from 3.7 runs on React 19; the site and the blog editor run on React 18. The page editor's bundle takes React 19
 * from packages installed under other names, for every import in it: Decap's, the site's views its preview renders,
 * emotion's and react-i18next's. One React in the bundle, and none of it reaches a public page
 * (docs/decisions/0005-decap-on-its-own-react.md).
 */
export const CMS_REACT = { react: 'react19', 'react-dom': 'react-dom19' };

/**
 * The parts of Decap the editor's configuration uses (src/cms/config.ts): the GitHub backend (production), the proxy
 * backend (decap-server, `local_backend`), its widgets (the read-only one is the editor's own, src/cms/fixedWidget.tsx)
 * and the phrases, Russian over English as Decap merges them. decap-cms-app's own module registers every backend, widget
 * and language Decap has (dist/esm/extensions.js), most of the editor's weight (docs/decisions/0005-decap-on-its-own-react.md).
 */
export const DECAP_PARTS = {
  backends: { github: 'GitHubBackend', proxy: 'ProxyBackend' },
  widgets: ['string', 'text', 'number', 'boolean', 'list', 'object'] satisfies ReadonlyArray<
    Exclude<CmsField['widget'], typeof FIXED_WIDGET>
  >,
  locales: ['en', 'ru'],
} as const;

/** The module that registers DECAP_PARTS with Decap, in the place of decap-cms-app's dist/esm/extensions.js. */
export function decapPartsModule(): string {
  const backends = Object.entries(DECAP_PARTS.backends);
  return [
    "import { DecapCmsCore as CMS } from 'decap-cms-core';",
    ...backends.map(([name, backend]) => `import { ${backend} } from 'decap-cms-backend-${name}';`),
    ...DECAP_PARTS.widgets.map((widget, i) => `import widget${i} from 'decap-cms-widget-${widget}';`),
    `import { ${DECAP_PARTS.locales.join(', ')} } from 'decap-cms-locales';`,
    ...backends.map(([name, backend]) => `CMS.registerBackend('${name}', ${backend});`),
    `CMS.registerWidget([${DECAP_PARTS.widgets.map((_, i) => `widget${i}.Widget()`).join(', ')}]);`,
    ...DECAP_PARTS.locales.map((locale) => `CMS.registerLocale('${locale}', ${locale});`),
    '',
  ].join('\n');
}

/**
 * decap-cms-app's `./extensions.js` replaced by decapPartsModule, whose imports are resolved from decap-cms-app's own
 * folder: the versions of Decap's packages that decap-cms-app's release names. A module the bundle writes rather than a
 * file of src/, as npm nests those packages under decap-cms-app, where the project's own imports would not find them.
 */
const decapParts = (root: string): Plugin => ({
  name: 'decap-parts',
  setup(build) {
    const app = path.join(root, 'node_modules', 'decap-cms-app');
    build.onResolve({ filter: /^\.\/extensions\.js$/ }, (args) =>
      args.importer.startsWith(`${app}${path.sep}`) ? { path: 'decap-parts', namespace: 'decap-parts' } : undefined,
    );
    build.onLoad({ filter: /.*/, namespace: 'decap-parts' }, () => ({ contents: decapPartsModule(), loader: 'js', resolveDir: app }));
  },
});

/** The editor's page: Decap draws itself into <body>; never indexed. */
export function pageEditorHtml(): string {
  return editorPageHtml({ title: 'KADR — редактор сайта', robots: 'none', script: `${PAGE_EDITOR_PATH}cms.js`, body: '<body></body>' });
}

/**
 * The editor's bundle: src/cms/ with the parts of Decap it uses (its ES modules) and React 19 in one script, `public/admin/cms.js`,
 * its stylesheet `cms.css`, and the brand faces' files the preview declares under `static/`. React's production build
 * under `gatsby develop` too, as on the built site. The repository and branch Decap commits to come from the build's
 * environment (docs/deploying.md, "The page editor's login").
 */
export function pageEditorSpec(root: string, env: NodeJS.ProcessEnv, minify: boolean): BundleSpec & { outdir: string } {
  return {
    root,
    name: 'cms',
    entry: ENTRY,
    minify,
    alias: { ...CMS_REACT, ...GATSBY_STAND_IN },
    mayImportGatsby: true,
    loader: { '.woff2': 'file' },
    outdir: path.join(root, 'public', OUT_DIR),
    publicPath: PAGE_EDITOR_PATH.slice(0, -1),
    assetNames: 'static/[name]-[hash]',
    define: {
      'process.env.GATSBY_CMS_REPO': JSON.stringify(env.GATSBY_CMS_REPO ?? ''),
      'process.env.GATSBY_CMS_BRANCH': JSON.stringify(env.GATSBY_CMS_BRANCH ?? ''),
      // Unset, src/config/site.ts's own default applies.
      'process.env.SITE_URL': env.SITE_URL === undefined ? 'undefined' : JSON.stringify(env.SITE_URL),
    },
    plugins: [decapParts(root)],
  };
}

/** The editor's esbuild options (the build's one option set, src/gatsby/bundle.ts, with its spec). */
export const pageEditorOptions = (root: string, env: NodeJS.ProcessEnv, minify: boolean): BuildOptions =>
  esbuildOptions(pageEditorSpec(root, env, minify));

const writeHtml = (root: string) => {
  const dir = path.join(root, 'public', OUT_DIR);
  mkdirSync(dir, { recursive: true });
  writeFileSync(path.join(dir, 'index.html'), pageEditorHtml());
};

/** Bundles the page editor into public/admin/ (the post-build pipeline): its index.html, cms.js and cms.css; returns cms.js's size. */
export async function bundlePageEditor(root: string, env: NodeJS.ProcessEnv = process.env): Promise<Output> {
  const editor = await bundleToFile(pageEditorSpec(root, env, true));
  writeHtml(root);
  return editor;
}

/**
 * The page editor under `gatsby develop`: built into public/admin/, which the development server serves, and rebuilt
 * when a file it is made of changes. Resolves once the first build is written.
 */
export async function watchPageEditor(root: string, env: NodeJS.ProcessEnv = process.env): Promise<void> {
  const { context } = await import('esbuild');
  const ctx = await context(pageEditorOptions(root, env, false));
  await ctx.rebuild();
  writeHtml(root);
  await ctx.watch();
}

/** The part of Express's app `developMiddleware` uses (Gatsby types it as any). */
interface DevMiddlewareApp {
  use(path: string, handler: (req: { headers: Record<string, unknown> }, res: unknown, next: () => void) => void): void;
}

/**
 * The development server compresses every answer (Gatsby's `compression()`, brotli at quality 4), for each request
 * anew: Decap's bundle (4.4 MB then) took about 375 ms to come back on this machine's own loopback, where compression
 * saves nothing, and the editor's first screen waited for it. The editors' addresses are answered uncompressed (the
 * compression middleware reads Accept-Encoding only when it writes the headers); the built site is compressed by
 * Netlify's CDN. Set as gatsby-config's `developMiddleware`, which runs before the server's static files.
 */
export function editorsUncompressed(app: DevMiddlewareApp) {
  app.use(PAGE_EDITOR_PATH.slice(0, -1), (req, _res, next) => {
    delete req.headers['accept-encoding'];
    next();
  });
}
