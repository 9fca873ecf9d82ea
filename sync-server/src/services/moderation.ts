/**
 * Keeping the community kind: the admins' reports queue (posts and prayer requests, any shared
 * table declared reportable), and hiding or restoring a row its declaration lets admins hide. A hidden row stays in the database (an admin can restore
 * it) but leaves every member's feed, the API and the community's counts; its tombstone removes it
 * from every device on their next sync.
 */
import { and, desc, eq, inArray, lt, max, or, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import {
  entityOf,
  marksOf,
  SHARED_SYNC_TABLES,
  type PostReport,
  type ReportedPost,
  type ReportReason,
  type SharedTable,
  type SyncRow,
} from '@selah/shared';
import { tablesOf } from '../db/dialect';
import { writeTransaction } from '../db/transaction';
import type { Db } from '../db/types';
import { nextVersion, spaceOf, writeTombstone } from '../db/versions';
import { notFound } from './errors';
import {
  sharedStorageOf,
  sharedTable,
  type MarkStorage,
  type SharedRowTable,
} from '../sync/tables';
import type { Page } from './paging';

/** A reportable table's report mark: where its reports are kept (tables.ts). */
function reportStorage(table: SharedTable): MarkStorage {
  const marks = sharedStorageOf(table).marks as Record<string, MarkStorage>;
  const report = marks.report;
  if (!report) throw new Error(`${table} is declared reportable but keeps no 'report' mark`);
  return report;
}

type Columns = Record<string, PgColumn>;

/** Text in the databases' order (by code unit, as both order these ids and ISO times). */
const compareText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/**
 * Every reportable shared table (posts, prayer requests), as their declarations say: one queue.
 */
const REPORTABLE_TABLES = SHARED_SYNC_TABLES.filter(
  (table) => entityOf(table).moderation.reportable,
);

/** The most recently reported rows of one table, after the page's cursor: up to limit + 1. */
async function latestReported(db: Db, table: SharedTable, page: Page) {
  const mark = reportStorage(table);
  const r = tablesOf(db)[mark.table];
  const columns = r as unknown as Columns;
  const rowId = columns[mark.rowColumn] as PgColumn;
  const lastReportedAt = max(columns.createdAt as PgColumn);
  const cursor = page.after;
  const latest = await db
    .select({ rowId, lastReportedAt })
    .from(r)
    .groupBy(rowId)
    .having(
      cursor
        ? or(
            lt(lastReportedAt, cursor.at),
            and(eq(lastReportedAt, cursor.at), lt(rowId, cursor.id)),
          )
        : undefined,
    )
    .orderBy(desc(lastReportedAt), desc(rowId))
    .limit(page.limit + 1);
  return latest.flatMap(({ rowId: id, lastReportedAt: at }) =>
    at === null ? [] : [{ table, id: id as string, lastReportedAt: at as string }],
  );
}

/**
 * Reported rows of every reportable table (posts and prayer requests), hidden ones too, the most
 * recently reported first: one page (up to page.limit + 1 items, see Page), each with every report
 * of it. The admins see who wrote each, an anonymous request too: moderation needs it.
 */
export async function listReportedPosts(db: Db, page: Page): Promise<ReportedPost[]> {
  const latest = (
    await Promise.all(REPORTABLE_TABLES.map((table) => latestReported(db, table, page)))
  )
    .flat()
    .sort((a, b) =>
      a.lastReportedAt === b.lastReportedAt
        ? compareText(b.id, a.id)
        : compareText(b.lastReportedAt, a.lastReportedAt),
    )
    .slice(0, page.limit + 1);
  const items = new Map<string, Omit<ReportedPost, 'lastReportedAt'>>();
  for (const table of REPORTABLE_TABLES) {
    const ids = latest.filter((item) => item.table === table).map((item) => item.id);
    if (ids.length === 0) continue;
    for (const item of await reportedRows(db, table, ids)) items.set(item.post.id, item);
  }
  return latest.flatMap(({ id, lastReportedAt }) => {
    const item = items.get(id);
    return item ? [{ ...item, lastReportedAt }] : [];
  });
}

/** The rows `ids` of `table` with their authors and every report of them, newest report first. */
async function reportedRows(
  db: Db,
  table: SharedTable,
  ids: string[],
): Promise<Omit<ReportedPost, 'lastReportedAt'>[]> {
  const { users } = tablesOf(db);
  const rows = sharedTable(db, table) as SharedRowTable & Columns;
  const mark = reportStorage(table);
  const r = tablesOf(db)[mark.table];
  const reportColumns = r as unknown as Columns;
  const counted = marksOf(table).find((declared) => declared.count !== null)?.count;
  const anonymousFlag = entityOf(table).anonymousFlag;
  const found = await db
    .select({
      id: rows.id,
      content: rows.content as PgColumn,
      createdAt: rows.createdAt,
      count: counted ? (rows[counted] as PgColumn) : sql<number>`0`,
      anonymous: anonymousFlag ? (rows[anonymousFlag] as PgColumn) : sql<boolean>`false`,
      hiddenAt: rows.hiddenAt as PgColumn,
      authorId: users.id,
      authorName: users.name,
    })
    .from(rows)
    .innerJoin(users, eq(users.id, rows.userId))
    .where(inArray(rows.id, ids));
  const reports = await db
    .select({
      rowId: reportColumns[mark.rowColumn] as PgColumn,
      reporterId: users.id,
      reporterName: users.name,
      reason: reportColumns.reason as PgColumn,
      note: reportColumns.note as PgColumn,
      createdAt: reportColumns.createdAt as PgColumn,
    })
    .from(r)
    .innerJoin(users, eq(users.id, reportColumns[mark.memberColumn] as PgColumn))
    .where(inArray(reportColumns[mark.rowColumn] as PgColumn, ids))
    .orderBy(desc(reportColumns.createdAt as PgColumn));

  const reportsOf = new Map<string, PostReport[]>();
  for (const report of reports) {
    const list = reportsOf.get(report.rowId as string) ?? [];
    list.push({
      reporter: { id: report.reporterId, name: report.reporterName },
      reason: report.reason as ReportReason,
      note: report.note as string | null,
      createdAt: report.createdAt as string,
    });
    reportsOf.set(report.rowId as string, list);
  }
  return found.map((row) => ({
    table,
    post: {
      id: row.id as string,
      content: row.content as string,
      createdAt: row.createdAt as string,
      author: { id: row.authorId, name: row.authorName },
      likes: Number(row.count),
      isAnonymous: row.anonymous === true || row.anonymous === 1,
    },
    hiddenAt: row.hiddenAt as string | null,
    reports: reportsOf.get(row.id as string) ?? [],
  }));
}

export type ModerationResult = { id: string; hiddenAt: string | null };

/**
 * Hides (`hide`) or restores a row of a shared table whose declaration lets admins hide it (a
 * post), for every member. Idempotent: hiding a hidden row, or restoring a visible one, changes
 * nothing and answers its state.
 */
export async function setRowHidden(
  db: Db,
  table: SharedTable,
  adminId: string,
  rowId: string,
  hide: boolean,
  now: Date,
): Promise<ModerationResult> {
  if (!entityOf(table).moderation.hideable) throw new Error(`${table} rows cannot be hidden`);
  const storage = sharedStorageOf(table);
  return writeTransaction(db, async (tx) => {
    const rows = sharedTable(tx, table) as SharedRowTable & { hiddenAt: PgColumn };
    const [row] = (await tx.select().from(rows).where(eq(rows.id, rowId)).limit(1)) as (SyncRow & {
      hiddenAt: string | null;
    })[];
    if (!row) throw notFound(storage.notFound);
    if ((row.hiddenAt !== null) === hide) return { id: row.id, hiddenAt: row.hiddenAt };

    const hiddenAt = hide ? now.toISOString() : null;
    // A restored row takes a new version, so every device's next pull brings it back.
    await tx
      .update(rows)
      .set({
        hiddenAt,
        hiddenBy: hide ? adminId : null,
        version: await nextVersion(tx, spaceOf(table, null)),
      } as never)
      .where(eq(rows.id, rowId));
    if (hide) await writeTombstone(tx, table, rowId, null);
    await storage.onVisibility?.(tx, row, !hide);
    return { id: row.id, hiddenAt };
  });
}
