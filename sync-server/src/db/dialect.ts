import { is, type SQL } from 'drizzle-orm';
import { BaseSQLiteDatabase } from 'drizzle-orm/sqlite-core';
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

/** The rows of a raw statement (one whose SQL was chosen for the engine). */
export async function rawRows<T>(db: Db, query: SQL): Promise<T[]> {
  if (engineOf(db) === 'sqlite') return (db as unknown as SqliteRawDb).all<T>(query);
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}
