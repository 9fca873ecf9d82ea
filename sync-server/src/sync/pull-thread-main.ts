/**
 * A pull thread's work (sync/pull-threads.ts starts it): pulls read through a read-only connection
 * of its own to the SQLite file, answered as the PullResponse's JSON text.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { openSqliteReader } from '../db/sqlite-reader';
import { pullChangesJson } from './pull';
import type { PullThreadAnswer, PullThreadOptions, PullThreadRequest } from './pull-threads';

const port = parentPort!;
const { file, busyTimeoutMs } = workerData as PullThreadOptions;
const { client, db } = openSqliteReader(file, busyTimeoutMs);

/** Nothing else runs on this thread: a pull never needs to give a turn away. */
const neverYield = () => undefined;

port.on('message', (message: PullThreadRequest | 'stop') => {
  if (message === 'stop') {
    client.close();
    port.postMessage('stopped');
    return;
  }
  const { id, memberId, cursor, limit } = message;
  pullChangesJson(db, { memberId }, cursor, limit, { betweenSlices: neverYield }).then(
    (json) => port.postMessage({ id, json } satisfies PullThreadAnswer),
    (error: unknown) => port.postMessage({ id, error: faultOf(error) } satisfies PullThreadAnswer),
  );
});

/**
 * What the server needs of a failed pull: its message, and the driver's code (SQLITE_BUSY and its
 * kin answer 503, db/faults.ts). The stack stays here: errors are reported without it.
 */
function faultOf(error: unknown): { message: string; code?: string } {
  const { message, code } = (error ?? {}) as { message?: unknown; code?: unknown };
  return {
    message: typeof message === 'string' ? message : String(error),
    ...(typeof code === 'string' ? { code } : {}),
  };
}
