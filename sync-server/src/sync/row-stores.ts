/**
 * How each synced table keeps its rows on the server: the storage side of a mutation. What a
 * mutation does to a row is defined once in @selah/shared (sync/effects); apply-mutation.ts reads
 * the row through the store, runs that effect and writes the result back through the store. Every
 * function runs in the caller's transaction.
 */
import { and, eq, getTableColumns } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import {
  marksOf,
  PERSONAL_SYNC_TABLES,
  SHARED_SYNC_TABLES,
  type SharedTable,
  type SyncRow,
  type SyncTable,
} from '@selah/shared';
import { tablesOf } from '../db/dialect';
import type { UserRow } from '../db/schema';
import type { Db } from '../db/types';
import {
  memberSpace,
  nextVersion,
  PUBLIC_SPACE,
  spaceOf,
  writeTombstone,
  type Space,
} from '../db/versions';
import { selectShared, toSharedRow } from './shared-rows';
import {
  apiRow,
  personalTable,
  sharedStorageOf,
  sharedTable,
  STORED_TABLES,
  type MarkStorage,
  type PersonalTableName,
} from './tables';

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
 * A shared table's rows (the community's posts): every member sees each row an admin has not
 * hidden, with its author's name and the reader's own marks (shared-rows.ts). A mark (a like, a
 * report) is set membership: one row per member per marked row in the mark's table (tables.ts), the
 * count on the row kept by the mutation's effect; the totals and visibility hooks declared with the
 * table's storage follow each mark and each row.
 */
function sharedStore(syncTable: SharedTable): RowStore {
  const storage = sharedStorageOf(syncTable);
  const marks = marksOf(syncTable).map((mark) => ({
    ...mark,
    storage: storage.marks[mark.name as keyof typeof storage.marks] as MarkStorage,
  }));
  return {
    personal: false,
    notFound: storage.notFound,
    async find(tx, member, id) {
      const rows = sharedTable(tx, syncTable);
      const [row] = await selectShared(tx, syncTable, member.id, eq(rows.id, id)).limit(1);
      return row && toSharedRow(syncTable, row, member.id);
    },
    async maker(tx, id) {
      const rows = sharedTable(tx, syncTable);
      const [row] = await tx
        .select({ userId: rows.userId })
        .from(rows)
        .where(eq(rows.id, id))
        .limit(1);
      return row?.userId as string | undefined;
    },
    async insert(tx, { member }, row) {
      const rows = sharedTable(tx, syncTable);
      const stored: Record<string, unknown> = {};
      for (const key of Object.keys(getTableColumns(rows))) {
        if (key in row) stored[key] = row[key];
      }
      Object.assign(stored, {
        userId: member.id,
        version: await nextVersion(tx, spaceOf(syncTable, null)),
      });
      await tx.insert(rows).values(stored as never);
      await storage.onVisibility?.(tx, { ...row, userId: member.id }, true);
    },
    async update(tx, { member, now }, before, after, args) {
      for (const { flag, count, storage: mark } of marks) {
        const table = tablesOf(tx)[mark.table];
        const columns = table as unknown as Record<string, PgColumn>;
        const ofMember = and(
          eq(columns[mark.rowColumn] as PgColumn, before.id),
          eq(columns[mark.memberColumn] as PgColumn, member.id),
        );
        if (after[flag] === true && before[flag] !== true) {
          await tx.insert(table).values({
            [mark.rowColumn]: before.id,
            [mark.memberColumn]: member.id,
            createdAt: now.toISOString(),
            ...mark.details?.(args),
          } as never);
          if (count !== null) await mark.onCount?.(tx, 1);
        } else if (after[flag] === false && before[flag] === true) {
          await tx.delete(table).where(ofMember);
          if (count !== null) await mark.onCount?.(tx, -1);
        }
      }
      await saveChanges(tx, sharedTable(tx, syncTable), spaceOf(syncTable, null), before, after);
    },
    async remove(tx, _writer, row) {
      await storage.onVisibility?.(tx, row, false);
      // Its marks go with it (their foreign keys cascade).
      await deleteRow(tx, sharedTable(tx, syncTable), syncTable, row.id, null);
    },
  };
}

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

const SHARED_STORES = Object.fromEntries(
  SHARED_SYNC_TABLES.map((name) => [name, sharedStore(name)]),
) as Record<SharedTable, RowStore>;

/**
 * Every synced table's store, or null for a table no mutation writes (admins seed tips and audio).
 * A member's own tables share one generic store, and the community's tables another; published
 * content has its own.
 */
const STORES: Record<SyncTable, RowStore | null> = {
  ...PERSONAL_STORES,
  ...SHARED_STORES,
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
