/**
 * The CMS at /admin/ (issue 10), end to end: the production build's editor in
 * Chromium, saving through decap-server into a temporary copy of the
 * repository, then a build of that copy. The copy holds only what a build
 * reads (node_modules is a symlink), so the real data/ is never touched.
 */
import { cpSync, mkdtempSync, readFileSync, rmSync, symlinkSync } from 'node:fs';
import http from 'node:http';
import { execFile } from 'node:child_process';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import type { Frame, Page } from 'playwright-core';
import { freePort, startDecapServer, type DecapServer } from '../../scripts/lib/decapServer';
import { startStaticServer } from '../../scripts/lib/staticServer';
import { proxyRequest } from '../../src/gatsby/proxy';
import { baseUrl, openPage, type TrackedPage } from './support/browser';
import { cspViolations } from './support/site';

const ROOT = path.resolve(__dirname, '../..');
/** What `gatsby build` reads; everything else of the repository stays out of the copy. */
const BUILD_INPUTS = ['package.json', 'tsconfig.json', 'gatsby-config.ts', 'gatsby-node.ts', 'gatsby-browser.tsx', 'gatsby-ssr.tsx', 'src', 'scripts', 'data', 'locales', 'static'];
const TEAM_RU = 'data/ru/team.json';
const NEW_HEADING = 'Команда KADR — люди за кадром';

let copy: string;
let decap: DecapServer;
let front: http.Server;
let adminUrl: string;
let tracked: TrackedPage;

const read = (file: string) => readFileSync(path.join(copy, file), 'utf8');

/**
 * The editor as `npm run cms` serves it: the built site, with decap-server
 * under the same origin at /api/v1 (src/cms/index.tsx looks for it there).
 */
function startFront(site: string, backend: string): Promise<string> {
  front = http.createServer((req, res) =>
    proxyRequest((req.url ?? '').startsWith('/api/v1') ? backend : site, req, res),
  );
  return freePort().then(
    (port) => new Promise((resolve) => front.listen(port, '127.0.0.1', () => resolve(`http://127.0.0.1:${port}`))),
  );
}

/** Decap's local backend still asks for a click on its login button (once per browser profile). */
async function logIn(page: Page) {
  const button = page.getByRole('button', { name: 'Войти', exact: true });
  const collections = page.getByText('Страницы — русская версия').first();
  await Promise.race([button.waitFor({ timeout: 30_000 }), collections.waitFor({ timeout: 30_000 })]);
  if (await button.isVisible()) await button.click();
}

async function openTeamEntry(page: Page) {
  await page.goto(`${adminUrl}/#/collections/pages_ru/entries/team`);
  await logIn(page);
  const heading = page.getByLabel('Главный заголовок страницы (H1)', { exact: true });
  await heading.waitFor({ timeout: 30_000 });
  return heading;
}

async function publishNow(page: Page) {
  await page.getByRole('button', { name: 'Опубликовать', exact: true }).click();
  await page.getByText('Опубликовать сейчас', { exact: true }).click();
}

