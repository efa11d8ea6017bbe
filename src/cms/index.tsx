/**
 * The /admin/ application (Decap CMS), built by gatsby-plugin-decap-cms as its
 * own webpack entry: nothing here reaches a public page's JavaScript.
 * Registers one JSON format and one live preview per page, then starts Decap
 * with the configuration generated from the content schema.
 */
import CMS from 'decap-cms-app';
import { PAGE_KEYS } from '../config/routes';
import { SITE_URL } from '../config/site';
import { cmsConfig, FORMAT_NAME } from './config';
import { PAGE_FORMAT } from './jsonFormat';
import { PagePreview, type DecapPreviewProps } from './PagePreview';

/**
 * Editing on this machine: decap-server, which `npm run cms` starts on a free
 * port, is reached through the development server's own origin (it proxies
 * /api/v1, src/gatsby/onCreateDevServer.ts), so the bundle needs no port.
 */
const isLocal = ['localhost', '127.0.0.1'].includes(window.location.hostname);
const LOCAL_BACKEND_URL = `${window.location.origin}/api/v1`;

CMS.registerCustomFormat(FORMAT_NAME, 'json', PAGE_FORMAT);
for (const page of PAGE_KEYS) {
  CMS.registerPreviewTemplate(page, (props: DecapPreviewProps) => <PagePreview page={page} {...props} />);
}

CMS.init({
  config: cmsConfig({
    localBackendUrl: isLocal ? LOCAL_BACKEND_URL : null,
    repo: process.env.GATSBY_CMS_REPO ?? '',
    branch: process.env.GATSBY_CMS_BRANCH || 'main',
    siteUrl: SITE_URL,
  }) as never,
});
