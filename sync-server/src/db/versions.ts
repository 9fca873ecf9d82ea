import { and, eq, sql } from 'drizzle-orm';
import type { SyncTable } from '@selah/shared';
import { preparedQuery } from './prepared';
import type { Db } from './types';
import { syncCounter, tombstones } from './schema';

const takeVersion = (db: Db) =>
  db
    .insert(syncCounter)
    .values({ id: 1, value: 1 })
    .onConflictDoUpdate({ target: syncCounter.id, set: { value: sql`${syncCounter.value} + 1` } })
    .returning({ value: syncCounter.value })
    .prepare();

/**
 * Takes the next value of the one server-wide change counter. Call it inside the transaction that
 * writes the row, so versions are handed out in commit order and a pull cursor never skips a row.
 */
export function nextVersion(db: Db): number {
  const row = preparedQuery(db, 'nextVersion', takeVersion).get();
  if (!row) throw new Error('The change counter returned no value');
  return row.value;
}

const insertTombstone = (db: Db) =>
  db
    .insert(tombstones)
    .values({
      tableName: sql.placeholder('tableName'),
      rowId: sql.placeholder('rowId'),
      userId: sql.placeholder('userId'),
      version: sql.placeholder('version'),
    })
    .prepare();

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
  const version = nextVersion(db);
  preparedQuery(db, 'insertTombstone', insertTombstone).run({ tableName, rowId, userId, version });
}

const findOwnTombstone = (db: Db) =>
  db
    .select({ seq: tombstones.seq })
    .from(tombstones)
    .where(
      and(
        eq(tombstones.rowId, sql.placeholder('rowId')),
        eq(tombstones.tableName, sql.placeholder('tableName')),
        eq(tombstones.userId, sql.placeholder('userId')),
      ),
    )
    .limit(1)
    .prepare();

/** Whether `userId` deleted this row of theirs (a tombstone names it). */
export function hasOwnTombstone(
  db: Db,
  tableName: SyncTable,
  rowId: string,
  userId: string,
): boolean {
  return (
    preparedQuery(db, 'findOwnTombstone', findOwnTombstone).get({ rowId, tableName, userId }) !==
    undefined
  );
}
