import { and, desc, eq, isNull, notExists, or, sql, type SQL } from 'drizzle-orm';
import type { CommunityPost, FeedFilter } from '@selah/shared';
import { tablesOf } from '../db/dialect';
import type { Db } from '../db/types';
import { apiRow } from '../sync/tables';
import { after, FIRST_PAGE, newestFirst, type Page } from './paging';

/**
 * The posts members may see (not hidden by an admin) that match `filters`, joined with their
 * author's name and whether `memberId` likes and has reported each one (1 or 0: a bare `exists`
 * would be an integer on SQLite but a boolean on PostgreSQL). A query to finish (order, limit)
 * and await; it runs on the tables of `db`'s engine.
 */
export function selectPosts(db: Db, memberId: string, ...filters: (SQL | undefined)[]) {
  const { communityPosts, postLikes, postReports, users } = tablesOf(db);
  return db
    .select({
      id: communityPosts.id,
      version: communityPosts.version,
      userId: communityPosts.userId,
      content: communityPosts.content,
      likes: communityPosts.likes,
      createdAt: communityPosts.createdAt,
      authorName: users.name,
      likedByMe: sql<number>`case when exists (select 1 from ${postLikes} where ${postLikes.postId} = ${communityPosts.id} and ${postLikes.userId} = ${memberId}) then 1 else 0 end`,
      reportedByMe: sql<number>`case when exists (select 1 from ${postReports} where ${postReports.postId} = ${communityPosts.id} and ${postReports.reporterId} = ${memberId}) then 1 else 0 end`,
    })
    .from(communityPosts)
    .innerJoin(users, eq(users.id, communityPosts.userId))
    .where(and(isNull(communityPosts.hiddenAt), ...filters));
}

type PostSelection = {
  id: string;
  version: number;
  userId: string;
  content: string;
  likes: number;
  createdAt: string;
  authorName: string;
  likedByMe: number;
  reportedByMe: number;
};

export function toPost(row: PostSelection): CommunityPost {
  return {
    id: row.id,
    userId: row.userId,
    content: row.content,
    likes: row.likes,
    createdAt: row.createdAt,
    author: { name: row.authorName },
    likedByMe: row.likedByMe === 1,
    reportedByMe: row.reportedByMe === 1,
  };
}

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

/** Newest first, one page (up to page.limit + 1 rows, see Page), as `memberId` sees the feed. */
export async function listCommunityPosts(
  db: Db,
  memberId: string,
  page: Page = FIRST_PAGE,
): Promise<CommunityPost[]> {
  const { communityPosts } = tablesOf(db);
  const rows = await selectPosts(
    db,
    memberId,
    after(communityPosts.createdAt, communityPosts.id, page.after),
    notFilteredOutBy(db, memberId),
  )
    .orderBy(desc(communityPosts.createdAt), desc(communityPosts.id))
    .limit(page.limit + 1);
  return rows.map(toPost);
}

/**
 * The oldest creation time inside the feed window: the FEED_WINDOW-th newest visible post's, or
 * null when there are fewer posts than that (then every post is inside). One short index walk.
 */
export async function feedWindowStart(db: Db, window: number): Promise<string | null> {
  const { communityPosts: p } = tablesOf(db);
  const [row] = await db
    .select({ createdAt: p.createdAt })
    .from(p)
    .where(isNull(p.hiddenAt))
    .orderBy(desc(p.createdAt), desc(p.id))
    .limit(1)
    .offset(window - 1);
  return row?.createdAt ?? null;
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
