/**
 * The CMS as `npm run cms` serves it, for the end-to-end tests: the production
 * build's /admin/ in Chromium, saving through decap-server into a temporary
 * copy of the repository. The copy holds only what a build reads
 * (node_modules is a symlink), so the real data/ and locales/ are never
 * touched.
 */
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import type { Dialog, Frame, Page } from 'playwright-core';
import { freePort, startDecapServer, type DecapServer } from '../../../scripts/lib/decapServer';
import { TOP_LEVEL_FIELD_TEXT } from '../../../src/cms/labels';
import { LOCAL_TOOLBAR_PHRASES } from '../../../src/cms/localEditing';
import { proxyRequest } from '../../../src/gatsby/cms/proxy';
import { afterFrames, baseUrl, openPage, type TrackedPage, until } from './browser';
import { copyProject } from './projectCopy';

export interface CmsEditor {
  /** The copy of the repository decap-server writes into. */
  copy: string;
  /** The editor's address, e.g. http://127.0.0.1:41523/admin (the origin serves the built site too). */
  adminUrl: string;
  tracked: TrackedPage;
  /** Every browser dialog (Decap's confirm questions), as [message, answer]. */
  dialogs: Array<[string, boolean]>;
  /** How the next «leave this page?» question is answered (true: leave). */
  leave: boolean;
  /**
   * The files the editor asked decap-server to save (its `persistEntry` requests). Decap sends one only once
   * an entry has passed its checks and the preSave listeners: a save it refused sends none.
   */
  saves: string[];
  read(file: string): string;
  /**
   * The file once a save has rewritten it: different from `before` and whole.
   * decap-server truncates a file before it writes it, so a read in between finds it empty or cut short.
   */
  written(file: string, before: string): Promise<string>;
  write(file: string, text: string): void;
  close(): Promise<void>;
}

/**
 * The built site with decap-server under the same origin at /api/v1, as the
 * development server puts it (src/cms/index.tsx looks for it there).
 */
async function startFront(site: string, backend: string): Promise<{ url: string; server: http.Server }> {
  const server = http.createServer((req, res) => proxyRequest((req.url ?? '').startsWith('/api/v1') ? backend : site, req, res));
  const port = await freePort();
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${port}`, server };
}

export async function startCmsEditor(): Promise<CmsEditor> {
  // With what the build left (public/), as `npm run cms` finds a checkout after `npm test`.
  const copy = copyProject('kadr-cms-', { withBuild: true });
  let decap: DecapServer | undefined;
  let front: http.Server | undefined;
  let tracked: TrackedPage | undefined;
  const close = async () => {
    await tracked?.close();
    await new Promise((resolve) => (front ? front.close(resolve) : resolve(undefined)));
    await decap?.close();
    rmSync(copy, { recursive: true, force: true });
  };
  try {
    decap = await startDecapServer(copy);
    const started = await startFront(baseUrl(), decap.url);
    front = started.server;
    tracked = await openPage();
    const editor: CmsEditor = {
      copy,
      adminUrl: `${started.url}/admin`,
      tracked,
      dialogs: [],
      leave: true,
      saves: [],
      read: (file) => readFileSync(path.join(copy, file), 'utf8'),
      written: async (file, before) => {
        let now = before;
        await until(() => {
          now = editor.read(file);
          return now !== before && parses(now);
        }, 15_000);
        return now;
      },
      write: (file, text) => writeFileSync(path.join(copy, file), text),
      close,
    };
    tracked.page.on('request', (request) => {
      if (request.method() !== 'POST' || !request.url().includes('/api/v1')) return;
      const body = JSON.parse(request.postData() ?? 'null') as { action?: string; params?: { dataFiles?: Array<{ path: string }> } } | null;
      if (body?.action === 'persistEntry') editor.saves.push(...(body.params?.dataFiles ?? []).map((file) => file.path));
    });
    // Decap asks with window.confirm: whether to leave unsaved changes, and whether to restore a local backup (never, here).
    tracked.page.on('dialog', (dialog: Dialog) => {
      const answer = /резервн/i.test(dialog.message()) ? false : editor.leave;
      editor.dialogs.push([dialog.message(), answer]);
      void (answer ? dialog.accept() : dialog.dismiss());
    });
    return editor;
  } catch (error) {
    await close();
    throw error;
  }
}

/**
 * Shows the list of a collection, as Decap's own link back to it does: by
 * setting the address from the page. (Chromium's DevTools protocol closes a
 * `confirm` that opens during a navigation it was asked for, such as
 * page.goto to another #hash, so Decap's «leave this page?» would be answered
 * «stay» before the test could answer it.)
 */
export async function showList(editor: CmsEditor, collection: string) {
  const { page } = editor.tracked;
  if (page.url().startsWith(`${editor.adminUrl}/`)) {
    await page.evaluate((hash) => {
      window.location.hash = hash;
    }, `#/collections/${collection}`);
  } else {
    await page.goto(`${editor.adminUrl}/#/collections/${collection}`);
  }
  await page.locator(`a[href*="/collections/${collection}/entries/"]`).first().waitFor({ timeout: 30_000 });
}

