/** @jest-environment node */
import { readFileSync } from 'node:fs';
import { Children, spawnGroup } from '../../../scripts/lib/processGroup';

/** Whether process `pid` is alive (a zombie, exited but not yet reaped, counts as gone). */
function alive(pid: number): boolean {
  try {
    return !/^\d+ \(.*\) Z/.test(readFileSync(`/proc/${pid}/stat`, 'utf8'));
  } catch {
    return false;
  }
}

/** A node process that prints the pid of a child it starts; `stubborn`: both ignore SIGTERM. */
function parentAndChild(stubborn: boolean) {
  const ignore = stubborn ? "process.on('SIGTERM', () => {});" : '';
  const child = `${ignore} setInterval(() => {}, 1000);`;
  const parent = `${ignore} const c = require('node:child_process').spawn(process.execPath, ['-e', ${JSON.stringify(child)}], { stdio: 'ignore' }); console.log(c.pid); setInterval(() => {}, 1000);`;
  const group = spawnGroup(process.execPath, ['-e', parent], { stdio: ['ignore', 'pipe', 'inherit'] });
  const grandchild = new Promise<number>((resolve) => group.child.stdout!.once('data', (d: Buffer) => resolve(Number(String(d).trim()))));
  return { group, grandchild };
}

test.each([
  ['that exits on SIGTERM', false],
  ['that ignores SIGTERM (killed once the grace time is over)', true],
])(
  'stopping a group ends its process and the processes it started, %s',
  async (_, stubborn) => {
    const { group, grandchild } = parentAndChild(stubborn);
    const pid = await grandchild;
    expect([alive(group.child.pid!), alive(pid)]).toEqual([true, true]);
    await group.stop();
    expect([alive(group.child.pid!), alive(pid)]).toEqual([false, false]);
  },
  20_000,
);

test('Children stops every group it holds, and says it is stopping', async () => {
  const children = new Children();
  const started = [parentAndChild(false), parentAndChild(true)].map(({ group, grandchild }) => ({
    group: children.add(group),
    grandchild,
  }));
  const pids = (await Promise.all(started.map(async ({ group, grandchild }) => [group.child.pid!, await grandchild]))).flat();
  expect(pids.map(alive)).toEqual([true, true, true, true]);
  expect(children.stopping).toBe(false);
  await children.stopAll();
  expect(children.stopping).toBe(true);
  expect(pids.map(alive)).toEqual([false, false, false, false]);
}, 20_000);
