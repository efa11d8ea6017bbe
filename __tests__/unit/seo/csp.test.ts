/** @jest-environment node */
import { createHash } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Header } from '@netlify/headers-parser';
import { headerValues, loadNetlifyRules } from '../../../scripts/lib/staticServer';
import {
  blogEditorTable,
  buildPolicy,
  contentSecurityPolicy,
  DIRECTIVES,
  inlineScriptHashes,
  LOCAL_SUPABASE_URL,
  PAGE_EDITOR_TABLE,
  publicPageTable,
  supabaseOrigin,
} from '../../../src/gatsby/headers/csp';
import { CMS_HEADERS, completeHeadersFile, cspMetaTag, htmlUrlPath, isHashedAsset } from '../../../src/gatsby/headers/headersFile';
import { IMMUTABLE, REVALIDATE } from '../../../src/config/pageHeaders';
import { robotsTxt } from '../../../src/gatsby/postBuild/pipeline';

/** The CMS's files as the build writes them (its index, scripts, and fonts in a folder of their own). */
const CMS_FILES = ['admin/index.html', 'admin/cms.js', 'admin/static/font-0123.woff2'];

const sha = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

describe('inline script hashes', () => {
  test('hash executable inline scripts exactly as written, skipping external scripts and JSON-LD', () => {
    const html = [
      '<script id="a">window.pagePath="/x";</script>',
      '<script src="/app.js" async></script>',
      '<script type="application/ld+json">{"@type":"Organization"}</script>',
      '<script type="module">\n  go();\n</script>',
    ].join('');
    expect(inlineScriptHashes(html)).toEqual([sha('window.pagePath="/x";'), sha('\n  go();\n')]);
  });

  test('scripts as the browser parses them: not in comments or attribute values, any letter case, line ends as run', () => {
    const html = [
      '<!-- <script>commented()</script> -->',
      '<p title="<script>quoted()</script>">text</p>',
      '<SCRIPT TYPE=" Module ">upper()</SCRIPT>',
      '<script type="speculationrules">{"prerender":[]}</script>',
      '<script type="application/json" data-island-props="">{"a":"</scr"}</script>',
      '<script>a();\r\nb();</script>',
    ].join('');
    expect(inlineScriptHashes(html)).toEqual([sha('upper()'), sha('{"prerender":[]}'), sha('a();\nb();')]);
  });
});

describe('the policy', () => {
  const policy = contentSecurityPolicy([sha('b'), sha('a'), sha('b')], 'https://abc.supabase.co');
  const directive = (name: string) => policy.split('; ').find((d) => d.startsWith(`${name} `));

  test('scripts: self plus each hash once, never unsafe-inline or unsafe-eval', () => {
    expect(directive('script-src')).toBe(`script-src 'self' ${[sha('a'), sha('b')].sort().join(' ')}`);
    expect(policy).not.toMatch(/script-src[^;]*unsafe/);
  });

  test('network only to self and the backend; frames only from Telegram; never framed', () => {
    expect(directive('connect-src')).toBe("connect-src 'self' https://abc.supabase.co");
    expect(directive('frame-src')).toBe('frame-src https://t.me');
    expect(directive('frame-ancestors')).toBe("frame-ancestors 'none'");
    expect(directive('object-src')).toBe("object-src 'none'");
  });

  test('blog photos from any https host and the image CDN on the site itself; videos from the backend too; nothing else widened', () => {
    expect(directive('img-src')).toBe("img-src 'self' data: https:");
    expect(directive('media-src')).toBe("media-src 'self' https: https://abc.supabase.co");
    const local = contentSecurityPolicy([], 'http://127.0.0.1:54321').split('; ');
    expect(local).toContain("img-src 'self' data: https:");
    expect(local).toContain("media-src 'self' https: http://127.0.0.1:54321");
    for (const name of ['script-src', 'connect-src', 'frame-src', 'default-src']) {
      expect(local.find((d) => d.startsWith(`${name} `))).not.toMatch(/ https:( |$)/);
    }
  });

  test('forms go to the site, and to the web search the blog’s search field leads to without JavaScript; the editors’ to the site alone', () => {
    expect(directive('form-action')).toBe("form-action 'self' https://www.google.com");
    expect(buildPolicy(PAGE_EDITOR_TABLE)).toContain("form-action 'self';");
    expect(buildPolicy(blogEditorTable('https://abc.supabase.co'))).toContain("form-action 'self';");
  });

  test('the backend origin comes from GATSBY_SUPABASE_URL, the local backend otherwise', () => {
    expect(supabaseOrigin({ GATSBY_SUPABASE_URL: 'https://abc.supabase.co/rest/v1' })).toBe('https://abc.supabase.co');
    expect(supabaseOrigin({})).toBe(new URL(LOCAL_SUPABASE_URL).origin);
  });
});

