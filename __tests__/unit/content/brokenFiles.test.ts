/** @jest-environment node */
import fs from 'node:fs';
import path from 'node:path';
import type { Node } from 'gatsby';
import { onCreateNode } from '../../../src/gatsby/node/onCreateNode';
import { deeplyNested, escapedLoneSurrogate, escapedNul, fiveMegabyteDescription, rawFfByte } from './support/hostile';
import { fixture, projectWith, removeProject } from './support/project';

/*
 * What a careless editor's file did to the build before,
 * replayed through the real gatsby-transformer-json and the site's onCreateNode
 * in the order Gatsby calls them. Each must now fail naming the file (relative
 * to the project), the line and column, and the field.
 */

const transformer = jest.requireActual<{ onCreateNode(args: unknown, options: unknown): Promise<void> }>(
  'gatsby-transformer-json/gatsby-node',
);

type Run = { panics: string[]; fields: unknown[]; jsonNodes: number; transformerError?: unknown };

/** Sources one data file the way gatsby-source-filesystem + gatsby-transformer-json + gatsby-node do. */
async function sourceDataFile(root: string, relativePath: string): Promise<Run> {
  const absolutePath = path.join(root, 'data', relativePath);
  const file = {
    id: `File ${absolutePath}`,
    parent: null,
    children: [],
    internal: {
      type: 'File',
      mediaType: 'application/json',
      contentDigest: `${fs.statSync(absolutePath).mtimeMs}`,
      owner: 'gatsby-source-filesystem',
    },
    sourceInstanceName: 'data',
    absolutePath,
    relativePath,
    relativeDirectory: path.dirname(relativePath),
    name: path.basename(relativePath, '.json'),
  };
  const nodes = new Map<string, unknown>([[file.id, file]]);
  const jsonNodes: Node[] = [];
  let transformerError: unknown;
  try {
    await transformer.onCreateNode(
      {
        node: file,
        actions: {
          createNode: (node: Node) => {
            nodes.set(node.id, node);
            jsonNodes.push(node);
          },
          createParentChildLink: () => undefined,
        },
        loadNodeContent: async () => fs.readFileSync(absolutePath, 'utf8'),
        createNodeId: (seed: string) => seed,
        createContentDigest: (value: unknown) => JSON.stringify(value),
      },
      { typeName: () => 'PageJson' },
    );
  } catch (error) {
    transformerError = error; // Gatsby reports it and carries on with the other plugins' onCreateNode
  }
  const panics: string[] = [];
  const fields: unknown[] = [];
  const args = {
    getNode: (id: string) => nodes.get(id),
    actions: { createNodeField: (field: unknown) => fields.push(field) },
    reporter: { panicOnBuild: (message: string) => panics.push(message) },
  };
  for (const node of [file, ...jsonNodes]) (onCreateNode as (a: unknown) => void)({ ...args, node });
  return { panics, fields, jsonNodes: jsonNodes.length, transformerError };
}

const CASES: Array<[what: string, fixtureName: string, relativePath: string, expected: string]> = [
  [
    'a JSON list (it used to create /en/blog twice)',
    'list-of-pages.json',
    'en/blog.json',
    'data/en/blog.json:1:1: the file must hold one JSON object, found a list (a list would make one page per item)',
  ],
  [
    'a "children" key (it used to be dropped)',
    'children-key.json',
    'en/blog.json',
    'data/en/blog.json:6:3: field "children" is reserved by Gatsby (it becomes the list of child nodes and the value is dropped); rename or remove it',
  ],
  [
    'an "id" key (it used to be reported as "jsonId")',
    'id-key.json',
    'en/blog.json',
    'data/en/blog.json:2:3: field "id" is reserved by Gatsby (it becomes the node id and the value moves to "jsonId"); rename or remove it',
  ],
  [
    'a [] file (it used to be reported as missing)',
    'empty-list.json',
    'en/blog.json',
    'data/en/blog.json:1:1: the file must hold one JSON object, found a list',
  ],
  [
    'a string file (it used to be reported as missing)',
    'string.json',
    'en/blog.json',
    'data/en/blog.json:1:1: the file must hold one JSON object, found string "Blog"',
  ],
  [
    'a javascript: href (it used to pass)',
    'javascript-href.json',
    'en/contacts.json',
    'data/en/contacts.json:13:11: field "groups[0].items[0].href" must be a link: https://..., http://..., mailto:..., tel:... or a site path starting with "/", found "javascript:alert(document.cookie)"',
  ],
  [
    'a trailing comma (it used to be reported with no line, column or reason)',
    'trailing-comma.json',
    'en/blog.json',
    'data/en/blog.json:5:32: trailing comma: JSON allows no comma after the last item',
  ],
];

describe('a broken data file fails the build with the file, line, column and field', () => {
  let root: string | undefined;
  afterEach(() => root && removeProject(root));

  test.each(CASES)('%s', async (_what, fixtureName, relativePath, expected) => {
    root = projectWith({ [relativePath]: fixture(fixtureName) });
    const run = await sourceDataFile(root, relativePath);
    expect(run.panics).toEqual([`Invalid content in data/${relativePath}:\n  ${expected}`]);
    // No page is made from a broken file (a list used to make one per item).
    expect(run.fields).toEqual([]);
  });

  // What it would cost to build them. Each is refused, and none becomes a page.
  test.each([
    [
      'a 5 MB description (it used to pass)',
      'ru/blog.json',
      fiveMegabyteDescription,
      /^data\/ru\/blog\.json:3:\d+: field "description" takes the file past 256 KB/,
    ],
    [
      'an escaped NUL (it used to pass)',
      'en/contacts.json',
      escapedNul,
      /^data\/en\/contacts\.json:4:18: field "heading" must not hold a control character, found U\+0000$/,
    ],
    [
      'a file 4 000 levels deep (it used to overflow the stack)',
      'en/blog.json',
      () => deeplyNested(4000),
      /^data\/en\/blog\.json:5:42: field "lead(\[0\]){31}" opens level 33/,
    ],
    [
      'a raw 0xFF byte (it used to become U+FFFD)',
      'en/contacts.json',
      rawFfByte,
      /^data\/en\/contacts\.json:4:18: field "heading" holds bytes that are not UTF-8 \(0xFF\); save the file as UTF-8$/,
    ],
    [
      'an escaped lone surrogate (it used to pass)',
      'en/blog.json',
      escapedLoneSurrogate,
      /^data\/en\/blog\.json:4:17: field "heading" must not hold half of a character \(a lone surrogate, U\+D800\)$/,
    ],
  ])('%s', async (_what, relativePath, text: () => string | Buffer, expected) => {
    root = projectWith({ [relativePath]: text() });
    const run = await sourceDataFile(root, relativePath);
    expect(run.panics).toHaveLength(1);
    const [heading, ...problems] = run.panics[0]!.split('\n  ');
    expect(heading).toBe(`Invalid content in data/${relativePath}:`);
    expect(problems).toEqual([expect.stringMatching(expected)]);
    expect(run.fields).toEqual([]);
  });

  test('a valid file is sourced as one page with its language, key and route', async () => {
    root = projectWith({});
    const run = await sourceDataFile(root, 'en/blog.json');
    expect(run.panics).toEqual([]);
    expect(run.jsonNodes).toBe(1);
    expect(run.fields).toEqual([
      expect.objectContaining({ name: 'lang', value: 'en' }),
      expect.objectContaining({ name: 'pageKey', value: 'blog' }),
      expect.objectContaining({ name: 'path', value: '/en/blog' }),
    ]);
  });
});
