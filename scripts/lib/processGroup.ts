/**
 * Child processes that end with the script that started them: each runs in a
 * process group of its own, so stopping it reaches everything it started in
 * turn (`gatsby develop` runs its development server and workers as children
 * of its own), and a script's Ctrl-C stops every group it holds within
 * STOP_GRACE_MS, killing what has not exited by then.
 */
import { type ChildProcess, spawn, type SpawnOptions } from 'node:child_process';

/** How long a group may take to exit on SIGTERM before it is killed (so that Ctrl-C ends a script within 5 s). */
export const STOP_GRACE_MS = 3000;

/** Anything a script started and must stop before it exits. */
export interface Stoppable {
  stop(): Promise<void>;
}

export interface ProcessGroup extends Stoppable {
  readonly child: ChildProcess;
  /** Resolves when the group's first process has exited, with its exit code (null when a signal ended it). */
  readonly exited: Promise<number | null>;
}

/** Whether any process of group `pgid` is still alive. */
function groupAlive(pgid: number): boolean {
  try {
    process.kill(-pgid, 0);
    return true;
  } catch {
    return false;
  }
}

function signalGroup(pgid: number, signal: NodeJS.Signals) {
  try {
    process.kill(-pgid, signal);
  } catch {
    // The group has already gone.
  }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Spawns `command` as the leader of a new process group. Its standard input
 * is closed unless `options.stdio` says otherwise: a process outside the
 * terminal's foreground group that read from it would be stopped.
 */
export function spawnGroup(command: string, args: readonly string[], options: SpawnOptions = {}): ProcessGroup {
  const child = spawn(command, args, { stdio: ['ignore', 'inherit', 'inherit'], ...options, detached: true });
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const pgid = child.pid;
  let stopping: Promise<void> | undefined;
  const stop = () => {
    stopping ??= (async () => {
      if (pgid === undefined) return;
      signalGroup(pgid, 'SIGTERM');
      const deadline = Date.now() + STOP_GRACE_MS;
      // The leader may exit before the processes it started: wait for the whole group.
      while (groupAlive(pgid) && Date.now() < deadline) await sleep(50);
      if (groupAlive(pgid)) signalGroup(pgid, 'SIGKILL');
      if (child.exitCode === null && child.signalCode === null) await exited;
    })();
    return stopping;
  };
  return { child, exited, stop };
}

/**
 * The child processes of a script, stopped together: on the script's SIGINT
 * (Ctrl-C) or SIGTERM, or when `stopAll` is called. A new child is one more
 * `children.spawn(...)` (or `children.add(...)` for a helper that started one).
 */
export class Children {
  private readonly all: Stoppable[] = [];
  /** Whether they are being stopped (a child that exits now was asked to). */
  stopping = false;

  spawn(command: string, args: readonly string[], options?: SpawnOptions): ProcessGroup {
    return this.add(spawnGroup(command, args, options));
  }

  add<T extends Stoppable>(child: T): T {
    this.all.push(child);
    return child;
  }

  stopAll(): Promise<void> {
    this.stopping = true;
    return Promise.all(this.all.map((child) => child.stop())).then(() => undefined);
  }

  /**
   * `gatsby develop` on 127.0.0.1:`port`, by Gatsby's own command line (no npx between: one process and a package
   * lookup fewer); when it ends on its own (an error it printed), every other child goes with it.
   */
  develop(port: number | string, options: { cwd: string; env: NodeJS.ProcessEnv }): ProcessGroup {
    const develop = this.spawn(
      process.execPath,
      [require.resolve('gatsby/cli.js'), 'develop', '-H', '127.0.0.1', '-p', String(port)],
      options,
    );
    void develop.exited.then((code) => {
      if (!this.stopping) void this.stopAll().finally(() => process.exit(code ?? 1));
    });
    return develop;
  }

  /** Stops every child on SIGINT or SIGTERM, then exits with the shell's code for that signal. */
  stopOnSignals(): this {
    for (const [signal, code] of [
      ['SIGINT', 130],
      ['SIGTERM', 143],
    ] as const) {
      process.once(signal, () => void this.stopAll().finally(() => process.exit(code)));
    }
    return this;
  }
}
