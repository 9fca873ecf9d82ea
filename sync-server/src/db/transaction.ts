import type { Db } from './types';

/**
 * Runs `work` in one write transaction. IMMEDIATE takes the write lock up front, so a read-then-write
 * never fails half way because another process (the admin CLI) wrote in between. Inside an outer
 * transaction (a sync push batch) drizzle makes this a savepoint instead.
 */
export function writeTransaction<T>(db: Db, work: (tx: Db) => T): T {
  return db.transaction((tx) => work(tx), { behavior: 'immediate' });
}
