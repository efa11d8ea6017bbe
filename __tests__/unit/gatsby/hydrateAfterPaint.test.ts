/** @jest-environment node */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { deferHydration, hydrateAfterPaint } from '../../../src/gatsby/hydrateAfterPaint';

const PAGE =
  '<html><body><div id="___gatsby">x</div><script id="gatsby-script-loader">window.pagePath="/";</script>' +
  '<script src="/webpack-runtime-1.js" async></script><script src="/app-2.js" async=""></script></body></html>';

test('the bundle tags become one loader that appends the same scripts after a frame', () => {
  const out = hydrateAfterPaint(PAGE);
  expect(out).not.toMatch(/<script src=/);
  expect(out).toContain('<script id="gatsby-script-loader">window.pagePath="/";</script>');
  const loader = /<script data-loads="scripts">(requestAnimationFrame[^<]+)<\/script><\/body>/.exec(out)?.[1];
  expect(loader).toContain('["/webpack-runtime-1.js","/app-2.js"]');
});

test('the loader, run, adds the scripts only once a frame has been rendered', () => {
  const frames: Array<() => void> = [];
  const timers: Array<() => void> = [];
  const appended: string[] = [];
  const loader = /<script data-loads="scripts">(requestAnimationFrame[^<]+)<\/script>/.exec(hydrateAfterPaint(PAGE))?.[1] ?? '';
  const document = { createElement: () => ({ src: '' }), body: { appendChild: (e: { src: string }) => appended.push(e.src) } };
  new Function('requestAnimationFrame', 'setTimeout', 'document', loader)(
    (f: () => void) => frames.push(f),
    (f: () => void) => timers.push(f),
    document,
  );
  expect(appended).toEqual([]);
  frames.forEach((f) => f());
  expect(appended).toEqual([]);
  timers.forEach((f) => f());
  expect(appended).toEqual(['/webpack-runtime-1.js', '/app-2.js']);
});

test('only the landing and the blog pages are rewritten', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'public-'));
  try {
    const files = ['index.html', 'en/index.html', 'blog/index.html', 'en/blog/index.html', 'team/index.html', '404.html'];
    for (const f of files) {
      mkdirSync(path.dirname(path.join(dir, f)), { recursive: true });
      writeFileSync(path.join(dir, f), PAGE);
    }
    expect(deferHydration(dir, files).sort()).toEqual(['blog/index.html', 'en/blog/index.html', 'en/index.html', 'index.html']);
    expect(readFileSync(path.join(dir, 'team/index.html'), 'utf8')).toBe(PAGE);
    expect(readFileSync(path.join(dir, 'en/index.html'), 'utf8')).not.toBe(PAGE);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});
