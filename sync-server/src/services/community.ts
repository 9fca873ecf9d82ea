import { desc, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { uuidv7, type CommunityPost, type createCommunityPostSchema } from '@selah/shared';
import { communityPosts, postLikes, users } from '../db/schema';
import { writeTransaction } from '../db/transaction';
import type { Db } from '../db/types';
import { nextVersion } from '../db/versions';
import { ownExisting, type Created } from './create-result';
import { notFound } from './errors';
import { after, FIRST_PAGE, type Page } from './paging';
import { clientTimestamp } from './time';

export type CreateCommunityPostInput = z.output<typeof createCommunityPostSchema>;

/** Posts joined with their author's name and whether `memberId` has liked each one. */
export function selectPosts(db: Db, memberId: string) {
  return db
    .select({
      id: communityPosts.id,
      version: communityPosts.version,
      userId: communityPosts.userId,
      content: communityPosts.content,
      likes: communityPosts.likes,
      createdAt: communityPosts.createdAt,
      authorName: users.name,
      likedByMe: sql<number>`exists (select 1 from ${postLikes} where ${postLikes.postId} = ${communityPosts.id} and ${postLikes.userId} = ${memberId})`,
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
export function listCommunityPosts(
  db: Db,
  memberId: string,
  page: Page = FIRST_PAGE,
): CommunityPost[] {
  return selectPosts(db, memberId)
    .where(after(communityPosts.createdAt, communityPosts.id, page.after))
    .orderBy(desc(communityPosts.createdAt), desc(communityPosts.id))
    .limit(page.limit + 1)
    .all()
    .map(toPost);
}

export function getCommunityPost(db: Db, memberId: string, postId: string): CommunityPost {
  const row = selectPosts(db, memberId).where(eq(communityPosts.id, postId)).get();
  if (!row) throw notFound('Post not found');
  return toPost(row);
}

export function createCommunityPost(
  db: Db,
  memberId: string,
  input: CreateCommunityPostInput,
  now: Date,
): Created<CommunityPost> {
  return writeTransaction(db, (tx) => {
    if (input.id) {
      const existing = tx
        .select()
        .from(communityPosts)
        .where(eq(communityPosts.id, input.id))
        .get();
      const own = ownExisting(existing, memberId);
      if (own) return { row: getCommunityPost(tx, memberId, own.id), created: false };
    }
    const id = input.id ?? uuidv7(now.getTime());
    tx.insert(communityPosts)
      .values({
        id,
        userId: memberId,
        content: input.content,
        likes: 0,
        createdAt: clientTimestamp(input.createdAt, now, 'createdAt'),
        version: nextVersion(tx),
      })
      .run();
    return { row: getCommunityPost(tx, memberId, id), created: true };
  });
}

/**
 * A like is set membership: one per member per post. Liking again changes nothing, so the count
 * converges however often a like is retried or replayed from another device.
 */
export function likeCommunityPost(
  db: Db,
  memberId: string,
  input: { id: string },
  now: Date,
): CommunityPost {
  return writeTransaction(db, (tx) => {
    const post = tx
      .select({ id: communityPosts.id })
      .from(communityPosts)
      .where(eq(communityPosts.id, input.id))
      .get();
    if (!post) throw notFound('Post not found');
    const inserted = tx
      .insert(postLikes)
      .values({ postId: input.id, userId: memberId, createdAt: now.toISOString() })
      .onConflictDoNothing()
      .returning({ postId: postLikes.postId })
      .get();
    if (inserted) {
      tx.update(communityPosts)
        .set({ likes: sql`${communityPosts.likes} + 1`, version: nextVersion(tx) })
        .where(eq(communityPosts.id, input.id))
        .run();
    }
    return getCommunityPost(tx, memberId, input.id);
  });
}
