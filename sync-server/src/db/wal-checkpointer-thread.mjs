// The SQLite file's checkpoints, on a thread of their own (db/wal-checkpointer.ts starts it).
// Plain JavaScript: a worker thread does not inherit the TypeScript loader the server may run under.
//
// A checkpoint copies the write-ahead log's pages into the database file and syncs it to disk: run
// by a committing connection, as SQLite does by default, it held the event loop for 5-15 ms once
// every thousand pages written, in the middle of a request. Here it runs on its own connection and
// thread, PASSIVE (it never waits for, nor blocks, the writer or a reader).
import Database from 'better-sqlite3';
import { parentPort, workerData } from 'node:worker_threads';

const { file, intervalMs } = workerData;
const db = new Database(file, { fileMustExist: true });

const timer = setInterval(() => {
  try {
    db.pragma('wal_checkpoint(PASSIVE)');
  } catch {
    // A busy or vanished file: the next turn tries again, and the writer's closing checkpoint
    // folds whatever is left.
  }
}, intervalMs);

parentPort.on('message', (message) => {
  if (message !== 'stop') return;
  clearInterval(timer);
  db.close();
  parentPort.postMessage('stopped');
});