describe('one builder, three named policies', () => {
  /** A policy read back as a map of directive to sources, as a browser parses it. */
  const parse = (policy: string) => new Map(policy.split('; ').map((d) => [d.split(' ')[0], d.split(' ').slice(1)] as const));
  const backend = 'https://abc.supabase.co';
  const policies = {
    publicPage: buildPolicy(publicPageTable([sha('a')], backend)),
    pageEditor: buildPolicy(PAGE_EDITOR_TABLE),
    blogEditor: buildPolicy(blogEditorTable(backend)),
  };

  test.each(Object.entries(policies))('%s: the base every policy shares, each directive once, in one order', (_name, policy) => {
    const names = policy.split('; ').map((d) => d.split(' ')[0]);
    expect(names).toEqual(DIRECTIVES.filter((name) => names.includes(name)));
    const directives = parse(policy);
    expect(directives.get('default-src')).toEqual(["'self'"]);
    expect(directives.get('object-src')).toEqual(["'none'"]);
    expect(directives.get('base-uri')).toEqual(["'self'"]);
    expect(directives.get('form-action')?.[0]).toBe("'self'");
    expect(directives.get('frame-ancestors')).toEqual(["'none'"]);
    expect(directives.get('script-src')).not.toContain("'unsafe-inline'");
  });

  test('only the page editor may eval and call GitHub and Netlify; only the blog editor forbids workers', () => {
    const [publicPage, pageEditor, blogEditor] = [parse(policies.publicPage), parse(policies.pageEditor), parse(policies.blogEditor)];
    expect(pageEditor.get('script-src')).toEqual(["'self'", "'unsafe-eval'"]);
    expect(pageEditor.get('connect-src')).toEqual(["'self'", 'https://api.github.com', 'https://api.netlify.com']);
    expect(pageEditor.get('frame-src')).toEqual(["'self'"]);
    expect(blogEditor.get('script-src')).toEqual(["'self'"]);
    expect(blogEditor.get('connect-src')).toEqual(["'self'", backend]);
    expect(blogEditor.get('img-src')).toEqual(["'self'", 'data:', 'blob:', 'https:', backend]);
    expect(blogEditor.get('worker-src')).toEqual(["'none'"]);
    // The public pages' feed runs supabase-js in a worker of the site's own: worker-src falls back to script-src.
    expect(publicPage.has('worker-src')).toBe(false);
    expect(publicPage.get('script-src')).toEqual(["'self'", sha('a')]);
    expect(publicPage.get('img-src')).not.toContain('blob:');
  });

  test('the headers carry the built policies: the page editor at /admin/, the public pages per page', () => {
    expect(CMS_HEADERS.find(([name]) => name === 'Content-Security-Policy')?.[1]).toBe(policies.pageEditor);
    expect(contentSecurityPolicy([sha('a')], backend)).toBe(policies.publicPage);
  });

  test('a source given twice is written once; a directive with no source is refused, not written empty', () => {
    expect(buildPolicy({ 'img-src': ["'self'", 'https:', "'self'"] })).toContain("img-src 'self' https:;");
    expect(() => buildPolicy({ 'frame-src': [] })).toThrow("frame-src has no source; write 'none' if none is meant");
  });
});

