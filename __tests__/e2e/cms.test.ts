/**
 * The page editor (Decap CMS) end to end: the production build's /admin/ in
 * Chromium, saving through decap-server into a temporary copy of the
 * repository (support/cmsEditor.ts); then `npm run cms` itself on that copy,
 * started and stopped with Ctrl-C as an editor does, whose development site
 * shows what the editor saved. The same server proves that develop equals
 * production (docs/decisions/0001-react-only-in-islands.md): on the
 * development server Gatsby's own runtime renders the pages, so what runs
 * there is the islands' components themselves: the landing's exit (its
 * letters fall, the page is left after 3.5 s), the blog's feed, which reads
 * the embedded backend (started by the e2e set-up) through the same worker
 * and supabase-js client as on the built site, and the fonts' loader. One
 * development server for all of it: each start costs a minute of webpack. The copy holds what the build left in the
 * checkout (public/), as a maintainer's does after `npm test`: the development server draws every page all the same;
 * and once `npm run cms` is stopped, `npm start` in the same copy draws them again.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Locator, Page } from 'playwright-core';
import { globSync } from 'tinyglobby';
import { freePort, waitFor } from '../../scripts/lib/decapServer';
import { commandLine, descendants, running } from '../../scripts/lib/processTree';
import { FIELD_TEXT, LOCALE_FIELD_TEXT, TOP_LEVEL_FIELD_TEXT } from '../../src/cms/labels';
import { LANDING_NAVIGATION_DELAY_MS } from '../../src/config/constants';
import { contentCodePoints, stringsOf } from '../../src/gatsby/fonts/subsetFonts';
import { checkContentDir } from '../../src/schema/contentFiles';
import { appErrors, openPage, type TrackedPage, until, withPage } from './support/browser';
import {
  type CmsEditor,
  expectNothingSaved,
  openEntry,
  previewFrame,
  quietWindow,
  saveNow,
  showList,
  startCmsEditor,
} from './support/cmsEditor';
import { lettersFalling } from './support/landing';
import { cspViolations } from './support/site';

const ROOT = path.resolve(__dirname, '../..');
const TEAM_RU = 'data/ru/team.json';
const TEAM_RU_DATA = JSON.parse(readFileSync(path.join(ROOT, TEAM_RU), 'utf8')) as { heading: string };
const KREMLIN_RU_DATA = JSON.parse(readFileSync(path.join(ROOT, 'data/ru/kremlin.json'), 'utf8')) as { dates: string };
const COMMON_RU = JSON.parse(readFileSync(path.join(ROOT, 'locales/ru/common.json'), 'utf8')) as { footer: { copyright: string } };
/**
 * The edits the tests make, derived from what data/ and locales/ hold now, so that each differs from the value it
 * replaces whatever an editor has written there since (a fixed value an editor may also choose would be no change).
 */
const NEW_HEADING = `${TEAM_RU_DATA.heading} KADR — люди за кадром`;
const NEW_FOOTER = `${COMMON_RU.footer.copyright.replace(/\.$/, '')} — ваша команда.`;
const NEW_FOOTER_SHOWN = NEW_FOOTER.replace('{{year}}', String(new Date().getFullYear()));
/** The Kremlin show's dates a year on: every year in them plus one. */
const NEW_DATES = KREMLIN_RU_DATA.dates.replace(/\d{4}/g, (year) => String(Number(year) + 1));
const H1 = TOP_LEVEL_FIELD_TEXT.heading!.label;
const TITLE = TOP_LEVEL_FIELD_TEXT.title!.label;

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
/** The items of a list control; each has a top bar whose first button opens it and whose last removes it (Decap 3.16 ListItemTopBar). */
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
  // No account here: no login page (Decap's logo and its «Войти» button) at any moment, straight to the list of pages.
  await page.addInitScript(() => {
    new MutationObserver(() => {
      if ([...document.querySelectorAll('button')].some((b) => b.textContent?.trim() === 'Войти'))
        document.documentElement.dataset.sawLogin = 'yes';
    }).observe(document, { childList: true, subtree: true });
  });
  await page.goto(`${editor.adminUrl}/`);
  await page.getByText('Страницы — русская версия').first().waitFor({ timeout: 30_000 });
  await expect(page.evaluate(() => document.documentElement.dataset.sawLogin ?? 'no')).resolves.toBe('no');
  console.log(
    `/admin/ listed its pages ${Date.now() - started} ms after navigation; ` +
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

  await saveNow(page);
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
  await page.getByLabel(TITLE, { exact: true }).fill('');
  await noSavedNotice();
  await saveNow(page);
  await page.getByText(`Заполните поле «${TITLE}».`).waitFor({ timeout: 10_000 });
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
  await saveNow(page);
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
  await saveNow(page);
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
  await saveNow(page);
  await page.getByText(SAVED).waitFor({ timeout: 10_000 });
  const after = JSON.parse(await editor.written(file, beforeText)) as typeof before;
  expect(after.projects).toHaveLength(before.projects.length + 1);
  expect(after.projects.slice(0, -1)).toEqual(before.projects);
  expect(after.projects.at(-1)).toEqual({ title: 'Новый фильм', type: 'Фильм', description: 'Фильм о новых лицах.', videoUrl: '' });
});

