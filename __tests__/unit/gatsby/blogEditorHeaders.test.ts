/** @jest-environment node */
/** The built `_headers` for the two editors: each editor's policy at its own files' addresses, and nowhere else. */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { blogEditorCsp, withBlogEditorHeaders } from '../../../src/gatsby/blogEditor/headers';
import { completeHeadersFile } from '../../../src/gatsby/headers/headersFile';
import { headerValues, loadNetlifyRules } from '../../../scripts/lib/staticServer';

const base = readFileSync(path.resolve(__dirname, '../../../static/_headers'), 'utf8');
const pageEditorFiles = ['admin/index.html', 'admin/cms.js', 'admin/static/font-1.woff2'];
const blogEditorFiles = ['admin/blog/index.html', 'admin/blog/editor-ABCDEFGH.js'];

/** The rules read back with Netlify's own parser, as `npm run serve` reads the built file. */
async function parsed(text: string) {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'headers-'));
  try {
    writeFileSync(path.join(dir, '_headers'), text);
    writeFileSync(path.join(dir, '_redirects'), '');
    const { headers, errors } = await loadNetlifyRules(dir);
    expect(errors).toEqual([]);
    return headers;
  } finally {
    rmSync(dir, { recursive: true });
  }
}

test('the page editor’s rule is written per file of its own, the blog editor gets its own policy at its own files', async () => {
  const text = withBlogEditorHeaders(completeHeadersFile(base, { pages: [], hashedAssetPaths: [], cmsFiles: pageEditorFiles }), {
    files: blogEditorFiles,
    editorScript: 'admin/blog/editor-ABCDEFGH.js',
    backendOrigin: 'https://x.supabase.co',
  });
  const rules = await parsed(text);
  const policyAt = (address: string) => headerValues(rules, address).get('content-security-policy') ?? [];
  const blogPolicy = blogEditorCsp('https://x.supabase.co');
  for (const address of ['/admin/blog/', '/admin/blog', '/admin/blog/index.html', '/admin/blog/editor-ABCDEFGH.js']) {
    expect(policyAt(address)).toEqual([blogPolicy]);
  }
  expect(blogPolicy).not.toContain('unsafe-eval');
  for (const address of ['/admin/', '/admin', '/admin/cms.js']) {
    expect(policyAt(address)).toHaveLength(1);
    expect(policyAt(address)[0]).toContain("'unsafe-eval'");
  }
  // Look-alikes of either editor get neither editor's policy.
  for (const address of ['/admin/blogfoo', '/admin/blog.html', '/admin/blog-x/', '/adminblog/']) expect(policyAt(address)).toEqual([]);
  const script = rules.find((rule) => rule.for === '/admin/blog/editor-ABCDEFGH.js')!;
  expect(script.values['Cache-Control']).toContain('immutable');
  const page = rules.find((rule) => rule.for === '/admin/blog/')!;
  expect(page.values['X-Robots-Tag']).toBe('noindex, nofollow');
  expect(page.values['Cache-Control']).toContain('must-revalidate');
});
