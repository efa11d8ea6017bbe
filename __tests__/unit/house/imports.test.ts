/**
 * @jest-environment node
 *
 * The house's structure, as a maintainer reads it: no module of src/ imports one that imports it back (directly or
 * around a loop), and the layers stack: the build's code (src/gatsby/) sits on top, and pages, views, components,
 * islands and the modules below them never import from it; the islands' browser entry and registry (src/islands/)
 * sit above the views and components they hydrate, which never import them back. Views (src/views/) draw pages and
 * are imported only by what mounts them; the blog's domain (src/blog/: its rules, media, addresses, the feed's
 * client and worker) sits below the views, the blog editor and the build alike, and draws nothing.
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

/**
 * The modules that mount views: the page templates, the islands' page script (it prepares the feed island before
 * React arrives), the page editor's previews, the blog editor's preview, which draws a post with the feed's own
 * card, and the blog's function's renderer, which draws a post's page on demand. Everything else, in src/, scripts/ and the root's gatsby-* files, takes what it shares with views from the
 * rooms below them (src/blog/, src/config/, src/theme/, src/i18n/, src/components/).
 */
const MOUNTS_VIEWS = ['templates/', 'islands/', 'cms/previewViews.tsx', 'blogEditor/PostPreview.tsx', 'blogServer/render.tsx'];

test('only what mounts views imports them: nothing else in src/, scripts/ or gatsby-* imports a module of src/views/', () => {
  const views = path.join(SRC, 'views') + path.sep;
  const mounts = MOUNTS_VIEWS.map((entry) => path.join(SRC, entry));
  const root = path.join(SRC, '..');
  const outside = globSync(['scripts/**/*.{ts,tsx}', 'gatsby-*.{ts,tsx}'], { cwd: root, absolute: true });
  const misplaced = [...files, ...outside]
    .filter((file) => !file.startsWith(views) && !mounts.some((mount) => file === mount || file.startsWith(mount)))
    .flatMap((file) =>
      (graph.get(file) ?? importsOf(file))
        .filter((target) => target.startsWith(views))
        .map((target) => `${path.relative(root, file)} -> ${path.relative(root, target)}`),
    );
  expect(misplaced).toEqual([]);
});

test("the blog's domain draws nothing: src/blog/ holds no .tsx module and imports no React, emotion, view or component", () => {
  const blog = path.join(SRC, 'blog') + path.sep;
  const drawing = [path.join(SRC, 'views') + path.sep, path.join(SRC, 'components') + path.sep];
  const domain = files.filter((file) => file.startsWith(blog));
  const found = domain.flatMap((file) => [
    ...(file.endsWith('.tsx') ? [`${relative(file)} is a .tsx module`] : []),
    ...ts
      .preProcessFile(readFileSync(file, 'utf8'), true, true)
      .importedFiles.map(({ fileName }) => fileName)
      .filter((name) => /^(react|react-dom|@emotion\/)/.test(name))
      .map((name) => `${relative(file)} -> ${name}`),
    ...graph
      .get(file)!
      .filter((target) => drawing.some((dir) => target.startsWith(dir)))
      .map((target) => `${relative(file)} -> ${relative(target)}`),
  ]);
  expect(domain.length).toBeGreaterThan(0);
  expect(found).toEqual([]);
});
