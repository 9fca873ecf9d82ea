import Database from 'better-sqlite3';
import { drizzle as drizzleSqlite } from 'drizzle-orm/better-sqlite3';
import * as sqliteSchema from './schema';
import type { Db } from './types';

/**
 * A read-only connection to the SQLite file, as the server's reads use it: it sees only committed
 * data, waits up to `busyTimeoutMs` for a lock, and keeps its prepared statements.
 */
export function openSqliteReader(
  file: string,
  busyTimeoutMs: number,
): { client: Database.Database; db: Db } {
  const client = new Database(file, { readonly: true, fileMustExist: true });
  client.pragma(`busy_timeout = ${Math.max(0, Math.floor(busyTimeoutMs))}`);
  reuseStatements(client);
  return { client, db: drizzleSqlite(client, { schema: sqliteSchema }) as unknown as Db };
}

/** Statements kept per connection; a request uses a few dozen distinct ones. */
const STATEMENT_CACHE_SIZE = 500;

/**
 * Drizzle asks the connection to prepare its SQL on every call, and for a small query SQLite's
 * parsing and planning costs more than running it. The same query shape always gives the same SQL
 * text (values are bound, never inlined), so prepared statements are kept by their text, the least
 * recently used dropped first. A reused statement is put back in object mode: drizzle's array-mode
 * reads (and a plucked read) switch it off.
 */
export function reuseStatements(client: Database.Database): void {
  const prepare = client.prepare.bind(client);
  const kept = new Map<string, Database.Statement>();
  client.prepare = ((source: string) => {
    let statement = kept.get(source);
    if (statement) {
      kept.delete(source);
    } else {
      statement = prepare(source);
      if (kept.size >= STATEMENT_CACHE_SIZE) kept.delete(kept.keys().next().value!);
    }
    kept.set(source, statement);
    if (statement.reader) statement.pluck(false).raw(false);
    return statement;
  }) as Database.Database['prepare'];
}
