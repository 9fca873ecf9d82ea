/**
 * Applies the server's answer to a pushed batch, in ONE read-write transaction:
 * - 'applied' entries leave the outbox (only now: delivery is at least once, DESIGN 3.3);
 * - 'rejected' ones are parked with the server's reason (kept, visible, never retried by
 *   themselves) and their local effect is reverted (DESIGN 3.4): a rejected create's row is
 *   removed (a copy is kept so a retry can restore it); any other change makes the next pull start
 *   from scratch so the server's copy of the row comes back.
 * Entries added while the request was in flight are not in the batch and stay untouched.
 */
import type { MutationResult } from '@selah/shared';
import { tableOfMutation } from '../db/mutations';
import type { OutboxEntry, SelahDB } from '../db/SelahDB';
import { REVERTED_ROW_PREFIX, requestFullRefresh, rowTable, syncScope } from './local-state';
import { createsRow } from './rebase';

export interface Acknowledged {
  applied: number;
  rejected: number;
  /** Batch entries the answer did not mention (a broken answer): still queued. */
  unanswered: number;
}

export async function acknowledgePush(
  db: SelahDB,
  batch: readonly OutboxEntry[],
  results: readonly MutationResult[],
): Promise<Acknowledged> {
  const byId = new Map(results.map((result) => [result.mutationId, result]));
  return db.transaction('rw', syncScope(db), async () => {
    // Re-read: a retry or discard may have changed an entry while the request was out.
    const stored = await db.outbox.bulkGet(batch.map((entry) => entry.seq));
    const applied: number[] = [];
    const rejected: { entry: OutboxEntry; error: string }[] = [];
    let unanswered = 0;
    batch.forEach((sent, index) => {
      const entry = stored[index];
      if (!entry || entry.mutationId !== sent.mutationId || entry.lastError !== null) return;
      const result = byId.get(entry.mutationId);
      if (!result) unanswered += 1;
      else if (result.status === 'applied') applied.push(entry.seq);
      else rejected.push({ entry, error: result.error });
    });

    await db.outbox.bulkDelete(applied);
    let refresh = false;
    for (const { entry, error } of rejected) {
      await db.outbox.update(entry.seq, { lastError: error, attempts: entry.attempts + 1 });
      if (createsRow(entry.name)) {
        const table = rowTable(db, tableOfMutation(entry.name));
        const row = await table.get(entry.args.id);
        if (row) {
          await db.meta.put({ key: REVERTED_ROW_PREFIX + entry.mutationId, value: row });
          await table.delete(entry.args.id);
          if (entry.name === 'post.create') await db.postLikes.delete(entry.args.id);
        }
      } else {
        refresh = true;
      }
    }
    if (refresh) await requestFullRefresh(db);
    return { applied: applied.length, rejected: rejected.length, unanswered };
  });
}

/** Counts one more failed delivery on each entry of a batch (kept for diagnosis and the UI). */
export async function countAttempt(db: SelahDB, batch: readonly OutboxEntry[]): Promise<void> {
  await db.transaction('rw', db.outbox, async () => {
    const stored = await db.outbox.bulkGet(batch.map((entry) => entry.seq));
    await db.outbox.bulkPut(
      stored
        .filter((entry): entry is OutboxEntry => entry !== undefined)
        .map((entry) => ({ ...entry, attempts: entry.attempts + 1 })),
    );
  });
}
