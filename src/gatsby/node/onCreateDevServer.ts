import type { IncomingMessage, ServerResponse } from 'node:http';
import type { GatsbyNode } from 'gatsby';
import { KREMLIN_PRESENTATION_PATH } from '../../config/constants';
import { PAGE_EDITOR_PATH, pageEditorHtml, watchPageEditor } from '../cms/admin';
import { DEV_FONT_LOADER_PATH, fontLoaderScript } from '../fonts/loaderBundle';
import { DEV_FEED_WORKER_PATH, feedWorkerScript } from '../islands/bundle';
import { buildPresentation } from '../presentation/pdf';
import { proxyRequest } from '../cms/proxy';
import { IMAGE_CDN_PATH } from '../../config/imageCdn';
import { LOCAL_SUPABASE_URL } from '../../config/localSupabase';
import { developRemoteImages, netlifyImageCdn } from '../deploy/netlifyImages';
import { BLOG_EDITOR_PATH, blogEditorScript, DEV_EDITOR_SCRIPT, editorHtml } from '../blogEditor/bundle';

/** Where `npm run cms` started decap-server; Decap's own default otherwise. */
export const DECAP_SERVER_URL = process.env.DECAP_SERVER_URL || 'http://127.0.0.1:8081';

/**
 * The development server's extra routes: /admin/ (the CMS), its local
 * backend under /api/v1, the Kremlin PDF rendered from the data as it is
 * now, so an editor sees a changed date in the PDF without a build, and the
 * blog feed's worker and the web-font loader, built from source as the build
 * bundles them (the development server runs the same code as the built site),
 * and the blog's photos through Netlify Image CDN (src/gatsby/deploy/netlifyImages.ts)
 * under the allow-list a build would give Netlify.
 */
/** The part of Express's app these routes use (Gatsby types `app` as any); its requests carry the unmounted `originalUrl`. */
interface DevApp {
  use(path: string, handler: (req: IncomingMessage & { originalUrl: string }, res: ServerResponse) => void): void;
  get(path: string, handler: (req: IncomingMessage, res: ServerResponse, next: (error: unknown) => void) => void): void;
}

export const onCreateDevServer: GatsbyNode['onCreateDevServer'] = (args) => {
  const app = args.app as DevApp;
  app.use('/api/v1', (req: IncomingMessage & { originalUrl: string }, res: ServerResponse) =>
    proxyRequest(DECAP_SERVER_URL, req, res, req.originalUrl),
  );
  app.get(KREMLIN_PRESENTATION_PATH, (_req: IncomingMessage, res: ServerResponse, next: (error: unknown) => void) => {
    buildPresentation()
      .then((pdf) => res.writeHead(200, { 'content-type': 'application/pdf' }).end(pdf))
      .catch(next);
  });
  app.get(DEV_FEED_WORKER_PATH, (_req: IncomingMessage, res: ServerResponse, next: (error: unknown) => void) => {
    feedWorkerScript(process.cwd())
      .then((script) => res.writeHead(200, { 'content-type': 'application/javascript; charset=utf-8' }).end(script))
      .catch(next);
  });
  app.get(DEV_FONT_LOADER_PATH, (_req: IncomingMessage, res: ServerResponse, next: (error: unknown) => void) => {
    fontLoaderScript(process.cwd(), false)
      .then((script) => res.writeHead(200, { 'content-type': 'application/javascript; charset=utf-8' }).end(script))
      .catch(next);
  });
  const images = netlifyImageCdn(developRemoteImages(process.cwd(), process.env.GATSBY_SUPABASE_URL || LOCAL_SUPABASE_URL));
  app.get(IMAGE_CDN_PATH, (req: IncomingMessage, res: ServerResponse, next: (error: unknown) => void) => {
    images.answer(req, res, `http://${req.headers.host ?? '127.0.0.1:8000'}`).catch(next);
  });
  // The blog editor (src/blogEditor/), built from source once per server start.
  let editor: Promise<string> | null = null;
  app.get(BLOG_EDITOR_PATH, (_req: IncomingMessage, res: ServerResponse) => {
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(editorHtml(DEV_EDITOR_SCRIPT));
  });
  app.get(`/${DEV_EDITOR_SCRIPT}`, (_req: IncomingMessage, res: ServerResponse, next: (error: unknown) => void) => {
    editor ??= blogEditorScript(process.cwd());
    editor.then((script) => res.writeHead(200, { 'content-type': 'application/javascript; charset=utf-8' }).end(script)).catch(next);
  });
  // The page editor (src/cms/), built into public/admin/ (served from there) and rebuilt on every change to its code.
  const pageEditor = watchPageEditor(process.cwd());
  // A first build that fails is reported, and answers /admin/ with the error; the site's own pages keep being served.
  pageEditor.catch((error: unknown) => args.reporter.error('The page editor (src/cms/) did not build', error as Error));
  // Express routes /admin and /admin/ alike.
  app.get(PAGE_EDITOR_PATH.slice(0, -1), (_req: IncomingMessage, res: ServerResponse, next: (error: unknown) => void) => {
    pageEditor.then(() => res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(pageEditorHtml())).catch(next);
  });
};
