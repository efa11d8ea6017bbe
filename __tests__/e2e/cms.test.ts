/**
 * The CMS at /admin/ (issues 10 and 24), end to end: the production build's
 * editor in Chromium, saving through decap-server into a temporary copy of
 * the repository (support/cmsEditor.ts), then a build of that copy.
 */
import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import type { Locator, Page } from 'playwright-core';
import { startStaticServer } from '../../scripts/lib/staticServer';
import { until } from './support/browser';
import {
  type CmsEditor,
  expectNothingSaved,
  logIn,
  openEntry,
  previewFrame,
  publishNow,
  showList,
  startCmsEditor,
} from './support/cmsEditor';
import { cspViolations } from './support/site';

const TEAM_RU = 'data/ru/team.json';
const NEW_HEADING = 'Команда KADR — люди за кадром';
const NEW_FOOTER = '© {{year}} KADR. Кино, сериалы и реклама — Москва.';
const NEW_DATES = '20 декабря 2026 — 10 января 2027';
const H1 = 'Главный заголовок страницы (H1)';

let editor: CmsEditor;
let page: Page;

beforeAll(async () => {
  editor = await startCmsEditor();
  page = editor.tracked.page;
}, 60_000);

afterAll(async () => {
  await editor?.close();
});

/** The lines of `after` that differ from `before` (the files keep their line count when one value changes). */
function changedLines(before: string, after: string): Array<[string | undefined, string]> {
  const was = before.split('\n');
  return after
    .split('\n')
    .map((line, i): [string | undefined, string] => [was[i], line])
    .filter(([a, b]) => a !== b);
}

/** A list of the form by its field's id prefix inside an object (`philosophy`, `items`): Decap's list control. */
const listIn = (object: string, list = 'items') => page.locator(`[id^="${object}-field-"] [id^="${list}-field-"]`).first();
/** The items of a list control; each has a top bar whose first button opens it and whose last removes it (Decap 3.6 ListItemTopBar). */
const itemsOf = (list: Locator) => list.locator('[class*="SortableListItem"]');

const SAVED = 'Запись сохранена';

/** Decap's «saved» notice of an earlier save may still be on screen: wait until it is gone, so that a refusal's screen shows none. */
async function noSavedNotice() {
  await page.getByText(SAVED).first().waitFor({ state: 'detached', timeout: 15_000 });
}

/** Waits until the field labelled `label` holds `value` (the editor may load a new entry first). */
async function fieldHolds(label: string, value: string) {
  await page.waitForFunction(
    ([wanted, expected]) =>
      [...document.querySelectorAll('label')].some(
        (l) => l.textContent === wanted && (document.getElementById(l.htmlFor) as HTMLInputElement | null)?.value === expected,
      ),
    [label, value] as const,
    { timeout: 30_000 },
  );
}

test('/admin/ opens the Russian-language editor with both languages of every page and «Общие тексты»', async () => {
  const started = Date.now();
  const scripts: number[] = [];
  page.on('response', (response) => {
    if (response.url().endsWith('.js'))
      void response.body().then(
        (b) => scripts.push(b.length),
        () => undefined,
      );
  });
  await page.goto(`${editor.adminUrl}/`);
  await logIn(page);
  await page.getByText('Страницы — русская версия').first().waitFor({ timeout: 30_000 });
  console.log(
    `/admin/ listed its pages ${Date.now() - started} ms after navigation (login click included); ` +
      `${scripts.length} JS files, ${scripts.reduce((a, b) => a + b, 0)} bytes uncompressed`,
  );
  expect(cspViolations(editor.tracked.errors)).toEqual([]);
  await expect(page.getByText('Страницы — английская версия (/en)').first().isVisible()).resolves.toBe(true);
  await expect(page.getByText('Общие тексты').first().isVisible()).resolves.toBe(true);
  await showList(editor, 'pages_en');
  await page.getByText('Команда — /en/team').waitFor();
  await expect(page.getByText('Кремлёвская Ёлка 2.0 — /en/kremlin').isVisible()).resolves.toBe(true);
});

