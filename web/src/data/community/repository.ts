/**
 * Community writes, for signed-in members only (the feed is the community's, not a guest's local
 * notebook). Each is one Dexie read-write transaction that changes the row(s) and appends the
 * matching outbox mutation.
 */
import { uuidv7, type CommunityPost } from '@selah/shared';
import { getDb, type SelahDB } from '../../db';
import { loadWriteSchemas } from '../load-write-schemas';
import { mutate } from '../mutate';

export const SIGN_IN_TO_POST = 'Sign in to share encouragement with the community';
export const SIGN_IN_TO_LIKE = 'Sign in to like community posts';

function memberDb(db: SelahDB, message: string): SelahDB & { ownerId: string } {
  if (db.ownerId === null) throw new Error(message);
  return db as SelahDB & { ownerId: string };
}

/** Community writes on the database `currentDb()` returns when each is called. */
export function createCommunityRepository(currentDb: () => SelahDB) {
  return {
    /**
     * Shares a post as the signed-in member; `authorName` is the member's display name, shown on
     * the post until the server's copy arrives. Throws for guests, and a ZodError (message "Please
     * write a message to share") for blank content.
     */
    async createCommunityPost(content: string, authorName: string): Promise<CommunityPost> {
      const db = memberDb(currentDb(), SIGN_IN_TO_POST);
      const { createCommunityPostSchema } = await loadWriteSchemas();
      const parsed = createCommunityPostSchema.parse({ content });
      const { after } = await mutate(
        db,
        'post.create',
        { id: uuidv7(), content: parsed.content, createdAt: new Date().toISOString() },
        { authorName },
      );
      return after as CommunityPost;
    },

    /**
     * Likes a post once ('post.like'): the member's like and one more on the post's count, in one
     * transaction. Returns false (and changes nothing) when the member already liked it or the
     * post is unknown. Likes only ever increase.
     */
    async likeCommunityPost(postId: string): Promise<boolean> {
      const db = memberDb(currentDb(), SIGN_IN_TO_LIKE);
      return (await mutate(db, 'post.like', { id: postId })).changed;
    },
  };
}

export const { createCommunityPost, likeCommunityPost } = createCommunityRepository(getDb);
