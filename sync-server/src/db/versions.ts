import { and, eq, isNull, sql } from 'drizzle-orm';
import type { SyncTable } from '@selah/shared';
import { runPrepared, tablesOf } from './dialect';
import type { Db } from './types';

/** Every write takes one or more. */
const takeVersion = (db: Db) => {
  const { syncCounter } = tablesOf(db);
  return db
    .insert(syncCounter)
    .values({ id: 1, value: 1 })
    .onConflictDoUpdate({ target: syncCounter.id, set: { value: sql`${syncCounter.value} + 1` } })
    .returning({ value: syncCounter.value })
    .prepare('nextVersion');
};

/**
 * Takes the next value of the one server-wide change counter. Call it inside the write transaction
 * that writes the row: writers take turns (db/transaction.ts), so versions are handed out in commit
 * order and a pull cursor never passes a version that has yet to commit.
 */
export async function nextVersion(db: Db): Promise<number> {
  const [row] = await runPrepared(db, 'nextVersion', takeVersion, {});
  if (!row) throw new Error('The change counter returned no value');
  return row.value;
}

/**
 * Records a delete so incremental pulls can remove the row on every device. The table is named as the
 * sync protocol names it (the client's table), not by its SQL name.
 */
export async function writeTombstone(
  db: Db,
  tableName: SyncTable,
  rowId: string,
  userId: string | null,
): Promise<void> {
  const { tombstones } = tablesOf(db);
  const version = await nextVersion(db);
  await db.insert(tombstones).values({ tableName, rowId, userId, version });
}

/** Every pushed create asks (a delete wins). */
const findOwnTombstone = (db: Db) => {
  const { tombstones: t } = tablesOf(db);
  return db
    .select({ seq: t.seq })
    .from(t)
    .where(
      and(
        eq(t.rowId, sql.placeholder('rowId')),
        eq(t.tableName, sql.placeholder('tableName')),
        eq(t.userId, sql.placeholder('userId')),
      ),
    )
    .limit(1)
    .prepare('findOwnTombstone');
};

/** Whether `userId` deleted this row of theirs (a tombstone names it). */
export async function hasOwnTombstone(
  db: Db,
  tableName: SyncTable,
  rowId: string,
  userId: string,
): Promise<boolean> {
  const found = await runPrepared(db, 'findOwnTombstone', findOwnTombstone, {
    rowId,
    tableName,
    userId,
  });
  return found.length > 0;
}

/** Whether a row everyone shares (a post, a resource) was deleted or hidden: a tombstone names it. */
export async function hasSharedTombstone(
  db: Db,
  tableName: SyncTable,
  rowId: string,
): Promise<boolean> {
  const { tombstones: t } = tablesOf(db);
  const found = await db
    .select({ seq: t.seq })
    .from(t)
    .where(and(eq(t.rowId, rowId), eq(t.tableName, tableName), isNull(t.userId)))
    .limit(1);
  return found.length > 0;
}
