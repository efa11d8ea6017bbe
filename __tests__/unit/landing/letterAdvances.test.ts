/** @jest-environment node */
import { landingCharacters, landingTexts, letterAdvances } from '../../../src/gatsby/fonts/letterAdvances';
import { LETTER_FACES, faceKey, shownChar } from '../../../src/theme/letterFaces';

test('the texts measured are the landing’s own, in both languages, with the menu’s numbers', () => {
  const texts = landingTexts();
  expect(texts).toEqual(expect.arrayContaining(['KADR', 'Подать заявку', 'Submit Application', '01', '08']));
  expect(landingCharacters(['Ёлка'])).toEqual([' ', 'Ё', 'Л', 'К', 'А', 'ё', 'л', 'к', 'а'].sort());
});

test('a new title is measured in every face of the landing, both letter cases and the space', async () => {
  const tables = await letterAdvances(['Жук Zq']);
  expect(Object.keys(tables).sort()).toEqual([...new Set(Object.values(LETTER_FACES).map(faceKey))].sort());
  for (const table of Object.values(tables)) {
    expect(Object.keys(table).sort()).toEqual(landingCharacters(['Жук Zq']));
    for (const width of Object.values(table)) expect(width).toBeGreaterThan(0.1);
  }
  // Each face at its own weight: the variable fonts' bolder instances are wider.
  expect(tables['display 700']!['Ж']).toBeGreaterThan(tables['display 600']!['Ж']!);
  expect(tables['body 700']!['Ж']).toBeGreaterThan(tables['body 400']!['Ж']!);
  expect(tables['body 400']!['i']).toBeUndefined();
  expect(tables['body 400']!['q']).toBeLessThan(tables['body 400']!['Ж']!);
}, 60_000);

test('text-transform capitals: the kicker’s letters are measured as shown', () => {
  expect(shownChar('й', LETTER_FACES.kicker)).toBe('Й');
  expect(shownChar('й', LETTER_FACES.tagline)).toBe('й');
  expect(shownChar('ß', LETTER_FACES.kicker)).toBeNull();
});
