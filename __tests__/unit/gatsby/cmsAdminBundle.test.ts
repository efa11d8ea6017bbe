/** @jest-environment node */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';
import { cmsConfig, FIXED_WIDGET } from '../../../src/cms/config';
import { DECAP_PARTS, pageEditorHtml, pageEditorOptions } from '../../../src/gatsby/cms/admin';

const ROOT = path.resolve(__dirname, '../../..');

/** The packages (under node_modules, nested or not) the page editor's bundle is made of, by name and folder. */
async function bundledPackages() {
  const result = await build({ ...pageEditorOptions(ROOT, {}, false), write: false });
  const inputs = Object.keys(result.metafile!.inputs);
  const packageOf = (input: string) => /^(.*node_modules\/(@[^/]+\/)?[^/]+)\//.exec(input)?.[1];
  return { inputs, packages: new Set(inputs.map(packageOf).filter((name): name is string => Boolean(name))) };
}

test("the page editor's bundle carries React 19 only, one copy, for Decap and the site's views alike", async () => {
  const { inputs, packages } = await bundledPackages();
  const reacts = [...packages].filter((folder) => /node_modules\/react(-dom)?(19)?$/.test(folder));
  expect(reacts.sort()).toEqual(['node_modules/react-dom19', 'node_modules/react19']);
  const { version } = JSON.parse(readFileSync(path.join(ROOT, 'node_modules/react19/package.json'), 'utf8')) as { version: string };
  expect(version).toMatch(/^19\./);
  // Decap's own modules and the site's views, both in it.
  expect(inputs.some((input) => input.includes('node_modules/decap-cms-core/'))).toBe(true);
  expect(inputs).toContain('src/views/team/TeamView.tsx');
}, 60_000);

test("the site's views reach the editor without Gatsby's runtime: `gatsby` is the editor's stand-in for `graphql`", async () => {
  const { inputs, packages } = await bundledPackages();
  expect([...packages].filter((folder) => /node_modules\/gatsby(-[^/]+)?$/.test(folder))).toEqual([]);
  expect(inputs).toContain('src/gatsby/graphqlStandIn.ts');
}, 60_000);

/** Every widget a field of the configuration names, at any depth. */
function widgetsIn(value: unknown, found = new Set<string>()): Set<string> {
  if (Array.isArray(value)) for (const item of value) widgetsIn(item, found);
  else if (value && typeof value === 'object') {
    const { widget } = value as { widget?: unknown };
    if (typeof widget === 'string') found.add(widget);
    for (const child of Object.values(value)) widgetsIn(child, found);
  }
  return found;
}

test('Decap is bundled with every backend, widget and phrase book the configuration uses, and no others of its own', async () => {
  const production = cmsConfig({ localBackendUrl: null, repo: 'studio/site' });
  const local = cmsConfig({ localBackendUrl: 'http://127.0.0.1:8000/api/v1', repo: 'studio/site' });
  const widgets = [...widgetsIn(production.collections), ...widgetsIn(local.collections)].filter((widget) => widget !== FIXED_WIDGET);
  expect(widgets.length).toBeGreaterThan(0);
  expect(widgets.filter((widget) => !(DECAP_PARTS.widgets as readonly string[]).includes(widget))).toEqual([]);
  // decap-server answers Decap's proxy backend, which Decap takes whenever `local_backend` is set.
  expect(local.local_backend).toBeDefined();
  expect(Object.keys(DECAP_PARTS.backends).sort()).toEqual([production.backend.name, 'proxy'].sort());
  expect(DECAP_PARTS.locales).toContain(production.locale);
  const { packages } = await bundledPackages();
  const parts = [...packages].map((folder) => /decap-cms-(backend|widget)-([a-z-]+)$/.exec(folder)).filter((match) => match !== null);
  expect(new Set(parts.filter(([, kind]) => kind === 'widget').map(([, , name]) => name))).toEqual(new Set(DECAP_PARTS.widgets));
  expect(new Set(parts.filter(([, kind]) => kind === 'backend').map(([, , name]) => name))).toEqual(
    new Set(Object.keys(DECAP_PARTS.backends)),
  );
}, 60_000);

test("the editor's page loads its one script, in Russian, never indexed", () => {
  const html = pageEditorHtml();
  expect(html).toContain('<html lang="ru">');
  expect(html).toContain('<meta name="robots" content="none">');
  expect([...html.matchAll(/<script[^>]*>/g)].map(([tag]) => tag)).toEqual(['<script type="module" src="/admin/cms.js">']);
});
