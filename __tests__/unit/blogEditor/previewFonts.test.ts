/** @jest-environment node */
/**
 * The blog editor's preview declares Manrope whole and carries no other family's files: its faces travel inside its
 * script (src/gatsby/blogEditor/bundle.ts), and the card sets no other brand face. The full files' list is shared with
 * the site and the page editor (src/theme/fullFonts.ts), so this checks that naming one family leaves the other out.
 */
import path from 'node:path';
import { build } from 'esbuild';

const ROOT = path.resolve(__dirname, '../../..');

test("the blog editor's preview fonts bundle Manrope's two full files and nothing of Unbounded", async () => {
  const result = await build({
    absWorkingDir: ROOT,
    entryPoints: ['src/blogEditor/PreviewFonts.tsx'],
    bundle: true,
    write: false,
    metafile: true,
    format: 'esm',
    jsx: 'automatic',
    jsxImportSource: '@emotion/react',
    external: ['react', 'react/*', '@emotion/*'],
    loader: { '.woff2': 'dataurl' },
    logLevel: 'silent',
  });
  const fonts = Object.keys(result.metafile.outputs[Object.keys(result.metafile.outputs)[0]!]!.inputs).filter((input) =>
    input.endsWith('.woff2'),
  );
  expect(fonts.sort()).toEqual([
    'node_modules/@fontsource-variable/manrope/files/manrope-cyrillic-wght-normal.woff2',
    'node_modules/@fontsource-variable/manrope/files/manrope-latin-wght-normal.woff2',
  ]);
  const script = result.outputFiles[0]!.text;
  expect(script).toContain('Manrope Variable');
  expect(script).not.toContain('Unbounded');
});
