import type { Table } from 'dexie';
import type { SelahDB } from './SelahDB';

const outboxListeners = new Set<(db: SelahDB) => void>();

/** Sync subscribes here to flush shortly after each local change. Returns an unsubscribe. */
export function onOutboxWritten(listener: (db: SelahDB) => void): () => void {
  outboxListeners.add(listener);
  return () => outboxListeners.delete(listener);
}

/**
 * Runs `write` in ONE read-write transaction over `tables` plus the outbox, then (after commit)
 * tells sync there is something to push. Inside `write`, change the rows and queue each change
 * (applyLocally does both for a mutation); if anything throws, nothing is written and nothing is
 * queued. Repositories reach it through data/mutate.ts.
 */
export async function writeWithOutbox<T>(
  db: SelahDB,
  tables: readonly Table[],
  write: () => Promise<T>,
): Promise<T> {
  const result = await db.transaction('rw', [...tables, db.outbox], write);
  for (const listener of outboxListeners) listener(db);
  return result;
}
