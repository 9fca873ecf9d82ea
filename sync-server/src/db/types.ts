import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type * as schema from './schema-postgres';

/** Every table, as drizzle knows them (see tablesOf). */
export type Tables = typeof schema;

/**
 * The database or a transaction on it, on either engine. Services take this and run in whatever they
 * are given: the entry point (a route, a sync push, the CLI) opens the one write transaction its work
 * needs (db/transaction.ts) and passes it down; services never open their own.
 *
 * It is typed as drizzle's PostgreSQL database, the stricter of the two: what compiles against it
 * (awaiting a query, `.returning()`, `.onConflictDoUpdate()`, `.limit()`) runs the same on drizzle's
 * SQLite database, which is what a SQLite-backed server hands in at run time together with its own
 * tables. SQL that differs between the engines goes through db/dialect.ts.
 */
export type Db = PgDatabase<PgQueryResultHKT, Tables>;
