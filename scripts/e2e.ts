/**
 * `npm run test:e2e`: the end-to-end suite against the production build in public/, in two lanes run side by side,
 * each a jest process running its files one after another (in band), sharing one embedded blog backend.
 *
 * Most of a browser test's time is spent waiting (for the network, an animation, a development server), not on
 * the CPU: in band, the suite kept a 2-core machine's CPU under half busy. The lanes split the files by what they
 * share: the blog lane holds every file that writes posts or reads the feed's posts, in band as before (a post one
 * file writes would be in another's feed); the site lane only files that never read the blog's data (SITE_LANE).
 * A file not named there runs in the blog lane, so a new test is never run beside the files it could disturb.
 *
 * With arguments (`npm run test:e2e -- __tests__/e2e/blog.test.ts`), jest runs just those, in one lane.
 */
import { spawn } from 'node:child_process';
import path from 'node:path';
import { globSync } from 'tinyglobby';
import { startLocalSupabase } from './lib/localSupabase';
import { LOCAL_SUPABASE_URL } from '../src/config/localSupabase';

const ROOT = path.resolve(__dirname, '..');

/**
 * Files that never read the blog's posts (the page editor on copies of the repository, static files and headers, the
 * content pages, the landing, the form), so they may run while the blog lane's files write posts.
 */
const SITE_LANE = [
  'applicationForm',
  'cases',
  'casting',
  'cms',
  'cmsRules',
  'contacts',
  'contentPagesShell',
  'deploy',
  'fontSwap',
  'headers',
  'kremlin',
  'landing',
  'netlifyOutput',
  'notFound',
  'services',
  'teamAndAbout',
  'validHtml',
].map((name) => `__tests__/e2e/${name}.test.ts`);

const JEST = ['--selectProjects', 'e2e', '--runInBand'];

/** Runs jest with `args`, each line of its output prefixed with the lane's name; resolves to its exit code. */
function lane(name: string, args: readonly string[], env: NodeJS.ProcessEnv): Promise<number> {
  const child = spawn(process.execPath, [require.resolve('jest/bin/jest'), ...JEST, ...args], {
    cwd: ROOT,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  for (const [stream, out] of [
    [child.stdout, process.stdout],
    [child.stderr, process.stderr],
  ] as const) {
    let rest = '';
    stream.setEncoding('utf8');
    stream.on('data', (chunk: string) => {
      const lines = (rest + chunk).split('\n');
      rest = lines.pop() ?? '';
      for (const line of lines) out.write(`[${name}] ${line}\n`);
    });
    stream.on('end', () => rest && out.write(`[${name}] ${rest}\n`));
  }
  return new Promise((resolve) => child.on('close', (code) => resolve(code ?? 1)));
}

async function main() {
  const args = process.argv.slice(2);
  if (args.length > 0) {
    const child = spawn(process.execPath, [require.resolve('jest/bin/jest'), ...JEST, ...args], { cwd: ROOT, stdio: 'inherit' });
    child.on('close', (code) => process.exit(code ?? 1));
    return;
  }
  const files = globSync('__tests__/e2e/**/*.test.ts', { cwd: ROOT }).sort();
  const site = files.filter((file) => SITE_LANE.includes(file));
  const blog = files.filter((file) => !SITE_LANE.includes(file));
  const missing = SITE_LANE.filter((file) => !files.includes(file));
  if (missing.length > 0) throw new Error(`scripts/e2e.ts names test files that do not exist: ${missing.join(', ')}`);

  // One backend for both lanes (it listens on a fixed port, the one the build's bundle names); the lanes' set-up
  // (support/globalSetup.ts) leaves it to this script.
  const backend = process.env.GATSBY_SUPABASE_URL
    ? null
    : await startLocalSupabase().catch((error: Error) => {
        throw new Error(`Could not start the local blog backend at ${LOCAL_SUPABASE_URL} (is \`npm start\` running?): ${error.message}`);
      });
  const env = { ...process.env, E2E_BLOG_BACKEND_STARTED: backend ? '1' : '' };
  const started = Date.now();
  try {
    console.log(`e2e: ${blog.length} files in the blog lane, ${site.length} in the site lane, side by side`);
    const codes = await Promise.all([lane('blog', blog, env), lane('site', site, env)]);
    console.log(`e2e: both lanes done in ${Math.round((Date.now() - started) / 1000)} s (exit codes ${codes.join(', ')})`);
    process.exitCode = codes.some((code) => code !== 0) ? 1 : 0;
  } finally {
    await backend?.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
