/**
 * Keeping the feed kind: the admins' reports queue, and hiding or restoring a post (any shared row
 * whose declaration lets admins hide it). A hidden row stays in the database (an admin can restore
 * it) but leaves every member's feed, the API and the community's counts; its tombstone removes it
 * from every device on their next sync.
 */
import { and, desc, eq, inArray, lt, max, or } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import {
  entityOf,
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
import { sharedStorageOf, sharedTable, type SharedRowTable } from '../sync/tables';
import type { Page } from './paging';

/**
 * Reported posts, hidden ones too, the most recently reported first: one page (up to page.limit + 1
 * posts, see Page), each with every report of it.
 */
export async function listReportedPosts(db: Db, page: Page): Promise<ReportedPost[]> {
  const { communityPosts: p, postReports: r, users } = tablesOf(db);
  const lastReportedAt = max(r.createdAt);
  const cursor = page.after;
  const latest = await db
    .select({ postId: r.postId, lastReportedAt })
    .from(r)
    .groupBy(r.postId)
    .having(
      cursor
        ? or(
            lt(lastReportedAt, cursor.at),
            and(eq(lastReportedAt, cursor.at), lt(r.postId, cursor.id)),
          )
        : undefined,
    )
    .orderBy(desc(lastReportedAt), desc(r.postId))
    .limit(page.limit + 1);
  if (latest.length === 0) return [];
  const ids = latest.map((row) => row.postId);

  const posts = await db
    .select({
      id: p.id,
      content: p.content,
      createdAt: p.createdAt,
      likes: p.likes,
      hiddenAt: p.hiddenAt,
      authorId: users.id,
      authorName: users.name,
    })
    .from(p)
    .innerJoin(users, eq(users.id, p.userId))
    .where(inArray(p.id, ids));
  const reports = await db
    .select({
      postId: r.postId,
      reporterId: users.id,
      reporterName: users.name,
      reason: r.reason,
      note: r.note,
      createdAt: r.createdAt,
    })
    .from(r)
    .innerJoin(users, eq(users.id, r.reporterId))
    .where(inArray(r.postId, ids))
    .orderBy(desc(r.createdAt));

  const reportsOf = new Map<string, PostReport[]>();
  for (const report of reports) {
    const list = reportsOf.get(report.postId) ?? [];
    list.push({
      reporter: { id: report.reporterId, name: report.reporterName },
      reason: report.reason as ReportReason,
      note: report.note,
      createdAt: report.createdAt,
    });
    reportsOf.set(report.postId, list);
  }
  const postOf = new Map(posts.map((post) => [post.id, post]));
  return latest.flatMap(({ postId, lastReportedAt: last }) => {
    const post = postOf.get(postId);
    if (!post || last === null) return [];
    return [
      {
        post: {
          id: post.id,
          content: post.content,
          createdAt: post.createdAt,
          author: { id: post.authorId, name: post.authorName },
          likes: post.likes,
        },
        hiddenAt: post.hiddenAt,
        reports: reportsOf.get(postId) ?? [],
        lastReportedAt: last,
      },
    ];
  });
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