test("«Общие тексты»: product.md's strings are shown read-only; a footer line is edited in one line of locales/ru/common.json", async () => {
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
  await previewFrame(page).getByRole('contentinfo').getByText(NEW_FOOTER_SHOWN).waitFor({ timeout: 10_000 });
  await saveNow(page);
  expect(changedLines(before, await editor.written(file, before))).toEqual([
    [before.split('\n').find((line) => line.includes('"copyright"')), `    "copyright": ${JSON.stringify(NEW_FOOTER)}`],
  ]);
});

test('the Kremlin dates are edited in one field; the search description quotes them', async () => {
  const file = 'data/ru/kremlin.json';
  // Dates with no year in them would give no new value to type.
  expect(NEW_DATES).not.toBe(KREMLIN_RU_DATA.dates);
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
  await saveNow(page);
  expect(changedLines(before, await editor.written(file, before))).toEqual([
    [`  "dates": ${JSON.stringify(KREMLIN_RU_DATA.dates)},`, `  "dates": ${JSON.stringify(NEW_DATES)},`],
  ]);
});

/** The letters of the Russian and English alphabets that no text of data/ or locales/ holds: no font subset the last build cut has them. */
function lettersNoBuildHas(): string[] {
  const texts = globSync(['data/**/*.json', 'locales/**/*.json'], { cwd: ROOT, absolute: true }).flatMap((file) =>
    stringsOf(JSON.parse(readFileSync(file, 'utf8'))),
  );
  const used = new Set(contentCodePoints(texts));
  const alphabet = [...'абвгдеёжзийклмнопрстуфхцчшщъыьэюяabcdefghijklmnopqrstuvwxyz'].flatMap((c) => [c, c.toUpperCase()]);
  return alphabet.filter((c) => !used.has(c.codePointAt(0)!));
}

/**
 * The fonts Chromium drew the text of the preview's first `selector` with, and how many glyphs each
 * (the DevTools protocol's CSS.getPlatformFontsForNode: the face each glyph was actually drawn in).
 */
async function previewGlyphFonts(selector: string): Promise<Array<{ familyName: string; glyphCount: number }>> {
  const cdp = await page.context().newCDPSession(page);
  try {
    await cdp.send('DOM.enable');
    await cdp.send('CSS.enable');
    const { root } = await cdp.send('DOM.getDocument', { depth: -1, pierce: true });
    type Node = (typeof root)['children'] extends Array<infer N> | undefined ? N : never;
    const frames: Node[] = [];
    const walk = (node: Node) => {
      if (node.nodeName === 'IFRAME' && node.contentDocument) frames.push(node.contentDocument);
      for (const child of [...(node.children ?? []), ...(node.contentDocument ? [node.contentDocument] : [])]) walk(child);
    };
    walk(root);
    for (const frame of frames) {
      const { nodeId } = await cdp.send('DOM.querySelector', { nodeId: frame.nodeId, selector });
      if (nodeId) return (await cdp.send('CSS.getPlatformFontsForNode', { nodeId })).fonts;
    }
    throw new Error(`no ${selector} in the preview`);
  } finally {
    await cdp.detach();
  }
}

