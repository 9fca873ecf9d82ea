import { useLiveQuery } from '../../db';
import type { CommunityPost } from '@selah/shared';
import { useDb } from '../../db';

/** A feed post as the screens show it: `likedByMe` is always known (from the local postLikes). */
export type FeedPost = CommunityPost & { likedByMe: boolean };

/** The community feed, newest first; `limit` bounds the list (all when omitted). */
export function useCommunityPosts(limit?: number): FeedPost[] | undefined {
  const db = useDb();
  return useLiveQuery(async () => {
    const newestFirst = db.communityPosts.orderBy('createdAt').reverse();
    const posts = await (limit === undefined ? newestFirst : newestFirst.limit(limit)).toArray();
    const likes = await db.postLikes.bulkGet(posts.map((post) => post.id));
    return posts.map((post, index) => ({ ...post, likedByMe: likes[index] !== undefined }));
  }, [db, limit]);
}

export interface CommunityStats {
  posts: number;
  /** The sum of every post's likes. */
  totalLikes: number;
  /** How many distinct members wrote the posts. */
  activeMembers: number;
}

export function communityStatsOf(posts: readonly Pick<CommunityPost, 'userId' | 'likes'>[]) {
  const authors = new Set(posts.map((post) => post.userId));
  const totalLikes = posts.reduce((sum, post) => sum + post.likes, 0);
  return { posts: posts.length, totalLikes, activeMembers: authors.size };
}

/** The feed's three figures over every local post. */
export function useCommunityStats(): CommunityStats | undefined {
  const db = useDb();
  return useLiveQuery(async () => communityStatsOf(await db.communityPosts.toArray()), [db]);
}
