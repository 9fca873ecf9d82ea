/**
 * The "couldn't sync" list: outbox entries the server rejected for good are parked
 * (lastError set). The member can retry one (sent again as a NEW mutation: the server recorded the
 * old id as rejected and would answer a replay with the same rejection) or discard it (the local
 * data goes back to the server's). An entry set aside after server errors (neverAnswered) keeps its
 * id on retry: the server recorded nothing for it, or applied it and would answer "applied" again,
 * where a new id could apply it twice.
 */
import { uuidv7 } from '@selah/shared';
import { tableOfMutation } from '../db/mutations';
import { keepOwnMarksInStep } from '../db/own-marks';
import type { OutboxEntry, SelahDB } from '../db/SelahDB';
import {
  REVERTED_ROW_PREFIX,
  isRefreshPending,
  requestFullRefresh,
  rowTable,
  syncScope,
} from './local-state';
import { applyMutationToRow, createsRow, rowFromCreate, type SyncRow } from './rebase';

async function findParked(db: SelahDB, mutationId: string): Promise<OutboxEntry | undefined> {
  const entry = await db.outbox.where('mutationId').equals(mutationId).first();
  return entry && entry.lastError !== null ? entry : undefined;
}

/**
 * Queues a parked change again as a new mutation at the end of the queue and shows its effect
 * locally again: a create's row comes back (as the member last saw it); another change is
 * re-applied on the row (unless the server's copy has not been fetched yet, in which case the row
 * still shows it). Returns false when there is no such parked entry.
 */
export async function retryFailedMutation(
  db: SelahDB,
  mutationId: string,
  now: Date = new Date(),
): Promise<boolean> {
  return db.transaction('rw', syncScope(db), async () => {
    const entry = await findParked(db, mutationId);
    if (!entry) return false;
    const { seq: _seq, ...rest } = entry;
    await db.outbox.delete(entry.seq);
    await db.outbox.add({
      ...rest,
      mutationId: entry.neverAnswered ? entry.mutationId : uuidv7(),
      createdAt: now.toISOString(),
      attempts: 0,
      serverFailures: 0,
      failedAlone: 0,
      neverAnswered: false,
      lastError: null,
    } as Omit<OutboxEntry, 'seq'> as OutboxEntry);
    // The server may hold its effect already: once it is pushed, the rows come from scratch, so
    // the device shows the server's count of it rather than its own guess (which could be twice).
    if (entry.neverAnswered) await requestFullRefresh(db);

    const tableName = tableOfMutation(entry.name);
    if (!tableName) return true; // another version's mutation: queued again, nothing to show here
    const table = rowTable(db, tableName);
    const current = await table.get(entry.args.id);
    let next: SyncRow | undefined;
    if (createsRow(entry.name)) {
      const kept = await db.meta.get(REVERTED_ROW_PREFIX + mutationId);
      await db.meta.delete(REVERTED_ROW_PREFIX + mutationId);
      const keptRow = kept?.value as SyncRow | undefined;
      const author = (keptRow?.author as { name?: string } | undefined)?.name;
      next =
        current ??
        keptRow ??
        rowFromCreate(entry, { ownerId: db.ownerId ?? 'guest', authorName: author ?? '' });
    } else if (await isRefreshPending(db)) {
      return true; // the row was not reverted yet: it still shows the change
    } else {
      next = applyMutationToRow(current, entry);
    }
    if (next) await table.put(next);
    else if (current) await table.delete(entry.args.id);
    // The member's own marks (a like) follow the row as it shows again.
    await keepOwnMarksInStep(
      db,
      tableName,
      next ? [next] : [],
      next ? [] : [entry.args.id],
      now.toISOString(),
    );
    return true;
  });
}

/**
 * Drops a parked change for good. A create's row was already removed when it was rejected; for
 * any other change the next pull starts from scratch, so the row is the server's again. So does a
 * change the server never answered for: it may hold its effect after all.
 */
export async function discardFailedMutation(db: SelahDB, mutationId: string): Promise<boolean> {
  return db.transaction('rw', syncScope(db), async () => {
    const entry = await findParked(db, mutationId);
    if (!entry) return false;
    await db.outbox.delete(entry.seq);
    await db.meta.delete(REVERTED_ROW_PREFIX + mutationId);
    if (!createsRow(entry.name) || entry.neverAnswered) await requestFullRefresh(db);
    return true;
  });
}