test("editing the Russian team heading changes that one line of data/ru/team.json, and the preview shows it in the site's own view", async () => {
  const before = editor.read(TEAM_RU);
  const englishBefore = editor.read('data/en/team.json');
  const heading = await openEntry(editor, 'pages_ru', 'team');
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
  expect(changedLines(before, await editor.written(TEAM_RU, before))).toEqual([
    [before.split('\n').find((line) => line.startsWith('  "heading": ')), `  "heading": ${JSON.stringify(NEW_HEADING)},`],
  ]);
  expect(editor.read('data/en/team.json')).toBe(englishBefore);
});

test('lists count their items in Russian, named for what they are', async () => {
  await openEntry(editor, 'pages_ru', 'team');
  await page.getByText('11 участников', { exact: true }).waitFor();
  for (const text of ['3 карточки', '4 цифры', 'Добавить участника', 'Добавить карточку', 'Добавить цифру']) {
    await expect(page.getByText(text, { exact: true }).count()).resolves.toBe(1);
  }
  await expect(page.getByText(/элемент/i).count()).resolves.toBe(0);
  await showList(editor, 'pages_ru');
  await openEntry(editor, 'pages_ru', 'about');
  await page.getByText('1 абзац', { exact: true }).waitFor();
  await expect(page.getByText('Добавить абзац', { exact: true }).count()).resolves.toBe(1);
});

test('an emptied required field cannot be saved: the editor names it and nothing is written', async () => {
  const before = editor.read(TEAM_RU);
  const saves = editor.saves.length;
  await openEntry(editor, 'pages_ru', 'team');
  await page.getByLabel('Заголовок вкладки (title)', { exact: true }).fill('');
  await noSavedNotice();
  await publishNow(page);
  await page.getByText('Заполните поле «Заголовок вкладки (title)».').waitFor({ timeout: 10_000 });
  await expect(
    page
      .getByText(/вы пропустили обязательное поле/)
      .first()
      .isVisible(),
  ).resolves.toBe(true);
  await expectNothingSaved(editor, saves, TEAM_RU, before);
  await expect(page.getByText(SAVED).count()).resolves.toBe(0);
});

test('emptying a list («Философия»): refused with the list named and counted in Russian, in the form and the preview; nothing written', async () => {
  const before = editor.read(TEAM_RU);
  const saves = editor.saves.length;
  await showList(editor, 'pages_ru');
  await openEntry(editor, 'pages_ru', 'team');
  const philosophy = listIn('philosophy');
  for (let left = 3; left > 0; left--) {
    await expect(itemsOf(philosophy).count()).resolves.toBe(left);
    await itemsOf(philosophy).first().locator('[class*="TopBar"] button').last().click();
  }
  await philosophy.getByText('0 карточек', { exact: true }).waitFor();
  const words = '«Карточки»: минимум 1 карточка; сейчас 0 карточек.';
  await previewFrame(page).getByRole('alert').getByText(`Философия › Карточки: ${words}`).waitFor({ timeout: 10_000 });
  await noSavedNotice();
  await publishNow(page);
  await page.getByText(words, { exact: true }).first().waitFor({ timeout: 10_000 });
  await expectNothingSaved(editor, saves, TEAM_RU, before);
  await expect(page.getByText(SAVED).count()).resolves.toBe(0);
});

