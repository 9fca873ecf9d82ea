import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import { exitOf, stopThread } from './threads';

/** How often the checkpointer folds the write-ahead log into the database file. */
export const CHECKPOINT_EVERY_MS = 250;

// Resolved from this file's path, as the migrations are (db/client.ts).
const THREAD = join(dirname(fileURLToPath(import.meta.url)), 'wal-checkpointer-thread.mjs');

export type WalCheckpointer = { stop(): Promise<void> };

/**
 * Starts the checkpoints of a SQLite file on a thread of their own (wal-checkpointer-thread.mjs);
 * the writer connection turns its own automatic checkpoints off (db/client.ts). The thread keeps
 * no process alive; `stop` ends it once its connection is closed.
 */
export function startWalCheckpointer(
  file: string,
  intervalMs = CHECKPOINT_EVERY_MS,
): WalCheckpointer {
  const worker = new Worker(THREAD, { workerData: { file, intervalMs } });
  worker.unref();
  const exited = exitOf(worker);
  return { stop: () => stopThread(worker, exited) };
}
