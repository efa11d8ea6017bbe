/** @jest-environment node */
/** The built `_headers` for the two editors: no path of the blog editor is matched by the page editor's rule. */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseAllHeaders } from '@netlify/headers-parser';
import { blogEditorCsp, withBlogEditorHeaders } from '../../../src/gatsby/blogEditor/headers';

const base = readFileSync(path.resolve(__dirname, '../../../static/_headers'), 'utf8');
const cmsFiles = [
  'admin/index.html',
  'admin/cms.js',
  'admin/static/font-1.woff2',
  'admin/blog/index.html',
  'admin/blog/editor-ABCDEFGH.js',
];

test('the page editor’s rule is written per file of its own, the blog editor gets its own policy', async () => {
  const text = withBlogEditorHeaders(base, {
    cmsFiles,
    editorScript: 'admin/blog/editor-ABCDEFGH.js',
    backendOrigin: 'https://x.supabase.co',
  });
  expect(text).not.toMatch(/^\/admin\/\*$/m);
  // Read back with Netlify's own parser, as `npm run serve` reads the built file.
  const dir = mkdtempSync(path.join(os.tmpdir(), 'headers-'));
  writeFileSync(path.join(dir, '_headers'), text);
  const { headers, errors } = await parseAllHeaders({ headersFiles: [path.join(dir, '_headers')], configHeaders: [], minimal: false });
  rmSync(dir, { recursive: true });
  expect(errors).toEqual([]);
  const rules = headers as Array<{ for: string; values: Record<string, string> }>;
  const paths = rules.filter((rule) => 'Content-Security-Policy' in rule.values).map((rule) => rule.for);
  expect(paths).toEqual(['/admin/', '/admin/index.html', '/admin/cms.js', '/admin/static/*', '/admin/blog/*']);
  const blog = rules.find((rule) => rule.for === '/admin/blog/*')!;
  expect(blog.values['Content-Security-Policy']).toBe(blogEditorCsp('https://x.supabase.co'));
  expect(blog.values['Content-Security-Policy']).not.toContain('unsafe-eval');
  expect(blog.values['X-Robots-Tag']).toBe('noindex, nofollow');
  expect(rules.find((rule) => rule.for === '/admin/')!.values['Content-Security-Policy']).toContain("'unsafe-eval'");
});
