import { desc, eq, sql } from 'drizzle-orm';
import { type CommunityPost } from '@selah/shared';
import { tablesOf } from '../db/dialect';
import type { Db } from '../db/types';
import { after, FIRST_PAGE, type Page } from './paging';

/**
 * Posts joined with their author's name and whether `memberId` has liked each one (1 or 0: a bare
 * `exists` would be an integer on SQLite but a boolean on PostgreSQL). A query to finish (where,
 * order, limit) and await; it runs on the tables of `db`'s engine.
 */
export function selectPosts(db: Db, memberId: string) {
  const { communityPosts, postLikes, users } = tablesOf(db);
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
    })
    .from(communityPosts)
    .innerJoin(users, eq(users.id, communityPosts.userId));
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
  };
}

/** Newest first, one page (up to page.limit + 1 rows, see Page). */
export async function listCommunityPosts(
  db: Db,
  memberId: string,
  page: Page = FIRST_PAGE,
): Promise<CommunityPost[]> {
  const { communityPosts } = tablesOf(db);
  const rows = await selectPosts(db, memberId)
    .where(after(communityPosts.createdAt, communityPosts.id, page.after))
    .orderBy(desc(communityPosts.createdAt), desc(communityPosts.id))
    .limit(page.limit + 1);
  return rows.map(toPost);
}