/** Opens an entry of a collection (`pages_ru`, `common`) by its address and waits for the field labelled `ready`. */
export async function openEntry(editor: CmsEditor, collection: string, slug: string, ready = TOP_LEVEL_FIELD_TEXT.heading!.label) {
  const { page } = editor.tracked;
  await page.goto(`${editor.adminUrl}/#/collections/${collection}/entries/${slug}`);
  const field = page.getByLabel(ready, { exact: true });
  // A file at a limit (101 sections) takes Decap a while to draw on a busy machine.
  await field.waitFor({ timeout: 60_000 });
  return field;
}

/** Saves the entry on screen: locally, Decap's publish menu writes the file (src/cms/localEditing.ts names its buttons). */
export async function saveNow(page: Page) {
  await page.getByRole('button', { name: LOCAL_TOOLBAR_PHRASES.publish, exact: true }).click();
  await page.getByText(LOCAL_TOOLBAR_PHRASES.publishNow, { exact: true }).click();
}

/**
 * Lets `ms` pass, so that a test can then check that something did not happen in that time: Decap asking about a local
 * backup. The CMS tests' one fixed wait, on purpose: Decap looks for a backup and finds none without a sign.
 */
export async function quietWindow(editor: CmsEditor, ms = 1_000) {
  await editor.tracked.page.waitForTimeout(ms);
}

/**
 * Resolves once the save the test asked for (saveNow) is over. From the click on, Decap either refuses at once (its own
 * field rules), or says «Сохранение…» in its toolbar until the preSave check has refused or decap-server has answered
 * the file it sent: a save that reaches decap-server has reached it by the time the toolbar says something else. Two
 * frames first: Decap's React root draws a change in a later task than the click that made it.
 */
export async function saveSettled(page: Page) {
  await afterFrames(page);
  await page.getByRole('button', { name: LOCAL_TOOLBAR_PHRASES.publishing }).waitFor({ state: 'detached', timeout: 30_000 });
}

/**
 * After a save the editor refused (the test has seen it say so): once the save is over (saveSettled), no save reached
 * decap-server (`saves` since `savesBefore`), `file` still holds `text`, and the toolbar still offers «Сохранить» for
 * the unsaved change.
 */
export async function expectNothingSaved(editor: CmsEditor, savesBefore: number, file: string, text: string) {
  const { page } = editor.tracked;
  await saveSettled(page);
  expect(editor.saves.slice(savesBefore)).toEqual([]);
  expect(editor.read(file)).toBe(text);
  await expect(page.getByRole('button', { name: LOCAL_TOOLBAR_PHRASES.publish, exact: true }).count()).resolves.toBe(1);
}

/** Whether `text` is a whole JSON document. */
function parses(text: string): boolean {
  try {
    JSON.parse(text);
    return true;
  } catch {
    return false;
  }
}

/** Decap's live preview: the iframe beside the form. */
export function previewFrame(page: Page): Frame {
  const frame = page.frames().find((f) => f !== page.mainFrame() && f.parentFrame() === page.mainFrame());
  if (!frame) throw new Error('no preview iframe');
  return frame;
}
