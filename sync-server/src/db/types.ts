import type { RunResult } from 'better-sqlite3';
import type { BaseSQLiteDatabase } from 'drizzle-orm/sqlite-core';
import type * as schema from './schema';

/**
 * The database or a transaction on it. Services take this and run in whatever they are given: the
 * entry point (a route, a sync push, the CLI) opens the one write transaction its work needs
 * (db/transaction.ts) and passes it down; services never open their own.
 */
export type Db = BaseSQLiteDatabase<'sync', RunResult, typeof schema>;
