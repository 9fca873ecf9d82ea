/**
 * Community writes, for signed-in members only (the feed is the community's, not a guest's local
 * notebook). Each is one Dexie read-write transaction that changes the row(s) and appends the
 * matching outbox mutation.
 */
import { uuidv7, type CommunityPost } from '@selah/shared';
import { enqueue, getDb, writeWithOutbox, type SelahDB } from '../../db';
import { loadWriteSchemas } from '../load-write-schemas';

export const SIGN_IN_TO_POST = 'Sign in to share encouragement with the community';
export const SIGN_IN_TO_LIKE = 'Sign in to like community posts';

function memberDb(message: string): SelahDB & { ownerId: string } {
  const db = getDb();
  if (db.ownerId === null) throw new Error(message);
  return db as SelahDB & { ownerId: string };
}

/**
 * Shares a post as the signed-in member; `authorName` is the member's display name, shown on the
 * post until the server's copy arrives. Throws for guests, and a ZodError (message "Please write
 * a message to share") for blank content.
 */
export async function createCommunityPost(
  content: string,
  authorName: string,
): Promise<CommunityPost> {
  const db = memberDb(SIGN_IN_TO_POST);
  const { createCommunityPostSchema } = await loadWriteSchemas();
  const parsed = createCommunityPostSchema.parse({ content });
  const row: CommunityPost = {
    id: uuidv7(),
    userId: db.ownerId,
    content: parsed.content,
    likes: 0,
    createdAt: new Date().toISOString(),
    author: { name: authorName },
    likedByMe: false,
  };
  await writeWithOutbox(db, [db.communityPosts], async () => {
    await db.communityPosts.add(row);
    await enqueue(db, {
      name: 'post.create',
      args: { id: row.id, content: row.content, createdAt: row.createdAt },
    });
  });
  return row;
}

/**
 * Likes a post once: records the member's like and adds one to the post's count in the same
 * transaction. Returns false (and changes nothing) when the member already liked it or the post
 * is unknown. Likes only ever increase.
 */
export async function likeCommunityPost(postId: string): Promise<boolean> {
  const db = memberDb(SIGN_IN_TO_LIKE);
  return writeWithOutbox(db, [db.communityPosts, db.postLikes], async () => {
    const [post, existingLike] = await Promise.all([
      db.communityPosts.get(postId),
      db.postLikes.get(postId),
    ]);
    if (!post || existingLike) return false;
    await db.postLikes.add({ postId, likedAt: new Date().toISOString() });
    await db.communityPosts.put({ ...post, likes: post.likes + 1, likedByMe: true });
    await enqueue(db, { name: 'post.like', args: { id: postId } });
    return true;
  });
}
