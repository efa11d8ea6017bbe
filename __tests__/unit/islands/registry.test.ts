/**
 * @jest-environment node
 *
 * A view marks an island with its name and passes its component (<Island name="…" component={…}>, which imports
 * nothing of src/islands/); the browser hydrates the component the registry (src/islands/components.ts) holds under
 * that name. Both must be the same module, or the browser would hydrate one component over another's markup.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { ISLAND_COMPONENTS } from '../../../src/islands/components';

const SRC = path.join(__dirname, '../../../src');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name);
    if (statSync(file).isDirectory()) return sourceFiles(file);
    return name.endsWith('.tsx') ? [file] : [];
  });
}

/** The module a file's default import `name` comes from, as a path under src/ without its extension. */
function defaultImportOf(file: string, name: string): string | undefined {
  const found = new RegExp(`^import ${name} from '(\\.[^']+)';$`, 'm').exec(readFileSync(file, 'utf8'));
  return found ? path.relative(SRC, path.resolve(path.dirname(file), found[1]!)) : undefined;
}

const registry = path.join(SRC, 'islands/components.ts');
const uses = sourceFiles(SRC).flatMap((file) =>
  [...readFileSync(file, 'utf8').matchAll(/<Island name="(\w+)" component=\{(\w+)\}/g)].map(([, name, component]) => ({
    file: path.relative(SRC, file),
    name: name!,
    module: defaultImportOf(file, component!),
  })),
);

test('every island of the registry is marked in a view, and each view passes the registry’s own component', () => {
  expect(new Set(uses.map(({ name }) => name))).toEqual(new Set(Object.keys(ISLAND_COMPONENTS)));
  const entries = /ISLAND_COMPONENTS = \{([^}]*)\}/.exec(readFileSync(registry, 'utf8'))![1]!;
  for (const use of uses) {
    const component = new RegExp(`\\b${use.name}: (\\w+),`).exec(entries)?.[1];
    expect(use).toEqual({ ...use, module: component && defaultImportOf(registry, component) });
  }
});
