import type { Db } from './types';

/**
 * Runs `work` in one write transaction. IMMEDIATE takes the write lock up front, so a read-then-write
 * never fails half way because another process (the admin CLI) wrote in between. Inside an outer
 * transaction (a sync push mutation) it becomes a savepoint instead.
 *
 * `work` gets the database itself rather than drizzle's transaction object: better-sqlite3 runs every
 * statement on the one connection, inside the open transaction, and nests further transactions as
 * savepoints, so the two behave the same, and queries prepared once per connection (prepared.ts) stay
 * usable.
 */
export function writeTransaction<T>(db: Db, work: (tx: Db) => T): T {
  return db.transaction((tx) => work('$client' in db ? db : tx), { behavior: 'immediate' });
}