test('letters no build has seen are drawn in the brand faces in the preview, glyph by glyph', async () => {
  const absent = lettersNoBuildHas();
  // Today's content lacks some letters (Щ, Ъ…); should an editor's copy ever hold them all, every letter is typed.
  const letters = absent.length > 0 ? absent.join('') : 'ЩЪЁщъё';
  const heading = `Стриминговые энергетики ${letters} 18`;
  const lead = `Железнодорожная ${letters} 18 лет`;
  await showList(editor, 'pages_ru');
  await openEntry(editor, 'pages_ru', 'team');
  await page.getByLabel(H1, { exact: true }).fill(heading);
  await page.getByLabel(FIELD_TEXT.lead!.label, { exact: true }).first().fill(lead);
  const preview = previewFrame(page);
  await preview.locator('h1', { hasText: heading }).waitFor({ timeout: 15_000 });
  await preview.getByText(lead).waitFor();
  await preview.evaluate(() => document.fonts.ready.then(() => undefined));
  const h1 = await previewGlyphFonts('h1');
  const paragraph = await previewGlyphFonts('main p');
  // Every glyph in the display face (Unbounded) and the text face (Manrope): no letter in a fallback.
  // (A variable font reports the name of its default instance: «Manrope ExtraLight».)
  expect(h1.map((font) => font.familyName)).toEqual([expect.stringMatching(/^Unbounded\b/)]);
  expect(paragraph.map((font) => font.familyName)).toEqual([expect.stringMatching(/^Manrope\b/)]);
  // Leave the page without saving.
  await showList(editor, 'pages_ru');
});

test('the editor speaks Russian: no «TITLE», «META DESCRIPTION», «H1», «TAB», «Supabase», «Опубликовать» or «Войти»; saving says «Сохранить»', async () => {
  const english = /TITLE|META DESCRIPTION|\bH1\b|\bTAB\b|Supabase|Опубликовать|Войти/i;
  await showList(editor, 'pages_ru');
  const screens = [await page.locator('body').innerText()];
  await openEntry(editor, 'pages_ru', 'team');
  await page.getByLabel(H1, { exact: true }).fill('Команда KADR');
  await page.getByRole('button', { name: 'Сохранить', exact: true }).click();
  await page.getByText('Сохранить в файл', { exact: true }).waitFor();
  screens.push(await page.locator('body').innerText());
  await page.keyboard.press('Escape');
  await showList(editor, 'common');
  await openEntry(editor, 'common', 'common_ru', LOCALE_FIELD_TEXT['footer.copyright']!.label);
  screens.push(await page.locator('body').innerText());
  for (const text of screens) expect(text.match(english)).toBeNull();
  await showList(editor, 'pages_ru');
});

