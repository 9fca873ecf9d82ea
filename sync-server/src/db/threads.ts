import type { Worker } from 'node:worker_threads';

/**
 * Settles when `worker` exits. Taken as the thread starts, so that an exit before `stopThread` is
 * not missed (a listener added after the exit would wait forever).
 */
export function exitOf(worker: Worker): Promise<void> {
  return new Promise((resolve) => worker.once('exit', () => resolve()));
}

/**
 * Ends one of the database's threads (the WAL checkpointer, a pull thread): asks it to close its
 * connection (`'stop'`, answered `'stopped'`), waits for that or for its exit, then terminates it.
 * Closing first lets SQLite release the file cleanly before the thread goes.
 */
export async function stopThread(worker: Worker, exited: Promise<void>): Promise<void> {
  const closed = new Promise<void>((resolve) => {
    worker.on('message', (message) => {
      if (message === 'stopped') resolve();
    });
    void exited.then(resolve);
  });
  worker.postMessage('stop');
  await closed;
  await worker.terminate();
}
