/**
 * Every page is valid HTML: every HTML page the build writes, and every post page as the blog's function answers it
 * (the seed's, and one whose text holds markup and control characters), passes the W3C's Nu HTML Checker (npm
 * `vnu-jar`, run with Java), and holds every byte of its text as written: no NUL byte
 * (https://github.com/facebook/react/issues/31134, fixed at its source in src/theme/criticalStyles.tsx). It needs no
 * browser.
 */
import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { globSync } from 'tinyglobby';
import { promisify } from 'node:util';
import vnuJar from 'vnu-jar';
import { LOCAL_EDITOR } from '../../scripts/lib/localSupabase/auth';
import { postPath } from '../../src/blog/postAddress';
import { baseUrl } from './support/browser';
import { localClient, publishPost } from './support/localBlog';
import { FORM_ROUTES, POST_ROUTES, ROUTES } from './support/site';

const PUBLIC = path.resolve(__dirname, '../../public');

/**
 * The checker's CSS module predates container queries (CSS Containment Level 3) and registered custom properties
 * (`@property`, CSS Properties and Values API Level 1: the landing's `--word-space`, FallingText.tsx), so it rejects
 * valid CSS the site uses. Exactly these messages are its gap, not the site's; anything else, CSS included, is an
 * error.
 */
const CHECKER_GAPS = new Set([
  "CSS: “container-type”: Property “container-type” doesn't exist.",
  'CSS: Unrecognized at-rule “@container”',
  'CSS: Unrecognized at-rule “@property”',
]);

/** One JVM start costs seconds: all pages go to the checker in one run. */
const CHECK_TIMEOUT_MS = 3 * 60_000;

interface VnuMessage {
  type: 'error' | 'info' | 'non-document-error';
  subType?: string;
  url?: string;
  message: string;
  lastLine?: number;
  extract?: string;
}

/** Every page of the build: all `.html` files but Gatsby's slice fragments (`_gatsby/slices/`, not documents). */
const pages = globSync('**/*.html', { cwd: PUBLIC, absolute: true, ignore: ['_gatsby/**'] }).sort();
const relative = (file: string) => (file.startsWith(PUBLIC) ? path.relative(PUBLIC, file) : `(the blog's function) ${path.basename(file)}`);

/** The post pages the blog's function answers, each saved as a file for the checker: the seed's, and a hostile one. */
const answered = mkdtempSync(path.join(os.tmpdir(), 'post-pages-'));
const postPages: string[] = [];
const editor = localClient();
let hostile: string | null = null;
beforeAll(async () => {
  await editor.auth.signInWithPassword(LOCAL_EDITOR);
  const post = await publishPost(editor, 'Проверка </script><b>разметки</b> ]]> \u0007 и <!-- -->');
  hostile = post.id;
  const routes = [...POST_ROUTES.map((route) => route.path), postPath(post.slug, 'ru')];
  for (const [i, route] of routes.entries()) {
    const response = await fetch(`${baseUrl()}${route}`);
    if (response.status !== 200) throw new Error(`${route} answered ${response.status}`);
    const file = path.join(answered, `${i}-${route.replace(/\W+/g, '-')}.html`);
    writeFileSync(file, Buffer.from(await response.arrayBuffer()));
    postPages.push(file);
  }
});
afterAll(async () => {
  if (hostile) await editor.from('blog_posts').delete().eq('id', hostile);
  await editor.auth.signOut();
  rmSync(answered, { recursive: true, force: true });
});

test('the build has every page of product §2, the application form’s thank-you and privacy pages, and the 404 pages', () => {
  const files = pages.map(relative);
  const expected = [
    // Pages are x.html, which Netlify serves at /x with no redirect (Gatsby's Netlify adapter, src/gatsby/deploy/netlifyAdapter.ts).
    ...[...ROUTES, ...FORM_ROUTES].map(({ path: route }) => (route === '/' ? 'index.html' : `${route.slice(1)}.html`)),
    '404.html',
    'en/404.html',
  ];
  expect(files).toEqual(expect.arrayContaining(expected));
});

test('no built page, and no page the blog’s function answers, contains a NUL byte', () => {
  expect(postPages.length).toBeGreaterThan(3);
  const found = [...pages, ...postPages].flatMap((file) => {
    const bytes = readFileSync(file);
    const at = bytes.indexOf(0);
    if (at < 0) return [];
    const context = bytes
      .subarray(Math.max(0, at - 40), at + 40)
      .toString('utf8')
      .replace(/\0/g, '\\0');
    return [`${relative(file)} at byte ${at}: …${context}…`];
  });
  expect(found).toEqual([]);
});

test(
  'the Nu HTML Checker finds no error on any built page, nor on the post pages the blog’s function answers',
  async () => {
    let stderr: string;
    try {
      // With --format json the report goes to stderr; --exit-zero-always keeps errors from looking like a crash.
      ({ stderr } = await promisify(execFile)(
        'java',
        ['-jar', String(vnuJar), '--format', 'json', '--exit-zero-always', ...pages, ...postPages],
        {
          maxBuffer: 64 * 1024 * 1024,
        },
      ));
    } catch (error) {
      throw new Error(`Could not run the Nu HTML Checker with Java (on Debian: apt-get install default-jre-headless): ${String(error)}`);
    }
    const { messages } = JSON.parse(stderr) as { messages: VnuMessage[] };
    const errors = messages
      .filter((m) => m.type !== 'info' && !CHECKER_GAPS.has(m.message))
      .map(
        (m) =>
          `${m.url ? relative(decodeURIComponent(new URL(m.url).pathname)) : '?'}:${m.lastLine ?? '?'}: ${m.message}${m.extract ? ` [${m.extract.trim()}]` : ''}`,
      );
    expect(errors).toEqual([]);
  },
  CHECK_TIMEOUT_MS,
);
