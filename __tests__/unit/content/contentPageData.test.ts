/** @jest-environment node */
import { contentTypeDefs } from '../../../src/gatsby/node/createSchemaCustomization';
import { checkDataFile } from '../../../src/gatsby/node/onCreateNode';
import enAbout from '../../../data/en/about.json';
import ruAbout from '../../../data/ru/about.json';
import ruCasting from '../../../data/ru/casting.json';
import enContacts from '../../../data/en/contacts.json';
import ruEvents from '../../../data/ru/events.json';
import enProductPlacement from '../../../data/en/product-placement.json';
import ruProduction from '../../../data/ru/production.json';
import ruScripts from '../../../data/ru/scripts.json';
import enTeam from '../../../data/en/team.json';

const PAGES = ['scripts', 'production', 'product-placement', 'events', 'contacts', 'casting', 'team', 'about'];

/** A deep copy to break without touching the imported data. */
const copy = <T>(value: T): T => JSON.parse(JSON.stringify(value)) as T;

test.each(PAGES.flatMap((page) => ['ru', 'en'].map((lang) => `${lang}/${page}.json`)))('the shipped data/%s is valid', (file) => {
  const data = jest.requireActual<Record<string, unknown>>(`../../../data/${file}`);
  expect(checkDataFile(file, { ...data })).toEqual([]);
});

describe('a maintainer breaking a page gets the file and the field', () => {
  test('scripts: a step without its title', () => {
    const data = copy(ruScripts) as { process: { items: Array<Record<string, unknown>> } };
    delete data.process.items[1]!.title;
    expect(checkDataFile('ru/scripts.json', data)).toEqual(['data/ru/scripts.json: field "process.items[1].title" is missing']);
  });

  test('production: no sections at all', () => {
    expect(checkDataFile('ru/production.json', { ...copy(ruProduction), sections: [] })).toEqual([
      'data/ru/production.json: field "sections" must have at least 1 item(s), found 0',
    ]);
  });

  test('product placement: a reach typed as a number', () => {
    const data = copy(enProductPlacement);
    (data.projects.items[0]!.facts[0] as { value: unknown }).value = 2.5;
    expect(checkDataFile('en/product-placement.json', data)).toEqual([
      'data/en/product-placement.json: field "projects.items[0].facts[0].value" must be a string, found number 2.5',
    ]);
  });

  test('events: the figures deleted', () => {
    const { stats, ...rest } = copy(ruEvents);
    void stats;
    expect(checkDataFile('ru/events.json', rest)).toEqual(['data/ru/events.json: field "stats" is missing']);
  });

  test('contacts: project types given as one string', () => {
    const data = copy(enContacts);
    (data.form as { projectTypes: unknown }).projectTypes = 'Advertising';
    expect(checkDataFile('en/contacts.json', data)).toEqual([
      'data/en/contacts.json: field "form.projectTypes" must be a list, found string "Advertising"',
    ]);
  });

  test('casting: an empty email subject', () => {
    const data = copy(ruCasting);
    data.application.subject = ' ';
    expect(checkDataFile('ru/casting.json', data)).toEqual(['data/ru/casting.json: field "application.subject" must not be empty']);
  });

  test('team: showInitials as text and a member without experience', () => {
    const data = copy(enTeam) as unknown as { showInitials: unknown; members: { items: Array<Record<string, unknown>> } };
    data.showInitials = 'yes';
    delete data.members.items[3]!.experience;
    expect(checkDataFile('en/team.json', data)).toEqual([
      'data/en/team.json: field "showInitials" must be true or false, found string "yes"',
      'data/en/team.json: field "members.items[3].experience" is missing',
    ]);
  });

  test('about: a misspelt field in a history card', () => {
    const data = copy(ruAbout) as unknown as { sections: Array<{ items: Array<Record<string, unknown>> }> };
    data.sections[0]!.items[0]!.year = '2018';
    expect(checkDataFile('ru/about.json', data)).toEqual([
      expect.stringMatching(/^data\/ru\/about\.json: field "sections\[0\]\.items\[0\]\.year" is not a known field/),
    ]);
  });

  test('about: the intro must be a list of paragraphs', () => {
    expect(checkDataFile('en/about.json', { ...copy(enAbout), intro: 'KADR is a studio' })).toEqual([
      'data/en/about.json: field "intro" must be a list, found string "KADR is a studio"',
    ]);
  });
});

test('the GraphQL types of these pages are non-null and never inferred', () => {
  const sdl = contentTypeDefs();
  expect(sdl).toContain('showInitials: Boolean!');
  expect(sdl).toContain('type TeamJsonMembers @dontInfer');
  expect(sdl).toContain('projectTypes: [String!]!');
  // Blocks shared by several pages are one named type each, defined once.
  expect(sdl).toContain('facts: [ContentStat!]!');
  expect(sdl.match(/^type CardSection @dontInfer/gm)).toHaveLength(1);
  expect(sdl).toContain('offerings: CardSection!');
  expect(sdl).toMatch(/type ContactsJsonGroupsItems @dontInfer \{\n {2}label: String!\n {2}value: String!\n {2}href: String\n\}/);
});
