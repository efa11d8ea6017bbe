import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from '@babel/parser';

/**
 * The islands' registry, read from the views themselves: every `<Island name="…" component={…} … />` of src/ names
 * an island and the component the browser hydrates under that name (README, "Islands"). No table to keep beside the
 * views: the build bundles the components the `<Island>` elements name into the islands' runtime (bundle.ts), as
 * Astro's compiler does for an element with a `client:` directive.
 */
export interface IslandUse {
  /** Where the element is: `views/blog/BlogView.tsx:33`, under src/. */
  at: string;
  /** The name its markup carries (`data-island`). */
  name: string;
  /** The component's module as the view imports it, absolute and without extension, and the export it names. */
  module: string;
  exported: string;
}

/** The element views mark an island with (src/components/island/Island.tsx). */
const ISLAND_ELEMENT = 'Island';

interface Node {
  type: string;
  loc?: { start: { line: number } } | null;
  [key: string]: unknown;
}

const isNode = (value: unknown): value is Node => typeof value === 'object' && value !== null && typeof (value as Node).type === 'string';

/** Every node of a Babel AST, depth first. */
function* nodes(node: Node): Generator<Node> {
  yield node;
  for (const [key, value] of Object.entries(node)) {
    if (key === 'loc' || key === 'leadingComments' || key === 'trailingComments') continue;
    for (const child of Array.isArray(value) ? value : [value]) if (isNode(child)) yield* nodes(child);
  }
}

/** The `<Island>` elements of one TSX source, `file` relative to `srcDir`. */
export function islandUsesIn(srcDir: string, file: string, source: string): IslandUse[] {
  const ast = parse(source, { sourceType: 'module', plugins: ['jsx', 'typescript'] }).program as unknown as Node;
  const all = [...nodes(ast)];
  /** A local name -> the relative module and export it is imported from. */
  const imports = new Map<string, { from: string; exported: string }>();
  for (const declaration of all.filter((node) => node.type === 'ImportDeclaration')) {
    const from = (declaration.source as { value: string }).value;
    for (const specifier of declaration.specifiers as Node[]) {
      const local = (specifier.local as { name: string }).name;
      if (specifier.type === 'ImportDefaultSpecifier') imports.set(local, { from, exported: 'default' });
      if (specifier.type === 'ImportSpecifier') {
        const imported = specifier.imported as { name?: string; value?: string };
        imports.set(local, { from, exported: imported.name ?? imported.value ?? local });
      }
    }
  }
  const elements = all.filter(
    (node) =>
      node.type === 'JSXOpeningElement' &&
      (node.name as Node).type === 'JSXIdentifier' &&
      (node.name as { name: string }).name === ISLAND_ELEMENT,
  );
  return elements.map((element) => {
    const at = `${file}:${element.loc?.start.line ?? 0}`;
    const attribute = (name: string) =>
      (element.attributes as Node[]).find((a) => a.type === 'JSXAttribute' && (a.name as { name: string }).name === name)?.value as
        Node | null | undefined;
    const name = attribute('name');
    if (name?.type !== 'StringLiteral') throw new Error(`${at}: an <Island>'s name must be written as a string, name="…"`);
    const component = attribute('component');
    const identifier = component?.type === 'JSXExpressionContainer' ? (component.expression as Node) : undefined;
    const imported = identifier?.type === 'Identifier' ? imports.get(identifier.name as string) : undefined;
    if (!imported || !imported.from.startsWith('.')) {
      throw new Error(`${at}: an <Island>'s component must be a component the file imports from a module of src/, component={Name}`);
    }
    return {
      at,
      name: name.value as string,
      module: path.resolve(srcDir, path.dirname(file), imported.from),
      exported: imported.exported,
    };
  });
}

/** Every island of the site: the `<Island>` elements of the TSX files under `srcDir`, in file order. */
export function islandUses(srcDir: string): IslandUse[] {
  const files = readdirSync(srcDir, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.tsx'))
    .map((file) => file.split(path.sep).join('/'))
    .sort();
  return files.flatMap((file) => {
    const source = readFileSync(path.join(srcDir, file), 'utf8');
    return source.includes(`<${ISLAND_ELEMENT}`) ? islandUsesIn(srcDir, file, source) : [];
  });
}

/** One island per name; two elements may share a name only for the same component. */
export function islandRegistry(uses: readonly IslandUse[]): Map<string, IslandUse> {
  const registry = new Map<string, IslandUse>();
  for (const use of uses) {
    const known = registry.get(use.name);
    if (known && (known.module !== use.module || known.exported !== use.exported)) {
      throw new Error(`${use.at}: the island "${use.name}" is another component at ${known.at}; give each island its own name`);
    }
    if (!known) registry.set(use.name, use);
  }
  return registry;
}

/**
 * The islands' runtime entry for esbuild: `hydrateIsland` (src/islands/runtime.tsx) over every island's component,
 * by name. `runtime` is that module's path.
 */
export function runtimeEntry(registry: ReadonlyMap<string, IslandUse>, runtime: string): string {
  const islands = [...registry.values()];
  return [
    `import { islandHydrator } from ${JSON.stringify(runtime)};`,
    ...islands.map(({ module, exported }, i) => `import { ${exported} as island${i} } from ${JSON.stringify(module)};`),
    `export const hydrateIsland = islandHydrator({`,
    ...islands.map(({ name }, i) => `  ${JSON.stringify(name)}: island${i},`),
    `});`,
    '',
  ].join('\n');
}
