/**
 * @jest-environment node
 *
 * The house's structure, as a maintainer reads it: no module of src/ imports one that imports it back (directly or
 * around a loop), and the layers stack: the build's code (src/gatsby/) sits on top, and pages, views, components,
 * islands and the modules below them never import from it; the islands' browser entry and registry (src/islands/)
 * sit above the views and components they hydrate, which never import them back.
 */
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { globSync } from 'tinyglobby';
import ts from 'typescript';

const SRC = path.join(__dirname, '../../../src');

/** The src/ modules a file imports (relative imports only, type-only ones included: they tie the layers too). */
function importsOf(file: string): string[] {
  const { importedFiles } = ts.preProcessFile(readFileSync(file, 'utf8'), true, true);
  return importedFiles
    .map(({ fileName }) => fileName)
    .filter((name) => name.startsWith('.'))
    .flatMap((name) => {
      const base = path.resolve(path.dirname(file), name);
      const found = ['', '.ts', '.tsx', '/index.ts', '/index.tsx']
        .map((ext) => base + ext)
        .find((f) => existsSync(f) && statSync(f).isFile());
      return found && found.startsWith(SRC) && /\.tsx?$/.test(found) ? [found] : [];
    });
}

const files = globSync('**/*.{ts,tsx}', { cwd: SRC, absolute: true, ignore: ['**/*.d.ts'] });
const graph = new Map(files.map((file) => [file, importsOf(file)]));
const relative = (file: string) => path.relative(SRC, file);

test('no import cycle among the modules of src/', () => {
  // Tarjan's strongly connected components: any component of more than one module is a cycle.
  let index = 0;
  const order = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const cycles: string[][] = [];
  const visit = (file: string) => {
    order.set(file, index);
    low.set(file, index);
    index += 1;
    stack.push(file);
    for (const next of graph.get(file) ?? []) {
      if (!order.has(next)) {
        visit(next);
        low.set(file, Math.min(low.get(file)!, low.get(next)!));
      } else if (stack.includes(next)) low.set(file, Math.min(low.get(file)!, order.get(next)!));
    }
    if (low.get(file) === order.get(file)) {
      const component: string[] = [];
      let member: string;
      do {
        member = stack.pop()!;
        component.push(relative(member));
      } while (member !== file);
      if (component.length > 1) cycles.push(component.sort());
    }
  };
  for (const file of files) if (!order.has(file)) visit(file);
  expect(cycles).toEqual([]);
});

test('only the build imports the build: nothing outside src/gatsby/ imports a module of it', () => {
  const gatsby = path.join(SRC, 'gatsby') + path.sep;
  const upward = files
    .filter((file) => !file.startsWith(gatsby))
    .flatMap((file) =>
      graph
        .get(file)!
        .filter((target) => target.startsWith(gatsby))
        .map((target) => `${relative(file)} -> ${relative(target)}`),
    );
  expect(upward).toEqual([]);
});

test('the islands sit above the views: nothing in src/views/ or src/components/ imports a module of src/islands/', () => {
  const islands = path.join(SRC, 'islands') + path.sep;
  const below = [path.join(SRC, 'views') + path.sep, path.join(SRC, 'components') + path.sep];
  const upward = files
    .filter((file) => below.some((dir) => file.startsWith(dir)))
    .flatMap((file) =>
      graph
        .get(file)!
        .filter((target) => target.startsWith(islands))
        .map((target) => `${relative(file)} -> ${relative(target)}`),
    );
  expect(upward).toEqual([]);
});
