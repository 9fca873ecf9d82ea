import { and, desc, eq, notExists, or, sql, type SQL } from 'drizzle-orm';
import type { CommunityPost, FeedFilter, SharedTable, SyncRow } from '@selah/shared';
import { tablesOf } from '../db/dialect';
import type { Db } from '../db/types';
import { selectShared, toSharedRow } from '../sync/shared-rows';
import { apiRow, sharedTable } from '../sync/tables';
import { after, FIRST_PAGE, newestFirst, type Page } from './paging';

/** Posts `memberId` has not hidden for themselves, nor by an author they muted. */
function notFilteredOutBy(db: Db, memberId: string): SQL {
  const { communityPosts, feedFilters: f } = tablesOf(db);
  return notExists(
    db
      .select({ one: sql`1` })
      .from(f)
      .where(
        and(
          eq(f.userId, memberId),
          or(
            and(eq(f.kind, 'post'), eq(f.targetId, communityPosts.id)),
            and(eq(f.kind, 'author'), eq(f.targetId, communityPosts.userId)),
          ),
        ),
      ),
  );
}

/**
 * Newest first, one page (up to page.limit + 1 rows, see Page), as `memberId` sees the feed: the
 * posts no admin has hidden, less those the member hid or whose author they muted.
 */
export async function listCommunityPosts(
  db: Db,
  memberId: string,
  page: Page = FIRST_PAGE,
): Promise<CommunityPost[]> {
  const { communityPosts } = tablesOf(db);
  const rows = await selectShared(
    db,
    'communityPosts',
    memberId,
    after(communityPosts.createdAt, communityPosts.id, page.after),
    notFilteredOutBy(db, memberId),
  )
    .orderBy(desc(communityPosts.createdAt), desc(communityPosts.id))
    .limit(page.limit + 1);
  return rows.map((row) => toSharedRow('communityPosts', row, memberId) as CommunityPost);
}

/**
 * Newest first, one page (up to page.limit + 1 rows, see Page), of any shared table as `memberId`
 * reads it (shared-rows.ts: the rows no admin hid, anonymous ones unsigned, the reader's marks).
 */
export async function listSharedRows(
  db: Db,
  table: SharedTable,
  memberId: string,
  page: Page = FIRST_PAGE,
): Promise<SyncRow[]> {
  const rows = sharedTable(db, table);
  const selected = await selectShared(
    db,
    table,
    memberId,
    after(rows.createdAt, rows.id, page.after),
  )
    .orderBy(desc(rows.createdAt), desc(rows.id))
    .limit(page.limit + 1);
  return selected.map((row) => toSharedRow(table, row, memberId));
}

/** The member's own feed filters, newest first, one page (up to page.limit + 1, see Page). */
export async function listFeedFilters(
  db: Db,
  memberId: string,
  page: Page = FIRST_PAGE,
): Promise<FeedFilter[]> {
  const { feedFilters: t } = tablesOf(db);
  const rows = await newestFirst(db, t, t.createdAt, page, eq(t.userId, memberId));
  return rows.map((row) => apiRow(row) as FeedFilter);
}
