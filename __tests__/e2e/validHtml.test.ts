/**
 * Every page is valid HTML: every HTML page the build writes passes the W3C's Nu HTML Checker (npm `vnu-jar`, run
 * with Java), and holds every byte of its text as written: no NUL byte (https://github.com/facebook/react/issues/31134,
 * fixed at its source in src/gatsby/ssr/replaceRenderer.tsx). This reads `public/` only; it needs no browser.
 */
import { execFile } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { globSync } from 'tinyglobby';
import { promisify } from 'node:util';
import vnuJar from 'vnu-jar';
import { FORM_ROUTES, ROUTES } from './support/site';

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
const relative = (file: string) => path.relative(PUBLIC, file);

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

test('no built page contains a NUL byte', () => {
  const found = pages.flatMap((file) => {
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
  'the Nu HTML Checker finds no error on any built page',
  async () => {
    let stderr: string;
    try {
      // With --format json the report goes to stderr; --exit-zero-always keeps errors from looking like a crash.
      ({ stderr } = await promisify(execFile)('java', ['-jar', String(vnuJar), '--format', 'json', '--exit-zero-always', ...pages], {
        maxBuffer: 64 * 1024 * 1024,
      }));
    } catch (error) {
      throw new Error(`Could not run the Nu HTML Checker with Java (on Debian: apt-get install default-jre-headless): ${String(error)}`);
    }
    const { messages } = JSON.parse(stderr) as { messages: VnuMessage[] };
    const errors = messages
      .filter((m) => m.type !== 'info' && !CHECKER_GAPS.has(m.message))
      .map(
        (m) =>
          `${m.url ? relative(new URL(m.url).pathname) : '?'}:${m.lastLine ?? '?'}: ${m.message}${m.extract ? ` [${m.extract.trim()}]` : ''}`,
      );
    expect(errors).toEqual([]);
  },
  CHECK_TIMEOUT_MS,
);
