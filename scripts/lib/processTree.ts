/**
 * The processes a command started, read from /proc (Linux): for checking that
 * stopping it left none behind (the CMS's end-to-end test, bench/cms.ts).
 */
import { readdirSync, readFileSync } from 'node:fs';

/** The processes descended from `pid` now, each with its start time (a pid alone may be reused once it has exited). */
export function descendants(pid: number): Array<[number, string]> {
  const parentOf = new Map<number, number>();
  const started = new Map<number, string>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      // Fields after the command's closing parenthesis: state, ppid, ... starttime (the 20th of them).
      const fields = readFileSync(`/proc/${entry}/stat`, 'utf8')
        .replace(/^.*\) /s, '')
        .split(' ');
      parentOf.set(Number(entry), Number(fields[1]));
      started.set(Number(entry), fields[19]!);
    } catch {
      // It exited while the list was read.
    }
  }
  const found: Array<[number, string]> = [];
  const visit = (parent: number) => {
    for (const [child, of] of parentOf) {
      if (of !== parent) continue;
      found.push([child, started.get(child)!]);
      visit(child);
    }
  };
  visit(pid);
  return found;
}

/** Whether the process `pid` that started at `start` is still running (a zombie has exited). */
export function running([pid, start]: [number, string]): boolean {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8')
      .replace(/^.*\) /s, '')
      .split(' ');
    return fields[19] === start && fields[0] !== 'Z';
  } catch {
    return false;
  }
}

/** A process's command line, for a report ('' once it has exited). */
export function commandLine(pid: number): string {
  try {
    return readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0').join(' ').trim();
  } catch {
    return '';
  }
}
