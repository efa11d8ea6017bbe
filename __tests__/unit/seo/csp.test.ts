/** @jest-environment node */
import { createHash } from 'node:crypto';
import { contentSecurityPolicy, inlineScriptHashes, LOCAL_SUPABASE_URL, supabaseOrigin } from '../../../src/gatsby/csp';
import { completeHeadersFile, cspMetaTag, htmlUrlPath, IMMUTABLE, isHashedAsset, REVALIDATE } from '../../../src/gatsby/headersFile';
import { robotsTxt } from '../../../src/gatsby/onPostBuild';

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

  test('blog photos and videos from any https host, and from the backend (issue 12); nothing else widened', () => {
    expect(directive('img-src')).toBe("img-src 'self' data: https: https://abc.supabase.co");
    expect(directive('media-src')).toBe("media-src 'self' https: https://abc.supabase.co");
    const local = contentSecurityPolicy([], 'http://127.0.0.1:54321').split('; ');
    expect(local).toContain("media-src 'self' https: http://127.0.0.1:54321");
    for (const name of ['script-src', 'connect-src', 'frame-src', 'default-src']) {
      expect(local.find((d) => d.startsWith(`${name} `))).not.toMatch(/ https:( |$)/);
    }
  });

  test('the backend origin comes from GATSBY_SUPABASE_URL, the local backend otherwise', () => {
    expect(supabaseOrigin({ GATSBY_SUPABASE_URL: 'https://abc.supabase.co/rest/v1' })).toBe('https://abc.supabase.co');
    expect(supabaseOrigin({})).toBe(new URL(LOCAL_SUPABASE_URL).origin);
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

  test('the CSP goes on each public page and /en/*, not under /* nor on /admin; one Cache-Control each', () => {
    const out = completeHeadersFile('/*\n  X-Frame-Options: DENY\n', {
      htmlPaths: ['/', '/en', '/admin'],
      hashedAssetPaths: ['/app-1.js'],
      csp: "default-src 'self'",
    });
    expect(out).toContain('/*\n  X-Frame-Options: DENY\n\n');
    expect(out).toContain(`/\n  Content-Security-Policy: default-src 'self'\n  Cache-Control: ${REVALIDATE}`);
    expect(out).toContain(`/en\n  Content-Security-Policy: default-src 'self'\n  Cache-Control: ${REVALIDATE}`);
    expect(out).toContain("/en/*\n  Content-Security-Policy: default-src 'self'");
    expect(out).not.toMatch(/^\/admin/m);
    expect(out).toContain(`/app-1.js\n  Cache-Control: ${IMMUTABLE}`);
    expect(out.match(/Cache-Control/g)).toHaveLength(3);
    expect(out.match(/Content-Security-Policy/g)).toHaveLength(3);
  });

  test('404 pages get the policy as a <meta> tag, without frame-ancestors (ignored there)', () => {
    expect(cspMetaTag("default-src 'self'; frame-ancestors 'none'; object-src 'none'")).toBe(
      `<meta http-equiv="Content-Security-Policy" content="default-src 'self'; object-src 'none'">`,
    );
  });

  test('a headers file without a /* rule is refused', () => {
    expect(() => completeHeadersFile('/static/*\n  A: b\n', { htmlPaths: [], hashedAssetPaths: [], csp: '' })).toThrow(/\/\*/);
  });

  test('robots.txt points at the sitemap index on the site URL', () => {
    expect(robotsTxt('https://example.org')).toBe('User-agent: *\nAllow: /\n\nSitemap: https://example.org/sitemap-index.xml\n');
  });
});
