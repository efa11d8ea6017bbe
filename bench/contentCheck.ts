/**
 * `npm run bench:content`: how long `npm run check:content` takes on this repository's data/ and locales/, as an editor
 * or CI runs it: the whole command (tsx's start included) and the check's own time, which the command reports; median
 * of BENCH_CONTENT_RUNS (default 5), beside the target. The unit tests check what the command reports; its time
 * depends on the machine, so it is measured here. Run it on an idle machine.
 */
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { median } from './lighthouse';

const RUNS = Number(process.env.BENCH_CONTENT_RUNS ?? 5);
const ROOT = path.resolve(__dirname, '..');

/** The README promises a check "in about a second": the whole command, start-up included, on a 2-core machine. */
const CONTENT_CHECK_TARGET_MS = 2000;

interface Run {
  /** From the command's start to its exit. */
  wholeMs: number;
  /** The check itself, as the command reports it ("30 files checked in 41 ms"). */
  checkMs: number;
  files: number;
}

function runOnce(): Run {
  const started = performance.now();
  // tsx straight away, as the unit tests run it: npm's own start would be measured too.
  const run = spawnSync(path.join(ROOT, 'node_modules/.bin/tsx'), ['scripts/check-content.ts'], { cwd: ROOT, encoding: 'utf8' });
  const wholeMs = performance.now() - started;
  const report = /(\d+) files checked in (\d+) ms/.exec(`${run.stdout}${run.stderr}`);
  if (run.status !== 0 || !report) throw new Error(`npm run check:content failed:\n${run.stdout}${run.stderr}`);
  return { wholeMs, checkMs: Number(report[2]), files: Number(report[1]) };
}

function main() {
  const runs = Array.from({ length: RUNS }, runOnce);
  const whole = Math.round(median(runs.map((run) => run.wholeMs)));
  const check = Math.round(median(runs.map((run) => run.checkMs)));
  console.log('| files | command ms | check ms | target ms | misses |');
  console.log('|---|---|---|---|---|');
  const misses = whole > CONTENT_CHECK_TARGET_MS ? 'command' : '-';
  console.log(`| ${runs[0]!.files} | ${whole} | ${check} | ${CONTENT_CHECK_TARGET_MS} | ${misses} |`);
  console.log(`(median of ${RUNS} runs)`);
}

main();
