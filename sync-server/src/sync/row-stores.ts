/**
 * How each synced table keeps its rows on the server: the storage side of a mutation. What a
 * mutation does to a row is defined once in @selah/shared (sync/effects); apply-mutation.ts reads
 * the row through the store, runs that effect and writes the result back through the store. Every
 * function runs in the caller's transaction.
 */
import { and, eq, getTableColumns } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import {
  PERSONAL_SYNC_TABLES,
  reportPostSchema,
  type SyncRow,
  type SyncTable,
} from '@selah/shared';
import { tablesOf } from '../db/dialect';
import type { UserRow } from '../db/schema';
import type { Db } from '../db/types';
import {
  COMMUNITY_SPACE,
  memberSpace,
  nextVersion,
  PUBLIC_SPACE,
  writeTombstone,
  type Space,
} from '../db/versions';
import { selectPosts, toPost } from '../services/community';
import { countLike, countPostVisibility } from '../services/community-stats';

import { apiRow, personalTable, STORED_TABLES, type PersonalTableName } from './tables';

export interface RowStore {
  /** Rows that belong to one member: only they see or change them; a delete leaves their tombstone. */
  personal: boolean;
  /** The message for a row that is not there (or not the member's: its existence is not revealed). */
  notFound: string;
  /** The row as `member` sees it, when they may change it. */
  find(tx: Db, member: UserRow, id: string): Promise<SyncRow | undefined>;
  /** Who made the row with this id (null: nobody, e.g. seeded), or undefined when there is none. */
  maker(tx: Db, id: string): Promise<string | null | undefined>;
  insert(tx: Db, writer: Writer, row: SyncRow): Promise<void>;
  /** `args` are the mutation's: a change may carry more than the row shows (a report's reason). */
  update(
    tx: Db,
    writer: Writer,
    before: SyncRow,
    after: SyncRow,
    args: Record<string, unknown>,
  ): Promise<void>;
  remove(tx: Db, writer: Writer, row: SyncRow): Promise<void>;
}

/** Who writes, and when (the server's clock). */
export interface Writer {
  member: UserRow;
  now: Date;
}

type TableWithId = PgTable & { id: PgColumn };

/**
 * Writes the columns in which `after` differs from `before`, with a new version. A change that
 * changes nothing (a like already given, progress already at 0) writes nothing: no version to pull.
 */
async function saveChanges(
  tx: Db,
  table: TableWithId,
  space: Space,
  before: SyncRow,
  after: SyncRow,
): Promise<void> {
  const changes: Record<string, unknown> = {};
  for (const key of Object.keys(getTableColumns(table))) {
    if (key in after && after[key] !== before[key]) changes[key] = after[key];
  }
  if (Object.keys(changes).length === 0) return;
  await tx
    .update(table)
    .set({ ...changes, version: await nextVersion(tx, space) } as never)
    .where(eq(table.id, before.id));
}

/** Deletes a row and leaves the tombstone that tells every device to delete it too. */
async function deleteRow(
  tx: Db,
  table: TableWithId,
  syncTable: SyncTable,
  id: string,
  owner: string | null,
): Promise<void> {
  await tx.delete(table).where(eq(table.id, id));
  await writeTombstone(tx, syncTable, id, owner);
}

/** A member's own rows, stored column for column as the API shows them. */
function personalStore(syncTable: PersonalTableName): RowStore {
  const { notFound } = STORED_TABLES[syncTable];
  return {
    personal: true,
    notFound,
    async find(tx, member, id) {
      const table = personalTable(tx, syncTable);
      const [row] = (await tx
        .select()
        .from(table)
        .where(and(eq(table.id, id), eq(table.userId, member.id)))
        .limit(1)) as Record<string, unknown>[];
      return row && apiRow(row);
    },
    async maker(tx, id) {
      const table = personalTable(tx, syncTable);
      const [row] = await tx
        .select({ userId: table.userId })
        .from(table)
        .where(eq(table.id, id))
        .limit(1);
      return row?.userId as string | undefined;
    },
    async insert(tx, { member }, row) {
      const table = personalTable(tx, syncTable);
      await tx.insert(table).values({
        ...row,
        userId: member.id,
        version: await nextVersion(tx, memberSpace(member.id)),
      } as never);
    },
    async update(tx, { member }, before, after) {
      const space = memberSpace(member.id);
      await saveChanges(tx, personalTable(tx, syncTable), space, before, after);
    },
    async remove(tx, { member }, row) {
      // find() has checked the row is the member's.
      await deleteRow(tx, personalTable(tx, syncTable), syncTable, row.id, member.id);
    },
  };
}