test("while a field is invalid the preview lists it in Russian, by its labels, in the form's words", async () => {
  await showList(editor, 'pages_ru');
  await openEntry(editor, 'pages_ru', 'team');
  const third = itemsOf(listIn('members')).nth(2);
  await third.locator('[class*="TopBar"] button').first().click();
  await third.getByLabel('Роль', { exact: true }).fill('');
  const alert = previewFrame(page).getByRole('alert');
  await alert.waitFor({ timeout: 10_000 });
  await expect(alert.getByRole('listitem').allInnerTexts()).resolves.toEqual([
    'Участники команды › Участник 3 › Роль: Заполните поле «Роль».',
  ]);
  expect(await alert.innerText()).not.toMatch(/field|must|items\[/);
});

test('switching pages by the address bar opens the new page, asks first about unsaved changes, and saves what it shows', async () => {
  await showList(editor, 'pages_ru');
  await openEntry(editor, 'pages_ru', 'team');
  // Nothing typed: the new address simply opens its page.
  await page.goto(`${editor.adminUrl}/#/collections/pages_ru/entries/about`);
  await fieldHolds(H1, 'О нас');
  await previewFrame(page).locator('h1', { hasText: 'О нас' }).waitFor({ timeout: 15_000 });
  expect(editor.tracked.errors.filter((e) => /reading 'get'/.test(e))).toEqual([]);

  // Something typed, and the editor chooses to stay: the page and its address stay.
  const h1 = page.getByLabel(H1, { exact: true });
  await h1.fill('О нас!');
  editor.leave = false;
  editor.dialogs.length = 0;
  await page.goto(`${editor.adminUrl}/#/collections/pages_en/entries/about`);
  await until(() => editor.dialogs.length > 0, 10_000);
  expect(editor.dialogs).toEqual([['Вы уверены, что хотите покинуть эту страницу?', false]]);
  await expect(h1.inputValue()).resolves.toBe('О нас!');
  expect(new URL(page.url()).hash).toBe('#/collections/pages_ru/entries/about');

  // ...and chooses to leave: the English page opens, and saving writes that page's file alone.
  editor.leave = true;
  await page.goto(`${editor.adminUrl}/#/collections/pages_en/entries/about`);
  await fieldHolds(H1, 'About');
  const russianBefore = editor.read('data/ru/about.json');
  const englishBefore = editor.read('data/en/about.json');
  await page.getByLabel(H1, { exact: true }).fill('About KADR');
  // The notice of an earlier test's save may still be up: this save's notice must be the one on screen.
  await noSavedNotice();
  await publishNow(page);
  await page.getByText(SAVED).waitFor({ timeout: 10_000 });
  expect(changedLines(englishBefore, await editor.written('data/en/about.json', englishBefore))).toEqual([
    ['  "heading": "About",', '  "heading": "About KADR",'],
  ]);
  expect(editor.read('data/ru/about.json')).toBe(russianBefore);
});

test('«Просмотр» opens the page itself on the development site that serves the editor', async () => {
  await showList(editor, 'pages_en');
  await openEntry(editor, 'pages_en', 'team');
  const origin = new URL(editor.adminUrl).origin;
  await expect(page.getByRole('link', { name: 'Просмотр' }).getAttribute('href')).resolves.toBe(`${origin}/en/team`);
  const answer = await page.request.get(`${origin}/en/team`);
  expect(answer.status()).toBe(200);
  expect(await answer.text()).toContain('<html lang="en"');
});

test('a new project is saved in the shape of the others: its empty video is "videoUrl": ""', async () => {
  const file = 'data/ru/cases.json';
  const beforeText = editor.read(file);
  const before = JSON.parse(beforeText) as { projects: Array<Record<string, string>> };
  await showList(editor, 'pages_ru');
  await openEntry(editor, 'pages_ru', 'cases');
  await page.getByText('Добавить проект', { exact: true }).click();
  // The top-level list's own control (`projectsHeading-field-…` does not start so).
  const added = itemsOf(page.locator('[id^="projects-field-"]').first()).last();
  await added.getByLabel('Название', { exact: true }).fill('Новый фильм');
  await added.getByLabel('Тип', { exact: true }).fill('Фильм');
  await added.getByLabel('Описание', { exact: true }).fill('Фильм о новых лицах.');
  // The notice of an earlier test's save may still be up: this save's notice must be the one on screen.
  await noSavedNotice();
  await publishNow(page);
  await page.getByText(SAVED).waitFor({ timeout: 10_000 });
  const after = JSON.parse(await editor.written(file, beforeText)) as typeof before;
  expect(after.projects).toHaveLength(before.projects.length + 1);
  expect(after.projects.slice(0, -1)).toEqual(before.projects);
  expect(after.projects.at(-1)).toEqual({ title: 'Новый фильм', type: 'Фильм', description: 'Фильм о новых лицах.', videoUrl: '' });
});

test("«Общие тексты»: SPEC's strings are shown read-only; a footer line is edited in one line of locales/ru/common.json", async () => {
  const file = 'locales/ru/common.json';
  const before = editor.read(file);
  await showList(editor, 'common');
  const footer = await openEntry(editor, 'common', 'common_ru', 'Строка внизу подвала');
  for (const exact of ['Oops! Page not found', 'Return to Home', 'Загрузка...', 'Пока нет постов']) {
    await expect(page.getByText(exact, { exact: true }).count()).resolves.toBe(1);
    // Shown as text, in no box that takes typing.
    await expect(
      page.locator('input, textarea').evaluateAll((boxes, text) => boxes.some((box) => (box as HTMLInputElement).value === text), exact),
    ).resolves.toBe(false);
  }
  await footer.fill(NEW_FOOTER);
  await previewFrame(page)
    .getByRole('contentinfo')
    .getByText(`© ${new Date().getFullYear()} KADR. Кино, сериалы и реклама — Москва.`)
    .waitFor({ timeout: 10_000 });
  await publishNow(page);
  expect(changedLines(before, await editor.written(file, before))).toEqual([
    [before.split('\n').find((line) => line.includes('"copyright"')), `    "copyright": ${JSON.stringify(NEW_FOOTER)}`],
  ]);
});

test('the Kremlin dates are edited in one field; the search description quotes them', async () => {
  const file = 'data/ru/kremlin.json';
  const before = editor.read(file);
  await showList(editor, 'pages_ru');
  await openEntry(editor, 'pages_ru', 'kremlin');
  await expect(
    page
      .getByText(/обязательно \{\{dates\}\} \(сюда подставляется поле «Даты»\)/)
      .first()
      .isVisible(),
  ).resolves.toBe(true);
  await page.getByLabel('Даты', { exact: true }).fill(NEW_DATES);
  await publishNow(page);
  expect(changedLines(before, await editor.written(file, before))).toEqual([
    ['  "dates": "23 декабря 2025 — 8 января 2026",', `  "dates": "${NEW_DATES}",`],
  ]);
});

test('a build of the edited copy shows the new heading, the new footer line and the new dates', async () => {
  await promisify(execFile)('npx', ['gatsby', 'build'], {
    cwd: editor.copy,
    env: { ...process.env, GATSBY_TELEMETRY_DISABLED: '1' },
    maxBuffer: 64 * 1024 * 1024,
  });
  const site = await startStaticServer(path.join(editor.copy, 'public'));
  try {
    await page.goto(`${site.url}/team`);
    await expect(page.locator('h1').first().textContent()).resolves.toBe(NEW_HEADING);
    await expect(page.locator('footer').innerText()).resolves.toContain(
      `© ${new Date().getFullYear()} KADR. Кино, сериалы и реклама — Москва.`,
    );
    await page.goto(`${site.url}/kremlin`);
    await expect(page.locator('main').innerText()).resolves.toContain(NEW_DATES);
    await expect(page.locator('meta[name="description"]').getAttribute('content')).resolves.toMatch(
      new RegExp(`100 тысяч гостей, ${NEW_DATES}\\.$`),
    );
    await page.goto(`${site.url}/cases`);
    // textContent: the cards have `content-visibility: auto`, so those far below the fold are not rendered, nor in innerText.
    await expect(page.locator('main').textContent()).resolves.toContain('Фильм о новых лицах.');
  } finally {
    await site.close();
  }
}, 240_000);
