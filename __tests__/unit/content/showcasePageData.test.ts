/** @jest-environment node */
import { checkDataFile } from '../../../src/gatsby/node/onCreateNode';
import enCases from '../../../data/en/cases.json';
import enKremlin from '../../../data/en/kremlin.json';
import enLanding from '../../../data/en/landing.json';
import ruCases from '../../../data/ru/cases.json';
import ruKremlin from '../../../data/ru/kremlin.json';
import ruLanding from '../../../data/ru/landing.json';

/** A deep copy a test may break. */
const copy = <T>(value: T): T => JSON.parse(JSON.stringify(value)) as T;

describe('the landing, cases and Kremlin data files', () => {
  test.each([
    ['ru/landing.json', ruLanding],
    ['en/landing.json', enLanding],
    ['ru/cases.json', ruCases],
    ['en/cases.json', enCases],
    ['ru/kremlin.json', ruKremlin],
    ['en/kremlin.json', enKremlin],
  ])('the shipped %s is valid', (file, data) => {
    expect(checkDataFile(file, copy(data))).toEqual([]);
  });
});

describe('broken landing, cases and Kremlin data fail with the file and the field', () => {
  test('a menu label missing from the landing', () => {
    const data = copy(ruLanding) as { menu: Partial<typeof ruLanding.menu> };
    delete data.menu.kremlin;
    expect(checkDataFile('ru/landing.json', data)).toEqual(['data/ru/landing.json: field "menu.kremlin" is missing']);
  });

  test('an empty tagline', () => {
    expect(checkDataFile('en/landing.json', { ...copy(enLanding), tagline: ' ' })).toEqual([
      'data/en/landing.json: field "tagline" must not be empty',
    ]);
  });

  test('a partner category of the wrong type and a project without a title', () => {
    const data = copy(ruCases) as unknown as { partners: Array<Record<string, unknown>>; projects: Array<Record<string, unknown>> };
    data.partners[3]!.category = 7;
    delete data.projects[1]!.title;
    expect(checkDataFile('ru/cases.json', data)).toEqual([
      'data/ru/cases.json: field "partners[3].category" must be a string, found number 7',
      'data/ru/cases.json: field "projects[1].title" is missing',
    ]);
  });

  test('a video address that is not a string, and a misspelt field', () => {
    const data = copy(enCases) as unknown as { projects: Array<Record<string, unknown>> };
    data.projects[0]!.videoUrl = ['/videos/a.mp4'];
    data.projects[2]!.videoURL = '/videos/b.mp4';
    expect(checkDataFile('en/cases.json', data)).toEqual([
      'data/en/cases.json: field "projects[0].videoUrl" must be a string, found a list',
      expect.stringMatching(/^data\/en\/cases\.json: field "projects\[2\]\.videoURL" is not a known field/),
    ]);
  });

  test('partners given as an object instead of a list', () => {
    expect(checkDataFile('ru/cases.json', { ...copy(ruCases), partners: { name: 'A', category: 'B' } })).toEqual([
      'data/ru/cases.json: field "partners" must be a list, found an object',
    ]);
  });

  test('a Kremlin option without its description and the contacts missing', () => {
    const data = copy(ruKremlin) as unknown as Record<string, unknown> & { options: Array<Record<string, unknown>> };
    delete data.options[5]!.description;
    delete data.contact;
    expect(checkDataFile('ru/kremlin.json', data)).toEqual([
      'data/ru/kremlin.json: field "options[5].description" is missing',
      'data/ru/kremlin.json: field "contact" is missing',
    ]);
  });

  test('a Kremlin figure value given as a number', () => {
    const data = copy(enKremlin) as unknown as { figures: Array<Record<string, unknown>> };
    data.figures[0]!.value = 100000;
    expect(checkDataFile('en/kremlin.json', data)).toEqual([
      'data/en/kremlin.json: field "figures[0].value" must be a string, found number 100000',
    ]);
  });
});