async function until(done: () => boolean, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  while (!done()) {
    if (Date.now() > deadline) throw new Error(`not done within ${timeoutMs} ms`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

function previewFrame(page: Page): Frame {
  const frame = page.frames().find((f) => f !== page.mainFrame() && f.parentFrame() === page.mainFrame());
  if (!frame) throw new Error('no preview iframe');
  return frame;
}

beforeAll(async () => {
  copy = mkdtempSync(path.join(tmpdir(), 'kadr-cms-'));
  for (const entry of BUILD_INPUTS) cpSync(path.join(ROOT, entry), path.join(copy, entry), { recursive: true });
  symlinkSync(path.join(ROOT, 'node_modules'), path.join(copy, 'node_modules'), 'dir');
  decap = await startDecapServer(copy);
  adminUrl = `${await startFront(baseUrl(), decap.url)}/admin`;
  tracked = await openPage();
}, 60_000);

afterAll(async () => {
  await tracked?.close();
  await new Promise((resolve) => (front ? front.close(resolve) : resolve(undefined)));
  await decap?.close();
  if (copy) rmSync(copy, { recursive: true, force: true });
});

test('/admin/ opens the Russian-language editor with both languages of every page', async () => {
  const { page } = tracked;
  const started = Date.now();
  const scripts: number[] = [];
  page.on('response', (response) => {
    if (response.url().endsWith('.js')) void response.body().then((b) => scripts.push(b.length), () => undefined);
  });
  await page.goto(`${adminUrl}/`);
  await logIn(page);
  await page.getByText('Страницы — русская версия').first().waitFor({ timeout: 30_000 });
  console.log(
    `/admin/ listed its pages ${Date.now() - started} ms after navigation (login click included); ` +
      `${scripts.length} JS files, ${scripts.reduce((a, b) => a + b, 0)} bytes uncompressed`,
  );
  expect(cspViolations(tracked.errors)).toEqual([]);
  await expect(page.getByText('Страницы — английская версия (/en)').first().isVisible()).resolves.toBe(true);
  await page.goto(`${adminUrl}/#/collections/pages_en`);
  await page.getByText('Команда — /en/team').waitFor();
  await expect(page.getByText('Кремлёвская Ёлка 2.0 — /en/kremlin').isVisible()).resolves.toBe(true);
});

test('editing the Russian team heading changes that one line of data/ru/team.json, and the preview shows it in the site\'s own view', async () => {
  const { page } = tracked;
  const before = read(TEAM_RU);
  const englishBefore = read('data/en/team.json');
  const heading = await openTeamEntry(page);
  await heading.fill(NEW_HEADING);

  // The live preview is the real TeamPage in the site's theme: emotion's styles reached the iframe.
  const preview = previewFrame(page);
  const h1 = preview.locator('h1', { hasText: NEW_HEADING });
  await h1.waitFor({ timeout: 15_000 });
  expect(await h1.evaluate((el) => getComputedStyle(el).fontFamily)).toMatch(/Unbounded/);
  // ...inside the page's shell, as on the site: the header with the language switch, the footer.
  await expect(preview.locator('header').count()).resolves.toBe(1);
  await expect(preview.locator('footer').count()).resolves.toBe(1);

  await publishNow(page);
  await until(() => read(TEAM_RU) !== before, 15_000);

  const was = before.split('\n');
  const now = read(TEAM_RU).split('\n');
  expect(now).toHaveLength(was.length);
  const changed = now.map((line, i) => [was[i], line]).filter(([a, b]) => a !== b);
  expect(changed).toEqual([[was.find((line) => line.startsWith('  "heading": ')), `  "heading": ${JSON.stringify(NEW_HEADING)},`]]);
  expect(read('data/en/team.json')).toBe(englishBefore);
});

test('an emptied required field cannot be saved: the editor names it and nothing is written', async () => {
  const { page } = tracked;
  const before = read(TEAM_RU);
  await openTeamEntry(page);
  await page.getByLabel('Заголовок вкладки (title)', { exact: true }).fill('');
  await publishNow(page);
  await page.getByText('Необходимо указать значение поля Заголовок вкладки (title).').waitFor({ timeout: 10_000 });
  await expect(page.getByText(/вы пропустили обязательное поле/).first().isVisible()).resolves.toBe(true);
  await page.waitForTimeout(1_000);
  expect(read(TEAM_RU)).toBe(before);
});

test('a build of the edited copy shows the new heading on /team', async () => {
  await promisify(execFile)('npx', ['gatsby', 'build'], {
    cwd: copy,
    env: { ...process.env, GATSBY_TELEMETRY_DISABLED: '1' },
    maxBuffer: 64 * 1024 * 1024,
  });
  const site = await startStaticServer(path.join(copy, 'public'));
  try {
    const { page } = tracked;
    await page.goto(`${site.url}/team`);
    await expect(page.locator('h1').first().textContent()).resolves.toBe(NEW_HEADING);
  } finally {
    await site.close();
  }
}, 240_000);
