/** @jest-environment node */
import type { GatsbyNode, Node } from 'gatsby';
import { contentTypeDefs } from '../../../src/gatsby/node/createSchemaCustomization';
import { checkDataFile, onCreateNode } from '../../../src/gatsby/node/onCreateNode';
import { t, toSDL, validate } from '../../../src/schema/schema';
import enTeam from '../../../data/en/team.json';
import ruScripts from '../../../data/ru/scripts.json';
import { projectWith, removeProject, REPO_ROOT } from './support/project';

/** The File node gatsby-source-filesystem makes for data/en/team.json under `root`. */
const teamFileNode = (root: string, contentDigest: string) => ({
  id: 'f',
  internal: { type: 'File', contentDigest },
  sourceInstanceName: 'data',
  absolutePath: `${root}/data/en/team.json`,
  relativePath: 'en/team.json',
  relativeDirectory: 'en',
  name: 'team',
});

describe('content validation names the file and the field', () => {
  test('the shipped data file is valid', () => {
    expect(checkDataFile('ru/scripts.json', { ...ruScripts })).toEqual([]);
  });

  test('a missing field', () => {
    const { title, ...rest } = ruScripts;
    void title;
    expect(checkDataFile('ru/scripts.json', rest)).toEqual(['data/ru/scripts.json: field "title" is missing']);
  });

  test('a wrong type', () => {
    expect(checkDataFile('en/scripts.json', { ...ruScripts, description: 42 })).toEqual([
      'data/en/scripts.json: field "description" must be a string, found number 42',
    ]);
  });

  test('an unknown page key and an unknown language folder', () => {
    expect(checkDataFile('ru/portfolio.json', ruScripts)[0]).toMatch(/^data\/ru\/portfolio\.json: unknown page "portfolio"/);
    expect(checkDataFile('de/scripts.json', ruScripts)[0]).toMatch(/^data\/de\/scripts\.json: content files live in data\/ru/);
  });

  test('a misspelt field is reported, not ignored', () => {
    expect(checkDataFile('ru/scripts.json', { ...ruScripts, titel: 'x' })).toContainEqual(
      expect.stringMatching(/^data\/ru\/scripts\.json: field "titel" is not a known field/),
    );
  });

  test('nested paths and list items are named precisely', () => {
    const fields = { cards: t.list(t.object({ name: t.string(), reach: t.optional(t.string()) }), { minItems: 2 }) };
    expect(validate({ cards: [{ name: 'A' }, { name: '' }, { reach: 3 }] }, fields)).toEqual([
      'field "cards[1].name" must not be empty',
      'field "cards[2].name" is missing',
      'field "cards[2].reach" must be a string, found number 3',
    ]);
    expect(validate({ cards: [] }, fields)).toEqual(['field "cards" must have at least 2 item(s), found 0']);
    expect(validate([], fields)).toEqual(['the file must hold one JSON object, found a list']);
  });

  test('onCreateNode fails the build with the file and field in the message', () => {
    // onCreateNode reads the file itself (the node gatsby-transformer-json makes hides list files and reserved keys).
    const { description, ...rest } = enTeam;
    void description;
    const root = projectWith({ 'en/team.json': JSON.stringify(rest, null, 2) });
    const file = teamFileNode(root, 'broken');
    const node = { id: 'n', parent: 'f', internal: { type: 'TeamJson' }, ...rest };
    const reporter = { panicOnBuild: jest.fn() };
    const actions = { createNodeField: jest.fn() };
    for (const created of [file, node]) {
      (onCreateNode as (args: unknown) => void)({
        node: created,
        getNode: (id: string) => (id === 'f' ? file : undefined),
        actions,
        reporter,
      });
    }
    removeProject(root);
    expect(reporter.panicOnBuild).toHaveBeenCalledWith(expect.stringContaining('data/en/team.json:1:1: field "description" is missing'));
    expect(actions.createNodeField).not.toHaveBeenCalled();
  });

  test('onCreateNode gives a valid page its language, key and route', () => {
    const file = teamFileNode(REPO_ROOT, 'shipped');
    const node = { id: 'n', parent: 'f', children: [], internal: { type: 'TeamJson' }, ...enTeam } as unknown as Node;
    const actions = { createNodeField: jest.fn() };
    const reporter = { panicOnBuild: jest.fn() };
    (onCreateNode as NonNullable<GatsbyNode['onCreateNode']> as (args: unknown) => void)({ node, getNode: () => file, actions, reporter });
    expect(reporter.panicOnBuild).not.toHaveBeenCalled();
    expect(actions.createNodeField.mock.calls.map(([arg]) => [arg.name, arg.value])).toEqual([
      ['lang', 'en'],
      ['pageKey', 'team'],
      ['path', '/en/team'],
    ]);
  });
});

describe('GraphQL types come from the same description', () => {
  test('non-null fields, nested types and lists', () => {
    const [root, nested] = toSDL('CasesJson', { partners: t.list(t.object({ name: t.string() })), videoUrl: t.optional(t.string()) });
    expect(root).toContain('partners: [CasesJsonPartners!]!');
    expect(root).toContain('videoUrl: String\n');
    expect(nested).toBe('type CasesJsonPartners @dontInfer {\n  name: String!\n}');
  });

  test('every page type implements PageData and never infers', () => {
    const sdl = contentTypeDefs();
    expect(sdl).toContain('type ScriptsJson implements Node & PageData @dontInfer');
    expect(sdl).toContain('type ProductPlacementJson implements Node & PageData @dontInfer');
    expect(sdl.match(/implements Node & PageData/g)).toHaveLength(14);
  });
});
