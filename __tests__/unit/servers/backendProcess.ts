/**
 * The local Supabase backend alone in a Node process, for the memory check of
 * fuzz.test.ts: forked with `--expose-gc --import tsx`, so that what it holds
 * after a full collection is the backend's alone, not the test's (whose
 * requests would count too in its own process). Tells its parent its address,
 * then answers each 'measure' with its memory after two collections.
 */
import { startLocalSupabase } from '../../../scripts/lib/localSupabase';

export interface BackendAddress {
  port: number;
  anonKey: string;
}

/** process.memoryUsage() after collecting: what the process keeps, not what it has yet to free. */
export type Measurement = NodeJS.MemoryUsage;

const gc = (globalThis as { gc?: () => void }).gc;
if (!gc || !process.send) throw new Error('run me with fork() and --expose-gc');
const send = process.send.bind(process);

void startLocalSupabase({ port: 0 }).then((backend) => {
  process.on('message', (message) => {
    if (message === 'close') {
      void backend.close().then(() => process.exit(0));
      return;
    }
    // A collection, a turn of the event loop for sockets closed meanwhile, and another.
    gc();
    setImmediate(() => {
      gc();
      send(process.memoryUsage() satisfies Measurement);
    });
  });
  send({ port: backend.port, anonKey: backend.anonKey } satisfies BackendAddress);
});
