import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startStaticServer, type StaticServer } from '../../../scripts/lib/staticServer';

/** 1000 bytes whose value is their position mod 251, so any slice is recognisable. */
export const FONT_BYTES = Buffer.from(Array.from({ length: 1000 }, (_, i) => i % 251));

/**
 * A publish directory shaped like the build's: pages as x.html (the root and a
 * language root beside its folder), one page still as folder/index.html, the
 * two 404 pages, a hashed file under static/, and the _headers/_redirects the
 * build writes.
 */
export function fixtureSite(): string {
  const root = mkdtempSync(path.join(os.tmpdir(), 'static-server-'));
  const files: Record<string, string | Buffer> = {
    'index.html': '<h1>home</h1>',
    'team.html': '<h1>team</h1>',
    'folder/index.html': '<h1>folder</h1>',
    'en.html': '<h1>en home</h1>',
    'en/team.html': '<h1>en team</h1>',
    '404.html': '<h1>ru 404</h1>',
    'en/404.html': '<h1>en 404</h1>',
    'static/font-0123456789abcdef.woff2': FONT_BYTES,
    _headers: [
      '/*',
      '  X-Frame-Options: DENY',
      '/team',
      '  Cache-Control: public, max-age=0, must-revalidate',
      '/static/font-0123456789abcdef.woff2',
      '  Cache-Control: public, max-age=31536000, immutable',
      '',
    ].join('\n'),
    _redirects: '# unknown English paths\n/en/*  /en/404.html  404\n',
  };
  for (const [name, content] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(root, name)), { recursive: true });
    writeFileSync(path.join(root, name), content);
  }
  return root;
}

/** The static server on a fresh fixtureSite for the enclosing describe block (or file), closed and removed after it. */
export function servedFixtureSite(): { readonly root: string; readonly server: StaticServer } {
  const state = {} as { root: string; server: StaticServer };
  beforeAll(async () => {
    state.root = fixtureSite();
    state.server = await startStaticServer(state.root);
  });
  afterAll(async () => {
    await state.server.close();
    rmSync(state.root, { recursive: true, force: true });
  });
  return state;
}
