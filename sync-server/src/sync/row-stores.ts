/**
 * How each synced table keeps its rows on the server: the storage side of a mutation. What a
 * mutation does to a row is defined once in @selah/shared (sync/effects); apply-mutation.ts reads
 * the row through the store, runs that effect and writes the result back through the store. Every
 * function runs in the caller's transaction.
 */
import { and, eq, getTableColumns } from 'drizzle-orm';
import type { SQLiteColumn, SQLiteTable } from 'drizzle-orm/sqlite-core';
import type { SyncRow, SyncTable } from '@selah/shared';
import { communityPosts, inspirationalContent, postLikes } from '../db/schema';
import type { UserRow } from '../db/schema';
import type { Db } from '../db/types';
import { nextVersion, writeTombstone } from '../db/versions';
import { selectPosts, toPost } from '../services/community';
import { apiRow, PERSONAL_TABLES, type PersonalTableName } from './tables';

export interface RowStore {
  /** Rows that belong to one member: only they see or change them; a delete leaves their tombstone. */
  personal: boolean;
  /** The message for a row that is not there (or not the member's: its existence is not revealed). */
  notFound: string;
  /** The row as `member` sees it, when they may change it. */
  find(tx: Db, member: UserRow, id: string): SyncRow | undefined;
  /** Who made the row with this id (null: nobody, e.g. seeded), or undefined when there is none. */
  maker(tx: Db, id: string): string | null | undefined;
  insert(tx: Db, writer: Writer, row: SyncRow): void;
  update(tx: Db, writer: Writer, before: SyncRow, after: SyncRow): void;
  remove(tx: Db, writer: Writer, id: string): void;
}

/** Who writes, and when (the server's clock). */
export interface Writer {
  member: UserRow;
  now: Date;
}

/**
 * Writes the columns in which `after` differs from `before`, with a new version. A change that
 * changes nothing (a like already given, progress already at 0) writes nothing: no version to pull.
 */
function saveChanges(
  tx: Db,
  table: SQLiteTable & { id: SQLiteColumn },
  before: SyncRow,
  after: SyncRow,
): void {
  const changes: Record<string, unknown> = {};
  for (const key of Object.keys(getTableColumns(table))) {
    if (key in after && after[key] !== before[key]) changes[key] = after[key];
  }
  if (Object.keys(changes).length === 0) return;
  tx.update(table)
    .set({ ...changes, version: nextVersion(tx) } as never)
    .where(eq(table.id, before.id))
    .run();
}

/** Deletes a row and leaves the tombstone that tells every device to delete it too. */
function deleteRow(
  tx: Db,
  table: SQLiteTable & { id: SQLiteColumn },
  syncTable: SyncTable,
  id: string,
  owner: string | null,
): void {
  tx.delete(table).where(eq(table.id, id)).run();
  writeTombstone(tx, syncTable, id, owner);
}

/** A member's own rows, stored column for column as the API shows them. */
function personalStore(syncTable: PersonalTableName): RowStore {
  const { table, notFound } = PERSONAL_TABLES[syncTable];
  return {
    personal: true,
    notFound,
    find(tx, member, id) {
      const row = tx
        .select()
        .from(table)
        .where(and(eq(table.id, id), eq(table.userId, member.id)))
        .get() as Record<string, unknown> | undefined;
      return row && apiRow(row);
    },
    maker(tx, id) {
      const row = tx.select({ userId: table.userId }).from(table).where(eq(table.id, id)).get();
      return row?.userId as string | undefined;
    },
    insert(tx, { member }, row) {
      tx.insert(table)
        .values({ ...row, userId: member.id, version: nextVersion(tx) } as never)
        .run();
    },
    update(tx, _writer, before, after) {
      saveChanges(tx, table, before, after);
    },
    remove(tx, { member }, id) {
      // find() has checked the row is the member's.
      deleteRow(tx, table, syncTable, id, member.id);
    },
  };
}

/**
 * Community posts: anyone signed in sees (and likes) every post. A post's row carries its author's
 * name and whether the viewer likes it; a like is a post_likes row, and `likes` counts them.
 */
const postStore: RowStore = {
  personal: false,
  notFound: 'Post not found',
  find(tx, member, id) {
    const row = selectPosts(tx, member.id).where(eq(communityPosts.id, id)).get();
    return row && (toPost(row) as SyncRow);
  },
  maker(tx, id) {
    return tx
      .select({ userId: communityPosts.userId })
      .from(communityPosts)
      .where(eq(communityPosts.id, id))
      .get()?.userId;
  },
  insert(tx, { member }, row) {
    tx.insert(communityPosts)
      .values({
        id: row.id,
        userId: member.id,
        content: row.content as string,
        likes: 0,
        createdAt: row.createdAt as string,
        version: nextVersion(tx),
      })
      .run();
  },
  update(tx, { member, now }, before, after) {
    if (after.likedByMe === true && before.likedByMe !== true) {
      tx.insert(postLikes)
        .values({ postId: before.id, userId: member.id, createdAt: now.toISOString() })
        .onConflictDoNothing()
        .run();
    }
    saveChanges(tx, communityPosts, before, after);
  },
  remove(tx, _writer, id) {
    deleteRow(tx, communityPosts, 'communityPosts', id, null);
  },
};

/** Inspirational content: everyone reads it; the admin who added a row is remembered. */
const contentStore: RowStore = {
  personal: false,
  notFound: 'Content not found',
  find(tx, _member, id) {
    const row = tx.select().from(inspirationalContent).where(eq(inspirationalContent.id, id)).get();
    return row && apiRow(row, ['createdBy']);
  },
  maker(tx, id) {
    const row = tx
      .select({ createdBy: inspirationalContent.createdBy, id: inspirationalContent.id })
      .from(inspirationalContent)
      .where(eq(inspirationalContent.id, id))
      .get();
    return row ? row.createdBy : undefined;
  },
  insert(tx, { member }, row) {
    tx.insert(inspirationalContent)
      .values({ ...(row as object), createdBy: member.id, version: nextVersion(tx) } as never)
      .run();
  },
  update(tx, _writer, before, after) {
    saveChanges(tx, inspirationalContent, before, after);
  },
  remove(tx, _writer, id) {
    deleteRow(tx, inspirationalContent, 'inspirationalContent', id, null);
  },
};

const STORES: Partial<Record<SyncTable, RowStore>> = {
  ...Object.fromEntries(
    Object.keys(PERSONAL_TABLES).map((name) => [name, personalStore(name as PersonalTableName)]),
  ),
  communityPosts: postStore,
  inspirationalContent: contentStore,
};

/** The store of a table mutations write to. */
export function storeOf(table: SyncTable): RowStore {
  const store = STORES[table];
  if (!store) throw new Error(`No mutation writes to ${table}`);
  return store;
}
