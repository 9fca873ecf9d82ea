import Dexie from 'dexie';
import { uuidv7 } from '@selah/shared';
import type { Mutation } from './mutations';
import { tableOfMutation } from './mutations';
import type { OutboxEntry, SelahDB } from './SelahDB';

/**
 * Appends a mutation to the outbox. Must be called INSIDE the read-write transaction that writes the
 * row (use {@link writeWithOutbox} from ./write), so the row and its outbox entry commit together or
 * not at all. Calling it anywhere else throws instead of silently queueing a change whose row may
 * never be written.
 */
export async function enqueue(db: SelahDB, mutation: Mutation): Promise<OutboxEntry> {
  const tx = Dexie.currentTransaction;
  if (!tx || tx.db !== db || tx.mode !== 'readwrite' || !tx.storeNames.includes('outbox')) {
    throw new Error(
      `enqueue('${mutation.name}') must run inside db.transaction('rw', [..., db.outbox], ...)`,
    );
  }
  const entry = {
    mutationId: uuidv7(),
    userId: db.ownerId,
    name: mutation.name,
    args: mutation.args,
    createdAt: new Date().toISOString(),
    attempts: 0,
    lastError: null,
  } as Omit<OutboxEntry, 'seq'>;
  const seq = await db.outbox.add(entry);
  return { ...entry, seq } as OutboxEntry;
}

/**
 * The ids of rows in `table` that still have outbox entries (parked ones included): pulled or
 * loaded server data must not overwrite them. Call inside a transaction that includes the outbox
 * to get a consistent answer.
 */
export async function pendingRowIds(db: SelahDB, table: string): Promise<Set<string>> {
  const ids = new Set<string>();
  await db.outbox.each((entry) => {
    if (tableOfMutation(entry.name) === table) ids.add(entry.args.id);
  });
  return ids;
}
