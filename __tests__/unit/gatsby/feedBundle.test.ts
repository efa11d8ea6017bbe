/** @jest-environment node */
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { addFeedScript, bundleFeed, scriptsAfterPaint } from '../../../src/gatsby/feedBundle';

const PAGE = '<html><body><main>x</main><script data-loads="fonts">f()</script></body></html>';

test('the loader appends the scripts only once a frame has been rendered', () => {
  const frames: Array<() => void> = [];
  const timers: Array<() => void> = [];
  const appended: string[] = [];
  const out = scriptsAfterPaint(PAGE, ['/blog-feed-1.js']);
  expect(out).not.toMatch(/<script src=/);
  const loader = /<script data-loads="scripts">(requestAnimationFrame[^<]+)<\/script><\/body>/.exec(out)?.[1] ?? '';
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
  expect(appended).toEqual(['/blog-feed-1.js']);
});

describe('the build', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'public-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  test('bundles the page script and the worker with supabase-js under content-hashed names', async () => {
    const env = { GATSBY_SUPABASE_URL: 'https://abc.supabase.co', GATSBY_SUPABASE_ANON_KEY: 'anon-key-1' };
    const { page: pageBundle, worker: workerBundle } = await bundleFeed(dir, env);
    const feed = pageBundle.file;
    const files = readdirSync(dir).sort();
    expect(files).toEqual([feed, workerBundle.file].sort());
    expect(feed).toMatch(/^blog-feed-[0-9a-f]{20}\.js$/);
    const worker = workerBundle.file;
    expect(worker).toMatch(/^blog-feed-worker-[0-9a-f]{20}\.js$/);
    expect([pageBundle.bytes, workerBundle.bytes]).toEqual([feed, worker].map((f) => readFileSync(path.join(dir, f)).length));
    const page = readFileSync(path.join(dir, feed), 'utf8');
    const inWorker = readFileSync(path.join(dir, worker), 'utf8');
    // The page's script starts the worker and carries no supabase-js; the worker carries it and the project.
    expect(page).toContain(`/${worker}`);
    expect(page).not.toMatch(/supabase-js|GoTrueClient|abc\.supabase\.co/);
    expect(page.length).toBeLessThan(15_000);
    expect(inWorker).toContain('https://abc.supabase.co');
    expect(inWorker).toContain('anon-key-1');
    expect(inWorker).toMatch(/supabase-js/);
  }, 30_000);

  test('only the blog pages get the loader', () => {
    const files = ['index.html', 'en/index.html', 'blog.html', 'en/blog.html', 'team.html', '404.html'];
    for (const f of files) {
      mkdirSync(path.dirname(path.join(dir, f)), { recursive: true });
      writeFileSync(path.join(dir, f), PAGE);
    }
    expect(addFeedScript(dir, files, 'blog-feed-1.js').sort()).toEqual(['blog.html', 'en/blog.html']);
    expect(readFileSync(path.join(dir, 'team.html'), 'utf8')).toBe(PAGE);
    expect(readFileSync(path.join(dir, 'en/index.html'), 'utf8')).toBe(PAGE);
    expect(readFileSync(path.join(dir, 'en/blog.html'), 'utf8')).toContain('["/blog-feed-1.js"]');
  });
});
