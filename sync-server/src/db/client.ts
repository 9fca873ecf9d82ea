import { mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import Database from 'better-sqlite3';
import { sql } from 'drizzle-orm';
import { drizzle as drizzleSqlite } from 'drizzle-orm/better-sqlite3';
import { migrate as migrateSqlite } from 'drizzle-orm/better-sqlite3/migrator';
import { drizzle as drizzlePostgres } from 'drizzle-orm/node-postgres';
import { migrate as migratePostgres } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import * as sqliteSchema from './schema';
import * as postgresSchema from './schema-postgres';
import { setPullThreads, startPullThreads } from '../sync/pull-threads';
import { openSqliteReader, reuseStatements } from './sqlite-reader';
import { registerSqliteConnections } from './transaction';
import { fillUsernameKeys } from './username-keys';
import { startWalCheckpointer } from './wal-checkpointer';
import type { Db } from './types';

/** A database opened by openDatabase: the root of every transaction the server runs. */
export type AppDatabase = Db;

/** Where the data lives: a SQLite file (the default), or a PostgreSQL database. */
export type DatabaseLocation =
  | {
      engine: 'sqlite';
      file: string;
      /** How long a write waits for another process's lock before failing (default 5 s). */
      busyTimeoutMs?: number;
      /** Threads that read the pulls, off the event loop (sync/pull-threads.ts); default none. */
      pullThreads?: number;
    }
  | { engine: 'postgres'; url: string; poolSize: number };

// Resolved from this file's path (not `new URL(…, import.meta.url)`, which a browser-mode bundler
// transform would turn into an http URL when the web app's tests start the server in-process).
const MIGRATIONS = join(dirname(fileURLToPath(import.meta.url)), '../..');
const SQLITE_MIGRATIONS = join(MIGRATIONS, 'drizzle');
const POSTGRES_MIGRATIONS = join(MIGRATIONS, 'drizzle-postgres');

/** The advisory lock that lets one starting node migrate while the others wait. */
const MIGRATION_LOCK_KEY = 0x5e1a5;

/** The default busy_timeout: another process (the admin CLI, another server) may write a moment. */
const SQLITE_BUSY_TIMEOUT_MS = 5000;

/**
 * How long a request waits for a pooled PostgreSQL connection (a free one, or a new one while the
 * database restarts or a host does not answer) before it fails with 503, instead of hanging.
 */
const POOL_CONNECT_TIMEOUT_MS = 10_000;

/** How long the health check waits for the database before it answers "not ready". */
const PING_TIMEOUT_MS = 2000;

type Handle = { close(): Promise<void>; ping(): Promise<void> };
const handles = new WeakMap<Db, Handle>();

/**
 * Opens the database and applies the committed migrations of its engine, then fills in what SQL
 * cannot (username keys: db/username-keys.ts).
 */
export async function openDatabase(location: DatabaseLocation): Promise<AppDatabase> {
  const db =
    location.engine === 'sqlite'
      ? openSqlite(location.file, location.busyTimeoutMs, location.pullThreads)
      : await openPostgres(location.url, location.poolSize);
  await fillUsernameKeys(db);
  return db;
}

/**
 * Opens (creating if needed) the SQLite file, sets the pragmas every connection needs and applies the
 * committed migrations. WAL lets readers run while a write commits; synchronous=NORMAL is durable
 * across application crashes in WAL mode and much faster than FULL.
 *
 * Three connections, as a small pool with fixed roles: the database handed out reads through a
 * read-only connection, which sees only committed data; every write goes through writeTransaction
 * on the writer connection, and every multi-statement read (a pull) through readTransaction on a
 * read-only snapshot connection (db/transaction.ts). Requests run concurrently (every database call
 * is awaited), so a statement of one request must never land inside another request's open
 * transaction, as it would on one shared connection. With `pullThreads`, the sync pulls are read
 * on that many threads instead, each with a read-only connection of its own (sync/pull-threads.ts).
 */
export function openSqlite(
  file: string,
  busyTimeoutMs = SQLITE_BUSY_TIMEOUT_MS,
  pullThreads = 0,
): AppDatabase {
  if (file === ':memory:')
    throw new Error('Selah needs a database file (two connections share it)');
  mkdirSync(dirname(file), { recursive: true });
  const writerClient = new Database(file);
  writerClient.pragma('journal_mode = WAL');
  writerClient.pragma('synchronous = NORMAL');
  writerClient.pragma('foreign_keys = ON');
  // Deleted rows are overwritten with zeros rather than left in free space: a deleted account's
  // journal must not be readable in the file afterwards. Every write goes through this connection.
  writerClient.pragma('secure_delete = ON');
  // Another process (the admin CLI, another server) may hold the write lock for a moment; past
  // this the write fails with SQLITE_BUSY, which the request answers with 503 (db/faults.ts).
  writerClient.pragma(`busy_timeout = ${Math.max(0, Math.floor(busyTimeoutMs))}`);
  reuseStatements(writerClient);
  const writer = drizzleSqlite(writerClient, { schema: sqliteSchema });
  migrateSqlite(writer, { migrationsFolder: SQLITE_MIGRATIONS });
  // Checkpoints run on a thread of their own: a commit that checkpointed held the event loop for
  // 5-15 ms (docs/decisions/038).
  writerClient.pragma('wal_autocheckpoint = 0');
  const checkpointer = startWalCheckpointer(file);
  const reader = openSqliteReader(file, busyTimeoutMs);
  const snapshot = openSqliteReader(file, busyTimeoutMs);
  const readerClient = reader.client;
  const root = reader.db;
  registerSqliteConnections(root, { writer: writer as unknown as Db, snapshot: snapshot.db });
  const pulls =
    pullThreads > 0 ? startPullThreads({ file, busyTimeoutMs, count: pullThreads }) : undefined;
  if (pulls) setPullThreads(root, pulls);
  handles.set(root, {
    close: async () => {
      if (!writerClient.open) return;
      await pulls?.stop();
      await checkpointer.stop();
      if (!writerClient.open) return;
      readerClient.close();
      snapshot.client.close();
      // Folds the WAL back into the main file.
      writerClient.pragma('wal_checkpoint(TRUNCATE)');
      writerClient.close();
    },
    ping: async () => {
      if (!readerClient.open) throw new Error('The database is closed');
      readerClient.prepare('select 1').get();
    },
  });
  return root;
}

/**
 * Connects a pool to PostgreSQL and applies the committed migrations, holding an advisory lock so
 * that nodes starting together migrate one after another (the later ones find nothing to do).
 *
 * A restart or failover of the database ends every connection, idle or in use. A client that loses
 * its connection emits 'error'; the pool listens only while a client is idle, and an 'error' with no
 * listener ends the process. So every client gets a listener of its own for its whole life: the
 * request using it fails through its query instead (503, db/faults.ts), the broken client is
 * discarded when released (db/transaction.ts), and the pool opens new connections once the database
 * answers again.
 */
export async function openPostgres(url: string, poolSize: number): Promise<AppDatabase> {
  const pool = new pg.Pool({
    connectionString: url,
    max: poolSize,
    types: exactTypes,
    connectionTimeoutMillis: POOL_CONNECT_TIMEOUT_MS,
  });
  pool.on('connect', (client) => {
    client.on('error', () => undefined);
  });
  pool.on('error', () => undefined);
  const client = await pool.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    await migratePostgres(drizzlePostgres(client), { migrationsFolder: POSTGRES_MIGRATIONS });
    await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]);
  } finally {
    client.release();
  }
  const db = drizzlePostgres(pool, { schema: postgresSchema }) as unknown as Db;
  let closed = false;
  handles.set(db, {
    close: async () => {
      if (closed) return;
      closed = true;
      await pool.end();
    },
    // Bounded: a database that does not answer is "not ready", and health never hangs.
    ping: () => withinTime(db.execute(sql`select 1`), PING_TIMEOUT_MS),
  });
  return db;
}

function withinTime(work: Promise<unknown>, ms: number): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`No answer from the database in ${ms} ms`)), ms);
  });
  // The work may still fail after the timer won; that is already reported.
  work.catch(() => undefined);
  return Promise.race([work.then(() => undefined), late]).finally(() => clearTimeout(timer));
}

/**
 * Counts and bigint columns (versions, millisecond times) read as JS numbers, as SQLite gives them:
 * exact below 2^53, far beyond any count or version here.
 */
const exactTypes = {
  getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
    oid === pg.types.builtins.INT8
      ? (value: string) => Number(value)
      : pg.types.getTypeParser(oid, format)) as typeof pg.types.getTypeParser,
};

/** Closes the database (SQLite: folds the WAL into the file first). Safe to call twice. */
export async function closeDatabase(db: AppDatabase): Promise<void> {
  await handles.get(db)?.close();
}

/** Throws when the database cannot answer a trivial query. */
export async function pingDatabase(db: AppDatabase): Promise<void> {
  const handle = handles.get(db);
  if (!handle) throw new Error('Not a database opened by openDatabase');
  await handle.ping();
}
