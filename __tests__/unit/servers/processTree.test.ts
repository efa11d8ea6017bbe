/** @jest-environment node */
import { spawn } from 'node:child_process';
import { commandLine, descendants, running } from '../../../scripts/lib/processTree';

/** A node process that starts a child of its own (`sleep`) and prints the child's pid. */
async function parentAndChild() {
  const script = `const c = require('node:child_process').spawn('sleep', ['60'], { stdio: 'ignore' }); console.log(c.pid); setInterval(() => {}, 1000);`;
  const parent = spawn(process.execPath, ['-e', script], { stdio: ['ignore', 'pipe', 'inherit'], detached: true });
  const child = await new Promise<number>((resolve) => parent.stdout.once('data', (d: Buffer) => resolve(Number(String(d).trim()))));
  return { parent, child };
}

test('descendants lists the processes a process started, and running sees them end', async () => {
  const { parent, child } = await parentAndChild();
  const found = descendants(parent.pid!);
  expect(found.map(([pid]) => pid)).toEqual([child]);
  expect(found.every(running)).toBe(true);
  expect(commandLine(child)).toBe('sleep 60');

  const exited = new Promise((resolve) => parent.once('exit', resolve));
  process.kill(-parent.pid!, 'SIGKILL');
  await exited;
  // The orphaned child is reaped by whoever adopts it: until then it is a zombie, which has exited all the same.
  const deadline = Date.now() + 10_000;
  while (found.some(running) && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 50));
  expect(found.filter(running)).toEqual([]);
  expect(commandLine(child)).toBe('');
});

test('a pid that now belongs to a process started at another time is not the one that was seen', () => {
  const [me] = descendants(process.ppid).filter(([pid]) => pid === process.pid);
  expect(me).toBeDefined();
  expect(running(me!)).toBe(true);
  expect(running([me![0], `${me![1]}0`])).toBe(false);
});
