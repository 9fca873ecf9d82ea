import Database from 'better-sqlite3';
import { is, type SQL } from 'drizzle-orm';
import { BaseSQLiteDatabase } from 'drizzle-orm/sqlite-core';
import { readSqliteRows } from './sqlite-rows';
import type { Db, Tables } from './types';

export type Engine = 'sqlite' | 'postgres';

/** Which engine a database (or a transaction on it) runs on. */
export function engineOf(db: Db): Engine {
  return is(db as unknown, BaseSQLiteDatabase) ? 'sqlite' : 'postgres';
}

/**
 * The tables of the engine `db` runs on: each database is opened with its own engine's schema
 * (schema.ts or schema-postgres.ts), and drizzle keeps it on the database and its transactions.
 * Both schemas declare the same tables with the same row types.
 */
export function tablesOf(db: Db): Tables {
  return db._.fullSchema;
}

type SqliteRawDb = { all<T>(query: SQL): T[] };

/**
 * The better-sqlite3 connection under a SQLite database or transaction, for the rare statement run
 * without drizzle (inside a transaction it is the connection the transaction runs on).
 */
export function sqliteConnectionOf(db: Db): Database.Database {
  if (engineOf(db) !== 'sqlite') throw new Error('Not a SQLite database');
  return (db as unknown as { $client: Database.Database }).$client;
}

const keptByConnection = new WeakMap<object, Map<string, Database.Statement>>();

/**
 * A SQLite statement for a read that a hot GET runs on every request (its SQL written for SQLite,
 * beside the drizzle query PostgreSQL runs), prepared once per connection and kept in the mode
 * it was made with: plucked (the first column's values) or rows as objects keyed by the SQL's
 * column names. It skips what a kept drizzle query still costs per call (placeholders filled
 * value by value, rows rebuilt from arrays), which on the dashboard's GET was a tenth of the
 * request. Only for statements written once, as constants, so the set stays small.
 */
export function keptSqliteStatement(
  db: Db,
  source: string,
  mode: 'rows' | 'pluck',
): Database.Statement {
  const connection = sqliteConnectionOf(db);
  let kept = keptByConnection.get(connection);
  if (!kept) keptByConnection.set(connection, (kept = new Map()));
  let statement = kept.get(source);
  if (!statement) {
    // better-sqlite3's own prepare, not the connection's statement cache (sqlite-reader.ts), which
    // resets a statement's mode whenever another caller asks for the same SQL.
    statement = Database.prototype.prepare.call(connection, source);
    if (mode === 'pluck') statement.pluck(true);
    kept.set(source, statement);
  }
  return statement;
}

/** The rows of a raw statement (one whose SQL was chosen for the engine). */
export async function rawRows<T>(db: Db, query: SQL): Promise<T[]> {
  if (engineOf(db) === 'sqlite') return (db as unknown as SqliteRawDb).all<T>(query);
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

type PreparedLike<R> = { execute(placeholders?: Record<string, unknown>): R | Promise<R> };
const preparedByConnection = new WeakMap<object, Map<string, unknown>>();

/**
 * Runs a query with `sql.placeholder` values that is built and prepared once per connection on
 * SQLite, where building a query costs more than running it; `build` ends with `.prepare(name)`.
 * On PostgreSQL it is built for each call (the round trip dominates there), as a named statement
 * that each pooled connection prepares once. Either way it runs in whatever transaction `db` is.
 * For the queries every request or every pushed mutation runs. A select's rows on SQLite are
 * read by readSqliteRows (the same rows, without drizzle's per-value mapping).
 */
export async function runPrepared<R>(
  db: Db,
  name: string,
  build: (db: Db) => PreparedLike<R>,
  placeholders: Record<string, unknown>,
): Promise<R> {
  if (engineOf(db) !== 'sqlite') return build(db).execute(placeholders);
  const prepared = preparedOnSqlite(db, name, build);
  return (
    (readSqliteRows(prepared, placeholders) as R | undefined) ?? prepared.execute(placeholders)
  );
}

/**
 * The SQLite statement `build` prepares, built once per connection and kept under `name` (see
 * runPrepared), for a caller that reads it otherwise than with `execute`.
 */
export function preparedOnSqlite<P>(db: Db, name: string, build: (db: Db) => P): P {
  const connection = sqliteConnectionOf(db);
  let cache = preparedByConnection.get(connection);
  if (!cache) preparedByConnection.set(connection, (cache = new Map()));
  let prepared = cache.get(name) as P | undefined;
  if (!prepared) {
    prepared = build(db);
    cache.set(name, prepared);
  }
  return prepared;
}
