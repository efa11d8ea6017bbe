/**
 * @jest-environment node
 *
 * An island is declared once, by its `<Island name="…" component={…} hydrate="…" … />` element: the build reads the
 * component's module from the view that renders it (src/gatsby/islands/registry.ts) and bundles it into the islands'
 * runtime under that name, so the browser hydrates the very component the build rendered.
 */
import path from 'node:path';
import { islandRegistry, islandUses, islandUsesIn, runtimeEntry } from '../../../src/gatsby/islands/registry';
import { preparedIslands } from '../../../src/gatsby/islands/bundle';

const SRC = path.resolve(__dirname, '../../../src');
const view = (body: string, imports = "import Feed from '../blog/Feed';\n") => `${imports}export const V = () => (\n  ${body}\n);\n`;

test('each <Island> of the site names its component’s module, which exports that component', () => {
  const registry = islandRegistry(islandUses(SRC));
  expect(registry.size).toBeGreaterThanOrEqual(4);
  for (const [name, { at, module, exported }] of registry) {
    expect(module.startsWith(SRC)).toBe(true);
    expect([name, at, typeof jest.requireActual<Record<string, unknown>>(module)[exported]]).toEqual([name, at, 'function']);
  }
  // What the page script prepares before React (src/islands/prepare/<name>.ts), it prepares for an island of the site.
  const prepared = preparedIslands(path.resolve(SRC, '..'));
  expect(prepared).toContain('blogFeed');
  for (const name of prepared) expect(registry.has(name)).toBe(true);
});

test('a default or a renamed named import resolves to its module and export, relative to the view', () => {
  const source = view(
    '<><Island name="feed" component={Feed} hydrate="paint" props={{}} /><Island name="log" component={Log} hydrate="idle" props={{}} /></>',
    "import Feed from '../blog/Feed';\nimport { Message as Log } from './Message';\n",
  );
  expect(islandUsesIn('/site/src', 'views/not-found/View.tsx', source)).toEqual([
    { at: 'views/not-found/View.tsx:4', name: 'feed', module: '/site/src/views/blog/Feed', exported: 'default' },
    { at: 'views/not-found/View.tsx:4', name: 'log', module: '/site/src/views/not-found/Message', exported: 'Message' },
  ]);
});

test.each([
  ['a name that is not written as a string', '<Island name={NAME} component={Feed} hydrate="idle" props={{}} />', /View.tsx:3: .*name="…"/],
  [
    'a component the file does not import',
    '<Island name="x" component={Other} hydrate="idle" props={{}} />',
    /View.tsx:3: .*component=\{Name\}/,
  ],
  ['a component that is no identifier', '<Island name="x" component={() => null} hydrate="idle" props={{}} />', /component=\{Name\}/],
])('%s is refused, naming the file and line', (_, body, message) => {
  expect(() => islandUsesIn('/site/src', 'views/View.tsx', view(body))).toThrow(message);
});

test('a package’s component is refused: an island is a module of the site', () => {
  const source = view('<Island name="x" component={Feed} hydrate="idle" props={{}} />', "import Feed from 'some-package';\n");
  expect(() => islandUsesIn('/site/src', 'views/View.tsx', source)).toThrow(/module of src/);
});

test('one name is one component: used twice it is one island, given to another component it is refused', () => {
  const use = (at: string, module: string) => ({ at, name: 'feed', module, exported: 'default' });
  expect([...islandRegistry([use('a.tsx:1', '/src/Feed'), use('b.tsx:2', '/src/Feed')]).keys()]).toEqual(['feed']);
  expect(() => islandRegistry([use('a.tsx:1', '/src/Feed'), use('b.tsx:2', '/src/Other')])).toThrow(
    'b.tsx:2: the island "feed" is another component at a.tsx:1; give each island its own name',
  );
});

test('the runtime’s entry hands every island’s component to the hydrator, by name', () => {
  const registry = islandRegistry([
    { at: 'a.tsx:1', name: 'feed', module: '/src/views/blog/Feed', exported: 'default' },
    { at: 'b.tsx:1', name: 'log', module: '/src/views/Message', exported: 'Message' },
  ]);
  expect(runtimeEntry(registry, '/src/islands/runtime.tsx')).toBe(
    [
      'import { islandHydrator } from "/src/islands/runtime.tsx";',
      'import { default as island0 } from "/src/views/blog/Feed";',
      'import { Message as island1 } from "/src/views/Message";',
      'export const hydrateIsland = islandHydrator({',
      '  "feed": island0,',
      '  "log": island1,',
      '});',
      '',
    ].join('\n'),
  );
});
