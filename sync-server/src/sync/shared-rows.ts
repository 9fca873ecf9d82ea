/**
 * How any shared table's rows read for one member: every row the admins have not hidden, with its
 * author's name and the reader's own marks (likedByMe, reportedByMe: whether a mark row names them),
 * never who else marked it. The row stores, the pull and the REST lists all read through here, so a
 * new shared table declared in @selah/shared (entities) and placed in tables.ts reads like the feed.
 */
import { and, desc, eq, getTableColumns, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { deviceFactsOf, entityOf, marksOf, type SharedTable, type SyncRow } from '@selah/shared';
import { tablesOf } from '../db/dialect';
import type { Db } from '../db/types';
import { apiRow, sharedStorageOf, sharedTable } from './tables';

/** Columns the API never shows: who hid a row and when is the admins' business. */
const MODERATION_COLUMNS = ['hiddenAt', 'hiddenBy'] as const;

/** Rows of the table every member may see: those an admin has not hidden. */
export function visibleRows(db: Db, table: SharedTable): SQL | undefined {
  const rows = sharedTable(db, table);
  return entityOf(table).moderation.hideable && rows.hiddenAt ? isNull(rows.hiddenAt) : undefined;
}

/**
 * The reader's flag for each of the table's marks, as 1 or 0 (a bare `exists` would be an integer
 * on SQLite but a boolean on PostgreSQL).
 */
function markFlags(db: Db, table: SharedTable, readerId: string): Record<string, SQL<number>> {
  const rows = sharedTable(db, table);
  const storage = sharedStorageOf(table);
  const flags: Record<string, SQL<number>> = {};
  for (const { name, flag } of marksOf(table)) {
    const mark = storage.marks[name as keyof typeof storage.marks];
    const marks = tablesOf(db)[mark.table] as unknown as Record<string, PgColumn>;
    const markTable = tablesOf(db)[mark.table];
    flags[flag] =
      sql<number>`case when exists (select 1 from ${markTable} where ${marks[mark.rowColumn]} = ${rows.id} and ${marks[mark.memberColumn]} = ${readerId}) then 1 else 0 end`;
  }
  return flags;
}

/**
 * Rows of `table` the member set one of the marks its window keeps on (the requests they prayed
 * for), by the mark table's primary key; undefined when the window keeps no marked rows.
 */
export function markedBy(db: Db, table: SharedTable, memberId: string): SQL | undefined {
  const keep = deviceFactsOf(table).window?.keepMarked ?? [];
  if (keep.length === 0) return undefined;
  const rows = sharedTable(db, table);
  const storage = sharedStorageOf(table);
  return or(
    ...keep.map((name) => {
      const mark = storage.marks[name as keyof typeof storage.marks];
      const marks = tablesOf(db)[mark.table] as unknown as Record<string, PgColumn>;
      return sql`exists (select 1 from ${tablesOf(db)[mark.table]} where ${marks[mark.rowColumn]} = ${rows.id} and ${marks[mark.memberColumn]} = ${memberId})`;
    }),
  );
}

/**
 * The visible rows of `table` that match `filters`, as `readerId` sees them: a query to finish
 * (order, limit) and await, on the tables of `db`'s engine. Read the rows with toSharedRow.
 */
export function selectShared(
  db: Db,
  table: SharedTable,
  readerId: string,
  ...filters: (SQL | undefined)[]
) {
  const rows = sharedTable(db, table);
  const { users } = tablesOf(db);
  return db
    .select({
      ...getTableColumns(rows),
      authorName: users.name,
      ...markFlags(db, table, readerId),
    })
    .from(rows)
    .innerJoin(users, eq(users.id, rows.userId))
    .where(and(visibleRows(db, table), ...filters));
}

/**
 * A row as `readerId` reads it, from one selectShared read: its flags as booleans, its author
 * named. A row its declaration lets be anonymous, and that is, names nobody to anyone but its
 * author: no name and no id (the admins see who wrote it in the reports queue alone).
 */
export function toSharedRow(
  table: SharedTable,
  selected: Record<string, unknown>,
  readerId: string,
): SyncRow {
  const { authorName, ...stored } = selected;
  const row: Record<string, unknown> = apiRow(stored, MODERATION_COLUMNS);
  row.author = { name: authorName };
  for (const { flag } of marksOf(table))
    row[flag] = selected[flag] === 1 || selected[flag] === true;
  if (isAnonymousTo(table, row, readerId)) {
    row.userId = null;
    row.author = null;
  }
  return row as SyncRow;
}

/** Whether `row` hides its author from `readerId` (anyone but the author, when it is anonymous). */
function isAnonymousTo(table: SharedTable, row: Record<string, unknown>, readerId: string) {
  const flag = entityOf(table).anonymousFlag;
  if (flag === null) return false;
  const anonymous = row[flag] === true || row[flag] === 1;
  return anonymous && row.userId !== readerId;
}

/**
 * Where the device's window of `table` starts: the creation time of the newest-th visible row, or
 * null when there are fewer rows than that (every row is inside) or the table keeps no window. One
 * short index walk on (created_at).
 */
export async function windowStartOf(db: Db, table: SharedTable): Promise<string | null> {
  const window = deviceFactsOf(table).window;
  if (!window) return null;
  const rows = sharedTable(db, table);
  const [row] = await db
    .select({ createdAt: rows.createdAt })
    .from(rows)
    .where(visibleRows(db, table))
    .orderBy(desc(rows.createdAt), desc(rows.id))
    .limit(1)
    .offset(window.newest - 1);
  return (row?.createdAt as string | undefined) ?? null;
}