describe('the _headers file', () => {
  test('built pages map to their URL paths; only hashed root JS/CSS count as immutable', () => {
    expect(htmlUrlPath('index.html')).toBe('/');
    expect(htmlUrlPath('en/scripts/index.html')).toBe('/en/scripts');
    expect(htmlUrlPath('en/scripts.html')).toBe('/en/scripts');
    expect(htmlUrlPath('en/404.html')).toBe('/en/404');
    expect(isHashedAsset('app-81ee0c33bf3cd70f998b.js')).toBe(true);
    expect(isHashedAsset('styles.06f9f89154177d39374f.css')).toBe(true);
    expect(isHashedAsset('sw.js')).toBe(false);
    expect(isHashedAsset('~partytown/partytown-81ee0c33bf3cd70f998b.js')).toBe(false);
  });

  /** Pages that all carry one policy. */
  const withPolicy = (files: readonly string[], csp = "default-src 'self'") => files.map((file) => ({ file, csp }));

  test('each public page gets its CSP, opener policy and Cache-Control at every address that serves it, /admin none', () => {
    const out = completeHeadersFile('/*\n  X-Frame-Options: DENY\n', {
      pages: withPolicy(['index.html', 'en/index.html', 'en/team/index.html', '404.html', '404/index.html', 'admin/index.html']),
      hashedAssetPaths: ['/app-1.js'],
      cmsFiles: [],
    });
    expect(out).toContain('/*\n  X-Frame-Options: DENY\n\n');
    const page = `  Content-Security-Policy: default-src 'self'\n  Cross-Origin-Opener-Policy: same-origin\n  Cache-Control: ${REVALIDATE}`;
    for (const path of ['/', '/index.html', '/en', '/en.html', '/en/team', '/en/team.html', '/404', '/404.html']) {
      expect(out).toContain(`\n${path}\n${page}\n`);
    }
    expect(out).not.toMatch(/^\/admin/m);
    expect(out).not.toMatch(/^\/en\/\*/m);
    expect(out).toContain(`/app-1.js\n  Cache-Control: ${IMMUTABLE}`);
    expect(out.match(/Content-Security-Policy/g)).toHaveLength(8);
  });

  test('each page’s policy is its own, at each of its addresses: no page carries another page’s hashes', () => {
    const policy = (code: string) => contentSecurityPolicy([sha(code)], LOCAL_SUPABASE_URL);
    const out = completeHeadersFile('/*\n  X-Frame-Options: DENY\n', {
      pages: [
        { file: 'index.html', csp: policy('landing()') },
        { file: 'blog/index.html', csp: policy('feed()') },
        { file: 'team/index.html', csp: policy('fonts()') },
      ],
      hashedAssetPaths: [],
      cmsFiles: [],
    });
    const cspAt = (urlPath: string) => new RegExp(`^${urlPath.replace('.', '\\.')}\n  Content-Security-Policy: (.*)$`, 'm').exec(out)?.[1];
    for (const [paths, code] of [
      [['/', '/index.html'], 'landing()'],
      [['/blog', '/blog.html'], 'feed()'],
      [['/team', '/team.html'], 'fonts()'],
    ] as const) {
      for (const urlPath of paths) expect([urlPath, cspAt(urlPath)]).toEqual([urlPath, policy(code)]);
    }
  });

  test('two files served at one address with different policies are refused, naming both', () => {
    const pages = [
      { file: '404.html', csp: "script-src 'self' 'sha256-a'" },
      { file: '404/index.html', csp: "script-src 'self' 'sha256-b'" },
    ];
    expect(() => completeHeadersFile('/*\n  A: b\n', { pages, hashedAssetPaths: [], cmsFiles: [] })).toThrow(
      '404.html and 404/index.html are both served at /404, with different Content-Security-Policies',
    );
  });

  test("with static/_headers and the adapter's block, every path gets each header at most once", async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'headers-'));
    try {
      const built = completeHeadersFile(readFileSync(path.resolve(__dirname, '../../../static/_headers'), 'utf8'), {
        pages: withPolicy(['index.html', 'blog/index.html', 'en/index.html', 'en/blog/index.html', '404.html', 'en/404.html']),
        hashedAssetPaths: ['/app-0123456789abcdef0123.js', '/static/manrope-latin-0123456789abcdef.woff2'],
        cmsFiles: CMS_FILES,
      });
      // What Gatsby's Netlify adapter appends when it is given no header routes (src/gatsby/deploy/netlifyAdapter.ts).
      writeFileSync(path.join(dir, '_headers'), `${built}\n# gatsby-adapter-netlify start\n\n# gatsby-adapter-netlify end\n`);
      const { headers, errors } = (await loadNetlifyRules(dir)) as { headers: Header[]; errors: string[] };
      expect(errors).toEqual([]);
      const paths = [
        '/',
        '/index.html',
        '/blog',
        '/BLOG.html',
        '/en',
        '/en/blog',
        '/en/no-such-page',
        '/404.html',
        '/admin/',
        '/ADMIN/index.html',
        '/app-0123456789abcdef0123.js',
        '/static/manrope-latin-0123456789abcdef.woff2',
        '/page-data/app-data.json',
        '/robots.txt',
      ];
      for (const urlPath of paths) {
        const repeated = [...headerValues(headers, urlPath)].filter(([, values]) => values.length > 1);
        expect([urlPath, repeated]).toEqual([urlPath, []]);
        expect([urlPath, headerValues(headers, urlPath).has('x-xss-protection')]).toEqual([urlPath, false]);
      }
      const csp = (urlPath: string) => headerValues(headers, urlPath).get('content-security-policy') ?? [];
      expect(csp('/BLOG.html')).toEqual(["default-src 'self'"]);
      expect(csp('/ADMIN/')[0]).toMatch(/'unsafe-eval'/);
      expect(headerValues(headers, '/admin/').get('cross-origin-opener-policy')).toEqual(['same-origin-allow-popups']);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  test("the CMS's policy and noindex at the CMS's own addresses only, as Netlify's parser matches them", async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'headers-'));
    try {
      const built = completeHeadersFile(readFileSync(path.resolve(__dirname, '../../../static/_headers'), 'utf8'), {
        pages: withPolicy(['index.html', 'team.html', '404.html']),
        hashedAssetPaths: [],
        cmsFiles: CMS_FILES,
      });
      writeFileSync(path.join(dir, '_headers'), built);
      const { headers } = await loadNetlifyRules(dir);
      const cms = (urlPath: string) => {
        const values = headerValues(headers, urlPath);
        return { csp: values.get('content-security-policy')?.join(', ') ?? null, robots: values.get('x-robots-tag') ?? null };
      };
      for (const own of ['/admin', '/admin/', '/admin/index.html', '/Admin/CMS.js', '/admin/static/font-0123.woff2']) {
        expect([own, cms(own)]).toEqual([own, { csp: expect.stringContaining("'unsafe-eval'"), robots: ['noindex, nofollow'] }]);
      }
      // What `/admin/*` used to match as well (Netlify reads it as ^/admin/?(.*)/?$), and what no CMS file is.
      for (const other of ['/admin.html', '/administrator', '/admin-x', '/adminfoo.html', '/admin/nope', '/admin/static/', '/team']) {
        expect([other, cms(other)]).toEqual([other, { csp: other === '/team' ? "default-src 'self'" : null, robots: null }]);
      }
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  test('404 pages get the policy as a <meta> tag, without frame-ancestors (ignored there)', () => {
    expect(cspMetaTag("default-src 'self'; frame-ancestors 'none'; object-src 'none'")).toBe(
      `<meta http-equiv="Content-Security-Policy" content="default-src 'self'; object-src 'none'">`,
    );
  });

  test('a headers file without a /* rule is refused', () => {
    expect(() => completeHeadersFile('/static/*\n  A: b\n', { pages: [], hashedAssetPaths: [], cmsFiles: [] })).toThrow(/\/\*/);
  });

  test('robots.txt points at the sitemap index on the site URL', () => {
    expect(robotsTxt('https://example.org')).toBe('User-agent: *\nAllow: /\n\nSitemap: https://example.org/sitemap-index.xml\n');
  });
});
