/**
 * The community's counts (posts, likes, active members), kept in one row that every post, like,
 * delete, hide and restore changes in its own transaction. Reading them is one primary-key lookup,
 * however long the history: counting 100,000 posts on every request would grow with the feed.
 */
import { and, countDistinct, count, eq, isNull, ne, sql, sum } from 'drizzle-orm';
import type { CommunityStats } from '@selah/shared';
import { runPrepared, tablesOf } from '../db/dialect';
import type { Db } from '../db/types';

const STATS_ID = 1;

export async function readCommunityStats(db: Db): Promise<CommunityStats> {
  // Every member's pull reads it: built once per connection (the id is the key, no limit needed).
  const [row] = await runPrepared(
    db,
    'communityStats',
    (db) => {
      const { communityStats } = tablesOf(db);
      return db
        .select({
          posts: communityStats.posts,
          likes: communityStats.likes,
          members: communityStats.members,
        })
        .from(communityStats)
        .where(eq(communityStats.id, STATS_ID))
        .prepare('communityStats');
    },
    {},
  );
  return row ?? { posts: 0, likes: 0, members: 0 };
}

/** Whether `authorId` has a visible post other than `exceptId` (they stay an active member). */
async function hasOtherVisiblePost(tx: Db, authorId: string, exceptId: string): Promise<boolean> {
  const { communityPosts: p } = tablesOf(tx);
  const [row] = await tx
    .select({ id: p.id })
    .from(p)
    .where(and(eq(p.userId, authorId), isNull(p.hiddenAt), ne(p.id, exceptId)))
    .limit(1);
  return row !== undefined;
}

async function add(tx: Db, delta: CommunityStats): Promise<void> {
  const { communityStats: s } = tablesOf(tx);
  await tx
    .update(s)
    .set({
      posts: sql`${s.posts} + ${delta.posts}`,
      likes: sql`${s.likes} + ${delta.likes}`,
      members: sql`${s.members} + ${delta.members}`,
    })
    .where(eq(s.id, STATS_ID));
}

/**
 * A post became visible (written, or restored by an admin) or stopped being visible (deleted by its
 * author, hidden by an admin), with the likes it carries. Call it inside the writing transaction,
 * before the post's own row changes are visible to hasOtherVisiblePost or after: it looks past
 * `post.id` either way.
 */
export async function countPostVisibility(
  tx: Db,
  post: { id: string; userId: string; likes: number },
  visible: boolean,
): Promise<void> {
  const sign = visible ? 1 : -1;
  const authorStaysActive = await hasOtherVisiblePost(tx, post.userId, post.id);
  await add(tx, {
    posts: sign,
    likes: sign * post.likes,
    members: authorStaysActive ? 0 : sign,
  });
}

/** A like given (+1) or taken back (-1) on a visible post. */
export async function countLike(tx: Db, change: 1 | -1): Promise<void> {
  await add(tx, { posts: 0, likes: change, members: 0 });
}

/** Counts everything again from the posts (after seeding, or to repair); inside a transaction. */
export async function recountCommunityStats(tx: Db): Promise<CommunityStats> {
  const { communityPosts: p, communityStats: s } = tablesOf(tx);
  const [row] = await tx
    .select({
      posts: count(),
      likes: sum(p.likes).mapWith(Number),
      members: countDistinct(p.userId),
    })
    .from(p)
    .where(isNull(p.hiddenAt));
  const stats = { posts: row?.posts ?? 0, likes: row?.likes ?? 0, members: row?.members ?? 0 };
  await tx
    .insert(s)
    .values({ id: STATS_ID, ...stats })
    .onConflictDoUpdate({ target: s.id, set: stats });
  return stats;
}