/**
 * Community posts: anyone signed in sees (and likes, and reports) every post an admin has not
 * hidden. A post's row carries its author's name and whether the viewer likes and has reported it;
 * a like is a post_likes row and `likes` counts them; the community's counts change with each.
 */
const postStore: RowStore = {
  personal: false,
  notFound: 'Post not found',
  async find(tx, member, id) {
    const { communityPosts } = tablesOf(tx);
    const [row] = await selectPosts(tx, member.id, eq(communityPosts.id, id)).limit(1);
    return row && (toPost(row) as SyncRow);
  },
  async maker(tx, id) {
    const { communityPosts } = tablesOf(tx);
    const [row] = await tx
      .select({ userId: communityPosts.userId })
      .from(communityPosts)
      .where(eq(communityPosts.id, id))
      .limit(1);
    return row?.userId;
  },
  async insert(tx, { member }, row) {
    const { communityPosts } = tablesOf(tx);
    await tx.insert(communityPosts).values({
      id: row.id,
      userId: member.id,
      content: row.content as string,
      likes: 0,
      createdAt: row.createdAt as string,
      version: await nextVersion(tx, COMMUNITY_SPACE),
    });
    await countPostVisibility(tx, { id: row.id, userId: member.id, likes: 0 }, true);
  },
  async update(tx, { member, now }, before, after, args) {
    const { communityPosts, postLikes, postReports } = tablesOf(tx);
    const likeOf = and(eq(postLikes.postId, before.id), eq(postLikes.userId, member.id));
    if (after.likedByMe === true && before.likedByMe !== true) {
      await tx
        .insert(postLikes)
        .values({ postId: before.id, userId: member.id, createdAt: now.toISOString() });
      await countLike(tx, 1);
    } else if (after.likedByMe === false && before.likedByMe === true) {
      await tx.delete(postLikes).where(likeOf);
      await countLike(tx, -1);
    }
    if (after.reportedByMe === true && before.reportedByMe !== true) {
      const report = reportPostSchema.parse(args);
      await tx.insert(postReports).values({
        postId: before.id,
        reporterId: member.id,
        reason: report.reason,
        note: report.note || null,
        createdAt: now.toISOString(),
      });
    }
    await saveChanges(tx, communityPosts, COMMUNITY_SPACE, before, after);
  },
  async remove(tx, _writer, row) {
    await countPostVisibility(tx, row as SyncRow & { userId: string; likes: number }, false);
    // Its likes and reports go with it (foreign keys cascade).
    await deleteRow(tx, tablesOf(tx).communityPosts, 'communityPosts', row.id, null);
  },
};

/** Inspirational content: everyone reads it; the admin who added a row is remembered. */
const contentStore: RowStore = {
  personal: false,
  notFound: 'Content not found',
  async find(tx, _member, id) {
    const { inspirationalContent } = tablesOf(tx);
    const [row] = await tx
      .select()
      .from(inspirationalContent)
      .where(eq(inspirationalContent.id, id))
      .limit(1);
    return row && apiRow(row, ['createdBy']);
  },
  async maker(tx, id) {
    const { inspirationalContent } = tablesOf(tx);
    const [row] = await tx
      .select({ createdBy: inspirationalContent.createdBy })
      .from(inspirationalContent)
      .where(eq(inspirationalContent.id, id))
      .limit(1);
    return row ? row.createdBy : undefined;
  },
  async insert(tx, { member }, row) {
    const { inspirationalContent } = tablesOf(tx);
    await tx.insert(inspirationalContent).values({
      ...(row as object),
      createdBy: member.id,
      version: await nextVersion(tx, PUBLIC_SPACE),
    } as never);
  },
  async update(tx, _writer, before, after) {
    await saveChanges(tx, tablesOf(tx).inspirationalContent, PUBLIC_SPACE, before, after);
  },
  async remove(tx, _writer, row) {
    await deleteRow(tx, tablesOf(tx).inspirationalContent, 'inspirationalContent', row.id, null);
  },
};

const PERSONAL_STORES = Object.fromEntries(
  PERSONAL_SYNC_TABLES.map((name) => [name, personalStore(name)]),
) as Record<PersonalTableName, RowStore>;

/**
 * Every synced table's store, or null for a table no mutation writes (admins seed tips and audio).
 * A member's own tables share one generic store; the rest have their own.
 */
const STORES: Record<SyncTable, RowStore | null> = {
  ...PERSONAL_STORES,
  communityPosts: postStore,
  inspirationalContent: contentStore,
  counselingTips: null,
  meditationAudio: null,
};

/** The store of a table mutations write to. */
export function storeOf(table: SyncTable): RowStore {
  const store = STORES[table];
  if (!store) throw new Error(`No mutation writes to ${table}`);
  return store;
}
