import { is, sql } from 'drizzle-orm';
import { drizzle as drizzlePostgres } from 'drizzle-orm/node-postgres';
import { PgTransaction, type PgTransactionConfig } from 'drizzle-orm/pg-core';
import type Database from 'better-sqlite3';
import pg from 'pg';
import { engineOf } from './dialect';
import { isDatabaseUnavailable } from './faults';
import type { Db } from './types';
import { lockSpaces, type Space } from './versions';

type Work<T> = (tx: Db) => T | Promise<T>;

/** Runs in the outermost write transaction of a scoped database (see withTransactionHook). */
export type TransactionHook = <T>(tx: Db, work: () => Promise<T>) => Promise<T>;

/**
 * The key of the PostgreSQL advisory lock a write transaction takes first unless it names its
 * spaces (any number unlikely to collide with another application's advisory locks on the same
 * database).
 */
export const WRITE_LOCK_KEY = 0x5e1a4;

/**
 * What a write transaction takes before its work. `spaces`: the spaces (db/versions.ts) whose
 * counters it locks up front, in one fixed order, in place of the one write lock: all it reads and
 * writes must be the member's own or in those spaces (a sync push, a member's REST write), or safe
 * on its own (an atomic upsert), so that writers of other spaces may run beside it.
 */
export type WriteLocks = { spaces: readonly Space[] };

/**
 * Runs `work` in one write transaction: called once per entry point (a REST write, a sync push, the
 * CLI). Inside an outer transaction it becomes a savepoint: the push uses one per mutation, so a
 * fault in one leaves the others applied.
 *
 * SQLite allows one writer at a time anyway: BEGIN IMMEDIATE takes its write lock up front, so a
 * read-then-write never fails half way because another process (the admin CLI) wrote in between.
 * On PostgreSQL a transaction that names its spaces (`locks`) takes their counters' row locks, held
 * to its commit: writers of one space (one member's pushes, the community's posts and likes) take
 * turns, so what they read stays true until they commit and that space's versions commit in order
 * (docs/decisions/025); writers of different spaces run at the same time. Every other write
 * transaction (accounts, sessions, moderation, the CLI) first takes one advisory lock, held to its
 * commit, which keeps those rare writes one at a time across every node (docs/decisions/013); the
 * versions they take still lock their space's counter.
 */
export async function writeTransaction<T>(db: Db, work: Work<T>, locks?: WriteLocks): Promise<T> {
  const hook = hooks.get(db);
  const run = (tx: Db) => (hook ? hook(tx, async () => work(tx)) : work(tx));
  if (engineOf(db) === 'sqlite') return sqliteTransaction(db, 'BEGIN IMMEDIATE', run);
  if (is(db, PgTransaction)) return db.transaction(async (savepoint) => work(savepoint));
  return postgresTransaction(db, async (tx) => {
    if (locks) await lockSpaces(tx, locks.spaces);
    else await tx.execute(sql`select pg_advisory_xact_lock(${WRITE_LOCK_KEY})`);
    return run(tx);
  });
}

/**
 * Runs `work` on one consistent snapshot of the database (a pull reads several tables). Inside a
 * transaction it simply runs there.
 */
export async function readTransaction<T>(db: Db, work: Work<T>): Promise<T> {
  if (engineOf(db) === 'sqlite') return sqliteReadTransaction(db, work);
  if (is(db, PgTransaction)) return work(db);
  return postgresTransaction(db, work, {
    isolationLevel: 'repeatable read',
    accessMode: 'read only',
  });
}

const onPooledClient = new WeakMap<pg.PoolClient, Db>();
const clientOfTransaction = new WeakMap<object, pg.PoolClient>();

/**
 * The pooled PostgreSQL connection an outermost transaction runs on (undefined on SQLite, and for
 * a savepoint's view), for the few statements sent without drizzle (db/batch-statements.ts).
 */
export function postgresClientOf(tx: Db): pg.PoolClient | undefined {
  return clientOfTransaction.get(tx);
}

/**
 * A PostgreSQL transaction on a client of `db`'s pool, taken and given back here rather than by
 * drizzle: drizzle keeps the client when its BEGIN fails (a connection ended by a database restart),
 * and a pool that loses a client for each restart ends up with none. A client whose connection
 * failed goes back with its error, so the pool discards it instead of handing it out again.
 */
async function postgresTransaction<T>(
  db: Db,
  work: Work<T>,
  config?: PgTransactionConfig,
): Promise<T> {
  const pool = (db as unknown as { $client: unknown }).$client;
  if (!(pool instanceof pg.Pool)) return db.transaction(async (tx) => work(tx), config);
  const client = await pool.connect();
  let broken: Error | undefined;
  try {
    let onClient = onPooledClient.get(client);
    if (!onClient) {
      onClient = drizzlePostgres(client, { schema: db._.fullSchema }) as unknown as Db;
      onPooledClient.set(client, onClient);
    }
    return await onClient.transaction(async (tx) => {
      clientOfTransaction.set(tx, client);
      return work(tx);
    }, config);
  } catch (error) {
    if (isDatabaseUnavailable(error)) broken = error as Error;
    throw error;
  } finally {
    client.release(broken);
  }
}

