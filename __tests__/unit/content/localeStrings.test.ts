/** @jest-environment node */
/**
 * The UI strings of locales/{ru,en}/common.json (header, footer, 404
 * page, blog states) are content the editor changes, so the build checks them
 * as it checks data/: the strings product.md quotes must stay letter for letter, and
 * a placeholder i18next never fills is refused rather than shown.
 */
import fs from 'node:fs';
import path from 'node:path';
import { LANGUAGES } from '../../../src/config/routes';
import { checkLocaleText, formatProblem } from '../../../src/schema/contentCheck';
import { checkContentDir } from '../../../src/schema/contentFiles';
import { localeFile, SPEC_UI_STRINGS } from '../../../src/schema/locales';
import { buildPanics, projectWith, removeProject, REPO_ROOT } from './support/project';

const shipped = (lang: 'ru' | 'en') => fs.readFileSync(path.join(REPO_ROOT, localeFile(lang)), 'utf8');
/** The shipped file with one string replaced, as an editor would save it. */
const edited = (lang: 'ru' | 'en', from: string, to: string) => {
  const text = shipped(lang);
  expect(text).toContain(JSON.stringify(from));
  return text.replace(JSON.stringify(from), JSON.stringify(to));
};

/** What the build reports (gatsby-node's onPreBootstrap) for a copy of the project with these files replaced. */
function buildReport(changes: Record<string, string | null>): string[] {
  const root = projectWith(changes);
  try {
    return buildPanics(root).flat();
  } finally {
    removeProject(root);
  }
}

test('the shipped UI strings of both languages pass, and the build reads them', () => {
  for (const lang of LANGUAGES) expect(checkLocaleText(lang, shipped(lang))).toEqual([]);
  expect(checkContentDir(REPO_ROOT).files).toEqual(expect.arrayContaining(['locales/ru/common.json', 'locales/en/common.json']));
});

test.each(LANGUAGES.flatMap((lang) => Object.values(SPEC_UI_STRINGS[lang]).map((exact) => [lang, exact] as const)))(
  'locales/%s/common.json: changing product.md\'s "%s" fails the build, naming the line and the field',
  (lang, exact) => {
    const report = buildReport({ [localeFile(lang)]: edited(lang, exact, `${exact}!`) });
    expect(report[0]).toBe('Invalid content: 1 problem in 1 file (check without a build: npm run check:content)');
    expect(report[1]).toMatch(
      new RegExp(
        `^ {2}locales/${lang}/common\\.json:\\d+:5: field "(notFound|blog)\\.\\w+" must read exactly ${JSON.stringify(exact).replace(/[.!?]/g, '\\$&')} \\(product.md fixes it letter for letter\\)`,
      ),
    );
  },
);

test('a product.md string left out of a locales file fails the build too', () => {
  const text = shipped('en').replace(/^ {4}"empty": "No posts yet",\n/m, '');
  expect(text).not.toContain('No posts yet');
  expect(buildReport({ [localeFile('en')]: text })).toContainEqual(
    expect.stringMatching(/locales\/en\/common\.json:\d+:\d+: field "blog\.empty" is missing$/),
  );
});

test('every other string may change; a placeholder i18next does not fill is refused', () => {
  expect(checkLocaleText('ru', edited('ru', '© {{year}} KADR. Креативный кино- и рекламный продакшн, Москва.', '© KADR, Москва'))).toEqual(
    [],
  );
  expect(checkLocaleText('ru', edited('ru', 'Пост в Telegram', 'Запись в Telegram'))).toEqual([]);
  const typo = checkLocaleText(
    'ru',
    edited('ru', '© {{year}} KADR. Креативный кино- и рекламный продакшн, Москва.', '© {{yaer}} KADR'),
  ).map(formatProblem);
  expect(typo).toEqual([
    expect.stringMatching(
      /^locales\/ru\/common\.json:\d+:5: field "footer\.copyright" holds the placeholder \{\{yaer\}\}, which is never filled in here \(it may hold \{\{year\}\}\)$/,
    ),
  ]);
  const stray = checkLocaleText('en', edited('en', 'Skip to content', 'Skip to {{content}}')).map(formatProblem);
  expect(stray).toEqual([
    expect.stringMatching(/field "skipLink" holds the placeholder \{\{content\}\}, which is never filled in here \(it may hold none\)$/),
  ]);
});

test('a missing or unknown key, or a missing file, is named as in data/', () => {
  const unknown = checkLocaleText('en', shipped('en').replace('"skipLink":', '"skipLinks":')).map(formatProblem);
  expect(unknown).toEqual([
    expect.stringMatching(/^locales\/en\/common\.json:1:1: field "skipLink" is missing$/),
    expect.stringMatching(/^locales\/en\/common\.json:5:3: field "skipLinks" is not a known field/),
  ]);
  expect(buildReport({ [localeFile('ru')]: null })).toContain(
    '  locales/ru/common.json: the file is missing (the header, footer, 404 page and blog read their words from it)',
  );
});