test('«Видео (адрес)»: a YouTube link is refused with what is needed and nothing is written; an .mp4 file is saved and plays', async () => {
  const file = 'data/ru/cases.json';
  const before = editor.read(file);
  const saves = editor.saves.length;
  await showList(editor, 'pages_ru');
  await openEntry(editor, 'pages_ru', 'cases');
  await page.getByText('Добавить проект', { exact: true }).click();
  const added = itemsOf(page.locator('[id^="projects-field-"]').first()).last();
  await added.getByLabel('Название', { exact: true }).fill('Съёмки клипа');
  await added.getByLabel('Тип', { exact: true }).fill('Клип');
  await added.getByLabel('Описание', { exact: true }).fill('Как мы снимали клип.');
  // An optional field's label ends in Decap's «(необязательный)».
  const video = added.getByLabel(new RegExp(`^${FIELD_TEXT.videoUrl!.label.replace(/[()]/g, '\\$&')}`));
  await video.fill('https://www.youtube.com/watch?v=aqz-KE-bpKQ');
  await noSavedNotice();
  await saveNow(page);
  const needed = /нужна прямая ссылка на видеофайл \.mp4 или \.webm.*YouTube/;
  await added.getByText(needed).waitFor({ timeout: 10_000 });
  await expectNothingSaved(editor, saves, file, before);
  await expect(page.getByText(SAVED).count()).resolves.toBe(0);

  // A direct link to a video file: the preview's player plays it, and it is saved.
  // As an editor does it: select what the field holds and type over it.
  await video.click();
  await page.keyboard.press('Control+A');
  await page.keyboard.type('/videos/tour.mp4');
  await expect(video.inputValue()).resolves.toBe('/videos/tour.mp4');
  const player = previewFrame(page).getByTestId('project-card').filter({ hasText: 'Съёмки клипа' }).locator('video');
  await player.waitFor({ state: 'attached', timeout: 15_000 });
  const played = await player.evaluate(async (element) => {
    const clip = element as HTMLVideoElement;
    clip.muted = true;
    // Played: its time moves on. A file it cannot decode fails play() or raises an error instead.
    const advanced = new Promise<boolean>((resolve) => {
      clip.addEventListener('timeupdate', () => clip.currentTime > 0 && resolve(true));
      clip.addEventListener('error', () => resolve(false));
      setTimeout(() => resolve(false), 20_000);
    });
    await clip.play();
    return { error: clip.error?.code ?? null, advanced: await advanced };
  });
  expect(played).toEqual({ error: null, advanced: true });
  await saveNow(page);
  await page.getByText(SAVED).waitFor({ timeout: 10_000 });
  const after = JSON.parse(await editor.written(file, before)) as { projects: Array<Record<string, string>> };
  expect(after.projects.at(-1)).toEqual({
    title: 'Съёмки клипа',
    type: 'Клип',
    description: 'Как мы снимали клип.',
    videoUrl: '/videos/tour.mp4',
  });
});

test('a lead whose number its list no longer has: the preview warns, naming both, in Russian', async () => {
  await showList(editor, 'pages_ru');
  await openEntry(editor, 'pages_ru', 'cases');
  const partners = itemsOf(page.locator('[id^="partners-field-"]').first());
  const count = await partners.count();
  const lead = `Бренды из ${count} отраслей.`;
  await page.getByLabel(FIELD_TEXT.partnersLead!.label, { exact: true }).fill(lead);
  const preview = previewFrame(page);
  await preview.getByText(lead).waitFor({ timeout: 15_000 });
  await expect(preview.getByRole('status').count()).resolves.toBe(0);
  await partners.last().locator('[class*="TopBar"] button').last().click();
  await preview
    .getByRole('status')
    .getByText(new RegExp(`^Вступление к партнёрам: в тексте «${count}» \\(${count}\\), а в списке «Партнёры» сейчас ${count - 1} партн`))
    .waitFor({ timeout: 10_000 });
  // The page is still shown beneath the warning, and nothing is refused.
  await expect(preview.locator('h1').count()).resolves.toBe(1);
  await showList(editor, 'pages_ru');
});

/** Whether Decap keeps a local backup of an entry's unsaved changes (localForage's IndexedDB store, key `backup.<collection>.<slug>`). */
function hasBackup(collection: string, slug: string): Promise<boolean> {
  return page.evaluate(async (key) => {
    // Not opened before localForage has created it: opening would create an empty database in its way.
    if (!(await indexedDB.databases()).some((db) => db.name === 'localforage')) return false;
    return new Promise<boolean>((resolve) => {
      const open = indexedDB.open('localforage');
      open.onerror = () => resolve(false);
      open.onsuccess = () => {
        const db = open.result;
        if (!db.objectStoreNames.contains('keyvaluepairs')) {
          db.close();
          resolve(false);
          return;
        }
        const get = db.transaction('keyvaluepairs').objectStore('keyvaluepairs').get(key);
        get.onsuccess = () => resolve(get.result != null);
        get.onerror = () => resolve(false);
        db.close();
      };
    });
  }, `backup.${collection}.${slug}`);
}