/**
 * A read transaction on SQLite's snapshot connection (or, inside an open write transaction, there).
 * Read transactions take turns on their connection: a second BEGIN on it would fail.
 */
async function sqliteReadTransaction<T>(db: Db, work: Work<T>): Promise<T> {
  if (openTransactions.has(db)) return work(db);
  const connection = connections.get(sqliteClientOf(db))?.snapshot ?? db;
  const client = sqliteClientOf(connection);
  return inTurn(`${client.name}#snapshot`, async () => {
    client.exec('BEGIN DEFERRED');
    try {
      return await work(connection);
    } finally {
      client.exec('COMMIT');
    }
  });
}

/**
 * Whether the transaction `tx` belongs to is still open. A few SQLite faults (a full disk) roll the
 * whole transaction back, not just the savepoint; PostgreSQL only ever rolls back to the savepoint.
 */
export function transactionIsOpen(tx: Db): boolean {
  return engineOf(tx) === 'sqlite' ? sqliteClientOf(tx).inTransaction : true;
}

/**
 * The same database, except that `hook` runs inside each outermost write transaction begun through
 * it, around the work: what it writes commits or rolls back together with the work. Nested
 * transactions (savepoints) do not run it again.
 */
export function withTransactionHook<D extends Db>(db: D, hook: TransactionHook): D {
  const scoped = bound(db);
  hooks.set(scoped, hook);
  return scoped;
}

const hooks = new WeakMap<Db, TransactionHook>();

/** A view of `db` whose methods run on `db` itself, so it can be told apart by identity. */
function bound<D extends Db>(db: D): D {
  return new Proxy(db, {
    get(target, property) {
      const value: unknown = Reflect.get(target, property, target);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
}

// SQLite: better-sqlite3 runs every statement synchronously, and its own transaction helper refuses
// async work, so a transaction is begun and ended by hand on the database's writer connection (see
// openSqlite), and its work gets a marked view of that connection: through it, a nested transaction
// is a savepoint. Transactions take turns per file (a queue), so that two connections to one file in
// this process (a second app in a test, a tool) never wait on each other's lock inside one thread.

type Connections = { writer: Db; snapshot: Db };
const connections = new WeakMap<Database.Database, Connections>();
const openTransactions = new WeakMap<Db, { depth: number }>();
const queues = new Map<string, Promise<unknown>>();

/**
 * Called by openSqlite: write transactions begun through `root` (its read-only connection) run on
 * `writer`, read transactions on `snapshot` (a read-only connection of their own, so that no other
 * request's read lands inside a snapshot and sees old data).
 */
export function registerSqliteConnections(root: Db, roles: Connections): void {
  connections.set(sqliteClientOf(root), roles);
}

/** The connection that writes to `db`'s SQLite file (for tools that write outside the server). */
export function sqliteWriterOf(db: Db): Database.Database {
  const writer = connections.get(sqliteClientOf(db))?.writer;
  return sqliteClientOf(writer ?? db);
}

function sqliteClientOf(db: Db): Database.Database {
  return (db as unknown as { $client: Database.Database }).$client;
}

async function sqliteTransaction<T>(db: Db, begin: string, work: Work<T>): Promise<T> {
  const open = openTransactions.get(db);
  if (open) return sqliteSavepoint(db, open, work);
  const connection = connections.get(sqliteClientOf(db))?.writer ?? db;
  const client = sqliteClientOf(connection);
  return inTurn(client.name, async () => {
    client.exec(begin);
    const tx = bound(connection);
    openTransactions.set(tx, { depth: 0 });
    try {
      const result = await work(tx);
      client.exec('COMMIT');
      return result;
    } catch (error) {
      if (client.inTransaction) client.exec('ROLLBACK');
      throw error;
    }
  });
}

async function sqliteSavepoint<T>(tx: Db, open: { depth: number }, work: Work<T>): Promise<T> {
  const client = sqliteClientOf(tx);
  open.depth += 1;
  const name = `sp${open.depth}`;
  client.exec(`SAVEPOINT ${name}`);
  try {
    const result = await work(tx);
    client.exec(`RELEASE ${name}`);
    return result;
  } catch (error) {
    if (client.inTransaction) client.exec(`ROLLBACK TO ${name}; RELEASE ${name}`);
    throw error;
  } finally {
    open.depth -= 1;
  }
}

async function inTurn<T>(file: string, run: () => Promise<T>): Promise<T> {
  const before = queues.get(file) ?? Promise.resolve();
  const mine = before.then(run, run);
  const settled = mine.catch(() => undefined);
  queues.set(file, settled);
  // The queue of a file nobody is using any more is dropped, not kept for ever.
  void settled.then(() => {
    if (queues.get(file) === settled) queues.delete(file);
  });
  return mine;
}
