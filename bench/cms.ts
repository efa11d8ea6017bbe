/**
 * `npm run bench:cms`: how long the page editor keeps an editor waiting. Runs `npm run cms` on a temporary copy of
 * the repository (scripts/lib/projectCopy.ts: its .cache/ and public/ never touch this checkout) BENCH_CMS_RUNS
 * times (default 3), each time measuring:
 * - start-up: from the command to the editor's address on the console (the development site answers /admin/);
 * - first screen: in Chromium (a new profile, so a cold cache, and again warm), from navigating to /admin/ to the
 *   list of pages on screen, the editor's first screen;
 * - stop: from Ctrl-C (SIGINT to the command's process group, as a terminal sends it) until every process it started
 *   has exited (npm itself returns at once: the shell it runs the script in ends on Ctrl-C).
 * The first run starts without Gatsby's cache (a fresh clone), the next ones with it (every later start). Prints
 * the figures and their medians; docs/performance.md keeps them. Run it on an otherwise idle machine.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { rmSync } from 'node:fs';
import { launchBrowser } from '../scripts/lib/chromium';
import { freePort, waitFor } from '../scripts/lib/decapServer';
import { descendants, running } from '../scripts/lib/processTree';
import { copyProject } from '../scripts/lib/projectCopy';
import { median } from './lighthouse';

const RUNS = Number(process.env.BENCH_CMS_RUNS ?? 3);
const ADDRESS = /Content editor \(Decap CMS\): (\S+)/;

interface Run {
  startupMs: number;
  firstScreenColdMs: number;
  firstScreenWarmMs: number;
  stopMs: number;
}

/** From navigating to the editor to its list of pages, in a page of `context`. */
async function firstScreen(context: Awaited<ReturnType<Awaited<ReturnType<typeof launchBrowser>>['newContext']>>, admin: string) {
  const page = await context.newPage();
  const started = Date.now();
  await page.goto(admin);
  await page.getByText('Страницы — русская версия').first().waitFor({ timeout: 120_000 });
  const ms = Date.now() - started;
  await page.close();
  return ms;
}

async function once(copy: string, browser: Awaited<ReturnType<typeof launchBrowser>>): Promise<Run> {
  let output = '';
  const started = Date.now();
  const cms: ChildProcess = spawn('npm', ['run', 'cms'], {
    cwd: copy,
    env: { ...process.env, NODE_ENV: undefined, CI: 'true', CMS_PORT: String(await freePort()) },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  cms.stdout!.on('data', (chunk: Buffer) => (output += String(chunk)));
  cms.stderr!.on('data', (chunk: Buffer) => (output += String(chunk)));
  try {
    await waitFor('npm run cms', () => Promise.resolve(ADDRESS.test(output)), 600_000, cms);
    const startupMs = Date.now() - started;
    const admin = ADDRESS.exec(output)![1]!;
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    const firstScreenColdMs = await firstScreen(context, admin);
    const firstScreenWarmMs = await firstScreen(context, admin);
    await context.close();
    const processes = descendants(cms.pid!);
    const exited = new Promise((resolve) => cms.once('exit', resolve));
    const signalled = Date.now();
    process.kill(-cms.pid!, 'SIGINT');
    await exited;
    await waitFor('every process of npm run cms to exit', () => Promise.resolve(!processes.some(running)), 60_000);
    return { startupMs, firstScreenColdMs, firstScreenWarmMs, stopMs: Date.now() - signalled };
  } catch (error) {
    if (cms.exitCode === null) process.kill(-cms.pid!, 'SIGKILL');
    console.error(output.slice(-4000));
    throw error;
  }
}

async function main() {
  const copy = copyProject('kadr-bench-cms-');
  const browser = await launchBrowser();
  const runs: Run[] = [];
  try {
    for (let i = 0; i < RUNS; i += 1) {
      const run = await once(copy, browser);
      console.log(`run ${i + 1}${i === 0 ? ' (no .cache)' : ''}: ${JSON.stringify(run)}`);
      runs.push(run);
    }
  } finally {
    await browser.close();
    rmSync(copy, { recursive: true, force: true });
  }
  const of = (key: keyof Run, from = 0) => Math.round(median(runs.slice(from).map((run) => run[key])));
  console.log(
    [
      `npm run cms, ${RUNS} runs (medians of the runs with Gatsby's cache, ${RUNS - 1} of them, where there are any):`,
      `  start-up to the address: ${of('startupMs', RUNS > 1 ? 1 : 0)} ms (first run, no cache: ${runs[0]!.startupMs} ms)`,
      `  first screen, cold cache: ${of('firstScreenColdMs')} ms; warm: ${of('firstScreenWarmMs')} ms`,
      `  Ctrl-C to every process gone: ${of('stopMs')} ms`,
    ].join('\n'),
  );
}

main().catch((error: Error) => {
  console.error(`bench:cms: ${error.message}`);
  process.exit(1);
});
