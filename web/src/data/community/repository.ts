/**
 * Community writes, for signed-in members only (the feed is the community's, not a guest's local
 * notebook). Each is one Dexie read-write transaction that changes the row(s) and appends the
 * matching outbox mutation.
 */
import {
  FEED_PAGE_SIZE,
  uuidv7,
  type CommunityPost,
  type FeedFilterKind,
  type ReportPost,
} from '@selah/shared';
import { api } from '../../lib/api';
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

    /** Takes the member's like back ('post.unlike'); false when they did not like it. */
    async unlikeCommunityPost(postId: string): Promise<boolean> {
      const db = memberDb(currentDb(), SIGN_IN_TO_LIKE);
      return (await mutate(db, 'post.unlike', { id: postId })).changed;
    },

    /**
     * Reports a post to the admins, once ('post.report'); works offline, and reaches the queue
     * exactly once when the device syncs. The author never learns who reported it.
     */
    async reportCommunityPost(postId: string, report: ReportPost): Promise<boolean> {
      const db = memberDb(currentDb(), SIGN_IN_TO_LIKE);
      const note = report.note?.trim();
      return (
        await mutate(db, 'post.report', {
          id: postId,
          reason: report.reason,
          ...(note ? { note } : {}),
        })
      ).changed;
    },

    /** Deletes the member's own post, on every device once synced ('post.delete'). */
    async deleteCommunityPost(postId: string): Promise<void> {
      const db = memberDb(currentDb(), SIGN_IN_TO_POST);
      await mutate(db, 'post.delete', { id: postId });
    },

    /** Keeps one post, or everything by one author, out of this member's feed. */
    async filterFeed(kind: FeedFilterKind, targetId: string): Promise<void> {
      const db = memberDb(currentDb(), SIGN_IN_TO_POST);
      await mutate(db, 'feedFilter.create', {
        id: uuidv7(),
        kind,
        targetId,
        createdAt: new Date().toISOString(),
      });
    },

    /** Shows what a feed filter kept out again. */
    async removeFeedFilter(filterId: string): Promise<void> {
      const db = memberDb(currentDb(), SIGN_IN_TO_POST);
      await mutate(db, 'feedFilter.delete', { id: filterId });
    },

    /**
     * Fetches the page of posts older than `oldest` (online only) and keeps them on the device for
     * a while (see sync/feed-window.ts). Returns how many came; fewer than FEED_PAGE_SIZE means the
     * beginning of the feed. Throws NetworkError offline, ApiError for a refusal.
     */
    async fetchOlderPosts(oldest: Pick<CommunityPost, 'createdAt' | 'id'>): Promise<number> {
      const db = memberDb(currentDb(), SIGN_IN_TO_POST);
      const query = new URLSearchParams({
        limit: String(FEED_PAGE_SIZE),
        cursor: pageCursorOf(oldest.createdAt, oldest.id),
      });
      const body = await api.get('/api/community-posts', { query });
      const { communityPostSchema } = await loadWriteSchemas();
      const posts = communityPostSchema.array().parse(body);
      const fetchedAt = new Date().toISOString();
      await db.transaction('rw', [db.communityPosts, db.postLikes], async () => {
        // A post already here (the synced window, or the member's change waiting to be sent) keeps
        // the local copy.
        const existing = await db.communityPosts.bulkGet(posts.map((post) => post.id));
        const fresh = posts.filter((_, index) => existing[index] === undefined);
        await db.communityPosts.bulkAdd(fresh.map((post) => ({ ...post, fetchedAt })));
        const liked = fresh.filter((post) => post.likedByMe === true);
        await db.postLikes.bulkPut(liked.map((post) => ({ postId: post.id, likedAt: fetchedAt })));
      });
      return posts.length;
    },
  };
}

/** The list API's cursor for "after this post": base64url of [createdAt, id]. */
export function pageCursorOf(createdAt: string, id: string): string {
  return btoa(JSON.stringify([createdAt, id]))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
}

export const {
  createCommunityPost,
  likeCommunityPost,
  unlikeCommunityPost,
  reportCommunityPost,
  deleteCommunityPost,
  filterFeed,
  removeFeedFilter,
  fetchOlderPosts,
} = /* @__PURE__ */ createCommunityRepository(getDb);
