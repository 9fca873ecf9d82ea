import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import { exitOf, stopThread } from '../db/threads';
import type { Db } from '../db/types';
import type { Cursor } from './cursor';
import { pullChangesJson } from './pull';

/**
 * Pulls on SQLite, read on threads of their own.
 *
 * better-sqlite3 answers on the thread that calls it. A pull reads a few hundred rows and turns
 * them into JSON: a few milliseconds of the event loop each, cut into slices (event-loop-slices.ts)
 * but still the event loop's. Fifty devices pulling at once kept it busy with pulls alone, and
 * another member's dashboard read waited 3-4x its idle time at p99. A pull thread reads through a
 * read-only connection of its own to the same file (WAL lets it read while the writer commits; it
 * sees every commit made before its read transaction begins, like the server's own readers), and
 * sends back the answer's JSON text: the event loop keeps only the HTTP work. PostgreSQL needs no
 * such thread: its pulls already run in the database server's processes.
 */

// Resolved from this file's path, as the checkpointer's thread is (db/wal-checkpointer.ts).
const THREAD = join(dirname(fileURLToPath(import.meta.url)), 'pull-thread.mjs');

export type PullThreadOptions = { file: string; busyTimeoutMs: number };

/** What the event loop asks a pull thread. */
export type PullThreadRequest = {
  id: number;
  memberId: string | null;
  cursor: Cursor;
  limit: number;
};

/** A pull thread's answer: the PullResponse's JSON, or what made the pull fail. */
export type PullThreadAnswer =
  { id: number; json: string } | { id: number; error: { message: string; code?: string } };

type Pending = { resolve(json: string): void; reject(error: Error): void };

/** One thread and the pulls it has been asked for and not yet answered. */
class PullThread {
  /** The running thread; none once it failed or ended, until the next pull starts another. */
  private worker: Worker | undefined;
  readonly pending = new Map<number, Pending>();
  private stopped = false;

  constructor(
    private readonly options: PullThreadOptions,
    private readonly onStart: ((worker: Worker) => void) | undefined,
  ) {
    this.worker = this.start();
  }

  private start(): Worker {
    const worker = new Worker(THREAD, { workerData: this.options });
    // The server's sockets keep the process alive; a thread must not keep a stopping one.
    worker.unref();
    worker.on('message', (answer: PullThreadAnswer | 'stopped') => {
      if (answer === 'stopped') return;
      const waiting = this.pending.get(answer.id);
      if (!waiting) return;
      this.pending.delete(answer.id);
      if ('json' in answer) waiting.resolve(answer.json);
      else waiting.reject(Object.assign(new Error(answer.error.message), answer.error));
    });
    // A thread that failed or ended on its own fails the pulls it held (each device pulls again).
    // The next pull starts another: started here at once, a thread that cannot open the file would
    // fail and start again in a loop.
    worker.on('error', (error) => this.lost(worker, error));
    worker.on('exit', (code) => this.lost(worker, new Error(`The pull thread ended (${code})`)));
    this.onStart?.(worker);
    return worker;
  }

  private lost(worker: Worker, error: Error): void {
    if (worker !== this.worker) return;
    this.worker = undefined;
    for (const waiting of this.pending.values()) waiting.reject(error);
    this.pending.clear();
  }

  pull(request: PullThreadRequest): Promise<string> {
    if (this.stopped) return Promise.reject(new Error('The pull threads are stopped'));
    const worker = (this.worker ??= this.start());
    return new Promise((resolve, reject) => {
      this.pending.set(request.id, { resolve, reject });
      worker.postMessage(request);
    });
  }

  async stop(): Promise<void> {
    this.stopped = true;
    const worker = this.worker;
    if (!worker) return;
    await stopThread(worker, exitOf(worker));
  }
}

export type PullThreads = {
  /** The PullResponse's JSON of this pull, as pullChangesJson gives it. */
  pull(puller: { memberId: string | null }, cursor: Cursor, limit: number): Promise<string>;
  stop(): Promise<void>;
};

/**
 * Starts `count` pull threads on the SQLite file. A pull goes to the thread with the fewest pulls
 * waiting. `onStart` sees each thread started, replacements included (tests end one). Once
 * stopped, pulls are refused.
 */
export function startPullThreads(
  options: PullThreadOptions & { count: number; onStart?: (worker: Worker) => void },
): PullThreads {
  const { count, onStart, ...threadOptions } = options;
  const threads = Array.from({ length: count }, () => new PullThread(threadOptions, onStart));
  let lastId = 0;
  return {
    pull(puller, cursor, limit) {
      let thread = threads[0]!;
      for (const other of threads) if (other.pending.size < thread.pending.size) thread = other;
      lastId += 1;
      return thread.pull({ id: lastId, memberId: puller.memberId, cursor, limit });
    },
    async stop() {
      await Promise.all(threads.map((thread) => thread.stop()));
    },
  };
}

const threadsOfDatabase = new WeakMap<Db, PullThreads>();

/** Called by openSqlite when the database's pulls are read on threads. */
export function setPullThreads(db: Db, threads: PullThreads): void {
  threadsOfDatabase.set(db, threads);
}

/** The threads a database's pulls are read on, if it has any. */
export function pullThreadsOf(db: Db): PullThreads | undefined {
  return threadsOfDatabase.get(db);
}

/**
 * A pull's answer as JSON text: from the database's pull threads when it has them, else read
 * here, on the event loop (PostgreSQL, or SQLite with no threads).
 */
export function readPullJson(
  db: Db,
  puller: { memberId: string | null },
  cursor: Cursor,
  limit: number,
): Promise<string> {
  const threads = pullThreadsOf(db);
  return threads ? threads.pull(puller, cursor, limit) : pullChangesJson(db, puller, cursor, limit);
}
