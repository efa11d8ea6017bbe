/**
 * decap-server, Decap CMS's local backend (https://decapcms.org/docs/working-with-a-local-git-repository/),
 * on a free port: it reads and writes the content files of `repoDir`'s working
 * tree (its file-system mode: no commits, no drafts). Used by `npm run cms`
 * and by the CMS's end-to-end test.
 */
import type { ChildProcess } from 'node:child_process';
import net from 'node:net';
import { spawnGroup, type Stoppable } from './processGroup';

/** A port nothing listens on right now (the OS picks it). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/** Polls `check` until it answers true, or fails after `timeoutMs` naming `what`. */
export async function waitFor(what: string, check: () => Promise<boolean>, timeoutMs: number, child?: ChildProcess) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child && child.exitCode !== null) throw new Error(`${what}: the process exited with code ${child.exitCode}`);
    if (await check().catch(() => false)) return;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`${what} did not answer within ${timeoutMs / 1000} s`);
}

export interface DecapServer extends Stoppable {
  /** Its origin, e.g. http://127.0.0.1:41234 (the API is under /api/v1). */
  url: string;
  close(): Promise<void>;
}

export async function startDecapServer(repoDir: string, port?: number): Promise<DecapServer> {
  const chosen = port ?? (await freePort());
  const group = spawnGroup(process.execPath, [require.resolve('decap-server/dist/index.js')], {
    cwd: repoDir,
    env: { ...process.env, PORT: String(chosen), BIND_HOST: '127.0.0.1', MODE: 'fs', GIT_REPO_DIRECTORY: repoDir, LOG_LEVEL: 'warn' },
  });
  const url = `http://127.0.0.1:${chosen}`;
  const info = async () => {
    const response = await fetch(`${url}/api/v1`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ action: 'info' }),
    });
    return response.ok;
  };
  try {
    await waitFor('decap-server', info, 20_000, group.child);
  } catch (error) {
    await group.stop();
    throw error;
  }
  const stop = () => group.stop();
  return { url, stop, close: stop };
}