test('after a save, reopening the page, from the list or after a reload, asks nothing about a local backup', async () => {
  const file = 'data/ru/about.json';
  const before = editor.read(file);
  await showList(editor, 'pages_ru');
  await openEntry(editor, 'pages_ru', 'about');
  await page.getByLabel(H1, { exact: true }).fill('О студии');
  // Decap has written its backup of the unsaved change: the one it would offer to restore.
  await waitFor('a local backup of the unsaved change', () => hasBackup('pages_ru', 'about'), 30_000);
  await noSavedNotice();
  await saveNow(page);
  await page.getByText(SAVED).waitFor({ timeout: 10_000 });
  await editor.written(file, before);
  editor.dialogs.length = 0;
  await showList(editor, 'pages_ru');
  await page.locator('a[href*="/collections/pages_ru/entries/about"]').first().click();
  await fieldHolds(H1, 'О студии');
  await page.reload();
  await fieldHolds(H1, 'О студии');
  // Decap looks for a backup once the entry is open and asks only if it finds one: no question in 2 s, and none to find.
  await quietWindow(editor, 2_000);
  expect(editor.dialogs).toEqual([]);
  await expect(hasBackup('pages_ru', 'about')).resolves.toBe(false);
});

describe('npm run cms, as an editor runs it (gatsby develop and decap-server), on the copy the editor tests wrote into, after a build', () => {
  let cms: ChildProcess;
  let output = '';
  let admin: string;
  let origin: string;
  let tracked: TrackedPage;

  beforeAll(async () => {
    const started = Date.now();
    // Its own process group, as a terminal runs a command: Ctrl-C there signals the whole group.
    cms = spawn('npm', ['run', 'cms'], {
      cwd: editor.copy,
      // Not jest's NODE_ENV=test: Gatsby sets its own for the command it runs.
      env: { ...process.env, NODE_ENV: undefined, CI: 'true', CMS_PORT: String(await freePort()) },
      stdio: ['ignore', 'pipe', 'pipe'],
      detached: true,
    });
    const collect = (chunk: Buffer) => (output += String(chunk));
    cms.stdout!.on('data', collect);
    cms.stderr!.on('data', collect);
    await waitFor('npm run cms', async () => /Content editor \(Decap CMS\): \S+/.test(output), 600_000, cms);
    admin = /Content editor \(Decap CMS\): (\S+)/.exec(output)![1]!;
    origin = new URL(admin).origin;
    console.log(`npm run cms printed ${admin} ${Date.now() - started} ms after it started`);
    tracked = await openPage();
  }, 630_000);

  afterAll(async () => {
    await tracked?.close();
    if (cms?.pid && cms.exitCode === null && cms.signalCode === null) process.kill(-cms.pid, 'SIGKILL');
  });

  test("the edited copy passes the build's content check, and its pages show the new heading, the new footer line and the new dates", async () => {
    // The check a build starts with (src/gatsby/node/onPreBootstrap.ts) finds nothing to refuse in what the editor wrote.
    expect(checkContentDir(editor.copy).problems).toEqual([]);
    // The pages, from the copy's files through Gatsby's sourcing and the pages' own views, as a build renders them.
    const { page } = tracked;
    await page.goto(`${origin}/team`);
    // The development server draws a page in the browser, after its first request has compiled what it needs.
    await page.locator('main').waitFor({ timeout: 60_000 });
    await expect(page.locator('h1').first().textContent()).resolves.toBe(NEW_HEADING);
    await expect(page.locator('footer').innerText()).resolves.toContain(NEW_FOOTER_SHOWN);
    await page.goto(`${origin}/kremlin`);
    await expect(page.locator('main').innerText()).resolves.toContain(NEW_DATES);
    await expect(page.locator('meta[name="description"]').getAttribute('content')).resolves.toMatch(
      new RegExp(`100 тысяч гостей, ${NEW_DATES}\\.$`),
    );
    await page.goto(`${origin}/cases`);
    // textContent: the cards have `content-visibility: auto`, so those far below the fold are not rendered, nor in innerText.
    await expect(page.locator('main').textContent()).resolves.toContain('Фильм о новых лицах.');
  }, 120_000);

  test('the landing’s exit: the other texts fall, and the page is left 3.5 s after the click', async () => {
    await withPage(async ({ page, errors }) => {
      await page.goto(`${origin}/`);
      const blog = page.getByRole('link', { name: 'Блог', exact: true });
      await blog.waitFor({ timeout: 60_000 });
      // Gatsby's runtime has rendered the page and attached React's handlers once the link's click is prevented.
      await page.waitForFunction(
        () =>
          document.querySelector('main a') !== null &&
          Object.keys(document.querySelector('main a')!).some((key) => key.startsWith('__react')),
        null,
        { timeout: 60_000 },
      );
      const clickedAt = Date.now();
      await blog.click();
      await lettersFalling(page, 21);
      expect(new URL(page.url()).pathname).toBe('/');
      await page.waitForURL(`${origin}/blog`, { timeout: 15_000 });
      expect(Date.now() - clickedAt).toBeGreaterThanOrEqual(LANDING_NAVIGATION_DELAY_MS);
      expect(appErrors(errors)).toEqual([]);
    });
  }, 120_000);

  test('the blog shows posts from the embedded backend, and the next ones through the feed’s worker', async () => {
    const { page, errors, close } = await openPage();
    const workers: string[] = [];
    page.on('worker', (worker) => workers.push(worker.url()));
    try {
      await page.route('https://t.me/**', (route) => route.fulfill({ status: 200, contentType: 'text/html', body: '' }));
      await page.goto(`${origin}/en/blog`);
      await page.locator('[data-testid="blog-post"]').first().waitFor({ timeout: 60_000 });
      expect(await page.locator('[data-testid="blog-post"]').count()).toBeGreaterThanOrEqual(1);
      // Its photos come through the image CDN, as on the built site (src/gatsby/node/onCreateDevServer.ts).
      const photo = await page.locator('[data-testid="blog-post"] img').first().elementHandle();
      await page.waitForFunction((img) => (img as HTMLImageElement).complete && (img as HTMLImageElement).naturalWidth > 0, photo, {
        timeout: 60_000,
      });
      expect(new URL(await page.evaluate((img) => (img as HTMLImageElement).currentSrc, photo)).pathname).toBe('/.netlify/images');
      // The first page comes by a plain request (src/blog/firstPage.ts), the next by supabase-js in the worker.
      await page.mouse.wheel(0, 100_000);
      await page.locator('[data-testid="blog-post"]').nth(5).waitFor({ timeout: 60_000 });
      expect(workers.some((url) => url.endsWith('/__islands/blog-feed-worker.js'))).toBe(true);
      expect(appErrors(errors)).toEqual([]);
    } finally {
      await close();
    }
  }, 120_000);

  test('the brand faces come after the first paint, by the same loader as on the built site, served from source', async () => {
    await withPage(async ({ page, errors }) => {
      await page.goto(`${origin}/en/team`);
      const loaded = await page.waitForFunction(
        () => {
          const families = [...document.fonts].filter((face) => face.status === 'loaded').map((face) => face.family.replace(/"/g, ''));
          return families.includes('Manrope Variable') && families.includes('Unbounded Variable') && families;
        },
        null,
        { timeout: 60_000 },
      );
      expect(await loaded.jsonValue()).toEqual(expect.arrayContaining(['Manrope Variable', 'Unbounded Variable']));
      expect(await page.locator('script[data-loads="fonts"][src="/__fonts/web-font-loader.js"]').count()).toBe(1);
      expect(appErrors(errors)).toEqual([]);
    });
  }, 120_000);

  test('opens on the list of pages, saves a page into data/ with «Сохранить», and logs no error', async () => {
    const { page, errors } = tracked;
    const started = Date.now();
    await page.goto(admin);
    await page.getByText('Страницы — русская версия').first().waitFor({ timeout: 120_000 });
    console.log(`the development site's /admin/ listed its pages ${Date.now() - started} ms after navigation`);
    await expect(page.getByRole('button', { name: 'Войти' }).count()).resolves.toBe(0);
    const file = path.join(editor.copy, 'data/ru/team.json');
    const before = readFileSync(file, 'utf8');
    await page.locator('a[href*="/collections/pages_ru/entries/team"]').first().click();
    const heading = page.getByLabel(H1, { exact: true });
    await heading.waitFor({ timeout: 60_000 });
    await heading.fill('Команда KADR');
    await saveNow(page);
    await page.getByText(SAVED).waitFor({ timeout: 30_000 });
    await until(() => readFileSync(file, 'utf8') !== before, 15_000);
    expect(readFileSync(file, 'utf8')).toContain('  "heading": "Команда KADR",');
    // The editor's bundle under develop, as on the built site: React 19's production build throughout, no error.
    expect(appErrors(errors).filter((e) => !/favicon/.test(e))).toEqual([]);
  }, 240_000);

  test("the editors' files come back uncompressed on this machine; the site's pages stay compressed", async () => {
    const origin = new URL(admin).origin;
    const encodingOf = async (address: string) => {
      const response = await fetch(address, { headers: { 'accept-encoding': 'br, gzip' } });
      await response.arrayBuffer();
      return { status: response.status, encoding: response.headers.get('content-encoding') };
    };
    // The editor's script (Decap and React, 6 MB), compressed anew for each request, kept the first screen waiting
    // (src/gatsby/cms/admin.ts).
    for (const file of ['cms.js', 'cms.css', '']) {
      await expect(encodingOf(`${origin}/admin/${file}`)).resolves.toEqual({ status: 200, encoding: null });
    }
    await expect(encodingOf(`${origin}/admin/blog/`)).resolves.toEqual({ status: 200, encoding: null });
    await expect(encodingOf(`${origin}/page-data/team/page-data.json`)).resolves.toMatchObject({ status: 200, encoding: 'br' });
  }, 60_000);

  test('Ctrl-C (SIGINT to its process group, as a terminal sends it) ends it and every process it started', async () => {
    const started = descendants(cms.pid!);
    // npm, the shell, tsx, scripts/cms.ts, decap-server, gatsby develop, its development server and workers.
    expect(started.length).toBeGreaterThan(5);
    const exited = new Promise((resolve) => cms.once('exit', resolve));
    const signalled = Date.now();
    process.kill(-cms.pid!, 'SIGINT');
    await exited;
    // The shell npm runs the script in ends at once on Ctrl-C, and npm with it: the script's children may take their
    // grace time (scripts/lib/processGroup.ts STOP_GRACE_MS) after the prompt is back. Each must be gone then.
    await until(() => started.filter(running).length === 0, 30_000).catch(() => undefined);
    console.log(
      `${started.length} processes of npm run cms, ${started.filter(running).length} left ${Date.now() - signalled} ms after Ctrl-C`,
    );
    expect(started.filter(running).map(([pid]) => `${pid} ${commandLine(pid)}`)).toEqual([]);
  }, 60_000);
});

describe('npm start, in the same copy once npm run cms has stopped (a development session after another, after a build)', () => {
  test('draws /, /team, /blog with its first posts and /en/about within 30 s each, then Ctrl-C ends every process it started', async () => {
    const port = await freePort();
    let output = '';
    const start = spawn('npm', ['start'], {
      cwd: editor.copy,
      env: { ...process.env, NODE_ENV: undefined, CI: 'true', PORT: String(port) },
      stdio: ['ignore', 'pipe', 'pipe'],
      detached: true,
    });
    const collect = (chunk: Buffer) => (output += String(chunk));
    start.stdout.on('data', collect);
    start.stderr.on('data', collect);
    const origin = `http://127.0.0.1:${port}`;
    try {
      await waitFor('npm start', async () => (await fetch(`${origin}/`).catch(() => null))?.ok === true, 600_000, start);
      await withPage(async ({ page, errors }) => {
        for (const [address, ready] of [
          ['/', 'main a'],
          ['/team', 'main h1'],
          ['/blog', '[data-testid="blog-post"]'],
          ['/en/about', 'main h1'],
        ] as const) {
          await page.goto(`${origin}${address}`);
          // The page drawn, not Gatsby's development 404 (which the query cache of a build used to bring).
          await page.locator(ready).first().waitFor({ timeout: 30_000 });
          await expect(page.getByText('Gatsby.js development 404 page').count()).resolves.toBe(0);
        }
        expect(appErrors(errors).filter((e) => !/favicon|t\.me/.test(e))).toEqual([]);
      });
      expect(output).not.toMatch(/Error loading a result for the page query/);
    } finally {
      const started = descendants(start.pid!);
      const exited = new Promise((resolve) => start.once('exit', resolve));
      process.kill(-start.pid!, 'SIGINT');
      await exited;
      await until(() => started.filter(running).length === 0, 30_000).catch(() => undefined);
      expect(started.filter(running).map(([pid]) => `${pid} ${commandLine(pid)}`)).toEqual([]);
    }
  }, 700_000);
});
