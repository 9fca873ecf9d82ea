import { and, eq, isNull, sql } from 'drizzle-orm';
import { deviceFactsOf, type SyncTable } from '@selah/shared';
import { engineOf, runPrepared, tablesOf } from './dialect';
import type { Db } from './types';

/*
 * Versions per space (docs/decisions/025). Every synced row and tombstone takes its version from
 * the counter of the space it belongs to: a member's own rows (and their tombstones) from the
 * member's counter, the community's shared rows from the community's, published content from its
 * own. A writer takes a space's counter row, and with it the row's lock, inside its transaction and
 * holds it to commit: two writers in one space take turns, so that space's versions commit in
 * order and a pull cursor never passes a version that has yet to commit there. Writers in different
 * spaces (two members pushing) never wait on each other.
 */

/** A space's key in `space_versions`. */
export type Space = 'community' | 'public' | `member:${string}`;

export const COMMUNITY_SPACE: Space = 'community';
export const PUBLIC_SPACE: Space = 'public';

export function memberSpace(userId: string): Space {
  return `member:${userId}`;
}

/** The space of a synced table's rows: `owner` is the member whose own row it is (personal tables). */
export function spaceOf(table: SyncTable, owner: string | null): Space {
  const { scope } = deviceFactsOf(table);
  if (scope === 'personal') {
    if (owner === null) throw new Error(`A row of ${table} belongs to a member`);
    return memberSpace(owner);
  }
  return scope === 'shared' ? COMMUNITY_SPACE : PUBLIC_SPACE;
}

/**
 * Moves a space's counter on by `count` and returns its new value. A space's first use starts its
 * counter at the old server-wide counter (frozen since), so an old single-number cursor N means N in
 * every space. With `count` 0 it only takes the row's lock.
 */
const takeVersions = (db: Db) => {
  const { spaceVersions, syncCounter } = tablesOf(db);
  return db
    .insert(spaceVersions)
    .values({
      space: sql.placeholder('space'),
      value: sql`(select coalesce(max(${syncCounter.value}), 0) from ${syncCounter}) + ${sql.placeholder('count')}`,
    })
    .onConflictDoUpdate({
      target: spaceVersions.space,
      set: { value: sql`${spaceVersions.value} + ${sql.placeholder('count')}` },
    })
    .returning({ value: spaceVersions.value })
    .prepare('takeVersions');
};

/**
 * Takes `count` consecutive versions of `space` and returns the first. Call it inside the write
 * transaction that writes the rows: the space's counter stays locked until that commits.
 */
export async function takeVersionsOf(db: Db, space: Space, count: number): Promise<number> {
  const [row] = await runPrepared(db, 'takeVersions', takeVersions, { space, count });
  if (!row) throw new Error('The change counter returned no value');
  return Number(row.value) - count + 1;
}

/** The next version of `space` (see takeVersionsOf). */
export async function nextVersion(db: Db, space: Space): Promise<number> {
  return takeVersionsOf(db, space, 1);
}

/**
 * Takes the counters of `spaces` (their locks, on PostgreSQL) up front, in one fixed order: a
 * transaction that writes in several spaces takes them all before its first read, so two writers
 * never each hold one the other waits for, and what it reads is not changed by another writer of
 * those spaces before it commits. SQLite has one writer at a time anyway.
 */
export async function lockSpaces(db: Db, spaces: Iterable<Space>): Promise<void> {
  if (engineOf(db) === 'sqlite') return;
  for (const space of [...new Set(spaces)].sort()) await takeVersionsOf(db, space, 0);
}

/**
 * Records a delete so incremental pulls can remove the row on every device. The table is named as the
 * sync protocol names it (the client's table), not by its SQL name. `userId` is the member whose own
 * row it was, null for a shared or published row.
 */
export async function writeTombstone(
  db: Db,
  tableName: SyncTable,
  rowId: string,
  userId: string | null,
): Promise<void> {
  const { tombstones } = tablesOf(db);
  const version = await nextVersion(db, spaceOf(tableName, userId));
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
