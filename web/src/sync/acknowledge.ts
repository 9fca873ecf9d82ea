/**
 * Applies the server's answer to a pushed batch, in ONE read-write transaction:
 * - 'applied' entries leave the outbox (only now: delivery is at least once, effect exactly once);
 * - 'rejected' ones are parked with the server's reason (kept, visible, never retried on their own,
 *   never blocking the queue) and their local effect is reverted: a rejected create's row is
 *   removed (a copy is kept so a retry can restore it); any other change makes the next pull start
 *   from scratch so the server's copy of the row comes back.
 * Entries added while the request was in flight are not in the batch and stay untouched.
 */
import type { MutationResult } from '@selah/shared';
import { tableOfMutation } from '../db/mutations';
import { forgetOwnMarks } from '../db/own-marks';
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
  // Without a rejection only the outbox changes. A transaction over every table would wait for
  // every reader of any of them (the screens' live queries) and hold them all up in turn.
  const scope = results.every((result) => result.status === 'applied')
    ? [db.outbox]
    : syncScope(db);
  return db.transaction('rw', scope, async () => {
    // Re-read: a retry or discard may have changed an entry while the request was out. The batch
    // is a run of seqs (oldest first), so one range read and, when every entry in the range was
    // applied, one range delete do it: a get and a delete per entry are a request each.
    const range = seqRange(db, batch);
    const stored = range
      ? await range.toArray()
      : await db.outbox.bulkGet(batch.map((entry) => entry.seq));
    const bySeq = new Map<number, OutboxEntry>();
    for (const entry of stored) if (entry) bySeq.set(entry.seq, entry);
    const applied: number[] = [];
    const rejected: { entry: OutboxEntry; error: string; code: number }[] = [];
    let unanswered = 0;
    for (const sent of batch) {
      const entry = bySeq.get(sent.seq);
      if (!entry || entry.mutationId !== sent.mutationId || entry.lastError !== null) continue;
      const result = byId.get(entry.mutationId);
      if (!result) unanswered += 1;
      else if (result.status === 'applied') applied.push(entry.seq);
      else rejected.push({ entry, error: result.error, code: result.code });
    }

    if (range && applied.length === stored.length) await range.delete();
    else await db.outbox.bulkDelete(applied);
    let refresh = false;
    for (const { entry, error, code } of rejected) {
      await db.outbox.update(entry.seq, {
        lastError: error,
        attempts: entry.attempts + 1,
        // Set aside after server errors (push.ts), not refused by the server.
        ...(code >= 500 ? { neverAnswered: true } : {}),
      });
      const tableName = tableOfMutation(entry.name);
      if (createsRow(entry.name) && tableName) {
        const table = rowTable(db, tableName);
        const row = await table.get(entry.args.id);
        if (row) {
          await db.meta.put({ key: REVERTED_ROW_PREFIX + entry.mutationId, value: row });
          await table.delete(entry.args.id);
          await forgetOwnMarks(db, tableName, [entry.args.id]);
        }
      } else {
        refresh = true;
      }
    }
    if (refresh) await requestFullRefresh(db);
    return { applied: applied.length, rejected: rejected.length, unanswered };
  });
}

/**
 * The outbox entries from the batch's lowest seq to its highest, when that range holds little
 * besides the batch (entries skipped as parked or another account's); null otherwise.
 */
function seqRange(db: SelahDB, batch: readonly OutboxEntry[]) {
  if (batch.length === 0) return null;
  const seqs = batch.map((entry) => entry.seq);
  const low = Math.min(...seqs);
  const high = Math.max(...seqs);
  if (high - low + 1 > 2 * batch.length) return null;
  return db.outbox.where('seq').between(low, high, true, true);
}

/**
 * Counts a plain server error (5xx without Retry-After) on each entry of a batch, as a failed
 * delivery and as a server failure, and, for a change sent alone, as a failure alone. Returns
 * the entries as stored now, in the batch's order (an entry gone meanwhile is left out).
 */
export async function countServerFailure(
  db: SelahDB,
  batch: readonly OutboxEntry[],
): Promise<OutboxEntry[]> {
  const alone = batch.length === 1 ? 1 : 0;
  return db.transaction('rw', db.outbox, async () => {
    const stored = await db.outbox.bulkGet(batch.map((entry) => entry.seq));
    const counted = stored
      .filter(
        (entry, index): entry is OutboxEntry =>
          entry !== undefined && entry.mutationId === batch[index]!.mutationId,
      )
      .map((entry) => ({
        ...entry,
        attempts: entry.attempts + 1,
        serverFailures: (entry.serverFailures ?? 0) + 1,
        failedAlone: (entry.failedAlone ?? 0) + alone,
      }));
    await db.outbox.bulkPut(counted);
    return counted;
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
