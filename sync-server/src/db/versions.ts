import { and, eq, sql } from 'drizzle-orm';
import type { SyncTable } from '@selah/shared';
import type { Db } from './types';
import { syncCounter, tombstones } from './schema';

/**
 * Takes the next value of the one server-wide change counter. Call it inside the transaction that
 * writes the row, so versions are handed out in commit order and a pull cursor never skips a row.
 */
export function nextVersion(db: Db): number {
  const row = db
    .insert(syncCounter)
    .values({ id: 1, value: 1 })
    .onConflictDoUpdate({ target: syncCounter.id, set: { value: sql`${syncCounter.value} + 1` } })
    .returning({ value: syncCounter.value })
    .get();
  return row.value;
}

/**
 * Records a delete so incremental pulls can remove the row on every device. The table is named as the
 * sync protocol names it (the client's table), not by its SQL name.
 */
export function writeTombstone(
  db: Db,
  tableName: SyncTable,
  rowId: string,
  userId: string | null,
): void {
  db.insert(tombstones)
    .values({ tableName, rowId, userId, version: nextVersion(db) })
    .run();
}

/** Whether `userId` deleted this row of theirs (a tombstone names it). */
export function hasOwnTombstone(
  db: Db,
  tableName: SyncTable,
  rowId: string,
  userId: string,
): boolean {
  const found = db
    .select({ seq: tombstones.seq })
    .from(tombstones)
    .where(
      and(
        eq(tombstones.rowId, rowId),
        eq(tombstones.tableName, tableName),
        eq(tombstones.userId, userId),
      ),
    )
    .limit(1)
    .get();
  return found !== undefined;
}
