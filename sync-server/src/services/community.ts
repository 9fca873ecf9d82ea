import { and, desc, eq, notExists, or, sql, type SQL } from 'drizzle-orm';
import type { CommunityPost, FeedFilter, SharedTable, SyncRow } from '@selah/shared';
import { engineOf, preparedOnSqlite, runPrepared, tablesOf } from '../db/dialect';
import type { Db } from '../db/types';
import {
  readSharedValues,
  selectShared,
  toSharedRow,
  type SqliteSharedQuery,
} from '../sync/shared-rows';
import { apiRow, sharedTable } from '../sync/tables';
import { after, FIRST_PAGE, newestFirst, type Cursor, type Page } from './paging';

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
  const withCursor = page.after !== null;
  const placeholders = {
    member: memberId,
    limit: page.limit + 1,
    at: page.after?.at,
    id: page.after?.id,
  };
  if (engineOf(db) === 'sqlite') {
    // The usual page size is written into the statement: SQLite re-prepares a statement whose
    // LIMIT is a bound value every time the value is bound (it plans with the value), which cost
    // about 60-80 microseconds of each feed page. Other sizes keep the placeholder.
    const fixed = page.limit === FIRST_PAGE.limit ? page.limit + 1 : null;
    const name = `${withCursor ? 'feedPageAfter' : 'feedFirstPage'}:${fixed ?? 'any'}`;
    const build = (db: Db) => feedPage(db, name, withCursor, fixed);
    const query = preparedOnSqlite(db, name, build) as unknown as SqliteSharedQuery;
    return readSharedValues('communityPosts', query, placeholders, memberId) as CommunityPost[];
  }
  const name = withCursor ? 'feedPageAfter' : 'feedFirstPage';
  const build = (db: Db) => feedPage(db, name, withCursor, null);
  const rows = await runPrepared(db, name, build, placeholders);
  return rows.map((row) => toSharedRow('communityPosts', row, memberId) as CommunityPost);
}

/**
 * The feed's page query with its values as placeholders (member, limit, and the cursor's at and id
 * when `withCursor`): every member opens the feed, and building it costs more than running it.
 * `fixedLimit` writes the limit into the SQL instead of the limit placeholder.
 */
function feedPage(db: Db, name: string, withCursor: boolean, fixedLimit: number | null) {
  const { communityPosts } = tablesOf(db);
  // Placeholders stand where the values go; drizzle binds them at each run.
  const member = sql.placeholder('member') as unknown as string;
  const cursor = { at: sql.placeholder('at'), id: sql.placeholder('id') } as unknown as Cursor;
  // Drizzle writes an SQL chunk given as the limit into the text as it is (a number it binds).
  const limit = fixedLimit === null ? sql.placeholder('limit') : sql.raw(String(fixedLimit));
  return selectShared(
    db,
    'communityPosts',
    member,
    after(communityPosts.createdAt, communityPosts.id, withCursor ? cursor : null),
    notFilteredOutBy(db, member),
  )
    .orderBy(desc(communityPosts.createdAt), desc(communityPosts.id))
    .limit(limit as unknown as number)
    .prepare(name);
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
