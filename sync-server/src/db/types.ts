import type { RunResult } from 'better-sqlite3';
import type { BaseSQLiteDatabase } from 'drizzle-orm/sqlite-core';
import type * as schema from './schema';

/**
 * The database or a transaction on it. Services take this so the same function can run on its own
 * (opening its own transaction) or inside a caller's transaction (a sync push batch): drizzle turns
 * a nested `transaction()` into a savepoint.
 */
export type Db = BaseSQLiteDatabase<'sync', RunResult, typeof schema>;
