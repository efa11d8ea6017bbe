/**
 * The blog's local backend, when the project has one: scripts/lib/localSupabase.ts
 * (built by the blog work) is imported dynamically, so the benchmark runs
 * before and after it lands. Its first exported `start*` function is called;
 * whatever it returns with `stop()`/`close()` is shut down at the end.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';

export interface Backend {
  note: string;
  stop(): Promise<void>;
}

type Stoppable = { stop?: () => unknown; close?: () => unknown } | undefined;

export async function startBackend(projectRoot: string): Promise<Backend> {
  const file = path.join(projectRoot, 'scripts/lib/localSupabase.ts');
  if (!existsSync(file)) {
    return { note: 'no scripts/lib/localSupabase.ts: blog measured without its backend', stop: async () => undefined };
  }
  const mod = (await import(file)) as Record<string, unknown>;
  const [name, start] = Object.entries(mod).find(([key, value]) => /^start/.test(key) && typeof value === 'function') ?? [];
  if (typeof start !== 'function') {
    return { note: 'scripts/lib/localSupabase.ts has no start* export: blog measured without its backend', stop: async () => undefined };
  }
  const handle = (await (start as () => Promise<Stoppable>)()) as Stoppable;
  return {
    note: `blog backend started with ${name}()`,
    stop: async () => {
      await (handle?.stop ?? handle?.close)?.call(handle);
    },
  };
}
