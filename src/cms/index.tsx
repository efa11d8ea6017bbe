/**
 * The /admin/ application (Decap CMS), bundled with React 19 on its own
 * (src/gatsby/cms/admin.ts): nothing here reaches a public page's JavaScript.
 * Registers the JSON formats, one live preview per page and for «Общие
 * тексты», the widgets and phrases that make the form speak Russian, the
 * build's check before every save, then starts Decap with the configuration
 * generated from the content schema.
 */
import CMS from 'decap-cms-app';
import type { ComponentType } from 'react';
import { LANGUAGES, PAGE_KEYS } from '../config/routes';
import { SITE_URL } from '../config/site';
import { CommonTextsPreview } from './CommonTextsPreview';
import { cmsConfig, commonTextsFile, FIXED_WIDGET, FORMAT_NAME, LOCALE_FORMAT_NAME } from './config';
import { reopenEntryOnAddressChange } from './entryRoute';
import { FixedTextControl, FixedTextPreview } from './fixedWidget';
import { LOCALE_FORMAT, PAGE_FORMAT } from './jsonFormat';
import { LOCAL_TOOLBAR_PHRASES, signInLocally } from './localEditing';
import { type ListControlProps, russianListControl } from './listWidget';
import { FORM_PHRASES } from './messages';
import { PagePreview, type DecapPreviewProps } from './PagePreview';
import { preSaveCheck } from './saveCheck';

/** The parts of Decap's registry used here beyond its typed API (decap-cms-core lib/registry.js, 3.19). */
interface Registry {
  getWidget(name: string): { control: ComponentType<ListControlProps>; preview?: Widget; schema?: object };
  registerWidget(name: string, control: Widget, preview?: Widget, schema?: object): void;
  getLocale(locale: string): Phrases;
  registerLocale(locale: string, phrases: Phrases): void;
}
// Decap hands each widget its own props; each component here types the ones it reads.
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- Decap calls each widget with props of its own shape
type Widget = ComponentType<any>;
type Phrases = {
  editor: {
    editorControlPane: { widget: Record<string, string> } & Record<string, unknown>;
    editorToolbar: Record<string, string>;
  } & Record<string, unknown>;
} & Record<string, unknown>;
const registry = CMS as unknown as Registry;

/**
 * Editing on this machine: decap-server, which `npm run cms` starts on a free
 * port, is reached through the development server's own origin (it proxies
 * /api/v1, src/gatsby/node/onCreateDevServer.ts), so the bundle needs no port.
 */
const isLocal = ['localhost', '127.0.0.1'].includes(window.location.hostname);
const LOCAL_BACKEND_URL = `${window.location.origin}/api/v1`;

CMS.registerCustomFormat(FORMAT_NAME, 'json', PAGE_FORMAT);
CMS.registerCustomFormat(LOCALE_FORMAT_NAME, 'json', LOCALE_FORMAT);
for (const page of PAGE_KEYS) {
  CMS.registerPreviewTemplate(page, (props: DecapPreviewProps) => <PagePreview page={page} {...props} />);
}
for (const language of LANGUAGES) {
  CMS.registerPreviewTemplate(commonTextsFile(language), (props: DecapPreviewProps) => <CommonTextsPreview {...props} />);
}

// Decap's list, with Russian counts and item names; the read-only widget of product.md's fixed strings.
const list = registry.getWidget('list');
registry.registerWidget('list', russianListControl(list.control), list.preview, list.schema);
registry.registerWidget(FIXED_WIDGET, FixedTextControl, FixedTextPreview);

// The words under a field that breaks a rule: the ones the preview and a refused save use (src/cms/messages.ts);
// locally, the toolbar's buttons say «Сохранить», as that is all they do (src/cms/localEditing.ts).
const ru = registry.getLocale('ru');
registry.registerLocale('ru', {
  ...ru,
  editor: {
    ...ru.editor,
    editorControlPane: { ...ru.editor.editorControlPane, widget: { ...ru.editor.editorControlPane.widget, ...FORM_PHRASES } },
    editorToolbar: { ...ru.editor.editorToolbar, ...(isLocal ? LOCAL_TOOLBAR_PHRASES : {}) },
  },
});

// The site's stylesheet (the fallback faces; the rest of its styles are emotion's), which the bundle writes beside
// cms.js (src/gatsby/cms/admin.ts), in the preview's frame.
CMS.registerPreviewStyle('/admin/cms.css');

// The build's check on the bytes about to be written; a refusal keeps the file as it was.
CMS.registerEventListener({ name: 'preSave', handler: (event) => preSaveCheck(event) });

reopenEntryOnAddressChange();
// No account on this machine: straight to the list of pages, without Decap's login page.
if (isLocal) signInLocally();

CMS.init({
  config: cmsConfig({
    localBackendUrl: isLocal ? LOCAL_BACKEND_URL : null,
    repo: process.env.GATSBY_CMS_REPO ?? '',
    branch: process.env.GATSBY_CMS_BRANCH || 'main',
    siteUrl: SITE_URL,
  }) as never,
});
